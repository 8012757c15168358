import { css } from 'styled-components';
import type { Theme } from './theme.ts';

/** The most columns a grid may use from each width up: phones, small tablets (sm), tablets (md), desktops (lg). */
export interface ColumnLimits {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/**
 * How many columns lay out `count` items in the fewest rows, at most `limit` wide, with the last
 * row as full as those rows allow: 4 items in 3 columns make 2 + 2, 6 in 4 make 3 + 3.
 */
export function columnsFor(count: number, limit: number): number {
  let best = 1;
  let bestRows = count;
  let bestFill = 1;
  for (let columns = 2; columns <= Math.min(limit, count); columns += 1) {
    const rows = Math.ceil(count / columns);
    const fill = (count - (rows - 1) * columns) / columns;
    if (rows < bestRows || (rows === bestRows && fill > bestFill)) [best, bestRows, bestFill] = [columns, rows, fill];
  }
  return best;
}

const itemWidth = (columns: number) => css`
  & > * {
    flex-basis: calc((100% - ${columns - 1} * var(--column-gap)) / ${columns});
  }
`;

/**
 * Lays out `count` items (the element's children) in rows of equal-width cards: as many columns
 * as each width allows (`limits`), chosen so rows are balanced (`columnsFor`), and a shorter last
 * row centred under the others, never an orphan at the left (`lastRow: 'start'` keeps it at the
 * start, for columns of links). Cards in a row share its height.
 */
export const evenRows = (
  count: number,
  limits: ColumnLimits,
  gap: keyof Theme['space'] = 'lg',
  lastRow: 'center' | 'start' = 'center',
) => css`
  --column-gap: ${({ theme }: { theme: Theme }) => theme.space[gap]};
  display: flex;
  flex-wrap: wrap;
  justify-content: ${lastRow};
  gap: var(--column-gap);
  & > * {
    flex-grow: 0;
    flex-shrink: 0;
    min-width: 0;
  }
  ${itemWidth(columnsFor(count, limits.base ?? 1))}
  ${limits.sm ? css`@media (min-width: ${({ theme }: { theme: Theme }) => theme.breakpoints.sm}) { ${itemWidth(columnsFor(count, limits.sm))} }` : ''}
  ${limits.md ? css`@media (min-width: ${({ theme }: { theme: Theme }) => theme.breakpoints.md}) { ${itemWidth(columnsFor(count, limits.md))} }` : ''}
  ${limits.lg ? css`@media (min-width: ${({ theme }: { theme: Theme }) => theme.breakpoints.lg}) { ${itemWidth(columnsFor(count, limits.lg))} }` : ''}
`;
