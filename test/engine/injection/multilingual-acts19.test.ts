// The round-19 tables: every stem is lower-case and bare (as the normaliser leaves text), and none is empty.

import { describe, expect, test } from "vitest";
import { ACTS19 } from "../../../src/engine/injection/multilingual-acts19.ts";
import { bareLetters } from "../../../src/engine/injection/multilingual-stems.ts";

describe("ACTS19", () => {
  const stems = Object.entries(ACTS19).flatMap(([lang, t]) =>
    Object.entries(t).flatMap(([field, list]) => (list as string).split("|").map((s) => [lang, field, s] as const)),
  );
  test.each(stems)("%s.%s %s is a lower-case, unaccented, non-empty stem", (_lang, _field, stem) => {
    expect(stem.length).toBeGreaterThan(1);
    expect(stem).toBe(stem.toLowerCase());
    expect(stem).toBe(bareLetters(stem));
    expect(/[\u00c0-\u00ff]/.test(stem)).toBe(false);
  });
});
