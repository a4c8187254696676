// The readings of a message (pressed-act29.ts readings): the fast path that skips the leet pass when no digit can read as a letter gives what the full definition gives, and a leet word still gets its reading.

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
