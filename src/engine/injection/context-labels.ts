// Message catalogues of a user interface (gettext .po, i18n JSON): their short strings are labels a program shows.

import type { Spans } from "./context.ts";

/**
 * factor of a label in a message catalogue: "Delete all messages", "Envoyer le mot de passe", "忽略" are the words on a
 * button or a menu, in every language a program is translated into, not orders to whoever reads the file. Below warn
 * on its own, like a test fixture. A string that names an outside place or a key file is no label: it keeps its weight.
 */
export const LABEL = 0.4;

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;
/** a label is a few words: a button, a menu item, a short message with a placeholder */
const LABEL_MAX_WORDS = 12;
const LABEL_MAX_CHARS = 120;
/** catalogue size: a tool result with a few string fields is a record, not a catalogue */
const MIN_PO_ENTRIES = 3;
const MIN_JSON_PAIRS = 5;
/** share of a JSON text's string pairs that must read as labels */
const LABEL_SHARE = 0.8;

/** what a label never holds: a link, a mail address, a key file or a home path (a planted order's outside place) */
const OUTSIDE =
  /https?:\/\/|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|~\/|\/etc\/|\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.env\b|\.aws\b|\.netrc\b/;
/** what no button says: words about a reader's instructions or an AI ("Ignore all previous instructions" is no label) */
const ADDRESSES_READER =
  /\b(?:instructions?|prompts?|assistant|chatbot|llm|ai|agent|model)\b|instrucci|instruktion|инструкц|指令|指示|プロンプト|提示词/;
/** gettext: `msgid "…"`, `msgstr[0] "…"`, `msgctxt "…"` and the continuation lines `"…"` of a multi-line string */
const PO_LINE =
  /^(?:msgid|msgid_plural|msgstr(?:\[\d{1,2}\])?|msgctxt)?[ \t]{0,4}"((?:[^"\\\n]|\\.){0,2000})"[ \t]*$/gm;
const PO_KEY = /^msgid[ \t]{1,4}"/gm;
/** i18n JSON: one `"key": "value"` pair a line, the key an identifier (`sendPassword`, `dialog.confirm_delete`) */
const JSON_PAIR = /^[ \t]{0,40}"[\w.$:-]{1,80}"[ \t]{0,2}:[ \t]{0,2}"((?:[^"\\\n]|\\.){0,2000})"[ \t]{0,2},?[ \t]*$/gm;
/**
 * A sign that string pairs are a program's text and not a record of data: a placeholder the program fills
 * (`{{email}}`, `{count}`, `%s`, `%(name)s`, `$t(…)`), a key of the user interface (`button`, `menu`, `tooltip`), or a
 * language code as a key (`"de": {`, `"pt-br": {`). Read on the lower-case view.
 */
const UI_SIGN =
  /\{\{[\w.]{1,40}\}\}|\{[\w.]{1,30}\}|%(?:\([\w]{1,30}\))?[sd]\b|\$t\(|"(?:[\w.-]{0,40}[._-])?(?:buttons?|menus?|toolbar|tooltips?|labels?|dialogs?|placeholders?|actions|common|messages|notifications?|confirm\w{0,12}|cancel|errors)"[ \t]{0,2}:|^[ \t]{0,8}"[a-z]{2}(?:[-_][a-z]{2,4})?"[ \t]{0,2}:[ \t]{0,2}\{/m;

function isLabel(value: string): boolean {
  if (value.length > LABEL_MAX_CHARS || OUTSIDE.test(value) || ADDRESSES_READER.test(value)) return false;
  const words = value.trim().split(/\s+/).filter(Boolean).length;
  return words <= LABEL_MAX_WORDS;
}

/** The quoted strings of a gettext catalogue (three or more `msgid` entries) that read as labels. */
function poSpans(text: string, out: Spans): void {
  if (!text.includes('msgid "') || !text.includes('msgstr "')) return;
  PO_KEY.lastIndex = 0;
  let entries = 0;
  while (entries < MIN_PO_ENTRIES && PO_KEY.exec(text)) entries++;
  if (entries < MIN_PO_ENTRIES) return;
  PO_LINE.lastIndex = 0;
  for (let m = PO_LINE.exec(text); m && out.length < MAX_SPANS; m = PO_LINE.exec(text)) {
    if (!isLabel(m[1])) continue;
    const start = m.index + m[0].indexOf('"');
    out.push(start, m.index + m[0].lastIndexOf('"') + 1, LABEL);
  }
}

/** The values of an i18n JSON file (five or more pairs, most of them labels, with a sign of a user interface). */
function jsonSpans(text: string, out: Spans): void {
  if (!text.includes('": "') || !UI_SIGN.test(text)) return;
  const pairs: [number, number, boolean][] = [];
  JSON_PAIR.lastIndex = 0;
  for (let m = JSON_PAIR.exec(text); m && pairs.length < MAX_SPANS; m = JSON_PAIR.exec(text)) {
    const start = m.index + m[0].indexOf('"', m[0].indexOf(":"));
    pairs.push([start, start + m[1].length + 2, isLabel(m[1])]);
  }
  const labels = pairs.filter((p) => p[2]);
  if (pairs.length < MIN_JSON_PAIRS || labels.length < pairs.length * LABEL_SHARE) return;
  for (const [start, end] of labels) if (out.length < MAX_SPANS) out.push(start, end, LABEL);
}

/** Spans of the labels of a message catalogue in `text` (the normalised, lower-case view). */
export function labelSpans(text: string, out: Spans): void {
  poSpans(text, out);
  jsonSpans(text, out);
}
