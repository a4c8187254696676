// speed48: the wide literals' pass reads only the units before each wide unit, found by a native search (prefilter-tables.ts).

import { describe, expect, test } from "vitest";
import { naive, viaScanWide } from "../../fixtures/wide-literals.ts";
import { nextWideUnit } from "../../../src/engine/injection/prefilter-tables.ts";

/** the next wide unit by a plain walk (the text's length when there is none, also from past its end) */
function walked(text: string, at: number): number {
  let w = Math.min(at, text.length);
  while (w < text.length && text.charCodeAt(w) < 128) w++;
  return w;
}

// literals as the real tables hold them (each with a wide unit): ASCII starts near and far from it, wide starts, one unit
const WIDE = ["codigo de verificación", "transfér", "he говорите", "пароль", "我是", "é", "2段階", "a é"];

describe("nextWideUnit: the first unit beyond ASCII at or after an index", () => {
  test.each([
    ["none at all", "plain ascii text", 0],
    ["the first unit", "é and more", 0],
    ["inside the short walk", "abcé", 0],
    ["just past the walk (16 units)", `${"x".repeat(16)}é`, 0],
    ["far past the walk (native search)", `${"x".repeat(500)}я${"y".repeat(40)}`, 0],
    ["asked from the middle", `é${"x".repeat(40)}ü${"x".repeat(40)}`, 1],
    ["a lone surrogate counts", `${"x".repeat(30)}\ud83d`, 0],
    ["a surrogate pair's first unit", `${"x".repeat(30)}😀`, 0],
    ["from past the end", "abc", 5],
    ["empty", "", 0],
  ])("%s", (_name, text, at) => {
    expect(nextWideUnit(text, at)).toBe(walked(text, at));
  });

  test("a search after a miss starts afresh (the shared regex keeps no index between calls)", () => {
    expect(nextWideUnit("x".repeat(40), 0)).toBe(40);
    expect(nextWideUnit(`${"x".repeat(40)}é`, 0)).toBe(40);
    expect(nextWideUnit(`é${"x".repeat(40)}`, 1)).toBe(41);
  });
});

describe("scanWide: the units before each wide unit only, every occurrence a plain search finds", () => {
  test.each([
    // an ASCII-started literal whose start lies 15, 16, 17 and many units after the last wide unit (walk and search)
    ...[15, 16, 17, 64, 300].map((gap) => [
      `ASCII run of ${gap} before the literal`,
      `ü${"x".repeat(gap)}codigo de verificación`,
    ]),
    ["two literals sharing a lead window", "transfér transfér codigo de verificación"],
    ["a literal ending the text", `${"z".repeat(50)}a é`],
    ["wide units packed together", "我是我是пароль2段階éééé"],
    ["ASCII look-alikes far from any wide unit", `codigo de verificacion ${"y".repeat(80)} transfer é`],
    ["a Russian order after a long ASCII preamble", `${"log line ".repeat(30)}he говорите никому`],
    ["lone surrogates around a literal", `\ud83d${"q".repeat(20)}пароль\ude00`],
    ["no wide unit", "codigo de verificacion, transfer, he said"],
    ["empty", ""],
  ])("%s", (_name, text) => {
    expect(viaScanWide(WIDE, text)).toEqual(naive(WIDE, text));
  });

  test("seeded random texts of ASCII runs and wide pieces: the same occurrences in the same order", () => {
    let seed = 48;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pieces = [...WIDE, "codigo de verificaci", "transf", "he ", "ó", "é", "段", "я", "\ud83d", " ", "2"];
    for (let k = 0; k < 400; k++) {
      let text = "";
      const parts = Math.floor(rnd() * 12);
      for (let j = 0; j < parts; j++)
        text += rnd() < 0.5 ? pieces[Math.floor(rnd() * pieces.length)] : "a".repeat(Math.floor(rnd() * 60));
      expect(viaScanWide(WIDE, text)).toEqual(naive(WIDE, text));
    }
  });

  test("a literal set with no ASCII start (lead -1) reads wide units only", () => {
    const lits = ["пароль", "我是"];
    for (const text of ["xпароль", `${"x".repeat(40)}我是`, "пароль我是", "ascii only"])
      expect(viaScanWide(lits, text)).toEqual(naive(lits, text));
  });
});
