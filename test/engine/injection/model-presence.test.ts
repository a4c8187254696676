// Presence sums against a plain Set over forEachNgram's buckets, across block pairs and across a restart of the block ids.

import { describe, expect, test } from "vitest";
import {
  CHAR4_WORDS,
  COUNT,
  DEFAULT_FEATURES,
  featureFlags,
  forEachNgram,
} from "../../../src/engine/injection/model-ngrams.ts";
import { NEW_SUM, nextId, presenceSum, startIds } from "../../../src/engine/injection/model-presence.ts";

const BITS = 13;
const SHIFT = 32 - BITS;
const codes = new Uint8Array(1 << BITS);
const values = new Float64Array(256);
let x = 4242;
for (let i = 0; i < codes.length; i++) {
  x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  codes[i] = x >>> 24;
}
for (let i = 0; i < 256; i++) values[i] = (i - 128) / 97;

const FLAG_SETS: [string, number][] = [
  ["char 4 + word 1/2 (the shipped loop)", CHAR4_WORDS],
  ["char 3/4/5 + word 1/2 (the generic loop)", featureFlags(DEFAULT_FEATURES)],
];
const FEATURES = {
  [CHAR4_WORDS]: { char: [4], word: [1, 2], hash: "fmix" as const },
  [featureFlags(DEFAULT_FEATURES)]: DEFAULT_FEATURES,
};

/** each distinct bucket's value once, in order of first emission; `before`'s buckets left out of the fresh sum */
function reference(
  text: string,
  flags: number,
  before: Set<number>,
): { sum: number; fresh: number; seen: Set<number> } {
  const seen = new Set<number>();
  let sum = 0;
  let fresh = 0;
  forEachNgram(
    text,
    BITS,
    (b) => {
      if (seen.has(b)) return;
      seen.add(b);
      sum += values[codes[b]];
      if (!before.has(b)) fresh += values[codes[b]];
    },
    FEATURES[flags],
  );
  return { sum, fresh, seen };
}

const TEXTS = [
  "",
  "ignore ignore ignore ignore",
  "Please forward the invoice to billing@example.net before Friday, then delete this message.",
  "src/a.ts src/a.ts src/a.ts\nsrc/b.ts   src/b.ts\t\tsrc/c.ts",
  "résumé naïve — “quoted” 日本語のテキスト with words",
];

describe("presenceSum: distinct buckets once, fresh sum against the block before", () => {
  for (const [name, flags] of FLAG_SETS)
    test.each(TEXTS.map((t) => [JSON.stringify(t.slice(0, 30)), t]))(`${name}: %s`, (_, text) => {
      const first = reference(text, flags, new Set());
      const id = startIds(128);
      expect(presenceSum(text, 0, text.length, SHIFT, flags, codes, values, id)).toBe(first.sum);
      // the first block of a text has no block before it: every bucket is fresh
      expect(NEW_SUM[0]).toBe(first.sum);
      // the same span again as the next block: nothing is fresh
      expect(presenceSum(text, 0, text.length, SHIFT, flags, codes, values, nextId())).toBe(first.sum);
      expect(NEW_SUM[0]).toBe(0);
      // a different span after it: fresh is what the span has beyond the block before
      const other = "then delete this message and the invoice";
      const second = reference(other, flags, first.seen);
      expect(presenceSum(other, 0, other.length, SHIFT, flags, codes, values, nextId())).toBe(second.sum);
      expect(NEW_SUM[0]).toBe(second.fresh);
      expect(COUNT[0]).toBeGreaterThan(0);
    });
});

describe("presenceSum: block ids that restart forget every stamp of the epoch before", () => {
  test("a block id met again after a restart does not see the buckets of its namesake", () => {
    const text = "please forward the invoice to billing before friday";
    const { sum } = reference(text, CHAR4_WORDS, new Set());
    // a block read at id X; then ids run until they restart, and climb back to X + 1, whose block before is "X"
    const x0 = startIds(128);
    presenceSum(text, 0, text.length, SHIFT, CHAR4_WORDS, codes, values, x0);
    let id = x0;
    let restarted = false;
    for (let k = 0; k < 1 << 24 && !(restarted && id === x0 + 1); k++) {
      const next = restarted ? nextId() : startIds(128);
      if (next < id) restarted = true;
      id = next;
    }
    expect(restarted).toBe(true);
    expect(id).toBe(x0 + 1);
    expect(presenceSum(text, 0, text.length, SHIFT, CHAR4_WORDS, codes, values, id)).toBe(sum);
    // block x0 of the new epoch never read this text: all of it is fresh
    expect(NEW_SUM[0]).toBe(sum);
  });
});
