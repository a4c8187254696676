// The own head's data guard and its line: honest and report sets refused by name, the line over benign out-of-fold logits.

import { describe, expect, test } from "vitest";
import type { TrainRow } from "../../../../scripts/lib/injection-train/data.ts";
import {
  HEAD_PROSE_SETS,
  HEAD_SHELL_SETS,
  headCalibration,
  headLines,
  lineOver,
  REFUSED_SETS,
  refuseHonest,
} from "../../../../scripts/lib/injection-train/own-head.ts";

describe("the data guard", () => {
  test.each(["19", "21", "27", "29", "31", "shell20", "shell22", "shell28", "shell30", "shell32"])(
    "refuses set %s",
    (s) => expect(() => refuseHonest(["13", s])).toThrow(/never reads sets/),
  );
  test("accepts the tuning sets it reads", () =>
    expect(() => refuseHonest([...HEAD_PROSE_SETS, ...HEAD_SHELL_SETS.map((s) => `shell${s}`)])).not.toThrow());
  test.each(["25", "shell26"])("no longer refuses round 18's report set %s (tuning data since round 19)", (s) =>
    expect(() => refuseHonest([s])).not.toThrow(),
  );
  test("reads none of the refused sets", () =>
    expect(
      [...HEAD_PROSE_SETS, ...HEAD_SHELL_SETS.map((s) => `shell${s}`)].filter((s) => REFUSED_SETS.includes(s)),
    ).toEqual([]));
});

describe("the line", () => {
  test.each([
    ["share 0: just over the highest", [1, 5, 3], 0, 5],
    ["share 1/3 of 3 rows: over all but one", [1, 5, 3], 1 / 3, 3],
    ["rows without n-grams do not count", [-Infinity, 2], 0, 2],
  ])("%s", (_n, xs, share, over) => {
    const t = lineOver(xs, share);
    expect(t).toBeGreaterThan(over);
    expect(t).toBeLessThan(over + 1e-3);
  });
  test("the calibration maps the warn line to 0.5 and the block line to 0.8", () => {
    const [a, , b] = headCalibration(1, 3);
    const p = (z: number): number => 1 / (1 + Math.exp(-(a * z + b)));
    expect(p(1)).toBeCloseTo(0.5, 6);
    expect(p(3)).toBeCloseTo(0.8, 6);
  });
  test("the warn line sits over every benign real file and the block line at least the gap above", () => {
    const row = (part: string, y: 0 | 1): TrainRow => ({
      id: "x",
      text: "",
      y,
      surface: "tool_result",
      group: part,
      part,
      category: "c",
      trainable: true,
      heldOut: false,
    });
    const rows = [row("realfile", 0), row("own", 0), row("own", 1)];
    const [a, , b] = headLines(rows, [4, 1, 9]).tool_result;
    expect(-b / a).toBeGreaterThan(4); // warn line over the real file's 4, though the own benign row sits at 1
    expect(a * 4 + b).toBeLessThan(0);
    expect(Math.log(4) / a).toBeGreaterThanOrEqual(0.5 - 1e-9); // block - warn >= the gap
  });
});
