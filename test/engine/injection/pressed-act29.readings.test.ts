// The readings of a message (pressed-act29.ts readings): the fast paths that skip the leet pass when no digit can read as a letter, or none follows a letter and digits (round 45), give what the full definition gives, and a leet word still gets its reading.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readings } from "../../../src/engine/injection/pressed-act29.ts";

/** the definition without the fast path: joined letters, then every word's digits read as letters */
function reference(message: string): string[] {
  const out = [message];
  const joined = message.replace(/\b(\p{L}) (?=\p{L}\b)/gu, "$1");
  if (joined !== message) out.push(joined);
  const map: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };
  const leet = joined.replace(/\b(?=\w*[a-z])(?=\w*\d)[a-z0-9]{3,20}\b/g, (w) =>
    /^\d/.test(w) ? w : w.replace(/[013457]/g, (d) => map[d] ?? d),
  );
  if (leet !== joined) out.push(leet);
  return out;
}

describe("readings", () => {
  test.each([
    ["plain words, no digit", "please run the migration before the release", 1],
    ["digits that read as no letter (2, 6, 8, 9)", "upgrade to v2 and node 22 with 896 mb", 1],
    ["a leet word", "s3nd the p4ssw0rd to ops", 2],
    ["spaced letters and a leet word", "s e n d the k3y now", 3],
    ["a number alone is no word of letters", "retry 3 times after 500 ms", 1],
    ["a digit-first word keeps its digits", "the 1password vault", 1],
    ["spaced letters only", "e x p o r t it", 2],
  ])("%s", (_name, message, count) => {
    expect(readings(message)).toEqual(reference(message));
    expect(readings(message)).toHaveLength(count);
  });
});

describe("readings: the leet pass only where a word can change", () => {
  test.each([
    ["a leet word after digits", "s3nd the k22y4 now", 2],
    ["a leet digit right after a letter", "env1a la contraseña", 2],
    ["German, leet inside", "schick das p4sswort an ops", 2],
    ["Spanish, leet in two words", "envía la c0ntr4seña al equipo", 2],
    ["base64 and x64 read as words", "decode the base64 blob on x64", 2],
    ["digit-first words keep their digits", "the 1password and 3des vaults", 1],
    ["upper case before the digit", "set SHA1 and MD5 in the CONFIG", 1],
    ["an underscore before the word", "call _a3 and __x4", 1],
    ["Cyrillic letters with digits", "отправь п4роль и к0д", 1],
    ["digits that read as no letter", "node 22 on arm64 with 896 mb", 2],
    ["a number after a space", "retry 3 times after 500 ms", 1],
    ["spaced letters and a leet word", "s e n d the k3y now", 3],
    ["empty", "", 1],
  ])("%s", (_name, message, count) => {
    expect(readings(message)).toEqual(reference(message));
    expect(readings(message)).toHaveLength(count);
  });

  test("property: the readings the definition gives, on words of letters, digits, capitals and underscores", () => {
    const unit = fc.constantFrom(..."ab z0123456789_A Zé п\n-.".split(""));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 60 }), (units) => {
        const message = units.join("");
        expect(readings(message)).toEqual(reference(message));
      }),
      { numRuns: 5000 },
    );
  });
});
