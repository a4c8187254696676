// Shared bench types and timing helpers: every figure is measured in this run; ratios compare runs made side by side.

export interface BenchRow {
  /** which issue/guard the figure belongs to, e.g. "store", "scanner" */
  group: string;
  name: string;
  value: number;
  unit: string;
  /** for ratios: the target the value must stay at or under (or over, with higherIsBetter) */
  target?: number;
  higherIsBetter?: boolean;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchRow[]> | BenchRow[];
}

/** Median of per-call time (ns) over `rounds` rounds of `iterations` calls each. */
export function timeNs(fn: () => void, iterations: number, rounds = 7): number {
  for (let i = 0; i < Math.min(iterations, 1000); i++) fn(); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) fn();
    samples.push(Number(process.hrtime.bigint() - t0) / iterations);
  }
  return median(samples);
}

export async function timeNsAsync(fn: () => Promise<void>, iterations: number, rounds = 5): Promise<number> {
  for (let i = 0; i < Math.min(iterations, 50); i++) await fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) await fn();
    samples.push(Number(process.hrtime.bigint() - t0) / iterations);
  }
  return median(samples);
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** A row misses when it is worse than its target by more than the noise margin (50%). */
export function misses(row: BenchRow, margin = 0.5): boolean {
  if (row.target === undefined) return false;
  return row.higherIsBetter ? row.value < row.target * (1 - margin) : row.value > row.target * (1 + margin);
}

/**
 * CPU time (ms) this process spends in one call of `fn`. On a busy machine wall time counts the slices other processes
 * take; CPU time counts only the work, so the ratio of two in-process computations stays steady under load.
 */
export function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}
