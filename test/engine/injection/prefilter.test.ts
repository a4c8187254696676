// The one-pass prefilter (Aho-Corasick over gate literals) and the gate literals derived from each rule's pattern.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MIN_GATE_LENGTH, requiredLiterals } from "../../../src/engine/injection/gate-literals.ts";
import { MULTILINGUAL_RULES } from "../../../src/engine/injection/multilingual.ts";
import { PROSE_RULES } from "../../../src/engine/injection/patterns.ts";
import {
  DENSE,
  denseCap,
  EDGE_NW,
  EDGE_W,
  literalCore,
  literalIndexer,
} from "../../../src/engine/injection/prefilter.ts";

/** every index of `lit` in `text`, overlapping ones too, by plain substring search */
function indexesOf(text: string, lit: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(lit); at >= 0; at = text.indexOf(lit, at + 1)) out.push(at);
  return out;
}

describe("literalIndexer (one pass over the text)", () => {
  test.each([
    ["overlapping and nested", ["he", "she", "his", "hers"], "ushers and his hershey", ["he", "she", "his", "hers"]],
    ["a literal inside another", ["ignor", "ignore", "re"], "ignore it, ignored, re-read", ["ignor", "ignore", "re"]],
    ["one-unit literals", ["2", "x"], "2 x 22", ["2", "x"]],
    [
      "wide literals next to ASCII ones",
      ["пароль", "ignore", "我是"],
      "x пароль ignore 我是我是",
      ["пароль", "ignore", "我是"],
    ],
    ["a wide literal that starts with ASCII", ["a é", "é"], "a é é", ["a é", "é"]],
    ["nothing found", ["zebra"], "plain text", []],
    ["punctuation and spaces", ["](http://", " as ", "<|"], "x](http://y as <|im|>", ["](http://", " as ", "<|"]],
  ])("%s", (_name, lits, text, foundLits) => {
    const index = literalIndexer(lits)(text);
    expect([...index.keys()].sort()).toEqual([...foundLits].sort());
    for (const lit of foundLits) expect(index.get(lit)).toEqual(indexesOf(text, lit));
  });

  test("without positions, each found literal maps to its first index (enough to open gates)", () => {
    const index = literalIndexer(["ab", "zz", "пар"])("xab ab пар ab пар", false);
    expect([...index.entries()].sort()).toEqual([
      ["ab", [1]],
      ["пар", [7]],
    ]);
  });

  test("a literal found more often than windows can use maps to DENSE", () => {
    const text = "ab ".repeat(10_000);
    expect(literalIndexer(["ab", "zz"])(text).get("ab")).toBe(DENSE);
  });

  test("property: never misses a literal that includes finds, never reports one it does not, indexes exact", () => {
    const alphabet = fc.constantFrom("a", "b", "c", " ", "é", "я", "\n", "ab", "ba", "abc");
    const word = fc.array(alphabet, { minLength: 1, maxLength: 4 }).map((a) => a.join(""));
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 12 }),
        fc.array(alphabet, { maxLength: 120 }).map((a) => a.join("")),
        (lits, text) => {
          const index = literalIndexer(lits)(text);
          for (const lit of lits) {
            const want = indexesOf(text, lit);
            if (want.length === 0) expect(index.has(lit)).toBe(false);
            else expect(index.get(lit)).toEqual(want);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("literalIndexer with edge marks (one pass over cores, the units beside each occurrence read once)", () => {
  const word = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9_]/.test(ch);
  /** what a pass of the marked literal's own finds: the core's indexes where each marked side holds */
  const oracle = (text: string, lit: string): number[] => {
    const core = literalCore(lit);
    const ask = (mark: string, ch: string | undefined): boolean =>
      ch === undefined || (mark === EDGE_NW ? !word(ch) : mark === EDGE_W ? word(ch) : true);
    const tail = lit.length > core.length && lit[lit.length - 1] !== core[core.length - 1] ? lit[lit.length - 1] : "";
    return indexesOf(text, core).filter(
      (at) => ask(lit[0] === core[0] ? "" : lit[0], text[at - 1]) && ask(tail, text[at + core.length]),
    );
  };
  /** each literal's answer against the oracle; `kept` (default all) the literals whose positions are asked for */
  const expectLike = (lits: string[], text: string, kept: (lit: string) => boolean = () => true): void => {
    const index = literalIndexer(lits, kept)(text);
    const first = literalIndexer(lits, kept)(text, false);
    for (const lit of lits) {
      const want = oracle(text, lit);
      if (want.length === 0) {
        expect(index.has(lit), lit).toBe(false);
        expect(first.has(lit), lit).toBe(false);
      } else {
        const all = want.length > denseCap(text.length) ? DENSE : want;
        expect(index.get(lit), lit).toEqual(kept(lit) ? all : [want[0]]);
        expect(first.get(lit), lit).toEqual([want[0]]);
      }
    }
  };

  test.each([
    ["a word, not inside words", [`${EDGE_NW}ai${EDGE_NW}`, "ai"], "maintain an ai: said ai"],
    ["a word edge asked on one side", [`${EDGE_W}:ab`, `${EDGE_NW}ab`, "ab"], "x:ab :ab ab"],
    ["the text's edges pass", [`${EDGE_NW}ab${EDGE_NW}`, `${EDGE_W}ab${EDGE_W}`], "ab"],
    // the core's list is cut at the cap by words where the edges fail: the rest is still read
    ["a cut list with the word only at the end", [`${EDGE_NW}ai${EDGE_NW}`, "ai"], `${"maintain ".repeat(200)}ai.`],
    ["a cut list with the word nowhere", [`${EDGE_NW}ai${EDGE_NW}`, "ai"], "maintain ".repeat(200)],
    ["a dense word", [`${EDGE_NW}system${EDGE_NW}`, "system"], "system:\n".repeat(400)],
  ])("%s", (_name, lits, text) => {
    expectLike(lits, text);
  });

  test("property: each marked literal's positions are those a pass of its own finds (dense and cut lists too)", () => {
    const mark = fc.constantFrom("", EDGE_NW, EDGE_W);
    const core = fc.constantFrom("ab", "a", "b:", "ba", "aab");
    const lit = fc.tuple(mark, core, mark).map(([s, c, e]) => s + c + e);
    const piece = fc.constantFrom("a", "b", ":", " ", "_", "é", "ab", "ab ", " ab", "xaby");
    // long texts of few pieces, so that lists pass the cap (64) and are cut
    const text = fc
      .tuple(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 60 }))
      .map(([ps, times]) => ps.join("").repeat(times));
    fc.assert(
      fc.property(fc.uniqueArray(lit, { minLength: 1, maxLength: 6 }), text, fc.nat(63), (lits, t, keptBits) => {
        expectLike(lits, t);
        // positions asked for some literals only: those keep them, the others (on the same core too) their first one
        expectLike(lits, t, (l) => ((keptBits >> lits.indexOf(l)) & 1) === 1);
      }),
      { numRuns: 400 },
    );
  });
});

describe("requiredLiterals (a rule's gate derived from its pattern)", () => {
  test.each([
    [/\bignore\s{1,4}(?:all|the)\b/g, ["ignore"]],
    [/(?:ignore|disregard)\s+(?:previous|prior)/g, ["ignore", "disregard"]],
    [/<\s{0,2}(?:system|admin)\s{0,2}>/g, ["admin", "system"]],
    [/\bpass(?:word|phrase)s?\b/g, ["password", "passphrase"]],
    [/(?<!not\s)reveal/g, ["reveal"]],
    [/[sz]ecret/g, ["secret", "zecret"]],
    [/a\.b/g, ["a.b"]],
    [/x{2}yz/g, ["yz"]],
    [/(?:ab|c)d/g, ["cd", "abd"]],
  ])("%s requires one of %j", (re, want) => {
    expect(requiredLiterals(re)?.sort()).toEqual([...want].sort());
  });

  test.each([/a+/g, /\w+\s\d/g, /(a)\1/g, /ignore/gi, /./g, /x?y?/g])("%s has no gate", (re) => {
    expect(requiredLiterals(re)).toBeNull();
  });

  test("every prose and multilingual rule has a gate literal (its own list, derived from its pattern, or a script)", () => {
    const ungated = [...PROSE_RULES, ...MULTILINGUAL_RULES]
      .filter((r) => !r.gate && !r.script && requiredLiterals(r.re) === null)
      .map((r) => `rule ${r.id} has no gate literal: give it a gate list or a pattern with a literal in every match`);
    expect(ungated).toEqual([]);
  });

  test("derived gates are at least MIN_GATE_LENGTH long", () => {
    for (const r of [...PROSE_RULES, ...MULTILINGUAL_RULES])
      for (const lit of requiredLiterals(r.re) ?? []) expect(lit.length).toBeGreaterThanOrEqual(MIN_GATE_LENGTH);
  });

  test("property: a string a pattern matches holds one of its derived literals", () => {
    // random patterns from literals, small classes, optional parts, bounded repeats, alternations and groups
    const lit = fc.constantFrom("ab", "cd", "e", "abc", "x", "yz");
    const atom = fc.oneof(
      lit,
      fc.constant("[ab]"),
      fc.constant("\\s"),
      fc.constant("\\b"),
      lit.map((l) => `(?:${l})?`),
      lit.map((l) => `(?:${l}){1,3}`),
      fc.tuple(lit, lit).map(([a, b]) => `(?:${a}|${b})`),
    );
    const pattern = fc
      .array(fc.array(atom, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 })
      .map((alts) => alts.map((a) => a.join("")).join("|"));
    // texts of letters, and texts of the patterns' own pieces (so that matches are common)
    const text = fc
      .array(fc.constantFrom("a", "b", "c", "d", "e", "x", "y", "z", " ", "ab", "cd", "abc", "yz"), { maxLength: 30 })
      .map((a) => a.join(""));
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 8 }), (src, texts) => {
        const re = new RegExp(src, "g");
        const lits = requiredLiterals(re);
        if (lits === null) return;
        for (const t of texts) for (const m of t.matchAll(re)) expect(lits.some((l) => m[0].includes(l))).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});
