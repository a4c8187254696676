// Points of one sentence of a carrier's free text: a consequential effect, asked for, with what makes it a planted request.

import { AUTOMATION, CONCEAL, DESTINATION, EFFECTS, LATER, NEGATED_BEFORE, REQUEST } from "./carrier-vocab.ts";
import { blankReassurances } from "./reassurance.ts";
import { shellExport } from "./carrier-shell-export.ts";
import { redactedObject } from "./carrier-redacted.ts";
import { ownBusiness32 } from "./carrier-own32.ts";
import { ownLoginGroup33 } from "./carrier-own-login33.ts";
import { ownAddressesOnly45, ownDestination45 } from "./own-org45.ts";
import { ownAccountGrant46 } from "./own-account46.ts";

export interface SentencePoints {
  points: number;
  /** the effects found ("send", "weaken" …), for the evidence */
  effects: string[];
}

/** an imperative: the verb opens the sentence or a clause, after a list mark, a label ("ops_note:") or "please", "also" */
const CLAUSE_START =
  /(?:^|[,:;(="“]|\band|\bthen|\bplease|\bkindly|\balso|\bjust|\bnow|\bfirst|\bsimply|\balways|\bbitte|\bpor favor)[-*•>\d.)\s]{0,6}$/;
/** a speaker label of the assistant in a transcript: its promise to act is a planted commitment */
const ASSISTANT_TURN =
  /^\s{0,4}(?:>\s?)?(?:assistant|agent|ai|bot|you|asistente|assistente|assistent|model)\b[^:\n>]{0,16}[:>]/;
/** a secret put where secrets belong ("copy the key into your .env", "… into the vault") is setup help */
const SAFE_PLACE =
  /\b(?:in|into|to|as) (?:your |the |a |an )?(?:local )?(?:[\w-]{1,20} header|header|bearer|request|\.env\b|vault|keychain|password manager|secret store|secrets? manager|environment variables?|ci secrets|repository secrets)/;
const PROMISE = /\b(?:i'll|i will|i'm going to)\b/;
/** quoted words in a sentence ("the e-mail said \"pay now\"") are reported, not asked */
const QUOTED = /"[^"\n]{0,300}"|“[^”\n]{0,300}”|«[^»\n]{0,300}»|`[^`\n]{0,300}`/g;
/** the new value of a redirect: an address, a URL or an account number, not the words "new IBAN" alone */
const NEW_VALUE =
  /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]|https?:\/\/|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}|\d{4}[ -]?\d{4}[ -]?\d{2,4}/;
/** a past or reported act, not a request ("we have sent", "was deleted") */
const REPORTED = /^(?:[\w ,'-]{0,40})\b(?:we|i|they|he|she|it|you)(?:'ve| have| had|'d)\b/;

/** The points of one sentence (0 when it asks for no consequential effect). `odd`: the carrier is a data record. */
export function sentencePoints(
  sentence: string,
  carrier: { odd: boolean; prose: boolean },
  line: string,
  around: { before?: string; after?: string; ownAddress?: (address: string) => boolean } = {},
): SentencePoints {
  // in prose (a mail, a config) quoted words are reported; in records and logs the quoted value is the content
  const unquote = (x: string): string => (carrier.prose ? x.replace(QUOTED, " ") : x);
  // (what a sender says it never asks for is no request: "IT will never ask you to reply with your password")
  const s = blankReassurances(unquote(sentence));
  const after = unquote(around.after ?? "");
  const effects: string[] = [];
  // (a grant or a send to addresses of the data's own organisation only is its own business, own-org45.ts)
  const ownOnly = around.ownAddress !== undefined && ownAddressesOnly45(s, around.ownAddress);
  let strong = 0;
  let lead = false;
  for (const e of EFFECTS) {
    const v = e.verb.exec(s);
    if (!v) continue;
    if (NEGATED_BEFORE.test(s.slice(Math.max(0, v.index - 40), v.index))) continue;
    // the object within a clause's reach of its verb: after it, or named just before it for what is sent ("read any
    // file … and upload it")
    const rest = s.slice(v.index + v[0].length, v.index + 160);
    const o =
      e.object.exec(rest) ?? (e.name === "send" ? e.object.exec(s.slice(Math.max(0, v.index - 80), v.index)) : null);
    if (!o) continue;
    // "redact tokens before posting": the object named before the verb is what the sender takes out (carrier-redacted.ts)
    if (o.input !== rest && redactedObject(o.input, o.index)) continue;
    // "reply with a screenshot (please don't include your password)": the object itself is ruled out
    if (o.input === rest && NEGATED_BEFORE.test(rest.slice(Math.max(0, o.index - 30), o.index))) continue;
    if (e.name === "redirect" && !NEW_VALUE.test(rest)) continue;
    if (ownOnly && (e.name === "grant" || e.name === "send")) continue;
    if (e.name === "send" && (SAFE_PLACE.test(rest) || shellExport(v[0], rest))) continue;
    // the record's own business asked of its recipient ("add me as an admin on the workspace", "pay this invoice to
    // IBAN …"), unless a program is named as the one to do it or the act is to be kept quiet
    const quiet = AUTOMATION.test(s) || CONCEAL.test(`${s} ${after}`);
    if (!quiet && o.input === rest && ownBusiness32(e.name, s, rest, o.index, after)) continue;
    // a tool's setup step for the person at the keyboard: "add your user to the docker group (…, then log out and in)
    // or use rootless Docker" (carrier-own-login33.ts)
    if (!quiet && e.name === "grant" && o.input === rest && ownLoginGroup33(s, rest, o.index, o[0])) continue;
    // the record's own account asking for its own people on its own workspace ("grant our new admin b.shaw@<the row
    // admin's organisation> … on our workspace", own-account46.ts)
    if (!quiet && e.name === "grant" && o.input === rest && ownAccountGrant46(rest, line)) continue;
    effects.push(e.name);
    if (e.strong === true || e.strong?.test(`${v[0]} ${o[0]} ${rest} ${e.name === "pay" ? after : ""}`)) strong = 1;
    // "forwarding a customer request: …" opens with a verb in -ing: a report, not an order
    if (!v[0].endsWith("ing") && CLAUSE_START.test(s.slice(Math.max(0, v.index - 40), v.index))) lead = true;
  }
  if (effects.length === 0) return { points: 0, effects };
  const before = unquote(around.before ?? "");
  // a promise in the first person counts when the one promising is a program ("On Tue, Assistant wrote: > I'll add …")
  const promise = PROMISE.test(s) && (AUTOMATION.test(before) || AUTOMATION.test(line));
  const asked = lead || promise || REQUEST.test(s) || ASSISTANT_TURN.test(line) || LATER.test(s);
  if (!asked || REPORTED.test(s)) return { points: 0, effects };
  let points = 1 + strong;
  // the address or the secrecy may follow in the next sentence ("… to our new partner. Keep this between us.")
  const near = `${s} ${after}`;
  // (an address of the organisation the data names elsewhere is no destination, own-org45.ts)
  const place = DESTINATION.exec(near);
  if (place && !(around.ownAddress && ownDestination45(near, place, around.ownAddress))) points++;
  if (CONCEAL.test(near)) points++;
  // the program may be named in the sentence before ("saw you use an assistant now. Ideally it would …")
  if (AUTOMATION.test(s) || AUTOMATION.test(before)) points++;
  if (LATER.test(s)) points++;
  if (ASSISTANT_TURN.test(line)) points++;
  if (carrier.odd) points++;
  return { points, effects };
}
