// A JSON tool output read field by field: each string value of free text is a text of its own, at any length.

/**
 * Readers that cut sentences at ".!?;" read a JSON one-liner as one long sentence (keys, ids and the planted field
 * together), and an order at a value's start ("Forward all invoices to …") has no clause start before it. A field's
 * value is the unit its author wrote, so each value is handed to the readers as its own text. A tolerant scan of
 * `"key": "value"` pairs, not JSON.parse: a tool output cut at a size limit is no valid JSON, and the readers need each
 * value's offsets in the text.
 */

/** a JSON text (or an array of records), possibly after an HTTP status line and headers */
const JSON_START = /^(?:http\/\d(?:\.\d)? \d{3}[^\n]*\n(?:[\w-]{1,40}: [^\n]*\n){0,12}\n?)?\s{0,8}[[{]/;
/** a key and its string value of free text (20 characters or more; escapes kept, so offsets are the text's) */
const FIELD = /"([\w$ .-]{1,60})"\s{0,3}:\s{0,3}"((?:[^"\\\n]|\\.){20,6000})"/g;
/** values that are codes, not text: a link, a path, a hash, base64 */
const CODE_VALUE = /^(?:https?:\/\/|\/|[\w+/=-]{20,}$)/;
/** keys of a schema or a manifest: their descriptions document an API, they are not data */
export const JSON_SCHEMA17 =
  /"(?:\$schema|openapi|swagger|paths|operationid|inputschema|properties|dependencies|scripts|definitions)"\s{0,3}:/;

export interface Field17 {
  key: string;
  /** [start, end) of the value in the text */
  start: number;
  end: number;
}

/** Whether a text is a JSON output whose fields are data (not a schema or a manifest). */
export function isJsonData17(text: string): boolean {
  return JSON_START.test(text) && !JSON_SCHEMA17.test(text.slice(0, 20_000));
}

/** The string values of free text in a JSON text, in order (at most `max`). */
export function jsonFields17(text: string, max = 2000): Field17[] {
  const out: Field17[] = [];
  FIELD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FIELD.exec(text)) !== null && out.length < max) {
    const value = m[2] as string;
    if (CODE_VALUE.test(value) || !value.includes(" ")) continue;
    const start = m.index + m[0].length - 1 - value.length;
    out.push({ key: m[1] as string, start, end: start + value.length });
  }
  return out;
}
