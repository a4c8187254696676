// A package manager's own settings made to run fetched code on every call or to trust every user: node-options preloads, script shells, yarnPath and Nix build hooks pointed at a downloaded file; Nix's trusted users opened to all.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no setting this reader knows. */
const GATE = /node-options|NODE_OPTIONS|script-shell|yarnPath|build-hook|trusted-users/;

/**
 * A setting whose value a package manager runs: npm's `node-options` (`--require`/`--import`/`--loader` preload a module
 * into every npm and node run), `script-shell`, yarn berry's `yarnPath`, Nix's `post-build-hook` / `pre-build-hook`.
 * Group 1 the path run.
 */
const RUN_SETTING =
  /(?:node-options|NODE_OPTIONS)["']?\s*[= ]\s*["']?[^"'\n]{0,80}?(?:--require|--import|--loader|--experimental-loader|-r)[= ]\s*["']?([^\s"'\\]{1,200})|(?:script-shell|yarnPath|(?:post|pre)-build-hook)["']?\s*[=: ]\s*["']?([^\s"'\\]{1,200})/g;

/** A file the same text fetches: `curl … -o PATH`, `wget -O PATH`, `curl … > PATH`. */
const FETCHED_TO =
  /\b(?:curl|wget)\b[^\n;&|]{0,300}?(?:\s-o\s*|\s-O\s*|\s--output[= ]|\s--output-document[= ]|>\s*)["']?([^\s"';&|]{1,200})/g;

/** `$HOME/x`, `${HOME}/x`, `~/x` and `/home/u/x` read alike: what is left after home. */
function homeless(path: string): string {
  return path.replace(/^(?:\$HOME|\$\{HOME\}|~|\/home\/[^/\s]+|\/root)(?=\/)/, "~");
}

/**
 * Hits for a package manager set to run a file the same text downloads (persistence: every later install or build
 * runs it, 0.88), and for Nix's `trusted-users` given to every user (each may then add substituters and keys: root's
 * store, 0.86). A preload of a module the project ships (`--require ./.pnp.cjs`, `dotenv/config`), a hook script the
 * repository keeps, trusted users by name or group stay quiet.
 */
export function packageHookHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const hits: Hit[] = [];
  const fetched = new Set<string>();
  FETCHED_TO.lastIndex = 0;
  for (const m of text.matchAll(FETCHED_TO)) fetched.add(homeless(m[1] as string));
  RUN_SETTING.lastIndex = 0;
  for (const m of text.matchAll(RUN_SETTING)) {
    const path = homeless((m[1] ?? m[2]) as string);
    if (fetched.has(path)) {
      hits.push(
        hit(
          "bash.package-hook-fetched",
          "bash_persistence",
          0.88,
          0,
          text.length,
          `a package manager set to run ${path}, downloaded by the same script, on every call`,
        ),
      );
      break;
    }
  }
  if (/(?:^|\n|["'])\s*(?:extra-)?trusted-users\s*=[^\n"']*?(?:^|\s)\*(?=\s|$|["'\\])/m.test(text))
    hits.push(
      hit(
        "bash.package-trust-all",
        "bash_persistence",
        0.86,
        0,
        text.length,
        "Nix trusts every user: any may add substituters and signing keys to the system's store",
      ),
    );
  return hits;
}
