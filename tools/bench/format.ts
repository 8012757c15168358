/** The middle value (mean of the two middle values for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as Lighthouse counts). */
export function kb(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a';
}

/** Milliseconds as `850 ms` below one second, `1.23 s` above. */
export function duration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return 'n/a';
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(2)} s`;
}

/** A signed percentage, e.g. `+12.3%`. */
export function percentChange(value: number, reference: number): string {
  const change = ((value - reference) / reference) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** Met / NOT MET / n/a, for the targets printout. */
export function verdict(met: boolean | undefined): string {
  return met === undefined ? 'n/a    ' : met ? 'met    ' : 'NOT MET';
}

/** A plain-text table: the first column left-aligned, the others right-aligned, a rule under the header. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const align = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => align(cell, column))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
