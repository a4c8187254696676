// Files fetched from another host handed to a loader that runs code (pickle and its kin), and a hub download's own scripts run.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/**
 * Loaders that run code found in the data: pickle, dill, cloudpickle, joblib, pandas' read_pickle, jsonpickle,
 * marshal, yaml's unsafe loaders, torch.load told `weights_only=False`, numpy told `allow_pickle=True`, keras told
 * `safe_mode=False`. (torch.load's own default, numpy's default, safetensors and keras' safe mode do not run code.)
 */
const UNSAFE_LOAD =
  /\b(?:c?pickle|dill|cloudpickle|joblib|marshal|jsonpickle)\s*\.\s*(?:loads?|decode|Unpickler)\s*\(|\bread_pickle\s*\(|\byaml\s*\.\s*(?:unsafe_load|load\s*\([^\n]{0,160}?Loader\s*=\s*(?:yaml\.)?(?:Unsafe|Full)?Loader\b)|\btorch\s*\.\s*load\s*\([^\n]{0,200}?weights_only\s*=\s*False|\b(?:np|numpy)\s*\.\s*load\s*\([^\n]{0,200}?allow_pickle\s*=\s*True|\bload_model\s*\([^\n]{0,200}?safe_mode\s*=\s*False/g;

/** A URL fetched in Python inside the loader's call (`pickle.loads(urlopen(URL).read())`, `read_pickle("https://…")`). */
const FETCH_IN_CALL = /^[^\n]{0,80}?(?:urlopen|requests\.get|httpx\.get|["'](?:https?|ftp):\/\/)/;

/**
 * Where a script saves a download: curl's `-o`/`-sLo`/`--output`, wget's `-O`, aria2c's `-o`, a redirect of curl or
 * wget, Python's urlretrieve(URL, FILE), a JavaScript fetch written out with writeFile.
 */
const SAVED_DOWNLOADS = [
  /\b(?:curl|aria2c)\b[^\n;&|]*?\s(?:-\w*o|--output|--out)[=\s]\s{0,3}["']?([^\s"';&|]+)/g,
  /\bwget\b[^\n;&|]*?\s(?:-\w*O|--output-document)[=\s]?\s{0,3}["']?([^\s"';&|-][^\s"';&|]*)/g,
  /\b(?:curl|wget)\b[^\n;&|]*?(?:https?|ftp):\/\/[^\n;&|]*?>\s{0,3}["']?([^\s"';&|]+)/g,
  /\burlretrieve\s*\(\s*["'][^"']+["']\s*,\s*["']([^"']+)["']/g,
  /\bwriteFile(?:Sync)?\s*\(\s*["']([^"']+)["'][^\n]{0,120}(?:arrayBuffer|\bres\b|response|body)/g,
];
const FETCHED_FROM_HOST = /(?:https?|ftp):\/\//;

/** A hub's or notebook site's files downloaded into a folder: the folder (`hf download … --local-dir D`, `kaggle kernels pull … -p D`). */
const HUB_FOLDER =
  /\b(?:huggingface-cli|hf)\s+download\b[^\n;&|]*?--local-dir[=\s]["']?([^\s"';&|]+)|\bkaggle\s+kernels\s+pull\b[^\n;&|]*?\s(?:-p|--path)[=\s]["']?([^\s"';&|]+)/g;

const regexLiteral = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The base names of files the script downloaded from a host. */
function downloadedNames(text: string): string[] {
  if (!FETCHED_FROM_HOST.test(text)) return [];
  const names: string[] = [];
  for (const re of SAVED_DOWNLOADS)
    for (const m of text.matchAll(re)) {
      const file = (m[1] as string).replace(/["']$/, "");
      const name = file.slice(file.lastIndexOf("/") + 1);
      if (/^[\w.-]{2,80}$/.test(name) && name !== "-" && !/^\/dev\//.test(file)) names.push(name);
    }
  return names;
}

/** Hits for a downloaded file deserialised by a code-running loader, or a hub download's scripts run. */
export function mlLoadHits(text: string): Hit[] {
  const loads = [...text.matchAll(UNSAFE_LOAD)];
  const names = loads.length > 0 ? downloadedNames(text) : [];
  for (const m of loads) {
    const call = text.slice(m.index, m.index + m[0].length + 160);
    // (the call's own statement: a fetch in the next statement is not its argument)
    const args = call.slice(call.indexOf("(") + 1).split(/[;\n]/)[0] ?? "";
    const fetched = FETCH_IN_CALL.test(args) || names.some((n) => new RegExp(`["'/]${regexLiteral(n)}["']`).test(call));
    if (fetched)
      return [
        hit(
          "bash.ml-unsafe-load",
          "bash_remote_exec",
          0.9,
          0,
          text.length,
          `a downloaded file loaded by \`${m[0].slice(0, 40)}\`, which runs code it carries`,
        ),
      ];
  }
  if (!/\bdownload\b|\bkernels\s+pull\b/.test(text)) return [];
  for (const m of text.matchAll(HUB_FOLDER)) {
    const dir = (m[1] ?? m[2] ?? "").replace(/^\.\//, "").replace(/\/$/, "");
    if (dir === "" || dir === ".") continue;
    const runs = new RegExp(
      String.raw`\b(?:python3?|bash|sh|node|Rscript)\s+(?:-\S+\s+)*["']?(?:\./)?${regexLiteral(dir)}/[^\s"';&|]+\.(?:py|sh|js|R)\b`,
    );
    if (runs.test(text))
      return [
        hit(
          "bash.ml-unsafe-load",
          "bash_remote_exec",
          0.9,
          0,
          text.length,
          `a script downloaded from a hub into ${dir} run`,
        ),
      ];
  }
  return [];
}
