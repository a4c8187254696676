// A file of a clone the clone reader passes (a public forge into a plain folder or the tool's own), made executable and
// run: kotlin-mode's `invoke_cask.sh` (`git clone …/cask.git .cask/cask; chmod a+x .cask/cask/bin/cask; .cask/cask/bin/cask`).

import { cloneOperands, quietClone } from "./bash-run-sources.ts";

/** `git clone` and what follows it up to the command's end (a line, `;`, `&`, `|` or `)`). */
const CLONE = /(?:^|[;&|(\n{]\s{0,8})(?:\w{1,8}\s{1,3})?git\s{1,3}clone\s([^\n;&|)]{1,400})/g;

/** The path as the flow state keeps it: no quotes, no leading `./`, no trailing slash. */
function plain(p: string): string {
  return p.replace(/["']/g, "").replace(/^\.\//, "").replace(/\/+$/, "");
}

/**
 * True when `ran` lies inside the folder of a `git clone` in `src` that bash-run-sources' clone reader passes: the code
 * run is the reviewed project's own, judged there. A clone from another host, into a temp or other hidden folder, or a
 * file that no clone wrote keeps the run-fetched reading.
 */
export function ranFromQuietClone(src: string, ran: string): boolean {
  if (!src.includes("clone")) return false;
  const path = plain(ran);
  for (const m of src.matchAll(CLONE)) {
    const words = ["git", "clone", ...(m[1] ?? "").trim().split(/\s+/).map(plain)];
    const clone = cloneOperands(words);
    if (clone === null || !quietClone(clone.url, clone.dir)) continue;
    const dir = plain(clone.dir);
    if (dir !== "" && dir !== "." && !dir.includes("..") && path.startsWith(`${dir}/`)) return true;
  }
  return false;
}
