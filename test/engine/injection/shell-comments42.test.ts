// A shell comment ends at its line: its apostrophes are prose, and `#` inside a word or after `$` opens none.

import { describe, expect, test } from "vitest";
import { commentEnd } from "../../../src/engine/injection/shell-comments42.ts";

describe("commentEnd (shell-comments42)", () => {
  test.each([
    ["# l'environnement\nx=1", 0, 17],
    ["echo a # don't\nb", 7, 14],
    ["# last line", 0, 11],
    ["a#b", 1, -1],
    ["echo $#", 6, -1],
    ["echo x", 0, -1],
  ])("%j at %i", (src, at, end) => {
    expect(commentEnd(src, at)).toBe(end);
  });
});
