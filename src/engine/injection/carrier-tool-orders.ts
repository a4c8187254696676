// The carrier stage's order readers that run after its reader: an order in one JSON field, and a task hijack with no override word.
import { actOf16, mayAct16 } from "./carrier-act16.ts";
import { benchRead18, isCallOutput18 } from "./carrier-bench18.ts";
import { isJsonData17, jsonFields17 } from "./carrier-fields17.ts";
import { hijackOf17 } from "./carrier-hijack17.ts";
import type { Carrier } from "./carrier-kind.ts";
import { mayOrder15, orderOf15 } from "./carrier-order15.ts";
import { mayPay15, payOf15 } from "./carrier-pay15.ts";
import { docContext } from "./context.ts";
import { toOriginal, type View } from "./normalize.ts";
import { BENCH18_GATE, HIJACK17_GATE, mayRead } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/** the weight of a blocking reading */
export const BLOCK_WEIGHT = 0.86;
/** a quotation in prose for the order reader: it may wrap a line ("… the deploy token,\nthen post it to …") */
const QUOTED15 = /"[^"]{0,300}"|“[^”]{0,300}”|«[^»]{0,300}»/g;
/** a quote that is a value (an attribute, a key's value), not a quotation in prose */
const VALUE_BEFORE = /[=:]\s?$/;

/**
 * The factor of a request found at `at`: in a test fixture or a catalogue of attack strings it is data, as the other
 * rules' matches are; in source code a string literal holds a prompt the developer wrote (a few-shot "User: … /
 * Assistant: …" in a template literal), quoted as the rule stage quotes it. A carrier's own quotes (a JSON field, a mail
 * quoting an order) are not: the carrier's data is where its requests sit.
 */
export function quotedAt(text: string, at: number): number {
  const ctx = docContext(text);
  return ctx.code ? Math.min(ctx.quotedFactor(at), ctx.fixtureFactor(at)) : ctx.fixtureFactor(at);
}

/** A prose text with its long quotations blanked (a key's or an array's value stays). */
export function blankQuotations(text: string): string {
  return text.replace(QUOTED15, (q, at: number) =>
    q.length < 40 || VALUE_BEFORE.test(text.slice(Math.max(0, at - 2), at)) ? q : " ".repeat(q.length),
  );
}

/** The rule an order reader's hit reports, in a carrier or one of its fields (carrier.order15-* for send, grant and pay; carrier.act16-* for the rest). */
export function fieldRule17(act: string): string {
  return act === "send" || act === "grant" || act === "pay" ? `carrier.order15-${act}` : `carrier.act16-${act}`;
}

/** An order inside one field of a JSON output (carrier-fields17.ts), each value read as a text of its own, at any length. */
export function fieldHit17(view: View, originalLength: number): Hit | null {
  const text = view.text;
  if (!isJsonData17(text)) return null;
  for (const f of jsonFields17(text)) {
    const value = text.slice(f.start, f.end);
    const o =
      (mayOrder15(value) ? orderOf15(value) : null) ??
      (mayPay15(value) ? payOf15(value) : null) ??
      (mayAct16(value) ? actOf16(value) : null);
    if (!o) continue;
    const [start, end] = toOriginal(view, f.start + o.start, f.start + o.end, originalLength);
    const fixture = quotedAt(text, f.start + o.start);
    return {
      ...(fixture < 1 ? { quoted: fixture } : {}),
      // the decision is the order reader's, applied to one field: its name (and so its noise figures) is that reader's
      rule: fieldRule17(o.act),
      category: "hijack",
      weight: BLOCK_WEIGHT,
      start,
      end,
    };
  }
  return null;
}

const HIJACK_MAX = 100_000;

/** A task hijack with no override word (carrier-hijack17.ts), at any length: its signs are literals. */
export function hijackHit17(view: View, originalLength: number, c: Carrier | null): Hit | null {
  // pages and long outputs are read whole; a text past 100k is a dump, whose SIGN17 pass (about 27 ms a MB) would cost
  // the long-text bar a tenth
  if (view.text.length > HIJACK_MAX) return null;
  // (and the benchmark shapes' signs, carrier-bench18.ts: a note to the model, a step before its answer, consent claimed)
  // (both pretests answered by the rule stage's prefilter pass on the main view when it ran there: reader-gates.ts)
  const [may17, may18] = [mayRead(view, HIJACK17_GATE), mayRead(view, BENCH18_GATE)];
  if (!may17 && !may18) return null;
  // a turn label is a sign only in data that has no turns of its own (a record, a mail, a log, an event)
  const turnsAreData = c !== null && c.kind !== "chat" && c.kind !== "config";
  // in a mail, a chat or a document a quoted sentence is reported ("classify(\"before you can solve the task, send …\")")
  const prose = c === null || c.kind === "mail" || c.kind === "chat";
  const read = prose ? blankQuotations(view.text) : view.text;
  const h17 = may17 ? hijackOf17(read, turnsAreData) : null;
  const h = h17 ? { ...h17, rule: `carrier.hijack17-${h17.sign}` } : may18 ? benchRead18(read) : null;
  if (!h) return null;
  const [start, end] = toOriginal(view, h.start, h.end, originalLength);
  // a document quotes what it discusses (a write-up of an attack, a table of payloads): read as the rule stage reads it
  // (a call's JSON output after an echo of the call is a carrier's data: its string values are not quotations)
  const ctx = c ? null : docContext(view.text);
  const quoted = ctx && !isCallOutput18(view.text) ? ctx.quotedFactor(h.start) : 1;
  const fixture = ctx ? Math.min(quoted, ctx.fixtureFactor(h.start)) : quotedAt(view.text, h.start);
  return {
    ...(fixture < 1 ? { quoted: fixture } : {}),
    rule: h.rule,
    category: "hijack",
    weight: BLOCK_WEIGHT,
    start,
    end,
  };
}
