// The files port of the config loader and a reader that turns any broken JSON file into a diagnostic instead of a throw.

import * as fs from "node:fs";
import type { Diagnostic, Scope } from "../../state/config-model.ts";
import { errorText } from "../error-text.ts";
import { isPlainObject } from "./explain.ts";

export interface FileStat {
  isFile: boolean;
  isDirectory: boolean;
  size: number;
  mtimeMs: number;
}

/** Synchronous on purpose: a stat per guard event must not yield to the event loop. */
export interface ConfigFiles {
  /** undefined when nothing exists at the path; throws on other errors (EACCES, ...) */
  stat(path: string): FileStat | undefined;
  readFile(path: string): string;
}

export const nodeConfigFiles: ConfigFiles = {
  stat(path) {
    try {
      const s = fs.statSync(path);
      return { isFile: s.isFile(), isDirectory: s.isDirectory(), size: s.size, mtimeMs: s.mtimeMs };
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "ENOENT" || code === "ENOTDIR") return undefined;
      throw e;
    }
  },
  readFile(path) {
    return fs.readFileSync(path, "utf8");
  },
};

export const MAX_CONFIG_BYTES = 1024 * 1024;

export type ReadResult =
  | { status: "missing" }
  | { status: "loaded"; json: Record<string, unknown> }
  | { status: "invalid"; diagnostic: Diagnostic };

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** V8 shows this many characters of source before an unexpected token in its "...snippet..." form. */
const V8_CONTEXT_CHARS = 10;

/** Where JSON.parse failed: its "at position N", else located from the source snippet V8 quotes, else the end. */
function jsonErrorOffset(text: string, raw: string): number {
  const pos = /at position (\d+)/.exec(raw);
  if (pos) return Number(pos[1]);
  const m = /^Unexpected token '([\s\S]+?)', (\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(raw);
  if (m) {
    const [, token, elided, snippet] = m;
    const at = text.indexOf(snippet);
    if (elided && at >= 0) return at + V8_CONTEXT_CHARS;
    const first = text.indexOf(token);
    if (first >= 0) return first;
  }
  return text.length;
}

/** JSON.parse's message with a line/column we compute ourselves (V8's wording varies by version). */
export function jsonErrorText(text: string, e: unknown): string {
  const raw = errorText(e);
  const offset = jsonErrorOffset(text, raw);
  const reason = raw
    .replace(/^(Unexpected token '[\s\S]+?'), [\s\S]*$/, "$1")
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/\s+(?:in JSON )?at position \d+[\s\S]*$/, "")
    .replace("'\n'", "line break")
    .trim();
  const { line, column } = lineColumn(text, offset);
  return `${reason || "invalid JSON"} at line ${line}, column ${column}`;
}

/** Reads and parses one JSON object file; never throws. */
export function readJsonFile(files: ConfigFiles, path: string, scope: Scope): ReadResult {
  const invalid = (message: string): ReadResult => ({
    status: "invalid",
    diagnostic: { severity: "error", scope, file: path, message: `${message} (file skipped)` },
  });
  let text: string;
  try {
    const st = files.stat(path);
    if (!st) return { status: "missing" };
    if (st.isDirectory) return invalid("is a directory, not a file");
    if (!st.isFile) return invalid("is not a regular file");
    if (st.size > MAX_CONFIG_BYTES) return invalid(`is ${st.size} bytes, over the 1 MiB limit for config files`);
    text = files.readFile(path);
  } catch (e) {
    return invalid(`cannot be read (${errorText(e)})`);
  }
  if (text.length > MAX_CONFIG_BYTES) return invalid(`is over the 1 MiB limit for config files`);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === "") return invalid("is empty; write {} or delete the file");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return invalid(`is not valid JSON: ${jsonErrorText(text, e)}`);
  }
  if (!isPlainObject(json))
    return invalid(
      `must contain a JSON object ({ ... }), not ${Array.isArray(json) ? "a list" : JSON.stringify(json)}`,
    );
  return { status: "loaded", json };
}
