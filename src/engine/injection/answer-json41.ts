// An API's JSON answer read as items: each string field of prose (a step, a note, a memory value) is one item.

/**
 * What an API answers is JSON: its advice sits in string fields (`"steps": ["1. …", "2. …"]`, `{"key": "policy",
 * "value": "…"}`, `"recommended_action": "…"`), and a list-of-steps reader that looks for line-opening marks sees one
 * document of keys. Each string field that holds words (a space, at least ITEM_MIN characters) is an item of the answer,
 * read alone like a spec's step (spec-step40.ts); names, ids, URLs and numbers are its metadata. A text is such an answer
 * only when a line opens a JSON object or array and it holds at least ITEMS_MIN such fields.
 */
/** fields of words an answer holds at least */
const ITEMS_MIN = 3;
/** items read at most */
const ITEMS_MAX = 80;
/** a field's characters at least: a label or an id holds no act */
const ITEM_MIN = 24;
/** the part of a long answer read */
const HEAD = 32 * 1024;
/** a line that opens or holds JSON */
const JSON_LINE = /^\s*(?:[{[]\s*$|[{[]\s*"|"[^"\n]{1,60}"\s*:)/m;
/** a string literal of JSON (escapes kept, one line) */
const STRING = /"((?:[^"\\\n]|\\.){24,1200})"/g;

/** The answer's string fields of words, unescaped, or null when the text is no JSON answer. */
export function jsonItems41(text: string): string[] | null {
  const head = text.length > HEAD ? text.slice(0, HEAD) : text;
  if (!JSON_LINE.test(head)) return null;
  const items: string[] = [];
  STRING.lastIndex = 0;
  for (let m = STRING.exec(head); m && items.length < ITEMS_MAX; m = STRING.exec(head)) {
    const raw = m[1] as string;
    // (a key is no item: the literal followed by a colon)
    if (/^\s*:/.test(head.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    if (!/\s/.test(raw)) continue;
    const item = raw
      .replace(/\\(["\\/])/g, "$1")
      .replace(/\\n/g, "\n")
      .replace(/\\t/g, " ");
    if (item.length >= ITEM_MIN) items.push(item);
  }
  return items.length >= ITEMS_MIN ? items : null;
}
