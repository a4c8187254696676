// The quotations reportedQuoteSpans marks as reported examples in a text, as strings, for the tests that check them.

import { expect } from "vitest";
import { EXAMPLE } from "../../src/engine/injection/context-fixtures.ts";
import { reportedQuoteSpans } from "../../src/engine/injection/context-reported.ts";

/** Every span reportedQuoteSpans gives over `text`, each checked to be an EXAMPLE span, as the text it covers. */
export function reportedSpans(text: string): string[] {
  const out: number[] = [];
  reportedQuoteSpans(text, out);
  const got: string[] = [];
  for (let k = 0; k < out.length; k += 3) {
    expect(out[k + 2]).toBe(EXAMPLE);
    got.push(text.slice(out[k], out[k + 1]));
  }
  return got;
}
