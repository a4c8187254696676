// The round-17 lexicons of ms, tl, sw and the Greek, Hebrew, Thai, Persian, Bengali scripts: merged into LEXICONS17.

import { describe, expect, test } from "vitest";
import { LEXICONS17 } from "../../../src/engine/injection/multilingual-lex17.ts";
import { EAST_LEXICONS17 } from "../../../src/engine/injection/multilingual-lex17-east.ts";

describe("EAST_LEXICONS17", () => {
  test("each table is the reader's table for its language", () => {
    for (const [lang, lex] of Object.entries(EAST_LEXICONS17)) expect(LEXICONS17[lang]).toBe(lex);
  });
  test("Greek stems carry no tonos (the reader reads Greek bare)", () => {
    for (const stems of Object.values(EAST_LEXICONS17.el ?? {})) expect(stems).not.toMatch(/[άέήίόύώ]/);
  });
  test.each([
    ["ms", "secret", "kata laluan"],
    ["tl", "send", "ipadala"],
    ["sw", "secret", "nenosiri"],
    ["el", "send", "στειλ"],
    ["he", "secret", "סיסמ"],
    ["th", "secret", "รหัสผ่าน"],
    ["fa", "secret", "رمز عبور"],
    ["bn", "secret", "পাসওয়ার্ড"],
  ] as const)("%s %s holds %s", (lang, field, stem) => {
    expect(EAST_LEXICONS17[lang]?.[field].split("|")).toContain(stem);
  });
});
