/**
 * The parts of a JavaScript syntax tree (ESTree, as Rolldown's parser gives it) that the Node side
 * reads: schema comments for the docs, styled-components templates for the build.
 */

/** A node of the tree: its type, its span in the source and whatever else its type holds. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The nodes directly under `node`, in source order. */
export function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}
