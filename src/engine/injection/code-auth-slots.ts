// One named environment variable put in a program's credential slot (auth header, API key, token option), in any language.

import { type TokenVerdict, tokenVerdict } from "./shell-token-hosts.ts";

/**
 * One variable read from the environment by name, in the idioms of each language (its name in the one group that
 * matched): `process.env.X`, `os.environ["X"]`, `os.getenv("X")`, PHP/C `getenv("X")`, Perl `$ENV{X}`, Ruby
 * `ENV["X"]`/`ENV.fetch("X")`, PowerShell `$env:X`, `Deno.env.get("X")`, `Bun.env.X`, Java/R/Elixir getters.
 */
const NAMED_ENV =
  /process\.env\.([a-z_]\w{0,60})|process\.env\[\s*["'`](\w{1,60})["'`]\s*\]|os\.environ\[\s*["'](\w{1,60})["']\s*\]|os\.environ\.get\(\s*["'](\w{1,60})["']|os\.getenv\(\s*["'](\w{1,60})["']|(?<![\w.])getenv\(\s*["'](\w{1,60})["']|\$ENV\{\s*["']?(\w{1,60})["']?\s*\}|\bENV\[\s*["'](\w{1,60})["']\s*\]|\bENV\.fetch\(\s*["'](\w{1,60})["']|\$env:([a-z_]\w{0,60})|Deno\.env\.get\(\s*["'](\w{1,60})["']\s*\)|Bun\.env\.([a-z_]\w{0,60})|System\.getenv\(\s*["'](\w{1,60})["']\s*\)|Sys\.getenv\(\s*["'](\w{1,60})["']\s*\)|System\.get_env\(\s*["'](\w{1,60})["']\s*\)/gi;

/**
 * What stands right before a value that authenticates a call: a header or option named for a credential, its `:`,
 * `=`, `=>` or `,`, then at most a scheme word and the string glue of the language (`Authorization: \`Bearer ${`,
 * `"X-Api-Key" = `, `"Private-Token: " . `, `req["Authorization"] = "Token #{`, `auth=("ci", `, `{ auth: `).
 */
const SLOT_BEFORE =
  /(?:authorization|api[-_]?key|apikey|private[-_]token|x-[\w-]{0,30}(?:token|key|auth)[\w-]{0,30}|auth|token|access[-_]?token|bearer[-_]?token|password)["'`\]]{0,2}\s{0,3}(?::|=>|=|,|\(\s{0,3}["'][\w.@-]{1,40}["']\s{0,3},)\s{0,3}(?:\(\s{0,3})?(?:f?["'`])?\s{0,3}(?:(?:bearer|token|basic|bot)\s{1,3})?(?:["'`]\s{0,3}(?:\+|\.)\s{0,3})?(?:\$\{|#\{|\{)?\s{0,3}$/i;

/** Literal hosts the code calls: URLs, and quoted host names given as an option (`host: "api.acme.example"`). */
const URL_HOST = /\b(?:https?|wss?):\/\/([^\s/"'`:)?#]{1,120})/gi;
const HOST_OPTION = /\b(?:host|hostname)["']?\s{0,3}[:=]\s{0,3}["']([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})["']/gi;

/** Every literal host of the code (null entries never: an empty list means the code takes its address elsewhere). */
export function literalHosts(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(URL_HOST)) out.add((m[1] as string).toLowerCase());
  for (const m of code.matchAll(HOST_OPTION)) out.add((m[1] as string).toLowerCase());
  return [...out].slice(0, 16);
}

/** The worst verdict for a token named `name` sent to every host of `hosts` (no host: the address is configured). */
function verdictOver(name: string, hosts: readonly string[]): TokenVerdict {
  if (hosts.length === 0) return tokenVerdict(name, null);
  const verdicts = hosts.map((h) => tokenVerdict(name, h));
  return verdicts.includes("foreign") ? "foreign" : verdicts.includes("unknown") ? "unknown" : "owner";
}

/**
 * The code with each named variable that sits in a credential slot replaced by `auth-header` when `keep` accepts the
 * verdict for its token over all the code's hosts, as the bash layer judges `curl -H "Authorization: Bearer $X" URL`.
 * Whole-environment reads, variables outside a slot and secret files are left as they are.
 */
export function credentialSlotsOff(code: string, keep: (v: TokenVerdict) => boolean): string {
  if (!/env|getenv/i.test(code)) return code;
  const hosts = literalHosts(code);
  return code.replace(NAMED_ENV, (all: string, ...groups: unknown[]) => {
    const offset = groups.find((g) => typeof g === "number") as number;
    const name = groups.slice(0, 15).find((g) => typeof g === "string") as string | undefined;
    if (!name || !SLOT_BEFORE.test(code.slice(Math.max(0, offset - 80), offset))) return all;
    return keep(verdictOver(name.toUpperCase(), hosts)) ? "auth-header" : all;
  });
}
