// The data-science and ML readers behind one literal gate: start-up code, unsafe loads, channels and indexes; notebooks and start-up files written.

import { mlExposeHits } from "./ml-expose.ts";
import { mlIndexHits } from "./ml-index.ts";
import { mlLoadHits } from "./ml-loads.ts";
import { notebookHits } from "./ml-notebook.ts";
import { mlStartupFileHits, mlStartupHits } from "./ml-startup.ts";
import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/** Texts without one of these words pay nothing: start-up places, loaders, hub folders, channels and indexes. */
const GATE =
  /\.pth\b|customize\.py|\.ipython|kernel\.json|activate\.d|PYTHONSTARTUP|pickle|dill|joblib|marshal|yaml|weights_only|allow_pickle|safe_mode|--local-dir|kernels\s+pull|channel|condarc|ssl_verify|safety_checks|index|-i\s|trusted-host|INSECURE_HOST|source\s+add|jupyter|code-server|update_repo_|conda|mamba|pixi|poetry|\buv\s|\bpip3?\s/;

/** The ML readers of a script's text (each expanded view of it too). */
export function mlHits(text: string): Hit[] {
  if (!GATE.test(text)) return [];
  return [...mlStartupHits(text), ...mlLoadHits(text), ...mlIndexHits(text), ...mlExposeHits(text)];
}

/** The ML readers of a tool input: a start-up file or a notebook written (by its path), code mode's program text. */
export function mlInputHits(text: string, options: { agentFile?: string; code?: string }, read: () => Reader): Hit[] {
  const path = options.agentFile;
  if (options.code !== undefined) return mlHits(text);
  if (path === undefined) return [];
  if (/\.ipynb$/i.test(path)) return notebookHits(path, text, read());
  // a notebook server's config written whole: judged as the server it configures
  if (/\bjupyter_(?:server|notebook|lab)_config\.(?:py|json)$/.test(path)) return mlExposeHits(`${path}\n${text}`);
  return mlStartupFileHits(path, text);
}
