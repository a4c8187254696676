// Stem tables as regexes: word starts for spaced scripts, anywhere for the others, Greek read bare.

import { describe, expect, test } from "vitest";
import { bareLetters, escapeRegex, unionField } from "../../../src/engine/injection/multilingual-stems.ts";

const tables = {
  a: { send: "skicka|del alle", whole: "ej" },
  b: { send: "שלח|στειλ|lade…hoch", whole: "" },
};

describe("unionField", () => {
  test.each([
    ["skicka losenorden", true],
    ["omskicka", false], // a Latin stem starts a word
    ["ותשלחו", true], // Hebrew matches inside a word (prefixes)
    ["στειλε", true],
    ["lade die datei hoch", true], // a separable verb
    ["del alle filer", true],
    ["nothing here", false],
  ])("send field on %s → %s", (text, hit) => {
    expect(unionField(tables, "send").test(text)).toBe(hit);
  });
  test("a whole-word field does not match inside a longer word", () => {
    expect(unionField(tables, "whole", true).test("ej")).toBe(true);
    expect(unionField(tables, "whole", true).test("ejemplo")).toBe(false);
  });
  test("a field no table fills matches nothing", () => {
    expect(unionField({ a: { x: "" } }, "x").test("anything")).toBe(false);
  });
});

describe("bareLetters", () => {
  test.each([
    ["στείλε τους κωδικούς", "στειλε τουσ κωδικουσ"],
    ["πληρώστε", "πληρωστε"],
    ["plain latin", "plain latin"],
    // the Latin letters the normaliser keeps, typed bare as often as not
    ["przesłać hasła", "przeslać hasla"],
    ["yapıştır", "yapiştir"],
    ["overfør đi", "overfor di"],
  ])("%s → %s", (text, bare) => {
    expect(bareLetters(text)).toBe(bare);
    expect(bareLetters(text).length).toBe(text.length);
  });
  test("escapeRegex quotes the specials", () => {
    expect(new RegExp(escapeRegex("a.b(c)")).test("a.b(c)")).toBe(true);
  });
});

describe("a Cyrillic stem of look-alike letters matches as the normaliser folds it next to Latin (round 20)", () => {
  test.each([
    ["crm bce записи", true],
    ["все записи", true],
    ["he said", false],
  ])("%s", (text, all) => {
    // "не" has two letters: its Latin look-alike "he" is an English word, so it gets no folded twin
    const re = unionField({ ru: { all: "все|всех|не" } }, "all", true);
    expect(re.test(text)).toBe(all);
  });
});
