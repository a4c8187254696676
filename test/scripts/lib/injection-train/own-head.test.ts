// The own head's data guard and its line: honest and report sets refused by name, the line over benign out-of-fold logits.

import { describe, expect, test } from "vitest";
import type { TrainRow } from "../../../../scripts/lib/injection-train/data.ts";
import {
  HEAD_ADDABLE_SETS,
  HEAD_PROSE_SETS,
  HEAD_SHELL_SETS,
  headAddFromEnv,
  headCalibration,
  headHalfFromEnv,
  headLines,
  headRealWeightFromEnv,
  headSetRows,
  headWeights,
  lineOver,
  REFUSED_SETS,
  refuseHonest,
} from "../../../../scripts/lib/injection-train/own-head.ts";

const ROOT = new URL("../../../../", import.meta.url).pathname;

describe("the data guard", () => {
  test.each([
    "19",
    "21",
    "43",
    "45",
    "47",
    "49",
    "51",
    "53",
    "55",
    "57",
    "59",
    "61",
    "63",
    "65",
    "67",
    "69",
    "71",
    "73",
    "75",
    "77",
    "79",
    "81",
    "83",
    "85",
    "shell20",
    "shell22",
    "shell44",
    "shell46",
    "shell48",
    "shell50",
    "shell52",
    "shell54",
    "shell56",
    "shell58",
    "shell60",
    "shell62",
    "shell64",
    "shell66",
    "shell68",
    "shell70",
    "shell72",
    "shell74",
    "shell76",
    "shell78",
    "shell80",
    "shell82",
    "shell84",
    "shell86",
  ])("refuses honest or report set %s", (s) => expect(() => refuseHonest(["13", s])).toThrow(/never reads sets/));
  test("accepts the tuning sets it reads", () =>
    expect(() => refuseHonest([...HEAD_PROSE_SETS, ...HEAD_SHELL_SETS.map((s) => `shell${s}`)])).not.toThrow());
  test.each(["25", "shell26"])("no longer refuses round 18's report set %s (tuning data since round 19)", (s) =>
    expect(() => refuseHonest([s])).not.toThrow(),
  );
  test.each([
    "27",
    "29",
    "31",
    "33",
    "35",
    "37",
    "39",
    "shell28",
    "shell30",
    "shell32",
    "shell34",
    "shell36",
    "shell38",
    "shell40",
  ])("no longer refuses rounds 19–26's report set %s (tuning data since round 27)", (s) =>
    expect(() => refuseHonest([s])).not.toThrow(),
  );
  test.each(["41", "shell42"])("no longer refuses round 27's report set %s (tuning data since round 28)", (s) =>
    expect(() => refuseHonest([s])).not.toThrow(),
  );
  test("reads none of the refused sets", () =>
    expect(
      [...HEAD_PROSE_SETS, ...HEAD_SHELL_SETS.map((s) => `shell${s}`)].filter((s) => REFUSED_SETS.includes(s)),
    ).toEqual([]));
});

