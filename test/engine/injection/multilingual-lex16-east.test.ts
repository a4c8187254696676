// The lexicons of tr, id, vi and the other scripts: each is one table of its own, merged into the reader's set.

import { describe, expect, test } from "vitest";
import { EAST_LEXICONS16 } from "../../../src/engine/injection/multilingual-lex16-east.ts";
import { LEXICONS16 } from "../../../src/engine/injection/multilingual-lex16.ts";

describe("EAST_LEXICONS16", () => {
  test("each table is the reader's table for its language", () => {
    for (const [lang, lex] of Object.entries(EAST_LEXICONS16)) expect(LEXICONS16[lang]).toBe(lex);
  });
  test.each([
    ["ru", "send", "перешл"],
    ["uk", "send", "надішл"],
    ["zh", "secret", "密码"],
    ["ja", "secret", "パスワード"],
    ["ko", "secret", "비밀번호"],
    ["ar", "ignore", "تجاهل"],
    ["hi", "send", "भेज"],
    ["tr", "noAsk", "sormadan"],
    ["vi", "secret", "mat khau"],
    ["id", "send", "kirim"],
  ] as const)("%s %s holds %s", (lang, field, stem) => {
    expect(EAST_LEXICONS16[lang]?.[field].split("|")).toContain(stem);
  });
});
