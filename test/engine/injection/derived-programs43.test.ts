// Round 43 (realfp43): a program read once per scan; the same text again gives the first reading's hits at its own span.

import { describe, expect, test } from "vitest";
import { programOnce } from "../../../src/engine/injection/derived-programs43.ts";
import type { Hit } from "../../../src/engine/injection/types.ts";

const hit = (start: number, end: number): Hit => ({ rule: "bash.x", category: "bash_exfil", weight: 0.9, start, end });

describe("programOnce", () => {
  test("reads a text once per language and places its hits at each span", () => {
    const seen = new Map<string, Hit[]>();
    let reads = 0;
    const read = (): Hit[] => {
      reads++;
      return [hit(0, 5)];
    };
    expect(programOnce(seen, "awk", "{print $1}", 0, 5, read)).toEqual([hit(0, 5)]);
    expect(programOnce(seen, "awk", "{print $1}", 40, 48, read)).toEqual([hit(40, 48)]);
    expect(programOnce(seen, "perl", "{print $1}", 50, 60, read)).toEqual([hit(0, 5)]);
    expect(programOnce(seen, "awk", "{print $2}", 60, 70, read)).toEqual([hit(0, 5)]);
    expect(reads).toBe(3);
  });
  test("a program named like an Object property is a key like any other", () => {
    const seen = new Map<string, Hit[]>();
    expect(programOnce(seen, "constructor", "__proto__", 1, 2, () => [])).toEqual([]);
    expect(programOnce(seen, "constructor", "__proto__", 1, 2, () => [hit(1, 2)])).toEqual([]);
  });
});
