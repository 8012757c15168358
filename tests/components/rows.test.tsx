import { expect, test } from 'vitest';
import { columnsFor } from '@/styles/rows.ts';

test('columnsFor gives the fewest rows, then the fullest last row, within the limit', () => {
  const layouts = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (count) => `${count}: ${[1, 2, 3, 4, 6].map((limit) => columnsFor(count, limit)).join(' ')}`,
  );
  expect(layouts).toEqual([
    '1: 1 1 1 1 1',
    '2: 1 2 2 2 2',
    '3: 1 2 3 3 3',
    '4: 1 2 2 4 4',
    '5: 1 2 3 3 5',
    '6: 1 2 3 3 6',
    '7: 1 2 3 4 4',
    '8: 1 2 3 4 4',
  ]);
});
