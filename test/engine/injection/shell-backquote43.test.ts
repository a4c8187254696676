// Round 43 (realfp43): a value's backquotes written as $(…) where it lands inside backquotes; the span readers stay linear and never throw.

import { describe, expect, test } from "vitest";
import { backquoteDepth, backquotesAsParens } from "../../../src/engine/injection/shell-backquote43.ts";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { closeParen, spanBudget } from "../../../src/engine/injection/shell-spans.ts";

describe("backquotesAsParens", () => {
  test.each([
    ["plain", "plain"],
    ["a`b`c", "a$(b)c"],
    ["`echo $t | awk '{print $1}'`-`date +%F`", "$(echo $t | awk '{print $1}')-$(date +%F)"],
    ["x\\`y\\`z", "x\\`y\\`z"],
    ["`unclosed", "`unclosed"],
    ["", ""],
  ])("%s", (value, want) => {
    expect(backquotesAsParens(value)).toBe(want);
  });
});

describe("backquoteDepth", () => {
  test("says which offsets lie inside an open backquote", () => {
    const text = "a `b $x` $y `c \\` $z`";
    const inside = backquoteDepth(text);
    expect([text.indexOf("$x"), text.indexOf("$y"), text.indexOf("$z")].map(inside)).toEqual([true, false, true]);
  });
  test("an offset asked out of order is not inside", () => {
    const inside = backquoteDepth("`a $x`");
    expect(inside(4)).toBe(true);
    expect(inside(1)).toBe(false);
  });
});

describe("closeParen", () => {
  test.each([
    ["echo hi) rest", 8],
    ['echo "a)b") rest', 11],
    ["echo 'a)b') rest", 11],
    ['echo "$(date)") x', 15],
    ['_ "Beginner\'s Guide") x', 21],
    ["echo (a) b", -1],
  ])("%s", (text, want) => {
    expect(closeParen(text, 0, text.length)).toBe(want);
  });

  /** steps a hostile text of n repeats takes, on one parse budget */
  const steps = (unit: string, n: number): number => {
    const text = unit.repeat(n);
    const budget = spanBudget(text.length);
    const before = budget.steps;
    for (let i = text.indexOf("$("); i >= 0; i = text.indexOf("$(", i + 2))
      closeParen(text, i + 2, text.length, budget);
    return before - Math.max(0, budget.steps);
  };
  test.each(['echo "$(', 'x=$(echo "$(" "', 'echo "$(" a "'])(
    "%s: ten times the text, at most 12 times the steps",
    (unit) => {
      const small = steps(unit, 2000);
      const large = steps(unit, 20000);
      expect(large).toBeLessThanOrEqual(12 * Math.max(small, 1));
    },
  );
});

describe("parseShell on nested unclosed strings and substitutions", () => {
  test.each(['echo "$(', 'x=$(echo "$(" "', '`a "$("'])("%s repeated never throws", (unit) => {
    const parsed = parseShell(unit.repeat(20000));
    expect(parsed.commands.length).toBeGreaterThan(0);
  });
});