describe("the added sets (INJECTION_TRAIN_HEAD_ADD, _HALF)", () => {
  test.each([
    ["absent: none", {}, []],
    ["a list", { INJECTION_TRAIN_HEAD_ADD: "27,shell30" }, ["27", "shell30"]],
  ])("%s", (_n, env, want) => expect(headAddFromEnv(env)).toEqual(want));
  test.each([
    "19",
    "21",
    "shell20",
    "shell22",
    "13",
    "43",
    "shell44",
    "45",
    "47",
    "49",
    "51",
    "53",
    "55",
    "57",
    "59",
    "61",
    "63",
    "65",
    "67",
    "69",
    "71",
    "73",
    "75",
    "77",
    "79",
    "81",
    "83",
    "85",
    "shell46",
    "shell48",
    "shell50",
    "shell52",
    "shell54",
    "shell56",
    "shell58",
    "shell60",
    "shell62",
    "shell64",
    "shell66",
    "shell68",
    "shell70",
    "shell72",
    "shell74",
    "shell76",
    "shell78",
    "shell80",
    "shell82",
    "shell84",
    "shell86",
  ])("refuses to add %s", (s) => expect(() => headAddFromEnv({ INJECTION_TRAIN_HEAD_ADD: s })).toThrow(/not among/));
  test("no refused set is addable", () =>
    expect(HEAD_ADDABLE_SETS.filter((s) => REFUSED_SETS.includes(s))).toEqual([]));
  test.each([
    [undefined, null],
    ["A", "A"],
  ])("half %s", (h, want) => expect(headHalfFromEnv({ INJECTION_TRAIN_HEAD_HALF: h })).toBe(want));
  test("a bad half throws", () => expect(() => headHalfFromEnv({ INJECTION_TRAIN_HEAD_HALF: "C" })).toThrow(/A or B/));
  test("by default the head reads no added set; added, half A keeps about half of each side and no row of half B", () => {
    const of29 = (rows: { id: string; y: number }[]) => rows.filter((r) => r.id.startsWith("set29:"));
    expect(of29(headSetRows(ROOT))).toEqual([]);
    const whole = of29(headSetRows(ROOT, [], ["29"]));
    const [a, b] = [of29(headSetRows(ROOT, [], ["29"], "A")), of29(headSetRows(ROOT, [], ["29"], "B"))];
    for (const y of [0, 1]) {
      const n = (rs: typeof whole) => rs.filter((r) => r.y === y).length;
      expect(Math.abs(n(a) - n(whole) / 2)).toBeLessThanOrEqual(14);
      expect(n(a) + n(b)).toBe(n(whole));
    }
    expect(a.filter((r) => b.some((x) => x.id === r.id))).toEqual([]);
    // the base sets are whole in every variant
    expect(headSetRows(ROOT, [], ["29"], "A").length - a.length).toBe(headSetRows(ROOT).length);
  });
  test("an added shell set's half A keeps write rows of half A only, as eval-shell.ts --halves splits the set", () => {
    const of = (rows: { id: string }[]) => rows.filter((r) => r.id.startsWith("shell40:")).map((r) => r.id);
    const [whole, a, b] = [
      of(headSetRows(ROOT, [], ["shell40"])),
      of(headSetRows(ROOT, [], ["shell40"], "A")),
      of(headSetRows(ROOT, [], ["shell40"], "B")),
    ];
    expect(whole.length).toBeGreaterThan(0);
    expect([...a, ...b].sort()).toEqual([...whole].sort());
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(a.length).toBeGreaterThan(0);
  });
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

describe("the head's sample weights (INJECTION_TRAIN_HEAD_REAL_WEIGHT)", () => {
  const row = (part: string, y: 0 | 1): TrainRow => ({
    id: "x",
    text: "",
    y,
    surface: "write",
    group: part,
    part,
    category: "c",
    trainable: true,
    heldOut: false,
  });
  const rows = [row("own", 1), row("own", 0), row("realfile", 0), row("realfile", 0)];
  const idx = [0, 1, 2, 3];
  const sum = (ws: number[], pick: number[]): number => pick.reduce((t, i) => t + (ws[i] as number), 0);
  test.each([1, 4])("real weight %d: each class weighs half the rows, a real file `w` own benign rows", (w) => {
    const ws = headWeights(rows, idx, w);
    expect(sum(ws, [0])).toBeCloseTo(2, 9);
    expect(sum(ws, [1, 2, 3])).toBeCloseTo(2, 9);
    expect((ws[2] as number) / (ws[1] as number)).toBeCloseTo(w, 9);
  });
  test.each([
    [{}, 1],
    [{ INJECTION_TRAIN_HEAD_REAL_WEIGHT: "4" }, 4],
  ])("from the environment %o: %d", (env, want) => expect(headRealWeightFromEnv(env)).toBe(want));
  test("a weight of 0 throws", () =>
    expect(() => headRealWeightFromEnv({ INJECTION_TRAIN_HEAD_REAL_WEIGHT: "0" })).toThrow(/> 0/));
});
