// A new credential put into the team's own CI secret store (`gh secret set --repo acme/shop < key.json`): kept, not sent.

import type { Stage } from "./shell-words.ts";
import { unquotedArgs } from "./shell-words.ts";

/** the first three or more letters and digits of a name (`acme-staging` → acme) */
function orgWord(name: string): string {
  return (/^[a-z0-9]{3,40}/i.exec(name)?.[0] ?? "").toLowerCase();
}

/** the value of `--repo R`, `--repo=R` or `-R R` */
function repoOption(a: readonly string[]): string | undefined {
  for (let i = 0; i < a.length; i++) {
    const t = a[i] as string;
    if ((t === "--repo" || t === "-R") && a[i + 1] !== undefined) return a[i + 1];
    if (t.startsWith("--repo=")) return t.slice(7);
  }
  return undefined;
}

/** the organisations a script runs as: its `--project`/`--profile` values and service-account domains */
const ACCOUNT_NAMES =
  /(?:--project|--profile|--iam-account)[= ]["']?([a-z0-9][\w.@-]{2,120})|@([a-z0-9][\w-]{2,60})\.iam\.gserviceaccount\b/gi;

/** The organisations `src` runs its cloud commands as (first words, at most 8). */
function accountOrgs(src: string): Set<string> {
  const out = new Set<string>();
  ACCOUNT_NAMES.lastIndex = 0;
  for (const m of src.slice(0, 20_000).matchAll(ACCOUNT_NAMES)) {
    const v = (m[2] ?? m[1] ?? "").replace(/^[^@]*@/, "");
    const w = orgWord(v);
    if (w) out.add(w);
    if (out.size >= 8) break;
  }
  return out;
}

/**
 * True when `s` stores a secret in a CI secret store that keeps it encrypted, for a repository of the organisation the
 * script runs its cloud commands as: `gh secret set NAME --repo acme/shop` (always encrypted), `glab variable set …
 * --masked` (not `--masked=false`), in a script whose `--project acme-staging` or `…@acme-staging.iam…` names acme.
 * A repository of another owner, or a variable left unmasked, keeps the send.
 */
export function secretKeptOwn48(s: Stage, src: string): boolean {
  const a = unquotedArgs(s);
  const words = a.filter((t) => !t.startsWith("-"));
  const ghSecret = s.name === "gh" && words[0] === "secret" && words[1] === "set";
  const glabMasked =
    s.name === "glab" &&
    words[0] === "variable" &&
    (words[1] === "set" || words[1] === "create") &&
    a.some((t) => t === "--masked" || t === "--masked=true");
  if (!ghSecret && !glabMasked) return false;
  const repo = repoOption(a);
  if (repo === undefined) return true;
  const owner = orgWord(repo.split("/")[0] ?? "");
  return owner !== "" && accountOrgs(src).has(owner);
}
