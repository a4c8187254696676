// Compacted rule regexes: which repeats are rewritten, and that every rewrite matches exactly what the original does.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normalize } from "../../../src/engine/injection/normalize.ts";
import { compactRegExp, compactSource } from "../../../src/engine/injection/regex-compact.ts";
import { ALL_RULES, RUN_RE } from "../../../src/engine/injection/scan-rules-gates.ts";
import { repoRoot } from "../../harness/env.ts";

/** every match of `re` in `text` as index:length, in order (a global copy, so flags other than g stay) */
function matches(re: RegExp, text: string): string {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  return [...text.matchAll(g)].map((m) => `${m.index}:${m[0].length}`).join(",");
}

describe("compactSource", () => {
  test.each([
    [String.raw`a\s{1,4}b`, String.raw`a(?:\s|(?!)){1,4}b`],
    [String.raw`\s{0,2}\S{0,3}\w{1,2}?`, String.raw`(?:\s|(?!)){0,2}(?:\S|(?!)){0,3}(?:\w|(?!)){1,2}?`],
    [String.raw`[^\n]{0,3}.{2,5}`, String.raw`(?:[^\n]|(?!)){0,3}(?:.|(?!)){2,5}`],
    [String.raw`[\]x]{1,2}`, String.raw`(?:[\]x]|(?!)){1,2}`],
    // repeats V8 keeps as loops anyway, groups, literals and other escapes: unchanged
    [String.raw`\s{0,4}[^\n]{0,220}?\s{1,40}`, String.raw`\s{0,4}[^\n]{0,220}?\s{1,40}`],
    [String.raw`(?:ab){1,2}x{1,3}\.{1,2}\\s{1,4}`, String.raw`(?:ab){1,2}x{1,3}\.{1,2}\\s{1,4}`],
    [String.raw`\u{1F600}{1,2}`, String.raw`\u{1F600}{1,2}`],
    // inside lookarounds (a leading lookbehind runs at every start: unrolled is faster there), then outside again
    [
      String.raw`(?<=^|[.!?]\s{1,4})(?:a\s{1,4}(?!\s{0,2}x))\s{1,4}`,
      String.raw`(?<=^|[.!?]\s{1,4})(?:a(?:\s|(?!)){1,4}(?!\s{0,2}x))(?:\s|(?!)){1,4}`,
    ],
    ["[]{1,2}[^]{0,1}", "(?:[]|(?!)){1,2}(?:[^]|(?!)){0,1}"],
  ])("%s", (src, want) => {
    expect(compactSource(src)).toBe(want);
    expect(() => new RegExp(compactSource(src))).not.toThrow();
  });

  test("a regex with nothing to rewrite is returned as is", () => {
    const re = /ignore (?:all )?previous/g;
    expect(compactRegExp(re)).toBe(re);
  });

  // small patterns of the shapes the rules use (one-unit atoms under short repeats, in groups, alternations and
  // lookbehinds), over texts of few letters: the rewrite finds the same matches at the same places
  const atom = fc.constantFrom(String.raw`\s`, String.raw`\S`, String.raw`\w`, "[ab]", "[^a\\n]", ".", "a", "b", " ");
  const repeat = fc
    .tuple(atom, fc.constantFrom("", "{1,4}", "{0,2}", "{1,3}?", "{0,3}", "{2,3}", "?"))
    .map(([a, q]) => a + q);
  const seq = fc.array(repeat, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(""));
  const pattern = fc
    .tuple(seq, seq, seq, fc.constantFrom("plain", "alt", "behind", "ahead"))
    .map(([x, y, z, shape]) =>
      shape === "alt"
        ? `(?:${x}|${y})${z}`
        : shape === "behind"
          ? `(?<=${x})${y}`
          : shape === "ahead"
            ? `${x}(?=${y})`
            : x + y,
    );
  const text = fc.stringMatching(/^[ab \n.]{0,24}$/);
  test("property: the compacted pattern matches what the original matches", () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 4 }), (src, texts) => {
        const re = new RegExp(src, "g");
        const compact = compactRegExp(re);
        for (const t of texts) expect(matches(compact, t), `${src} on ${JSON.stringify(t)}`).toBe(matches(re, t));
      }),
      { numRuns: 400 },
    );
  });
});

describe("the rules' compacted regexes", () => {
  test("most rules are rewritten, each keeping its flags", () => {
    const rewritten = RUN_RE.filter((re, r) => re !== ALL_RULES[r].re);
    expect(rewritten.length).toBeGreaterThan(ALL_RULES.length / 2);
    RUN_RE.forEach((re, r) => {
      expect(re.flags).toBe(ALL_RULES[r].re.flags);
    });
  });

  test("every rewritten rule matches the same spans as its own regex on prose set 9 and every eighth dev row", () => {
    const rows = ["heldout-own9.jsonl", "dev.jsonl"].flatMap((f) =>
      readFileSync(join(repoRoot, "eval/injection", f), "utf8")
        .split("\n")
        .filter((l, i) => l.trim() && (f !== "dev.jsonl" || i % 8 === 0))
        .map((l) => normalize((JSON.parse(l) as { text: string }).text).main.text),
    );
    const differ: string[] = [];
    RUN_RE.forEach((re, r) => {
      const own = ALL_RULES[r].re;
      if (re === own) return;
      const at = rows.find((t) => matches(re, t) !== matches(own, t));
      if (at !== undefined) differ.push(`${ALL_RULES[r].id}: ${at.slice(0, 60)}`);
    });
    expect(differ).toEqual([]);
  });
});
