// How the cost of a function grows with its input, as a ratio of CPU times that a busy shared machine cannot inflate.

/** The least CPU time (microseconds) of `runs` calls: CPU time, not wall time, so other processes' slices do not count */
export function leastCpu(runs: number, fn: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t0);
    best = Math.min(best, d.user + d.system);
  }
  return best;
}

/**
 * large's CPU time over small's, the least of up to `attempts` measurements, stopping early once one is under `bound`.
 * One measurement can land a garbage collection or a JIT tier change on one side (main's CI measured 65x once for
 * an input that grows 16x here in 10 runs out of 10); a super-linear cost stays over the bound in every attempt. The
 * small side is timed over enough repeats to last at least `floorMicros`, so a millisecond-long run is not all noise.
 */
export function leastGrowth(
  small: () => void,
  large: () => void,
  bound: number,
  attempts = 3,
  floorMicros = 20_000,
): number {
  small();
  large();
  const single = Math.max(leastCpu(1, small), 1);
  const repeats = Math.max(1, Math.ceil(floorMicros / single));
  const smallBatch = (): void => {
    for (let i = 0; i < repeats; i++) small();
  };
  let least = Infinity;
  for (let i = 0; i < attempts && least >= bound; i++) {
    const a = Math.max(leastCpu(3, smallBatch) / repeats, 1);
    const b = leastCpu(3, large);
    least = Math.min(least, b / a);
  }
  return least;
}
