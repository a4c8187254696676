// The hits of the reader of orders in other languages (multilingual-order16.ts): on a tool result, in a written file, in an agent instruction file.

import { docContext } from "./context.ts";
import { readOrders16 } from "./multilingual-order16.ts";
import { orderLineStart46 } from "./order-line46.ts";
import { mayBeForeign16 } from "./multilingual-pretest.ts";
import { normalize, toOriginal, type View } from "./normalize.ts";
import type { Hit } from "./types.ts";

/** The reader's hit on a tool result's normalised view (quoted or fixture text counts as the rule stage counts it). */
export function foreignOrderHits16(view: View, originalLength: number): Hit[] {
  const r = readOrders16(view.text, false);
  if (!r) return [];
  const ctx = docContext(view.text);
  // (a sentence the reader ran over a line end from the record before, a CSV row's last cell, is weighed where its
  // last line starts: that line holds the order, realfp46)
  const at = orderLineStart46(view.text, r.start, r.end);
  const quoted = Math.min(ctx.quotedFactor(at), ctx.fixtureFactor(at));
  const [start, end] = toOriginal(view, r.start, r.end, originalLength);
  return [
    { ...(quoted < 1 ? { quoted } : {}), rule: `ml16.${r.act}`, category: "hijack", weight: r.weight, start, end },
  ];
}

/**
 * An order in another language read by its object in a file the agent writes (a README, a config, a docstring): what
 * the file plants for the next reader. Only the object readings (round 34): the word readings stay on tool results.
 */
export function foreignObjectHits34(view: View, originalLength: number): Hit[] {
  const r = readOrders16(view.text, false, true);
  if (!r) return [];
  const ctx = docContext(view.text);
  const quoted = Math.min(ctx.quotedFactor(r.start), ctx.fixtureFactor(r.start));
  const [start, end] = toOriginal(view, r.start, r.end, originalLength);
  return [
    {
      ...(quoted < 1 ? { quoted } : {}),
      rule: `ml34.${r.act}`,
      category: "hijack",
      weight: r.weight,
      // (a file that hands the next reader such an act plants it: no discount for writes, as the declared acts)
      factor: { write: 1 },
      start,
      end,
    },
  ];
}

/** An order in another language in the content of an agent instruction file (AGENTS.md, CLAUDE.md, …), or null. */
export function foreignAgentOrder16(content: string): { weight: number; why: string } | null {
  const norm = normalize(content).main.text;
  if (!mayBeForeign16(content, norm)) return null;
  const r = readOrders16(norm, true);
  return r ? { weight: r.weight, why: `an order in another language (${r.act})` } : null;
}
