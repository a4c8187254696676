// The scanner's hand-written passes over char codes find exactly what the regexes they replace find.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BASE64_RUN, base64Run, base64RunEnd } from "../../../src/engine/injection/decode.ts";

/** every [start, end) match of a global regex, as repeated exec finds them */
function regexMatches(re: RegExp, text: string): [number, number][] {
  const out: [number, number][] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** every [start, end) run a hand-written finder gives, from the start of the text */
function loopMatches(find: (t: string, from: number) => number, end: () => number, text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let at = find(text, 0); at >= 0; at = find(text, end())) out.push([at, end()]);
  return out;
}

const b64 = (t: string) => loopMatches(base64Run, () => base64RunEnd, t);

describe("base64Run (the BASE64_RUN regex as one loop)", () => {
  test.each([
    ["a run of 20", "x QUJDRGVmZ2g0NTY3ODkwYWJj y"],
    ["too short", "QUJDRGVmZ2g0NTY3"],
    ["padding, at most two", "QUJDRGVmZ2g0NTY3ODkwYWJj=== QUJDRGVmZ2g0NTY3ODkwYWJj="],
    ["padding then a new run", "QUJDRGVmZ2g0NTY3ODkwYWJj==QUJDRGVmZ2g0NTY3ODkwYWJj"],
    ["paths are one run", "src/engine/injection/decode.ts and a+b/c"],
    ["a run longer than 65536 is cut and its rest skipped", `${"Ab1+".repeat(17_000)}== tail QUJDRGVmZ2g0NTY3ODkwYWJj`],
    ["non-ASCII ends a run", "QUJDRGVmZ2g0NTY3ODkwYWJjé QUJDRGVmZ2g0NTY3ODkwYWJj"],
    ["empty", ""],
  ])("%s", (_name, text) => {
    expect(b64(text)).toEqual(regexMatches(BASE64_RUN, text));
  });

  test("property: the same runs as the regex on any text", () => {
    const unit = fc.constantFrom("A", "z", "0", "+", "/", "=", " ", "-", ".", "é", "QUJD", "Rxyz09", "aaaaaaaaaa");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect(b64(text)).toEqual(regexMatches(BASE64_RUN, text));
      }),
      { numRuns: 2000 },
    );
  });
});
