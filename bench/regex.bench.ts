// User regex benchmark: allowPatterns on re2js against the classic ReDoS input, and its linearity (50,000 vs 3,125 chars).

import { blankAllowedRe2 } from "../src/engine/injection/allow-patterns.ts";
import type { BenchRow, BenchSuite } from "./harness.ts";

/** Best of 21 runs in ms (re2js allocates per call, so single runs carry GC pauses; the machine is shared). */
function ms(fn: () => void, rounds = 21): number {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return Math.min(...samples);
}

export const suite: BenchSuite = {
  name: "regex",
  run(): BenchRow[] {
    const hostile = (n: number): string => `${"a".repeat(n)}!`;
    const big = hostile(50_000);
    const small = hostile(50_000 / 16);
    const matching = "a".repeat(50_000);
    const evil = ["(a+)+$", "(a|aa)*b", "(x+x+)+y"];
    const tBig = ms(() => void blankAllowedRe2(big, evil));
    const tSmall = ms(() => void blankAllowedRe2(small, evil));
    const tMatch = ms(() => void blankAllowedRe2(matching, ["(a+)+$"]));
    const tNfkc = ms(() => void big.normalize("NFKC").toLowerCase());
    return [
      {
        group: "regex",
        name: "allowPatterns (a+)+$ & 2 more, 50,000 hostile chars (no match)",
        value: tBig,
        unit: "ms",
      },
      {
        group: "regex",
        name: "allowPatterns (a+)+$, 50,000 chars that all match (spans blanked)",
        value: tMatch,
        unit: "ms",
      },
      {
        group: "regex",
        name: "ratio 50,000 / 3,125 chars (linear: 16)",
        value: tBig / Math.max(tSmall, 1e-6),
        unit: "x",
        target: 16,
      },
      {
        group: "regex",
        name: "ratio 3 hostile patterns / one NFKC+toLowerCase pass",
        value: tBig / Math.max(tNfkc, 1e-6),
        unit: "x",
      },
    ];
  },
};
