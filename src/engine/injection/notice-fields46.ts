// A message a machine wrote to people (a notice mail, a bot's PR body, a status page, an alert, a webhook delivery) cut into its fields, each read alone as a voice of a thread.

import { FRAGMENT_MAX } from "./fragment38.ts";
import { orgOf45 } from "./own-org45.ts";
import type { Turn } from "./thread39-voices.ts";
import type { ScanResult } from "./types.ts";

/**
 * A password-reset mail, an invoice, a Dependabot body, a status-page update, an incident timeline, a help-desk
 * ticket or a webhook delivery is one ordinary template and a few fields filled from outside: a requester's note, a
 * release note's bullet, a timeline entry, a customer's words, a commit message inside the JSON. An order rides in one
 * such field, and read as one document the template is its context (a mail's chrome, a changelog's bullets), so the
 * readers that judge a short text by its act and object never see the field alone. Here a text that opens with a
 * machine's header (its first two lines or more each a field, a `Key: value` line with a capitalised or uncased key,
 * or fields run together with ` · `, or one such line over a JSON payload; a time stamp, a date, a number or a bot's
 * name among them) is cut into its
 * fields: each line of its body, and each line of a JSON string value (`"message": "…\n\nAfter pulling, run: …"`) with
 * its escapes undone. The thread reader (thread39.ts) reads each field as it reads a turn: alone, with the readers that
 * judge whom a text addresses left out (a notice speaks to its reader: "Reset your password", "Click to confirm").
 */
/** header lines read at most */
const HEAD_LINES = 8;
/** header lines at least */
const FIELDS_MIN = 2;
/** a field's words at least (thread39.ts's turn minimum) */
const FIELD_MIN = 24;
/** a field's words at most */
const FIELD_MAX = 600;
/** fields read per notice at most */
const FIELDS_MAX = 60;
/** only the head of a long text is cut */
const MAX = 16 * 1024;

/** a header line: a short capitalised or uncased key (one to three words), a colon, a value */
const KEY_VALUE =
  /^[ \t]{0,2}[\p{Lu}\p{Lo}][\p{L}\p{M}.'-]{0,20}(?:[ \t][\p{L}\p{M}.'-]{1,20}){0,2}[ \t]?[:：][ \t]*\S/u;
/** fields run together on one line with middle dots (`Ticket #51207 · Prioridad: normal`, `Acme status · Slow builds`) */
const DOTTED = /\S[ \t]·[ \t]\S/;
/**
 * a machine's mark in the header's lines: a time stamp, a date (`07 Dec 2026`, `2026-12-07`, `2026年12月7日`, `7 dic
 * 2026`), a record's number (`Ticket #51207`, `Инцидент #318`), a bot's or a no-reply sender's name
 */
const MACHINE =
  /\b\d{1,2}:\d{2}\b|#\d{2,}\b|\b\d{4}-\d{2}-\d{2}\b|\d{4}年\d{1,2}月|\d{4}년|\b\d{1,2}\.? [\p{L}]{3,10}\.? \d{4}\b|\[bot\]|\bno-?reply\b/iu;
/** a JSON string value of words (its escapes still in) */
const JSON_VALUE = /"[\w.-]{1,40}"\s*:\s*"((?:[^"\\\n]|\\.){24,2000})"/g;

/** Whether the text opens with a machine's header. */
export function isNotice46(text: string): boolean {
  // (the header is the text's first lines, each a field, up to its first line of words, blank lines skipped: a thread's
  // or a listing's title line, "owner/repo#12: …", "Reviews for …", is no header, though dotted lines follow it)
  let fields = 0;
  let machine = false;
  let at = 0;
  while (at < text.length && /\s/.test(text[at] as string)) at++;
  while (fields < HEAD_LINES && at < text.length) {
    let nl = text.indexOf("\n", at);
    if (nl < 0) nl = text.length;
    const line = text.slice(at, nl);
    if (line.trim() === "") {
      at = nl + 1;
      continue;
    }
    if (line.length > 400 || !(DOTTED.test(line) || KEY_VALUE.test(line))) break;
    fields++;
    if (!machine && MACHINE.test(line)) machine = true;
    at = nl + 1;
  }
  // (a delivery log's one dotted line over the JSON it delivered is a header too)
  while (fields === 1 && at < text.length && /\s/.test(text[at] as string)) at++;
  const payload = fields === 1 && (text[at] === "{" || text[at] === "[");
  return (fields >= FIELDS_MIN || payload) && machine;
}

