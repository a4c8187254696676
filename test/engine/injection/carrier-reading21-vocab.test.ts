// The words of the third-person reader's order: Unicode word bounds, accents folded as the main view folds them.

import { describe, expect, test } from "vitest";
import { ACTS21, FRAME21, foldLatin, ROLE21, uniRe } from "../../../src/engine/injection/carrier-reading21-vocab.ts";

describe("carrier-reading21-vocab", () => {
  test("uniRe bounds words of any script (JS's \\b holds only for ASCII)", () => {
    expect(uniRe(String.raw`\bудал\w{0,4}\b`).test("должен удалить все")).toBe(true);
    expect(uniRe(String.raw`\bудал\w{0,4}\b`).test("неудалить")).toBe(false);
    expect(/\bудал/.test("должен удалить")).toBe(false);
  });
  test("Latin accents folded as normalize.ts folds them", () => {
    expect(foldLatin("prüfung désactivez użytkownik")).toBe("prufung desactivez uzytkownik");
    expect(uniRe("désactiv").test("desactivez")).toBe(true);
  });
  test("roles, frames and acts in several languages", () => {
    for (const s of ["the assistant", "ассистент", "処理するアシスタント", "asystent", "payment systems"]) {
      ROLE21.lastIndex = 0;
      expect(ROLE21.test(s)).toBe(true);
    }
    ROLE21.lastIndex = 0;
    expect(FRAME21.test("der dieses postfach betreut")).toBe(true);
    // a program described, not made this text's reader
    expect(FRAME21.test("the agent reads the config on startup")).toBe(false);
    expect(ACTS21.find((a) => a.name === "weaken")?.re.test("den kostenfaktor auf 4 senken")).toBe(true);
  });
});
