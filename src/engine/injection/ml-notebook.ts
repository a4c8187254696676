// A Jupyter notebook written whole, judged by the code its cells run: shell lines (`!`, `%%bash`) as shell, the rest as Python.

import { writtenSourceHits } from "./bash-written-source.ts";
import { hit } from "./bash-facts.ts";
import { startPayload } from "./ml-payload.ts";
import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/** A cell's `source` (a list of JSON strings or one string), in a whole notebook or in a fragment of one. */
const SOURCE = /"source"\s*:\s*(\[\s*(?:"(?:[^"\\]|\\.)*"\s*,?\s*)*\]|"(?:[^"\\]|\\.)*")/g;
/** Cell magics that run the cell as shell, and line magics that run one line. */
const SHELL_CELL = /^%%(?:bash|sh|script\s+(?:ba|z)?sh|system)\b/;
const SHELL_LINE = /^\s*(?:!|%(?:sx|system)\s)/;

/** The cells' code of a notebook text: the shell it runs and the Python it runs. */
export function notebookCode(text: string): { shell: string; python: string } {
  const shell: string[] = [];
  const python: string[] = [];
  for (const m of text.matchAll(SOURCE)) {
    let cell: string;
    try {
      const v: unknown = JSON.parse(m[1] as string);
      cell = Array.isArray(v) ? v.join("") : String(v);
    } catch {
      continue;
    }
    if (SHELL_CELL.test(cell)) {
      shell.push(cell.slice(cell.indexOf("\n") + 1));
      continue;
    }
    for (const line of cell.split("\n"))
      if (SHELL_LINE.test(line)) shell.push(line.replace(SHELL_LINE, ""));
      else python.push(line);
  }
  return { shell: shell.join("\n"), python: python.join("\n") };
}

/** Hits for a notebook the write tool writes (by its `.ipynb` path): its shell read as a script, its Python as a program. */
export function notebookHits(path: string, text: string, read: Reader): Hit[] {
  if (!/\.ipynb$/i.test(path)) return [];
  const { shell, python } = notebookCode(text);
  const hits: Hit[] = [];
  if (shell.trim() !== "")
    for (const h of read(shell, 0, text.length, `notebook ${path}, shell`)) if (h.weight >= 0.5) hits.push(h);
  if (python.trim() !== "") {
    hits.push(...writtenSourceHits(`${path}.py`, python, python.length, read).map((h) => ({ ...h, end: text.length })));
    const why = startPayload(python, false);
    if (why)
      hits.push(hit("bash.ml-notebook-payload", "bash_remote_exec", 0.9, 0, text.length, `notebook ${path}: ${why}`));
  }
  return hits;
}
