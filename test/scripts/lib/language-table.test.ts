// The per-language table of eval-languages.ts: which sets it reads (the honest and report sets refused) and its lines.

import { describe, expect, test } from "vitest";
import { type LangScored, languageSets, languageTable } from "../../../scripts/lib/language-table.ts";

const known = [
  ...["19", "21", "23", "25", "27", "51", "53", "55", "57", "59"],
  ...["61", "63", "65", "67", "69", "71", "73", "75", "77", "79", "81", "83", "85"],
];

describe("languageSets", () => {
  test("a range keeps the tuning sets it knows", () => {
    expect(languageSets("23-27", known)).toEqual(["23", "25", "27"]);
    expect(languageSets("51-81", known)).toEqual([
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
    ]);
  });
  test.each(["19", "21", "21-25", "83", "81-83", "85", "83-85"])("refuses the honest and report sets: %s", (spec) => {
    expect(() => languageSets(spec, known)).toThrow(/refused/);
  });
  test("a set before 23 or unknown is an error", () => {
    expect(() => languageSets("3", [...known, "3"])).toThrow(/not a prose tuning set/);
    expect(() => languageSets("29", known)).toThrow(/not a prose tuning set/);
  });
});

describe("languageTable", () => {
  const row = (lang: string, family: string, y: 0 | 1, s: number): LangScored => ({
    set: "23",
    id: "x",
    cls: "c",
    lang,
    family,
    mixed: false,
    y,
    s,
    text: "",
  });
  const rows = [
    row("de", "Latin (not English)", 1, 0.9),
    row("de", "Latin (not English)", 0, 0.6),
    row("en", "English", 1, 0.1),
  ];
  test("all, not English, then one line per key", () => {
    const lines = languageTable("t", rows, (x) => x.lang, false).split("\n");
    expect(lines[3]).toBe("| all | 2 | 0.500 | 0.500 | 0 | 1 | 1.000 | 0.000 |");
    expect(lines[4]).toBe("| not English | 1 | 1.000 | 1.000 | 0 | 1 | 1.000 | 0.000 |");
    expect(lines.slice(5).map((l) => l.split(" | ")[0])).toEqual(["| de", "| en"]);
  });
  test("summary only stops after the two summary lines", () => {
    expect(languageTable("t", rows, (x) => x.lang, true).split("\n")).toHaveLength(5);
  });
});
