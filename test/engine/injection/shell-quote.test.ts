// singleQuoted: a text as one single-quoted shell word, read back unchanged.

import { describe, expect, test } from "vitest";
import { singleQuoted } from "../../../src/engine/injection/shell-quote.ts";

describe("singleQuoted", () => {
  test.each([
    ["plain", "'plain'"],
    ["", "''"],
    ["it's", "'it'\\''s'"],
    ["a b | c; $HOME `x`", "'a b | c; $HOME `x`'"],
    ["''", "''\\'''\\'''"],
  ])("%j → %s", (text, quoted) => expect(singleQuoted(text)).toBe(quoted));
});
