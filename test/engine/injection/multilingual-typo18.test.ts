// Typos of the lexicon words: one edit from a stem of five letters or more reads as the stem.

import { describe, expect, test } from "vitest";
import { oneEditApart, typoFixer } from "../../../src/engine/injection/multilingual-typo18.ts";

describe("oneEditApart", () => {
  test.each([
    ["sende", "sennde", false, true],
    ["credencial", "credencil", false, true],
    ["passwort", "paswort", false, true],
    ["passwort", "passwrot", false, true],
    ["passwort", "passwurt", true, true],
    ["passwort", "passwurt", false, false],
    ["sende", "sende", true, false],
    ["sende", "sendeee", true, false],
  ] as const)("%s ~ %s (substitute %s) → %s", (a, b, substitute, apart) => {
    expect(oneEditApart(a, b, substitute)).toBe(apart);
  });
});

describe("typoFixer", () => {
  const fix = typoFixer(["sende|schick|passwort|zugangsdaten|envia", "credencial|contrasen"]);
  test.each([
    ["bitte sennde alle passworter", "bitte sende alle passworter"],
    ["envie as credenciles", "envie as credenciales"],
    ["die zugansdaten", "die zugangsdaten"],
  ])("%s → %s", (text, fixed) => {
    expect(fix(text)).toBe(fix(fixed));
    expect(fix(text)).toBe(fixed);
  });
  test.each([
    // a word that starts with a stem is left as it is; short words and far ones too; a mistyped letter needs a long stem
    ["senden sie", "senden sie"],
    ["sendung", "sendung"],
    ["die senke", "die senke"],
    ["schacht und schach", "schacht und schach"],
    // an edit at the stem's last letter is an ending: "sendung", "credenciam"
    ["credenciam", "credenciam"],
  ])("%s stays", (text, same) => {
    expect(fix(text)).toBe(same);
  });
});
