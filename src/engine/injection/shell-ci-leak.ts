// Secrets printed into a build log on purpose: a program file's command that prints a secret transformed so the log's masking misses it.

import { parseShell, type Command } from "./shell-parse.ts";
import { base } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * A secret's value in a word: `$NPM_TOKEN` (a CI's `${{ secrets.NPM_TOKEN }}` is read as that variable) or all of a
 * CI's secrets at once (`${{ toJSON(secrets) }}`, read as `$CI_ALL_SECRETS`).
 */
const SECRET_REF =
  /\$\{?[A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)[A-Z0-9_]{0,40}\}?/;
/** Transforms that rewrite every character: a CI masks a secret's exact text in its log, never its encoding. */
const CHARWISE = /^(?:base64|base32|basenc|rev|xxd|od|hexdump|fold)$/;
/** sed and jq programs that rewrite every character (`s/./& /g`, `split("")`, `explode`, `@base64`). */
const CHARWISE_PROGRAM = /\bs(.)(?:\\\()?\.(?:\\\))?\1|split\(\s*""\s*\)|\bexplode\b|@base(?:32|64)\b/;
/** A one-line program that prints a secret environment variable split, reversed or encoded. */
const PRINTED_IN_CODE =
  /\b(?:console\.(?:log|error|info)|print|puts|System\.out\.print\w*)\s*\(?[^\n]{0,200}?(?:process\.env\.|os\.environ(?:\.get)?\s*[[(]\s*["']|ENV\[\s*["'])[A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)[^\n]{0,80}?(?:\.split\(\s*(?:""|'')\s*\)|\[\s*::\s*-1\s*\]|\.reverse\(\)|b64encode|toString\(\s*["'](?:base64|hex)["']\s*\)|\.join\(\s*["'][^"']{0,3}["']\s*\))/;

/**
 * Hits for the commands of a program file (`script`, one command a line) that print a secret into the log that runs
 * it, transformed so the log's secret masking does not apply: `echo "$NPM_TOKEN" | base64`, `printenv | sed 's/./& /g'`,
 * `echo '${{ toJSON(secrets) }}' | jq '… split("") …'`, `node -e "console.log(process.env.NPM_TOKEN.split('').join('.'))"`.
 * A transformed secret written to a file or handed to a consumer (`| base64 -d > key.json`, `| docker login
 * --password-stdin`) or captured (`$(echo -n "$U:$TOKEN" | base64)`) is not printed.
 */
export function ciLogLeakHits(
  script: string,
  start: number,
  end: number,
  label: string,
  boundSecrets: readonly string[] = [],
): Hit[] {
  if (!/\$|printenv|\benv\b|environ|ENV\[/.test(script)) return [];
  const bound = boundSecrets.length > 0 ? new RegExp(`\\$\\{?(?:${boundSecrets.join("|")})\\b`) : null;
  const secretIn = (w: string): boolean => SECRET_REF.test(w) || (bound?.test(w) ?? false);
  const hits: Hit[] = [];
  const leak = (why: string): void => {
    hits.push({
      rule: "bash.ci-log-leak",
      category: "bash_exfil",
      weight: 0.9,
      start,
      end,
      detail: `${label}: ${why}`,
    });
  };
  const code = PRINTED_IN_CODE.exec(script);
  if (code) leak(`prints a secret transformed past the log's masking (${code[0].slice(0, 60)})`);
  const pipelines = new Map<number, Command[]>();
  for (const c of parseShell(script).commands)
    if (c.depth === 0) pipelines.set(c.pipeline, [...(pipelines.get(c.pipeline) ?? []), c]);
  for (const stages of pipelines.values()) {
    if (hits.length > 0) continue;
    stages.sort((a, b) => a.stage - b.stage);
    const first = stages[0] as Command;
    const last = stages[stages.length - 1] as Command;
    const words = first.words.map((w) => w.text);
    const head = base(words[0] ?? "");
    const allEnv = (head === "printenv" || head === "env") && words.length === 1;
    const printer = head === "echo" || head === "printf";
    // `echo "${NPM_TOKEN:0:4} ${NPM_TOKEN:4}"`, `echo "${TOKEN//?/& }"`: the secret cut or rewritten in the expansion
    const sliced = printer && stages.length === 1 && words.slice(1).some((w) => slicedSecret(w, secretIn));
    if (sliced && !printedElsewhere(first)) {
      leak("a secret printed cut or rewritten by its expansion");
      continue;
    }
    const secret = printer && words.slice(1).some(secretIn);
    if (!(allEnv || secret) || !charwise(last) || printedElsewhere(last)) continue;
    leak(`${allEnv ? "the environment" : "a secret"} printed through ${base(last.words[0]?.text ?? "")}`);
  }
  return hits;
}

/** A word expanding a secret with a substring or substitution (`${X:0:4}`, `${X//?/& }`, `${X/#/.}`). */
function slicedSecret(w: string, secretIn: (w: string) => boolean): boolean {
  for (const m of w.matchAll(/\$\{([A-Za-z_]\w*)(?::\d|: -\d|\/)/g)) if (secretIn(`$${m[1]}`)) return true;
  return false;
}

function charwise(c: Command): boolean {
  const name = base(c.words[0]?.text ?? "");
  if (CHARWISE.test(name)) return true;
  return /^(?:sed|jq|awk)$/.test(name) && c.words.slice(1).some((w) => CHARWISE_PROGRAM.test(w.text));
}

/** Output sent to a file (not the log): `> key.json`, `>> out`, `&> f` (the standard streams are the log). */
function printedElsewhere(c: Command): boolean {
  return c.redirects.some((r) => /^(?:>|>>|&>|&>>|>\|)$/.test(r.op) && !/^\/dev\/std(?:out|err)$/.test(r.target.text));
}
