// The round-17 lexicons (sv da nb fi cs ro hu ca): one table per language, all fields filled, stems as normalised.

import { describe, expect, test } from "vitest";
import { LEXICONS16 } from "../../../src/engine/injection/multilingual-lex16.ts";
import { LEXICONS17 } from "../../../src/engine/injection/multilingual-lex17.ts";

describe("LEXICONS17", () => {
  test("covers sixteen languages lang16 had no table for", () => {
    expect(Object.keys(LEXICONS17).sort()).toEqual(
      ["sv", "da", "nb", "fi", "cs", "ro", "hu", "ca", "ms", "tl", "sw", "el", "he", "th", "fa", "bn"].sort(),
    );
    for (const lang of Object.keys(LEXICONS17)) expect(LEXICONS16[lang]).toBeUndefined();
  });
  test("every field of every table has stems, none empty", () => {
    for (const lex of Object.values(LEXICONS17))
      for (const stems of Object.values(lex)) for (const s of stems.split("|")) expect(s.length).toBeGreaterThan(0);
  });
  test("Latin stems are written as the normaliser leaves them (no accents it strips)", () => {
    for (const lang of ["sv", "fi", "cs", "ro", "hu", "ca"])
      for (const stems of Object.values(LEXICONS17[lang] ?? {}))
        expect(stems).not.toMatch(/[áéíóúäöüåřšžčěůőűșțâîăàèòç]/);
  });
  test.each([
    ["sv", "send", "skicka"],
    ["da", "remove", "slet"],
    ["nb", "secret", "passord"],
    ["fi", "send", "laheta"],
    ["cs", "secret", "hesl"],
    ["ro", "tell", "spune"],
    ["hu", "send", "kuld"],
    ["ca", "secret", "contrasenya"],
  ] as const)("%s %s holds %s", (lang, field, stem) => {
    expect(LEXICONS17[lang]?.[field].split("|")).toContain(stem);
  });
});
