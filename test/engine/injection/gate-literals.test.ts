// gateSets: literal sets with word-edge marks read from a pattern, and the prefilter's check of those marks; both sides.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { gateSets, requiredLiterals } from "../../../src/engine/injection/gate-literals.ts";
import { EDGE_NW, EDGE_W, literalIds } from "../../../src/engine/injection/prefilter.ts";
import { MULTILINGUAL_RULES } from "../../../src/engine/injection/multilingual.ts";
import { PROSE_RULES } from "../../../src/engine/injection/patterns.ts";

/** the marks as ‹ (a non-word unit or none beside it) and « (a word unit or none) */
const show = (sets: string[][]): string[][] =>
  sets.map((set) => set.map((l) => l.replaceAll(EDGE_NW, "‹").replaceAll(EDGE_W, "«")).sort());
const found = (lits: string[], text: string): string[] => {
  const { literals, ids } = literalIds(lits);
  return ids(text).map((id) => literals[id]);
};

describe("gateSets (derived gates with word edges)", () => {
  test.each([
    [/\bignore\s{1,4}(?:all|the)\b/g, [["‹ignore‹"], ["‹all‹", "‹the‹"]]],
    [/(?:^|\n)\s{0,4}(?:ai|llm)\s{0,2}:/g, [["‹ai‹", "‹llm‹"]]],
    [/\bhi\s{1,4},?(?:ai|bot)\b/g, [["‹hi‹"], ["‹,ai‹", "‹,bot‹", "‹ai‹", "‹bot‹"]]],
    // a literal inside a word on one side: only the other side is marked
    [/\bpass(?:word|phrase)s?/g, [["‹password", "‹passphrase"]]],
    [/xai\b/g, [["xai‹"]]],
    // \b beside a non-word unit asks for a word unit there
    [/\b:ab/g, [["«:ab"]]],
    // the m flag is read (its ^ is a line start), a group's neighbours are known inside it
    [
      /^(?:to|for)\s(?:the\s)?(?:agent|model)(?:\s+x)?:/gm,
      [
        ["‹agent‹", "‹model‹"],
        ["‹for‹", "‹to‹"],
      ],
    ],
  ])("%s gates on %j", (re, want) => {
    expect(show(gateSets(re))).toEqual(want.map((s) => [...s].sort()));
  });

  test.each([/ab/gi, /a+/g, /\w+\s\d/g])("%s has no gate", (re) => {
    expect(gateSets(re)).toEqual([]);
  });

  test("a rule with a derived gate keeps one with marks (the marks only narrow where a literal may stand)", () => {
    for (const r of [...PROSE_RULES, ...MULTILINGUAL_RULES])
      if (requiredLiterals(r.re) !== null) expect(gateSets(r.re).length, r.id).toBeGreaterThan(0);
  });

  test("property: a text a pattern matches holds a literal of every set, with the units beside it as marked", () => {
    const lit = fc.constantFrom("ab", "cd", "e", "abc", "x", "yz");
    const atom = fc.oneof(
      lit,
      lit,
      fc.constantFrom("\\b", "\\s", "\\s{1,2}", "\\s?", "^", "$", "[:,]", "[\\s:]", "\\W", "\\B", ".", "\\w"),
      lit.map((l) => `(?:${l})?`),
      lit.map((l) => `(?:${l}){1,3}`),
      lit.map((l) => `(?:\\s${l})?`),
      fc.tuple(lit, lit).map(([a, b]) => `(?:${a}|${b})`),
      fc.tuple(lit, lit).map(([a, b]) => `(?:\\b${a}|${b}\\s|:)`),
      fc.tuple(lit, lit).map(([a, b]) => `(?:${a}\\s${b}|${b})`),
    );
    const pattern = fc
      .array(fc.array(atom, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 })
      .map((alts) => alts.map((a) => a.join("")).join("|"));
    const text = fc
      .array(
        fc.constantFrom("a", "b", "c", "d", "e", "x", "y", "z", "_", " ", ":", ",", "\n", "ab", "cd", "abc", "yz"),
        {
          maxLength: 30,
        },
      )
      .map((a) => a.join(""));
    let edged = 0;
    let matched = 0;
    fc.assert(
      fc.property(
        pattern,
        fc.constantFrom("g", "gm"),
        fc.array(text, { minLength: 1, maxLength: 8 }),
        (src, flags, texts) => {
          const re = new RegExp(src, flags);
          const sets = gateSets(re);
          edged += sets
            .flat()
            .filter((l) => l.startsWith(EDGE_NW) || l.endsWith(EDGE_NW) || l.startsWith(EDGE_W)).length;
          for (const t of texts) {
            re.lastIndex = 0;
            if (!re.test(t)) continue;
            matched++;
            for (const set of sets)
              expect(found(set, t).length, `${src} on ${JSON.stringify(t)}: ${set}`).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 800 },
    );
    // the property met edged literals and matches (it is not vacuous)
    expect(edged).toBeGreaterThan(50);
    expect(matched).toBeGreaterThan(200);
  }, 60_000);
});

describe("the prefilter's edge check", () => {
  test.each([
    [`${EDGE_NW}ai${EDGE_NW}`, "an ai: go", true],
    [`${EDGE_NW}ai${EDGE_NW}`, "maintain", false],
    [`${EDGE_NW}ai${EDGE_NW}`, "ai", true],
    [`${EDGE_NW}ai${EDGE_NW}`, "aim", false],
    [`${EDGE_NW}ai${EDGE_NW}`, "xai ai_", false],
    [`${EDGE_NW}ai${EDGE_NW}`, "maintain, then ai.", true],
    [`${EDGE_NW}ai`, "aim", true],
    [`ai${EDGE_NW}`, "thai", true],
    [`ai${EDGE_NW}`, "aim", false],
    // a unit beyond ASCII is a non-word unit, as for \b
    [`${EDGE_NW}ai${EDGE_NW}`, "éaié", true],
    [`${EDGE_W}:ab`, "x:ab", true],
    [`${EDGE_W}:ab`, " :ab", false],
    [`${EDGE_W}:ab`, ":ab", true],
  ])("%j in %j: %s", (lit, text, want) => {
    expect(found([lit], text).length > 0).toBe(want);
  });

  test("a literal with and without marks are two literals: each is found on its own terms", () => {
    expect(found(["ai", `${EDGE_NW}ai${EDGE_NW}`], "maintain").sort()).toEqual(["ai"]);
    expect(found(["ai", `${EDGE_NW}ai${EDGE_NW}`], "maintain ai").sort()).toEqual(
      ["ai", `${EDGE_NW}ai${EDGE_NW}`].sort(),
    );
  });
});
