// The survey's flags are necessary conditions: a text it calls plain has no de-spaced run and no table for the hijack check.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { despace, normalize } from "../../../src/engine/injection/normalize.ts";
import { survey } from "../../../src/engine/injection/survey.ts";
import { EMAIL_LITERALS, EMAIL_MARK } from "../../../src/engine/injection/hijack.ts";
import { ROT13_LITERALS, ROT13_STOPWORDS } from "../../../src/engine/injection/decode.ts";

const spacedOf = (raw: string): { flag: boolean; view: boolean } => {
  const n = normalize(raw);
  return { flag: survey(n.main.text, n.main.map === null).spaced, view: despace(n.main) !== null };
};

describe("survey: the de-spacing chain", () => {
  test.each([
    ["spaced letters", "please i g n o r e this", true],
    ["dotted letters", "x.y.z.a.b.c", true],
    ["letters two spaces apart", "a  b  c  d  e  f", true],
    ["Cyrillic letters", "и г н о р и", true],
    ["five letters only", "a b c d e", false],
    ["ordinary prose", "It is a long way to the top, and I am not a fan of it.", false],
    ["digits between", "a 1 b 2 c 3 d 4 e 5 f", false],
    ["seven white-space units", "a       b c d e f", false],
  ])("%s", (_name, raw, want) => {
    const { flag, view } = spacedOf(raw);
    expect(flag).toBe(want);
    // the flag is at least what despace finds
    if (view) expect(flag).toBe(true);
  });

  test("property: no chain, no de-spaced run (and chains are found: the test can fail)", () => {
    // letters with one separator after them make chains often; the other units break or stretch them
    const chainy = fc.constantFrom("a ", "b.", "é ", "д-", "k  ", "x_", "y*", "λ\u00a0", "z\u3000\u3000");
    const other = fc.constantFrom(
      "a",
      "é",
      "A",
      "1",
      " ",
      "   ",
      ".",
      "\n",
      "\t",
      "\u2028",
      "\u200b",
      ",",
      "word",
      "x y",
    );
    const unit = fc.oneof({ arbitrary: chainy, weight: 4 }, { arbitrary: other, weight: 1 });
    let positives = 0;
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (parts) => {
        const { flag, view } = spacedOf(parts.join(""));
        if (view) {
          positives++;
          expect(flag).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
    expect(positives).toBeGreaterThan(50);
  });
});

describe("survey: tables", () => {
  test.each([
    ["three pipes", "| a | b |\n", true],
    ["an html cell", "x <td>y", true],
    ["two pipes", "a | b | c", false],
    ["plain text", "nothing to see", false],
  ])("%s", (_name, text, want) => {
    expect(survey(text, true).tableish).toBe(want);
  });
});

describe("probe literals: every match of the regex they stand for holds one", () => {
  const holds = (lits: readonly string[], s: string): boolean => lits.some((l) => s.includes(l));
  test("ROT13 stopwords", () => {
    for (const word of ROT13_STOPWORDS.source.replace(/^\\b\(\?:|\)\\b$/g, "").split("|")) {
      expect(holds(ROT13_LITERALS, word)).toBe(true);
    }
  });
  test("each alternative of EMAIL_MARK starts with a probe literal (a mark added without one fails here)", () => {
    const inner = EMAIL_MARK.source.replace(/^\\b\(\?:/, "").replace(/\)$/, "");
    expect(inner).not.toMatch(/\(/);
    for (const alt of inner.split("|")) {
      const head = alt.split(/[\\[]/)[0];
      // "hi" + white space: the literals "hi " … "hi\r", and a text with wider units is always read
      if (head === "hi") expect(EMAIL_LITERALS).toContain("hi ");
      else expect(holds(EMAIL_LITERALS, head), alt).toBe(true);
    }
  });
  test("property: email marks (or 'hi' and white space beyond ASCII)", () => {
    const unit = fc.constantFrom(
      "subject:",
      "email_from:",
      "from:",
      "received date:",
      "dear",
      "hi",
      " ",
      "\t",
      "\n",
      "\u2028",
      "\u1680",
      "bob",
      "john",
      ",",
      "regards",
      "sincerely",
      "unsubscribe",
      "this email was sent",
      "reply to this email",
      "x",
    );
    let positives = 0;
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        if (!EMAIL_MARK.test(text)) return;
        positives++;
        expect(holds(EMAIL_LITERALS, text) || /[^\x00-\x7f]/.test(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(positives).toBeGreaterThan(100);
  });
});
