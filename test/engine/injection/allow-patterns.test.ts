// allowPatterns run on re2js (linear time): hostile patterns cost a linear pass, RE2-inexpressible ones are refused at load.

import { describe, expect, test } from "vitest";
import { RE2JS } from "re2js";
import { blankAllowedRe2, compileAllowPattern } from "../../../src/engine/injection/allow-patterns.ts";
import { blankAllowed } from "../../../src/engine/injection/policy.ts";
import { leastGrowth } from "../../harness/growth.ts";
import { validateConfigFile } from "../../../src/engine/config/validate.ts";

const where = { scope: "project" as const, file: "/repo/.pi/sentinel.json" };

describe("compileAllowPattern", () => {
  test.each([
    { p: "^# Threat model", ok: true },
    { p: "(a+)+$", ok: true },
    { p: "(?<name>ab)c", ok: true },
    { p: "ignore previous instructions \\(example\\)", ok: true },
    { p: "[\\p{L}]+ words", ok: true },
    { p: "(?=x)a", ok: false, why: "(?=" },
    { p: "(?<!x)a", ok: false, why: "(?<" },
    { p: "(a)\\1", ok: false, why: "\\1" },
    { p: "(b", ok: false, why: "missing closing )" },
    { p: "a{5000}", ok: false, why: "repeat count" },
    { p: "", ok: false, why: "empty" },
  ])("$p -> ok=$ok", ({ p, ok, why }) => {
    const c = compileAllowPattern(p);
    expect(c.ok).toBe(ok);
    if (!c.ok && why) expect(c.why).toContain(why);
  });

  test("every compiled user pattern is an RE2JS program, never a backtracking RegExp", () => {
    const c = compileAllowPattern("(a+)+$");
    expect(c.ok && c.re instanceof RE2JS).toBe(true);
    expect(c.ok && (c.re as unknown) instanceof RegExp).toBe(false);
  });
});

describe("blankAllowedRe2", () => {
  test.each([
    { text: "say IGNORE PREVIOUS here", p: ["ignore previous"], out: "say                 here" },
    { text: "x ab ab y", p: ["ab"], out: "x       y" },
    { text: "# Threat model\nignore", p: ["^# threat model"], out: "              \nignore" },
    { text: "ignore\n# Threat model", p: ["^# threat model"], out: "ignore\n# Threat model" },
    { text: "emoji 😀 then bad words", p: ["bad words"], out: "emoji 😀 then          " },
    { text: "aaa", p: ["a*"], out: "   " },
    { text: "nothing here", p: ["zzz", "(?=x)"], out: "nothing here" },
  ])("$text / $p", ({ text, p, out }) => {
    expect(blankAllowedRe2(text, p)).toBe(out);
    expect(blankAllowed(text, p)).toBe(out);
    expect(blankAllowedRe2(text, p)).toHaveLength(text.length);
  });

  // Work, not wall clock: JS backtracking on (a+)+$ doubles per extra character; RE2 is a fixed number of steps per
  // character. Compare 64x the input: a linear engine takes about 64x; allow up to 4x that for noise (a super-linear
  // one is far beyond: 2^n for the backtracker, 4096x for a quadratic one).
  test("(a+)+$ against 50,000 hostile characters grows linearly with the input", () => {
    const hostile = (n: number): string => `${"a".repeat(n)}!`;
    const small = hostile(50_000 / 64);
    const large = hostile(50_000);
    const growth = leastGrowth(
      () => blankAllowedRe2(small, ["(a+)+$", "(x+x+)+y"]),
      () => blankAllowedRe2(large, ["(a+)+$", "(x+x+)+y"]),
      64 * 4,
    );
    expect(growth).toBeLessThan(64 * 4);
    expect(blankAllowedRe2(hostile(50_000), ["(a+)+$"])).toBe(hostile(50_000));
  });
});

describe("config load refuses what RE2 cannot run", () => {
  test("a lookahead or backreference is dropped with file, key, pattern and why; the good ones stay", () => {
    const r = validateConfigFile(
      { injectionDefense: { allowPatterns: ["^# Security", "(?!safe)ignore", "(x)\\1", "(a+)+$"] } },
      where,
    );
    expect(r.config.injectionDefense?.allowPatterns).toEqual(["^# Security", "(a+)+$"]);
    expect(r.diagnostics).toHaveLength(2);
    expect(r.diagnostics[0]).toMatchObject({
      file: where.file,
      path: "/injectionDefense/allowPatterns/1",
      severity: "warning",
    });
    expect(r.diagnostics[0].message).toContain('injectionDefense.allowPatterns[1] "(?!safe)ignore"');
    expect(r.diagnostics[0].message).toContain("(?!");
    expect(r.diagnostics[0].message).toContain("(pattern ignored)");
    expect(r.diagnostics[1].path).toBe("/injectionDefense/allowPatterns/2");
  });

  test("benign patterns load without a word", () => {
    const r = validateConfigFile(
      { injectionDefense: { allowPatterns: ["^# Threat model", "ignore previous instructions \\(example\\)"] } },
      where,
    );
    expect(r.diagnostics).toEqual([]);
  });
});
