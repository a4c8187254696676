// The round-17 class words of the eastern and the round-17 languages: merged into ACTS17.

import { describe, expect, test } from "vitest";
import { ACTS17 } from "../../../src/engine/injection/multilingual-acts17.ts";
import { EAST_ACTS17 } from "../../../src/engine/injection/multilingual-acts17-east.ts";

describe("EAST_ACTS17", () => {
  test("each table is the reader's table for its language", () => {
    for (const [lang, lex] of Object.entries(EAST_ACTS17)) expect(ACTS17[lang]).toBe(lex);
  });
  test("Danish and Norwegian name 'share' with its object (a bare 'del' is Spanish 'of the')", () => {
    for (const lang of ["da", "nb"]) expect(EAST_ACTS17[lang]?.share.split("|")).not.toContain("del ");
  });
  test.each([
    ["sv", "pay", "betala"],
    ["cs", "changed", "novy ucet"],
    ["hu", "pay", "utalja"],
    ["ru", "toUser", "пользователю"],
    ["el", "pay", "πληρωσ"],
    ["he", "toUser", "למשתמש"],
  ] as const)("%s %s holds %s", (lang, field, stem) => {
    expect(EAST_ACTS17[lang]?.[field]?.split("|")).toContain(stem);
  });
});
