// Percentiles and the Markdown tables the scenarios print (so a run's output pastes straight into the README).

/** The nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const max = (values: readonly number[]) => values.reduce((top, value) => Math.max(top, value), 0);
export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (value: number, digits = 1) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '—';
export const int = (value: number) => Math.round(value).toLocaleString('en-GB');
export const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;

/** A Markdown table, columns padded; `align` has one 'l' or 'r' per column (numbers right). */
export function table(headers: string[], rows: (string | number)[][], align: string): string {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, column) =>
    Math.max(3, header.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const pad = (text: string, column: number) =>
    align[column] === 'r' ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
  const line = (row: string[]) => `| ${row.map((text, column) => pad(text, column)).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}
