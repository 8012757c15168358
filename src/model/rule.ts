/** A schema's own words for a rule it checks, carried as data by the custom issue it raises. */
export interface RuleWording {
  /** What is wrong, as the editor reads it. */
  problem: string;
  /** How to fix it. */
  hint?: string;
}

/**
 * The options for `.refine(check, rule(problem, hint))`: the custom issue a failed check raises
 * carries the wording in its `params`, where `explainIssue` reads it.
 */
export function rule(problem: string, hint?: string): { params: RuleWording } {
  return { params: { problem, hint } };
}