/**
 * a field whose value is one quotation (`Note left by requester: "…"`, `Petición del cliente, literal: «…»`, `Wiadomość
 * od administratora: „…”`): the notice carries someone's words as its field's value, group 1
 */
const QUOTED_VALUE =
  /^(?:[-*•][ \t]*)?[^:"“„«「\n]{1,80}[:：][ \t]*["“„«「『]([^"“”„«»「」『』\n]{12,})["”“»」』][ \t.]*$/u;

/** A field's value when it is one quotation, else the field. */
function unquotedValue(field: string): string {
  const m = QUOTED_VALUE.exec(field);
  return m ? (m[1] as string) : field;
}

/** A JSON string's escapes undone (`\n`, `\"`, `\\`, `\t`, `\uXXXX`); bad escapes are kept as they stand. */
function unescaped(s: string): string {
  return s.replace(/\\(?:u([0-9a-fA-F]{4})|(.))/g, (m, hex: string | undefined, c: string | undefined) => {
    if (hex) return String.fromCharCode(Number.parseInt(hex, 16));
    if (c === "n") return "\n";
    if (c === "t") return "\t";
    if (c === '"' || c === "\\" || c === "/") return c;
    return m;
  });
}

/** The notice's fields as turns (no speaker), or null when the text is no machine's message. */
export function noticeTurns46(text: string): Turn[] | null {
  // (a notice of a fragment's length is read whole by fragment38.ts: a `git log` entry, its header and one line of words)
  if (text.length <= FRAGMENT_MAX || !isNotice46(text)) return null;
  const head = text.length > MAX ? text.slice(0, MAX) : text;
  const turns: Turn[] = [];
  const push = (body: string, start: number, end: number): void => {
    const b = unquotedValue(body.trim());
    if (b.length >= FIELD_MIN && turns.length < FIELDS_MAX)
      turns.push({ start, end, speaker: "", body: b.slice(0, FIELD_MAX) });
  };
  let at = 0;
  while (at < head.length && turns.length < FIELDS_MAX) {
    let nl = head.indexOf("\n", at);
    if (nl < 0) nl = head.length;
    const line = head.slice(at, nl);
    // (a JSON line's string values are fields of their own, each of their lines one)
    if (line.includes('":')) {
      JSON_VALUE.lastIndex = 0;
      let found = false;
      for (let m = JSON_VALUE.exec(line); m !== null; m = JSON_VALUE.exec(line)) {
        found = true;
        for (const part of unescaped(m[1] as string).split("\n")) push(part, at + m.index, at + m.index + m[0].length);
      }
      if (!found) push(line, at, nl);
    } else push(line, at, nl);
    at = nl + 1;
  }
  return turns.length > 0 ? turns : null;
}

/** the readings of a command a field gives (the bash layer's): what it runs is read whatever the addresses */
const COMMAND_READING = /^(?:fragment\.command38|bash\.)/;
/** a mail header's recipient line in several languages, its address in group 1 */
const RECIPIENT =
  /^[ \t]{0,2}(?:to|an|à|a|para|do|kime|aan|til|till|komu|кому|宛先|收件人|收件者|받는 사람|받는사람)[ \t]?[:：][^\n@]{0,80}?([a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8})/imu;
/** an e-mail address */
const ADDRESS = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi;

/**
 * Whether a field's reading is of an act on the mail's own people only: every address the field names (one to eight,
 * no link) is of the recipient's organisation (the header's `To:` line; `example.*` and `co.uk`-like second levels as
 * suffixes, own-org45.ts), and the reading is not a command's. A reset mail's admin note giving the Owner role to a
 * colleague of the recipient's domain is the account's business; to an address of another organisation (a stranger's,
 * or the sending service's own asking for full access to the recipient's shop) it is the order.
 */
export function ownPeopleField46(text: string, field: Turn, reading: ScanResult): boolean {
  if (field.body.includes("://") || reading.evidence.some((e) => COMMAND_READING.test(e.rule))) return false;
  const to = RECIPIENT.exec(text.slice(0, 2048));
  if (!to) return false;
  const org = orgOf45((to[1] as string).split("@")[1] as string);
  const all = field.body.match(ADDRESS) ?? [];
  return all.length > 0 && all.length <= 8 && all.every((a) => orgOf45(a.split("@")[1] as string) === org);
}
