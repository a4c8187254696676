// Which carrier a text is (mail, API record, calendar entry, transcript, log, CSV, agent config), read from its shape, and its free-text parts.

import { stringCatalogue46 } from "./string-catalogue46.ts";
import { askLineEnd45 } from "./ask-line45.ts";
import { freeCells45, recordFields45 } from "./data-cells45.ts";

export type CarrierKind = "mail" | "api" | "calendar" | "chat" | "log" | "csv" | "config";

export interface Carrier {
  kind: CarrierKind;
  /** [start, end) spans of the normalised text that hold free text (bodies, descriptions, notes, string values) */
  parts: [number, number][];
  /** a request for action is out of place in this carrier (a data record, an event, a log line) */
  odd: boolean;
}

/** carriers are short records: a longer text is a document, not one record */
export const CARRIER_MAX = 24_000;
/** a short tool result is mostly its one request; in a longer text a lone order to a program is weaker evidence */
export const SHORT = 2000;

const MAIL_HEADER =
  /^(?:from|to|cc|bcc|subject|betreff|objet|asunto|assunto|oggetto|reply-to|von|an|de|para|fwd?|re)\s?:\s?\S/;
const GREETING =
  /^(?:hi|hello|hey|dear|hallo|hola|ola|bonjour|salut|ciao|buongiorno|sehr geehrte|liebe|lieber|guten tag|good (?:morning|afternoon|evening)|olá)\b/;
const ICS_FIELD = /^(?:description|summary|location|comment)(?:;[^:\n]{0,80})?:/;
/** labels of documents and forms, not speakers */
const DOC_LABEL =
  /^(?:note|notes|usage|example|examples|warning|tip|title|status|description|name|version|author|license|see|todo|important|summary|goal|agenda|date|time|location|owner|type|step \d+|q|a|faq|output|input|result|error|info|debug)$/;
/** a speaker's turn: a short name (one to three words, a channel or a time before it) and what they said */
const SPEAKER =
  /^\s{0,4}(?:>\s?)?(?:\[[^\]\n]{1,40}\]\s?)?([a-z][\w.'-]{0,20}(?: [\w.'-]{1,20}){0,2}(?: \([\w ]{1,12}\))?)(?::|>)\s\S/;
const LOG_LINE =
  /^\s{0,2}(?:\[?\d{4}-\d\d-\d\d[t ]\d\d:\d\d|\[?(?:info|warn|warning|error|debug|notice|fatal)\b|\[[a-z][\w-]{0,20}\]\s)/;
/** the first line names an agent's instruction file (a path or a heading): the file is an agent config */
const CONFIG_NAME =
  /^(?:#{1,3}\s{1,3})?[\w./-]{0,60}(?:agents\.md|claude\.md|gemini\.md|\.cursorrules|\.windsurfrules|skill\.md|\.cursor\/rules\/|copilot-instructions|\.github\/instructions\/|\.aider[\w.-]{0,20}|\.codex\/|\.continue\/|conventions\.md|contributing\b|prompts\/)/;
/** JSON that describes an API or a package (a schema, a spec, a manifest): its descriptions are documentation */
const JSON_SCHEMA =
  /"(?:\$schema|openapi|swagger|paths|operationid|inputschema|properties|dependencies|scripts|definitions)"\s{0,3}:/;
const JSON_STRING = /"((?:[^"\\\n]|\\.){12,2000})"/g;

/** The lines of the first `max` characters: [start, end) of each. */
function lines(text: string, max = CARRIER_MAX): [number, number][] {
  const out: [number, number][] = [];
  let pos = 0;
  const stop = Math.min(text.length, max);
  while (pos < stop) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    out.push([pos, end]);
    pos = end + 1;
  }
  return out;
}

/** The string values of a JSON text (not its keys) that hold free text: three words or more. */
function jsonValues(text: string, from: number): [number, number][] {
  const out: [number, number][] = [];
  JSON_STRING.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = JSON_STRING.exec(text)) !== null && out.length < 200) {
    const after = /^\s{0,3}:/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4));
    const value = m[1] as string;
    if (!after && value.split(" ").length >= 4) out.push([m.index + 1, m.index + 1 + value.length]);
  }
  return out;
}

/** The carrier of a normalised text, or null for documents, pages and code (read by the other rules). */
export function carrierOf(text: string): Carrier | null {
  if (text.length > CARRIER_MAX) return null;
  const c = carrierAfter(text);
  if (c !== null) return c;
  // (a list export after the line that asked for it, a tool call's echo or a command: records of fields between
  // " · ", their free-text fields the parts; data-cells45.ts, ask-line45.ts)
  const asked = askLineEnd45(text);
  const fields = asked > 0 ? recordFields45(text, asked) : null;
  return fields ? { kind: "csv", parts: fields, odd: true } : null;
}

