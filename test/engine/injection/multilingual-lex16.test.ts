// The round-16 lexicons as data: every language fills every field, stems are as the normaliser leaves the text.

import { describe, expect, test } from "vitest";
import { LEXICONS16, type Lexicon16 } from "../../../src/engine/injection/multilingual-lex16.ts";
import { normalize } from "../../../src/engine/injection/normalize.ts";

const FIELDS = Object.keys(LEXICONS16.es as Lexicon16) as (keyof Lexicon16)[];

describe("LEXICONS16", () => {
  test("holds the 17 languages of the reader", () => {
    expect(Object.keys(LEXICONS16).sort()).toEqual(
      ["ar", "de", "es", "fr", "hi", "id", "it", "ja", "ko", "nl", "pl", "pt", "ru", "tr", "uk", "vi", "zh"].sort(),
    );
  });
  test.each(Object.entries(LEXICONS16))("%s fills every field with stems, none empty", (_lang, lex) => {
    for (const f of FIELDS) {
      const stems = lex[f].split("|");
      expect(stems.length, f).toBeGreaterThan(0);
      for (const s of stems) expect(s.trim().length, `${f}: "${s}"`).toBeGreaterThan(0);
    }
  });
  test.each(Object.entries(LEXICONS16))(
    "%s: stems are lower case without Latin accents (as normalised)",
    (_lang, lex) => {
      for (const f of FIELDS)
        for (const s of lex[f].split("|")) {
          const bare = s.replace(/[…$]/g, " ").trim();
          // the normaliser keeps ł, ß, ı and đ; everything else it lower-cases and strips of accents
          expect(normalize(bare).main.text, `${f}: "${s}"`).toBe(bare);
        }
    },
  );
});
