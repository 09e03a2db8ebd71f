// Issue 17's targets: each scenario reports what it measured beside the limit measured in the same run, and
// whether the target holds. run-all.ts collects every report (BENCH_TARGETS_FILE) and prints them together.
import fs from 'node:fs';

export type TargetReport = {
  /** What is measured, e.g. 'check-in, 50 scanners: throughput'. */
  name: string;
  /** The measured figure with its unit, e.g. '812 req/s (p95 38 ms)'. */
  measured: string;
  /** The limit it is compared with, measured in the same run, e.g. 'pgbench UPDATE 2,410 tps'; '—' if none. */
  limit: string;
  /** The target in words, e.g. '≥ 0.25 of the limit, p95 ≤ 50 ms'. */
  target: string;
  /** The ratio to the limit where there is one. */
  ratio?: number;
  pass: boolean;
};

/** Prints one target line (PASS or FAIL) and records it for run-all's summary. */
export function reportTarget(report: TargetReport): void {
  const ratio = report.ratio === undefined ? '' : ` (ratio ${report.ratio.toFixed(2)})`;
  console.log(
    `${report.pass ? 'PASS' : 'FAIL'}  ${report.name}: ${report.measured}${ratio} — limit ${report.limit} — target ${report.target}`,
  );
  const file = process.env.BENCH_TARGETS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(report)}\n`);
}

/** The reports written to `file` so far, in order. */
export function readTargetReports(file: string): TargetReport[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TargetReport);
}