/** The carrier of a text read from its first line. */
function carrierAfter(text: string): Carrier | null {
  const ls = lines(text);
  const body = ls.filter(([s, e]) => text.slice(s, e).trim() !== "");
  if (body.length === 0) return null;
  const first = text.slice(body[0][0], body[0][1]).trim();
  const whole: [number, number][] = [[0, text.length]];
  if (text.includes("begin:vevent") || text.includes("begin:vcalendar")) {
    const parts: [number, number][] = [];
    for (let i = 0; i < ls.length; i++) {
      const [s, e] = ls[i] as [number, number];
      if (!ICS_FIELD.test(text.slice(s, e))) continue;
      let end = e;
      while (i + 1 < ls.length && text[(ls[i + 1] as [number, number])[0]] === " ")
        end = (ls[++i] as [number, number])[1];
      parts.push([s, end]);
    }
    return { kind: "calendar", parts, odd: true };
  }
  const brace =
    /^(?:http\/\d(?:\.\d)? \d{3}[^\n]*\n(?:[\w-]{1,40}: [^\n]*\n){0,12}\n?)?\s{0,8}(?:\{\s{0,8}["}]|\[\s{0,8}[{["\d\]])/.exec(
      text,
    );
  if (brace) {
    // (a schema describes fields, a UI catalogue keyed by its own strings labels screens: string-catalogue46.ts)
    const odd = !JSON_SCHEMA.test(text) && !stringCatalogue46(text);
    return { kind: "api", parts: jsonValues(text, brace.index), odd };
  }
  if (/^http\/\d(?:\.\d)? \d{3}/.test(first)) return { kind: "api", parts: whole, odd: true };
  if (first.length <= 80 && CONFIG_NAME.test(first)) return { kind: "config", parts: whole, odd: false };
  const head = body.slice(0, 6).map(([s, e]) => text.slice(s, e).trim());
  if (head.some((l) => MAIL_HEADER.test(l)) || (GREETING.test(first) && text.length < 6000))
    return { kind: "mail", parts: whole, odd: false };
  // a transcript or a log is mostly its kind of line: a document with a few "Note:" or "key: value" lines is neither
  const logs = body.filter(([s, e]) => LOG_LINE.test(text.slice(s, e))).length;
  if (text.length < 8000 && logs >= 1 && logs * 2 >= body.length) return { kind: "log", parts: whole, odd: true };
  const names = new Set<string>();
  let speakers = 0;
  for (const [s, e] of body) {
    const m = SPEAKER.exec(text.slice(s, e));
    if (!m || DOC_LABEL.test(m[1] as string)) continue;
    speakers++;
    names.add(m[1] as string);
  }
  if (text.length < 8000 && speakers * 2 >= body.length && (names.size >= 2 || body.length === 1))
    return { kind: "chat", parts: whole, odd: false };
  const commas = (l: string): number => l.split(",").length - 1;
  if (
    body.length >= 3 &&
    commas(first) >= 2 &&
    !first.includes(" ") &&
    commas(text.slice(body[1][0], body[1][1])) >= 2
  ) {
    const parts: [number, number][] = [];
    const cell = /"([^"\n]{12,2000})"/g;
    let m: RegExpExecArray | null;
    while ((m = cell.exec(text)) !== null && parts.length < 200)
      parts.push([m.index + 1, m.index + 1 + (m[1] as string).length]);
    // (a free-text cell need not be quoted: "…,owner@x.example,quarantine and fix the clock dependency", data-cells45.ts)
    const quoted = new Set(parts.map(([s]) => s));
    for (const p of freeCells45(text, body[1][0], ",")) if (!quoted.has(p[0]) && parts.length < 200) parts.push(p);
    parts.sort((a, b) => a[0] - b[0]);
    return { kind: "csv", parts, odd: true };
  }
  // a TSV export: a header of bare names between tabs, rows with as many tabs; its free-text cells (data-cells45.ts)
  const tabs = (l: string): number => l.split("\t").length - 1;
  if (body.length >= 2 && tabs(first) >= 2 && !first.includes(" ") && tabs(text.slice(body[1][0], body[1][1])) >= 2)
    return { kind: "csv", parts: freeCells45(text, body[1][0], "\t"), odd: true };
  return null;
}
