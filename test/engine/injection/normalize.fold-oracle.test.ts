// foldConfusables visits only words holding a non-Latin letter: it must equal the plain one-callback-per-word fold.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CONFUSABLES, foldConfusables } from "../../../src/engine/injection/normalize.ts";

/** The reference: WORD's every match through one callback, as the fold was first written. */
function reference(text: string): { text: string; folded: number } {
  if (!/[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0261]/.test(text)) return { text, folded: 0 };
  let folded = 0;
  let prevLatin = false;
  const out = text.replace(/[a-z\u0370-\u03ff\u0400-\u052f\u0261]{1,64}/g, (w) => {
    const hasLatin = /[a-z]/.test(w);
    let allConfusable = true;
    let anyForeign = false;
    for (const ch of w) {
      if (ch >= "a" && ch <= "z") continue;
      anyForeign = true;
      if (CONFUSABLES[ch] === undefined) allConfusable = false;
    }
    if (!anyForeign) {
      prevLatin = true;
      return w;
    }
    if (hasLatin || (allConfusable && prevLatin)) {
      let r = "";
      for (const ch of w) {
        const f = CONFUSABLES[ch];
        if (f !== undefined) {
          if (hasLatin) folded++;
          r += f;
        } else r += ch;
      }
      prevLatin = true;
      return r;
    }
    prevLatin = false;
    return w;
  });
  return { text: out, folded };
}

const unit = fc.constantFrom(
  "a",
  "o",
  "e",
  "x",
  "z",
  "о",
  "а",
  "е",
  "ж",
  "α",
  "ο",
  "λ",
  "ɡ",
  " ",
  "-",
  "1",
  "é",
  "\n",
  "р",
  "ӏ",
  "ԝ",
  "ϳ",
);

describe("foldConfusables", () => {
  test("equals the one-callback-per-word fold (short words, long runs cut at 64, gaps)", () => {
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 300 }).map((a) => a.join("")),
        fc.constantFrom("", " ", "a".repeat(30), "."),
        (s, space) => {
          const t = s.replace(/ /g, space);
          expect(foldConfusables(t)).toEqual(reference(t));
        },
      ),
      { numRuns: 3000 },
    );
  });
  test("table", () => {
    for (const t of [
      "",
      "plain ascii",
      "ignоre all",
      "ооо aaa ооо",
      `ааа${"a".repeat(100)}о${"a".repeat(200)}`,
      "русский текст и code",
      "αβγ abc ζηθ",
      `${"a".repeat(64)}о`,
    ]) {
      expect(foldConfusables(t)).toEqual(reference(t));
    }
  });
});
