// Script gates: the wide-unit table and the word probes answer exactly what each script regex answers, on any text.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MULTILINGUAL_RULES } from "../../../src/engine/injection/multilingual.ts";
import { literalIds } from "../../../src/engine/injection/prefilter.ts";
import { scriptGates, wideBits } from "../../../src/engine/injection/scan-scripts.ts";

const SCRIPTS = MULTILINGUAL_RULES.flatMap((r) => (r.script ? [r.script] : []));
const GATES = scriptGates(SCRIPTS);

/** the gate's answer as runRules reads it: the wide bit, else the word sets' literals then the regex */
function answer(script: RegExp, text: string): boolean {
  const g = GATES.get(script);
  if (!g) throw new Error("no gate");
  if ((wideBits(text) & g.bit) !== 0) return true;
  if (g.rest === "none") return false;
  if (g.rest !== "ungated")
    for (const set of g.rest) {
      const { ids } = literalIds(set);
      if (ids(text).length === 0) return false;
    }
  return script.test(text);
}

describe("script gates (scan-scripts.ts)", () => {
  test("every pure script class is answered by the table; the mixed one has word sets", () => {
    for (const g of GATES.values()) expect(g.bit, g.script.source).toBeGreaterThan(0);
    expect([...GATES.values()].some((g) => Array.isArray(g.rest))).toBe(true);
  });

  test.each([
    ["plain ASCII prose, no script", "please summarise the file", false],
    ["a Cyrillic letter", "ignore всё", true],
    ["a CJK unit", "忽略", true],
    ["an accented Latin letter only", "café crème", false],
    ["a word of the mixed script", "ich bin der chef", true],
    ["a word of the mixed script inside another word", "sonority", false],
    ["a unit just past a range", "\u0500", false],
  ])("%s", (_, text, want) => {
    for (const script of SCRIPTS) expect(answer(script, text), script.source).toBe(script.test(text));
    expect(SCRIPTS.some((s) => s.test(text))).toBe(want);
  });

  test("property: the gate answers exactly what the regex answers", () => {
    const words = ["soy", "ich bin", "mot de passe", "modo", "sono", "benutzer", "the", "mode systeme", "xsoy", "soyx"];
    const units = fc.oneof(
      fc.constantFrom(...words, " ", ".", "a", "\n", "é", "—"),
      fc.integer({ min: 0x370, max: 0x4ff }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x600, max: 0xe7f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x3000, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x80, max: 0xffff }).map((c) => String.fromCharCode(c)),
    );
    let yes = 0;
    let no = 0;
    fc.assert(
      fc.property(fc.array(units, { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        for (const script of SCRIPTS) {
          const want = script.test(text);
          if (want) yes++;
          else no++;
          expect(answer(script, text), `${script.source} on ${JSON.stringify(text)}`).toBe(want);
        }
      }),
      { numRuns: 600 },
    );
    // both answers were met many times (the property is not vacuous)
    expect(yes).toBeGreaterThan(300);
    expect(no).toBeGreaterThan(300);
  });
});
