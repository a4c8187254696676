// The order readers' hits on a tool result: an order that names no reader, one to the reader the text names, one in a record's field.

import { actOf16 } from "./carrier-act16.ts";
import { type Carrier, CARRIER_MAX, SHORT } from "./carrier-kind.ts";
import { mayOrder15, orderOf15 } from "./carrier-order15.ts";
import { payOf15 } from "./carrier-pay15.ts";
import { readingOrder21 } from "./carrier-reading21.ts";
import { recordOrder22 } from "./carrier-record22.ts";
import { BLOCK_WEIGHT, blankQuotations, fieldRule17, quotedAt } from "./carrier-tool-orders.ts";
import { docContext } from "./context.ts";
import { toOriginal, type View } from "./normalize.ts";
import { ACT16_GATE, gateClosed, mayRead, PAY15_GATE, PAY15_WHERE_GATE, READING21_GATE } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/** An order that names no reader (carrier-order15.ts): whoever reads the tool result is asked. */
export function orderHit15(view: View, originalLength: number, c: Carrier | null): Hit | null {
  // a text longer than a carrier is a document or a file of code: read by the rule stage (and this reader's passes
  // over a 1 MB text would cost the long-text bar); then the cheap literal tests: most tool results name no outside
  // place and no account
  if (view.text.length > CARRIER_MAX) return null;
  const mayOrder = mayOrder15(view.text);
  // (mayPay15 and mayAct16, their literals answered first by the prefilter pass's bits: reader-gates.ts)
  const mayPay = mayRead(view, PAY15_WHERE_GATE) && mayRead(view, PAY15_GATE);
  // (an order that needs no outside place: a safeguard off, a deletion, a verdict dictated; carrier-act16.ts): read in a
  // carrier or a short tool result, not in a manual, a script or a file of code, which name those acts as their topic
  const mayAct = (c !== null || view.text.length < SHORT) && mayRead(view, ACT16_GATE);
  if (!mayOrder && !mayPay && !mayAct) return null;
  // in a mail, a chat or a document, quoted words are reported ("below is a phishing e-mail: \"please send … to …\"");
  // other carriers (or a document's attributes) keep them: a JSON value, `data-x="…"` hold the planted text itself
  const prose = c === null || c.kind === "mail" || c.kind === "chat";
  // (a quoted sentence, not a quoted title: "share the \"Salaries 2027\" sheet with …" keeps its object)
  const read = prose ? blankQuotations(view.text) : view.text;
  const o = (mayOrder ? orderOf15(read) : null) ?? (mayPay ? payOf15(read) : null) ?? (mayAct ? actOf16(read) : null);
  if (!o) return null;
  const [start, end] = toOriginal(view, o.start, o.end, originalLength);
  // a document (no carrier) quotes what it discusses (a table of attack strings, a quoted example): read as the rule
  // stage reads it; a carrier's own fields stay unquoted
  const ctx = c ? null : docContext(view.text);
  const fixture = ctx ? Math.min(ctx.quotedFactor(o.start), ctx.fixtureFactor(o.start)) : quotedAt(view.text, o.start);
  return {
    ...(fixture < 1 ? { quoted: fixture } : {}),
    rule: fieldRule17(o.act),
    category: "hijack",
    weight: BLOCK_WEIGHT,
    start,
    end,
  };
}

/** An order to the program the text names as its reader, in the third person (carrier-reading21.ts). */
export function readingHit21(view: View, originalLength: number, c: Carrier | null): Hit | null {
  // a document longer than a carrier is read by the rule stage, as the other order readers leave it
  if (view.text.length > CARRIER_MAX) return null;
  // (readingOrder21 reads nothing in a text without a role's noun: the prefilter pass says so first, reader-gates.ts)
  if (gateClosed(view, READING21_GATE)) return null;
  const o = readingOrder21(view.text);
  if (!o) return null;
  const [start, end] = toOriginal(view, o.start, o.end, originalLength);
  const fixture = quotedAt(view.text, o.start);
  return {
    ...(fixture < 1 ? { quoted: fixture } : {}),
    rule: `carrier.reading21-${o.act}`,
    category: "hijack",
    // a short tool result or a carrier is mostly its request; in a longer document a lone order is weaker evidence
    weight: c !== null || view.text.length < SHORT ? BLOCK_WEIGHT : 0.6,
    start,
    end,
  };
}

/** An order of consequence in one field of a tool's records, naming no reader (carrier-record22.ts). */
export function recordHit22(view: View, originalLength: number, c: Carrier | null): Hit | null {
  // a carrier's free-text parts, or the whole of a short tool result; a longer document is read by the rule stage
  if (view.text.length > (c ? CARRIER_MAX : SHORT) || c?.kind === "config") return null;
  const o = recordOrder22(view.text, c ? c.parts : [[0, view.text.length]]);
  if (!o) return null;
  const [start, end] = toOriginal(view, o.start, o.end, originalLength);
  const fixture = quotedAt(view.text, o.start);
  return {
    ...(fixture < 1 ? { quoted: fixture } : {}),
    rule: `carrier.record22-${o.act}`,
    category: "hijack",
    weight: BLOCK_WEIGHT,
    start,
    end,
  };
}
