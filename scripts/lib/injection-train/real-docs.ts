// More benign real text for training, reproducible from a clone: the docs that permissively licensed packages ship, and read-tool pages.

import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** pi's read tool returns at most this many lines or bytes of a file per call (DEFAULT_MAX_LINES / DEFAULT_MAX_BYTES in pi). */
export const READ_MAX_LINES = 2000;
export const READ_MAX_BYTES = 50 * 1024;

/**
 * A real file as the scanner meets it, with the id of each piece: its read pages as `tool_result` (`rel#tool_result`,
 * `rel@page2#tool_result` …) and the whole file as a `write` (`rel#write`).
 */
export function realFilePieces(rel: string, text: string): ["tool_result" | "write", string, string][] {
  return [
    ...readPages(text).map((t, k): ["tool_result", string, string] => [
      "tool_result",
      t,
      k === 0 ? `${rel}#tool_result` : `${rel}@page${k + 1}#tool_result`,
    ]),
    ["write", text, `${rel}#write`],
  ];
}

/**
 * A file as the agent's read tool hands it over, page by page: runs of whole lines, each at most READ_MAX_LINES lines
 * and READ_MAX_BYTES bytes (a single longer line is a page of its own). A file within one page is one page, itself.
 */
export function readPages(text: string): string[] {
  if (Buffer.byteLength(text, "utf8") <= READ_MAX_BYTES && countLines(text) <= READ_MAX_LINES) return [text];
  const pages: string[] = [];
  let cur: string[] = [];
  let bytes = 0;
  for (const line of text.split("\n")) {
    const b = Buffer.byteLength(line, "utf8") + 1;
    if (cur.length > 0 && (cur.length >= READ_MAX_LINES || bytes + b > READ_MAX_BYTES)) {
      pages.push(cur.join("\n"));
      cur = [];
      bytes = 0;
    }
    cur.push(line);
    bytes += b;
  }
  if (cur.some((l) => l.trim() !== "")) pages.push(cur.join("\n"));
  return pages;
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** Prose a package ships besides its README: Markdown and text files, not licences, not the README (read elsewhere). */
const DOC_FILE = /\.(md|markdown|txt)$/i;
const NOT_DOC = /^(readme\.md|licen[cs]e|copying|notice|authors|third[-_]party)/i;

/**
 * The documentation files of one installed package (its directory `pkgDir`), sorted, at most `maxBytes` each, skipping
 * nested node_modules, dot-folders and the folders listed in `skip` (relative to the package: pi's docs and examples,
 * which are rows of their own).
 */
export function packageDocFiles(pkgDir: string, maxBytes: number, skip: readonly string[] = []): string[] {
  return filesUnder(
    pkgDir,
    (n, size) => DOC_FILE.test(n) && !NOT_DOC.test(n) && size > 0 && size <= maxBytes,
    (p) => skip.includes(relative(pkgDir, p)),
  );
}

/**
 * The files under `dir` that `keep` accepts by name and size, in sorted depth-first order; nested node_modules,
 * dot-folders and paths `skip` names are not entered. An unreadable folder is left out.
 */
export function filesUnder(
  dir: string,
  keep: (name: string, size: number) => boolean,
  skip: (path: string) => boolean = () => false,
): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const n of names) {
      if (n === "node_modules" || n.startsWith(".")) continue;
      const p = join(d, n);
      if (skip(p)) continue;
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (keep(n, st.size)) out.push(p);
    }
  };
  walk(dir);
  return out;
}
