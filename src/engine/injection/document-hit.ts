// A prose reader's finding in a tool result as the rule stage's hit: its span in the original text, discounted where the document quotes it.

import { docContext } from "./context.ts";
import { toOriginal, type View } from "./normalize.ts";
import type { Category, Hit } from "./types.ts";

/**
 * How much a finding counts where the document holds it (1 = plain text): the lower of the quotation read at `quotedAt`
 * (a fence, inline code, a table row, a string literal) and the test fixture or named example read at `fixtureAt`.
 */
export function documentFactor(text: string, quotedAt: number, fixtureAt: number = quotedAt): number {
  const ctx = docContext(text);
  return Math.min(ctx.quotedFactor(quotedAt), ctx.fixtureFactor(fixtureAt));
}

/** What a reader found: where (in the view's text), under which rule, and how much the document's quoting discounts it. */
export interface DocumentFinding {
  rule: string;
  category: Category;
  weight: number;
  from: number;
  to: number;
  /** from `documentFactor` or the reader's own reading of its carrier; below 1 it becomes the hit's `quoted` */
  factor: number;
  /** per-surface factors overriding the category's (a reader whose finding counts fully when written) */
  surfaces?: Hit["factor"];
}

/** The finding as the one hit a reader returns, with its span mapped back to the original text. */
export function documentHit(view: View, originalLength: number, found: DocumentFinding): Hit[] {
  const [start, end] = toOriginal(view, found.from, found.to, originalLength);
  return [
    {
      ...(found.factor < 1 ? { quoted: found.factor } : {}),
      rule: found.rule,
      category: found.category,
      weight: found.weight,
      ...(found.surfaces ? { factor: found.surfaces } : {}),
      start,
      end,
    },
  ];
}
