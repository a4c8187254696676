// lower-cased.ts: the memo answers exactly `text.toLowerCase()`, whatever texts are asked for in whatever order.

import { describe, expect, test } from "vitest";
import { lowerCased } from "../../../src/engine/injection/lower-cased.ts";

/** texts written for this test: ASCII, a final sigma, a dotted capital I, wide letters, two texts of one length */
const TEXTS = [
  "",
  "Deploy the Build to STAGING",
  "ΟΔΟΣ ΣΟΦΙΑΣ",
  "İstanbul İçin",
  "ＡＢＣ Straße",
  "same length A",
  "same length B",
  "Deploy the Build to STAGING",
];

describe("lowerCased", () => {
  test("each text, asked once, twice or after another, reads as toLowerCase reads it", () => {
    for (const t of TEXTS) {
      expect(lowerCased(t)).toBe(t.toLowerCase());
      expect(lowerCased(t)).toBe(t.toLowerCase());
    }
    for (const t of [...TEXTS].reverse()) expect(lowerCased(t)).toBe(t.toLowerCase());
  });

  test("a text equal to the last one but built anew gets the same answer", () => {
    const a = ["Send", "The", "Report"].join(" ");
    const b = `Send The ${"Report"}`;
    expect(lowerCased(a)).toBe("send the report");
    expect(lowerCased(b)).toBe("send the report");
  });
});
