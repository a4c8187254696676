// The one JSON-file editor: parse a file's text, change its object, print it back in the file's own style (indentation, byte-order mark, line endings, final newline).

import { jsonErrorText } from "./files.ts";

/** How a JSON file is laid out, so a rewrite looks like the file it replaces. */
export interface JsonStyle {
  bom: boolean;
  /** one level of indentation: spaces or a tab */
  indent: string;
  eol: "\n" | "\r\n";
  finalNewline: boolean;
}

/** A new file: two spaces, LF, no byte-order mark, a final newline. */
export const DEFAULT_JSON_STYLE: JsonStyle = { bom: false, indent: "  ", eol: "\n", finalNewline: true };

/** The style of an existing text; what it does not show (indentation of a one-line file) falls back to the default. */
export function jsonStyle(text: string | undefined): JsonStyle {
  if (text === undefined || text.trim() === "")
    return { ...DEFAULT_JSON_STYLE, bom: text?.startsWith("\uFEFF") ?? false };
  const indent = /\n([ \t]+)\S/.exec(text)?.[1];
  return {
    bom: text.startsWith("\uFEFF"),
    // the first indented line is one level deep (the line after the opening brace)
    indent: indent ?? DEFAULT_JSON_STYLE.indent,
    eol: text.includes("\r\n") ? "\r\n" : "\n",
    finalNewline: /\n\s*$/.test(text),
  };
}

/** `value` printed as JSON in `style`. */
export function formatJson(value: unknown, style: JsonStyle = DEFAULT_JSON_STYLE): string {
  const body = JSON.stringify(value, null, style.indent) ?? "null";
  const lines = style.eol === "\n" ? body : body.replaceAll("\n", style.eol);
  return `${style.bom ? "\uFEFF" : ""}${lines}${style.finalNewline ? style.eol : ""}`;
}

export type JsonObjectParse =
  | { ok: true; doc: Record<string, unknown>; style: JsonStyle }
  | { ok: false; error: string };

/** The object a file holds (a missing or blank file is an empty object); an error says what is wrong and where. */
export function parseJsonObject(text: string | undefined): JsonObjectParse {
  const style = jsonStyle(text);
  if (text === undefined || text.trim() === "") return { ok: true, doc: {}, style };
  const body = text.replace(/^\uFEFF/, "");
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch (e) {
    return { ok: false, error: `not valid JSON: ${jsonErrorText(body, e)}` };
  }
  if (doc === null || typeof doc !== "object" || Array.isArray(doc))
    return {
      ok: false,
      error: `must hold a JSON object ({ ... }), not ${Array.isArray(doc) ? "a list" : String(doc)}`,
    };
  return { ok: true, doc: doc as Record<string, unknown>, style };
}

export type JsonEditResult<T> = { ok: true; text: string; result: T } | { ok: false; error: string };

/** What an edit returns to refuse: nothing is written and `why` is the error. */
export class Refusal {
  readonly why: string;
  constructor(why: string) {
    this.why = why;
  }
}

/**
 * Edits the object held in `text` (undefined: the file does not exist yet) and prints it back in the file's style.
 * `edit` changes the draft in place and returns what it did, or a `Refusal` (nothing is written then).
 * Keys the edit does not touch keep their values and order.
 */
export function editJsonObject<T>(
  text: string | undefined,
  edit: (doc: Record<string, unknown>) => T | Refusal,
): JsonEditResult<T> {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const result = edit(parsed.doc);
  if (result instanceof Refusal) return { ok: false, error: result.why };
  return { ok: true, text: formatJson(parsed.doc, parsed.style), result };
}
