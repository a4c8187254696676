// A tool's safeguard switched off in its own config file, by whatever route writes it: shell, program, or write tool.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** One cheap literal search first: texts naming none of these files pay nothing. */
const GATE = /npmrc|yarnrc|pip\.(?:conf|ini)|ignore|pre-commit-config|workflows|gitlab-ci/;

/** Package-manager TLS checking turned off in its rc file. */
const PACKAGE_RC = /(?:\.npmrc|\.yarnrc(?:\.yml)?|\.pnpmrc|pip\.(?:conf|ini))\b/;
const TLS_OFF = /strict-ssl\s*[=:]?\s*["']?false\b|enableStrictSsl\s*:\s*["']?false\b|trusted-host\s*=/i;
/** The ignore files of the security scanners (semgrep, gitleaks, trivy, secretlint) that decide what they read. */
const SCANNER_IGNORE = /(?:\.semgrepignore|\.gitleaksignore|\.trivyignore|\.secretlintignore)\b/;
/** An ignore text (a quoted string, a file's own line) that covers every file: `*`, `**`, `**` then `/*`, `/`, `.`. */
const CATCH_ALL_QUOTED = /["'](?:\*\*?(?:\/\*{1,2})?|\/|\.\/?)(?:\\n|\n)?["']/;
const CATCH_ALL_LINE = /^\s*(?:\*\*?(?:\/\*{1,2})?|\/|\.\/?)\s*$/m;
/** A check's config (CI pipeline, hook framework) a program reads and writes back. */
const CHECK_CONFIG = /\.github\/workflows\/[\w.-]{1,80}\.ya?ml|\.gitlab-ci\.ya?ml|\.pre-commit-config\.ya?ml/;
const SCANNER = /gitleaks|detect-secrets|detect-private-key|semgrep|trivy|codeql|snyk|sast|secret|security|audit/i;
/** A program's idioms for taking a check out: filtered away by name, or its job's `if` set to false. */
const TAKEN_OUT =
  /\.filter\s*\([^\n]{0,160}?!\s*\/[^/\n]{0,120}\/[^\n]{0,40}|[^\n]{0,160}\[\s*["']if["']\s*\]\s*=\s*["']?false\b[^\n]{0,160}|\bif\s+[^\n]{0,20}\s+not\s+in\b[^\n]{0,120}/;
/** A text that writes files at all: a redirect, tee, or a program's write call. */
const WRITES =
  />|\btee\b|write(?:File|FileSync|_text|_bytes)?\s*\(|append(?:File|FileSync)?\s*\(|File\.write\b|\bopen\s*\([^)]{0,200}["'][wa]\+?["']|\.dump\s*\(|\bputs\b/;
/** How near the file's name and the switch must be to be one write. */
const NEAR = 240;

function near(text: string, a: RegExp, b: RegExp): RegExpExecArray | null {
  const ga = new RegExp(a.source, `${a.flags.replace("g", "")}g`);
  for (const m of text.matchAll(ga)) {
    const from = Math.max(0, (m.index ?? 0) - NEAR);
    const window = text.slice(from, (m.index ?? 0) + m[0].length + NEAR);
    const found = b.exec(window);
    if (found) return found;
  }
  return null;
}

/**
 * A command or program that writes a safeguard off into a tool's config: `strict-ssl=false` into `.npmrc` (by `>>`,
 * `appendFileSync`, `open(…, "a")`), a catch-all `*` into a security scanner's ignore file, a CI or pre-commit config
 * read and written back with the security check filtered out or its job's `if` set to false. An ignore file listing
 * folders, an rc file setting a registry or a cache, and a workflow rewritten for a version bump stay clean.
 */
export function configSafeguardHits(text: string): Hit[] {
  if (!GATE.test(text) || !WRITES.test(text)) return [];
  const off = (why: string): Hit[] => [hit("bash.config-safeguard-off", "bash_persistence", 0.86, 0, text.length, why)];
  const tls = near(text, PACKAGE_RC, TLS_OFF);
  if (tls) return off(`certificate checking switched off in a package manager's rc file (\`${tls[0].trim()}\`)`);
  const all = near(text, SCANNER_IGNORE, CATCH_ALL_QUOTED);
  if (all) return off("a security scanner's ignore file told to skip every file");
  const config = CHECK_CONFIG.exec(text);
  const out = config ? TAKEN_OUT.exec(text) : null;
  if (config && out && SCANNER.test(out[0]))
    return off(`${config[0]} rewritten with its security check taken out (\`${out[0].trim().slice(0, 60)}\`)`);
  return [];
}

/** The write tool aimed at such a file: its content judged directly. */
export function configFileSafeguardHits(path: string, text: string): Hit[] {
  const p = path.replace(/\\/g, "/");
  if (PACKAGE_RC.test(p) && TLS_OFF.test(text))
    return [
      hit("bash.config-safeguard-off", "bash_persistence", 0.86, 0, text.length, `${p}: certificate checking off`),
    ];
  if (SCANNER_IGNORE.test(p) && CATCH_ALL_LINE.test(text))
    return [hit("bash.config-safeguard-off", "bash_persistence", 0.86, 0, text.length, `${p}: every file ignored`)];
  return [];
}
