// Files the agent writes that something runs later: program files (workflows, Makefiles, hooks …) and start-up files.

import type { Hit } from "./types.ts";
import { isAgentFile } from "./agent-file.ts";
import { tamperPathHit } from "./bash-tamper.ts";
import { devcontainerRunHits } from "./devcontainer-run68.ts";
import { rcWriteHits } from "./shell-flow-rc-write.ts";
import { runFileHits, runFileKind } from "./shell-run-files.ts";
import { pythonFileHits } from "./shell-run-python.ts";
import { RC_FILE } from "./shell-words.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/** The path when it names a file something runs later unasked (RC_FILE) and no agent file, else null. */
export function startupFile(path: string): string | null {
  const p = path.replace(/\\/g, "/").replace(/^["'@]|["']$/g, "");
  return RC_FILE.test(p) && !isAgentFile(p) ? p : null;
}

/** A shell start-up file, cron table or autostart entry written whole: judged as a redirect into it is. */
export function startupFileHits(path: string, text: string, read: Reader): Hit[] {
  const hits: Hit[] = [];
  const tamper = tamperPathHit(path, text.length);
  if (tamper) hits.push(tamper);
  rcWriteHits(path, text, { start: 0, end: text.length }, { rescan: read }, hits);
  return hits;
}

/**
 * The hits of a program file's commands (with the guard's own files' tamper check), or null for any other file.
 * `reader` makes a fresh derived-scan reader (each with its own budget) for each reading.
 */
export function programFileHits(path: string, text: string, maxBytes: number, reader: () => Reader): Hit[] | null {
  const kind = runFileKind(path);
  if (kind === null) return null;
  const tamper = tamperPathHit(path, text.length);
  // a Python file pytest, pip or nox runs is read as Python code, the way `python -c` is
  const py = text.slice(0, maxBytes);
  const code = kind === "pyhook" || kind === "noxfile" ? pythonFileHits(py, 0, text.length, path, reader()) : [];
  // (a dev container's own start, its runArgs, appPort and mounts, is a `docker run` too: devcontainer-run68.ts)
  const start = kind === "devcontainer" ? devcontainerRunHits(text.slice(0, maxBytes)) : [];
  return [
    ...(tamper ? [tamper] : []),
    ...code,
    ...start,
    ...runFileHits(path, text, 0, text.length, "write", reader()),
  ];
}
