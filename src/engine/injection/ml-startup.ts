// Code planted where a Python interpreter, a Jupyter kernel or a conda environment runs it at every start (.pth, sitecustomize, IPython startup, kernel specs, activate.d).

import { hit } from "./bash-facts.ts";
import { startPayload } from "./ml-payload.ts";
import type { Hit } from "./types.ts";

const PATH_CHARS = String.raw`[^\s"'\x60;|&)<>]`;
/**
 * Places run at a start: a `.pth` file in site-packages (its `import` lines run at every interpreter start; a model's
 * `.pth` weights elsewhere are not), sitecustomize and usercustomize, IPython's startup folder and config (its
 * exec_lines), a Jupyter kernel spec (its argv is the kernel's command), conda's activate.d and deactivate.d hooks.
 */
const START_PLACE = new RegExp(
  String.raw`(?:(?:site|dist)-packages|getsitepackages|getusersitepackages|user-site|purelib|platlib)${PATH_CHARS}{0,80}?\/[\w.-]+\.pth\b|\b(?:site|user)customize\.py\b|\.ipython\/profile_[\w.-]+\/(?:startup\/${PATH_CHARS}+|ipython(?:_kernel)?_config\.py)|jupyter\/kernels\/[\w.-]+\/kernel\.json|etc\/conda\/(?:de)?activate\.d\/${PATH_CHARS}+`,
);
/** A write into the place: a redirect, tee, a copy or install, a downloader's output option (the folder may be a `$(…)`). */
const WRITE_INTO =
  /(?:>>?|\btee\s+(?:-a\s+)?|\b(?:cp|mv|install|ln)\s[^\n;&|]*\s|\s-\w*[oO]\s{0,3}|--output[=\s])\s{0,3}["']?(?:\$\([^\n]{0,200}?\)["']?)?\S*$/;
const FETCHER = /\b(?:curl|wget|aria2c|http|xh)\b[^\n;&|]*\b(?:https?|ftp):\/\//;

/** The start-up place a path names, when it names one. */
export function startPlace(path: string): string | null {
  return START_PLACE.exec(path.replace(/\\/g, "/"))?.[0] ?? null;
}

/** Hits for a script that writes a payload, or a download, into a place run at every start. */
export function mlStartupHits(text: string): Hit[] {
  if (!START_PLACE.test(text)) return startupVariableHits(text);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const m = START_PLACE.exec(line);
    if (!m || !WRITE_INTO.test(line.slice(0, m.index))) continue;
    // the statement: the line, and a here-document's body when the line opens one
    const tag = /<<-?\s*["']?(\w+)["']?/.exec(line)?.[1];
    let end = i;
    if (tag) while (end + 1 < lines.length && (lines[end + 1] as string).trim() !== tag) end++;
    const statement = lines.slice(i, end + 1).join("\n");
    const why = FETCHER.test(line) ? "a download written" : startPayload(statement);
    if (why)
      return [
        hit(
          "bash.ml-startup-payload",
          "bash_persistence",
          0.92,
          0,
          text.length,
          `${why} into ${m[0]}, run at every start`,
        ),
      ];
  }
  return startupVariableHits(text);
}

/** PYTHONSTARTUP (run by every interactive interpreter) pointed at a file the same script downloads. */
function startupVariableHits(text: string): Hit[] {
  const file = /\bPYTHONSTARTUP=["']?([^\s"';&|]+)/.exec(text)?.[1];
  if (!file) return [];
  const name = file.slice(file.lastIndexOf("/") + 1);
  const fetched = new RegExp(
    String.raw`\b(?:curl|wget|aria2c)\b[^\n;&|]*(?:\s-\w*[oO]\s{0,3}|--output[=\s]|>\s{0,3})["']?\S*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`,
  );
  if (!fetched.test(text) || !FETCHER.test(text)) return [];
  return [
    hit(
      "bash.ml-startup-payload",
      "bash_persistence",
      0.92,
      0,
      text.length,
      `PYTHONSTARTUP set to a downloaded file (${file})`,
    ),
  ];
}

/** Hits for a file the write tool puts into a start-up place, judged by the payload it carries. */
export function mlStartupFileHits(path: string, text: string): Hit[] {
  const place = startPlace(path);
  const why = place === null ? null : startPayload(text);
  return why
    ? [
        hit(
          "bash.ml-startup-payload",
          "bash_persistence",
          0.92,
          0,
          text.length,
          `${why} in ${place}, run at every start`,
        ),
      ]
    : [];
}
