// The held-out sets' closeness check: the fast pair search finds exactly the pairs the plain trigram Jaccard does.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { closePairs, jaccard, trigrams } from "./heldout-own-form.ts";

/** The plain search the form tests used before: every pair, trigram sets compared as strings. */
function plainClosePairs(side: readonly { id: string; text: string }[], bar: number): string[] {
  const grams = side.map((r) => trigrams(r.text));
  const close: string[] = [];
  for (let i = 0; i < grams.length; i++)
    for (let j = i + 1; j < grams.length; j++)
      if (jaccard(grams[i] as Set<string>, grams[j] as Set<string>) >= bar)
        close.push(`${side[i]?.id} ~ ${side[j]?.id}`);
  return close;
}

const base =
  "The release notes list three fixes to the parser, one to the cache and a change to how the CLI prints tables. ";

describe("closePairs", () => {
  test.each([
    [
      "a near copy is close",
      [base, `${base}Thanks to all.`, "Totally different words about gardening in spring."],
      0.7,
      ["r0 ~ r1"],
    ],
    ["a short row inside a long one is not (sizes bound it)", [base, base.slice(0, 30)], 0.7, []],
    ["identical rows are close at any bar", [base, base], 1, ["r0 ~ r1"]],
    ["empty rows are never close", ["", "", base], 0.5, []],
    ["a bar of zero takes every pair with text", ["abc", "xyz"], 0, ["r0 ~ r1"]],
  ])("%s", (_name, texts, bar, want) => {
    const side = texts.map((text, i) => ({ id: `r${i}`, text }));
    expect(closePairs(side, bar)).toEqual(want);
    expect(plainClosePairs(side, bar)).toEqual(want);
  });

  test("agrees with the plain search on random sides and bars", () => {
    const word = fc.constantFrom("alpha", "beta", "gamma", "delta", "release", "cache", "notes", "parser", "ok", "é");
    const text = fc.array(word, { maxLength: 40 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), (texts, bar) => {
        const side = texts.map((t, i) => ({ id: `r${i}`, text: t }));
        expect(closePairs(side, bar)).toEqual(plainClosePairs(side, bar));
      }),
      { numRuns: 300 },
    );
  });
});
