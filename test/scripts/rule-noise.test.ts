// rule-noise: the criterion that calls a rule noisy, and the files the table's fingerprint reads.

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { absentTuning, isNoisy, NOISY_MIN_FIRED, NOISY_MIN_RATIO, ruleSources } from "../../scripts/rule-noise.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

describe("rule-noise", () => {
  test("a rule is noisy when it fires often enough on real files and its likelihood ratio is low", () => {
    // 1,000 files, 1,000 injections: the ratio is caught / fired
    expect(isNoisy({ warned: 0, fired: NOISY_MIN_FIRED, caught: 1, alone: 1 }, 1000, 1000)).toBe(true);
    expect(isNoisy({ warned: 0, fired: NOISY_MIN_FIRED - 1, caught: 1, alone: 1 }, 1000, 1000)).toBe(false);
    expect(isNoisy({ warned: 0, fired: 10, caught: 10 * NOISY_MIN_RATIO - 1, alone: 1 }, 1000, 1000)).toBe(true);
    expect(isNoisy({ warned: 0, fired: 10, caught: 10 * NOISY_MIN_RATIO, alone: 1 }, 1000, 1000)).toBe(false);
    // twice as many real files read: the same firings are half the rate, so the rule is precise
    expect(isNoisy({ warned: 0, fired: 10, caught: 10 * NOISY_MIN_RATIO - 1, alone: 1 }, 2000, 1000)).toBe(false);
  });

  test("a rule that fired on a real file and never warned an injection alone is noisy, however precise its ratio", () => {
    expect(isNoisy({ warned: 1, fired: 1, caught: 18, alone: 0 }, 7000, 2500)).toBe(true);
    expect(isNoisy({ warned: 1, fired: 1, caught: 18, alone: 1 }, 7000, 2500)).toBe(false);
    // a rule that never fired on a real file is never noisy
    expect(isNoisy({ warned: 0, fired: 0, caught: 18, alone: 0 }, 7000, 2500)).toBe(false);
  });

  test.each([
    ["a whole corpus", {}, []],
    [
      "absent files of tuning groups are named with their counts",
      { "fresh3-tune": 12, "fresh26-tune": 1 },
      ["fresh3-tune 12", "fresh26-tune 1"],
    ],
    ["absent files of the report set or of no group do not count", { "fresh27-holdout": 960, "fresh3-tune": 0 }, []],
  ] as const)("absentTuning: %s", (_name, missingBy, want) => {
    expect(absentTuning(missingBy)).toEqual(want);
  });

  test("the fingerprint reads the rule files, not the table, corroboration, calibration or the shell layer", () => {
    const names = ruleSources(root).map((p) => p.slice(p.lastIndexOf("/") + 1));
    expect(names).toContain("rules-jailbreak.ts");
    expect(names).toContain("hijack.ts");
    expect(names).toContain("context.ts");
    for (const own of ["rule-noise-table.ts", "corroborate.ts", "doc-kind.ts", "bash.ts", "scan-calibrate.ts"])
      expect(names).not.toContain(own);
  });
});
