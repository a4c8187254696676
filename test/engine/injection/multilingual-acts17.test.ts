// The round-17 class words: every language the reader has a table for also has its payment, share and phishing words.

import { describe, expect, test } from "vitest";
import { ACTS17 } from "../../../src/engine/injection/multilingual-acts17.ts";
import { LEXICONS16 } from "../../../src/engine/injection/multilingual-lex16.ts";
import { LEXICONS17 } from "../../../src/engine/injection/multilingual-lex17.ts";

describe("ACTS17", () => {
  test("one table for each language the reader has a lexicon for", () => {
    expect(Object.keys(ACTS17).sort()).toEqual([...Object.keys(LEXICONS16), ...Object.keys(LEXICONS17)].sort());
  });
  test("the required fields hold stems in every language", () => {
    for (const lex of Object.values(ACTS17))
      for (const f of ["pay", "changed", "login", "lure", "toUser", "refuse", "share"] as const)
        expect(lex[f].split("|").every((s) => s.length > 0)).toBe(true);
  });
  test.each([
    ["es", "pay", "transfiere"],
    ["de", "changed", "neue bankverbindung"],
    ["fr", "login", "connectez-vous"],
    ["pl", "pay", "zapłac"],
    ["it", "share", "condividi"],
  ] as const)("%s %s holds %s", (lang, field, stem) => {
    expect(ACTS17[lang]?.[field]?.split("|")).toContain(stem);
  });
});
