// A gate made to pass by an edit from the shell: tests turned skipped, assertions made true, a check's failure ignored.

import { hit } from "./bash-facts.ts";
import { substitutedPairs } from "./edit-pairs42.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no editor this reader knows. */
const GATE = /\b(?:sed|perl|sd|fastmod|comby|ast-grep|sg|yq|jq)\b/;

/** Marks that take a test out of the run, in the test frameworks' own spelling. */
const SKIP_MARK =
  /\.skip\s*\(|\bx(?:it|describe|test)\s*\(|@pytest\.mark\.skip|\bpytest\.skip\s*\(|@unittest\.skip|\bt\.Skip(?:Now)?\s*\(|#\[ignore\]|@(?:Disabled|Ignore)\b|\bmarkTestSkipped\s*\(|\bskip\s*:\s*true\b/i;
/** Assertions and checks written so they cannot fail. */
const TAUTOLOGY =
  /\bexpect\s*\(\s*(?:true|1)\s*\)|\bassert(?:True|\.ok)?\s*\(?\s*(?:True|true|1)\s*\)?\s*(?:$|[;,)\n])|\bassert_eq!\s*\(\s*(\w+)\s*,\s*\1\s*\)|\breturn\s+(?:true|True|1|nil|None)\s*;?\s*(?:$|[}\n])|\bif\s*\(\s*(?:true|1)\s*\)/;
/** A gate's command whose failure is swallowed (`npm test || true`, `make check || exit 0`, `; exit 0`). */
const FAILURE_IGNORED =
  /\b(?:test|tests|check|lint|audit|verify|scan|signature|sign|pytest|jest|vitest|mocha|cargo\s+test|go\s+test|gpg|cosign)\b[^\n|&;]{0,80}(?:\|\|\s*(?:true|:|exit\s+0)\b|;\s*exit\s+0\b)|\bcontinue-on-error\s*:\s*true\b|\ballow_failure\s*:\s*true\b/i;
/** What a gate checks: who may act, what is genuine, what is safe. */
const GUARD =
  /auth|permission|security|secur|signature|sign(?:ed|ing)|verif|validat|admin|role|acl|csrf|token|password|login|session|integrity|checksum|provenance|codeql|sast|audit|scan/i;
/** A call or branch that checks (`verifyToken(req)`, `if (!isAdmin(u))`, `assert(…)`): removed or made a constant. */
const CHECK_CALL =
  /(?:verif|validat|authori[sz]|authent|isadmin|is_admin|requireauth|require_auth|checkauth|check_auth|permission|signature|csrf|assert|expect)\w*\s*(?:\\?\()|\bif\s*\(\s*!?\s*\w*(?:admin|auth|perm|role|sign|verif)/i;
/** A test suite or a gate's file: tests, specs, CI, hooks. */
const GATE_FILE =
  /(?:^|\/)(?:tests?|spec|__tests__|e2e)\/|[._-](?:test|spec)\.[\w]+$|_test\.go$|(?:^|\/)test_[\w]+\.py$|\.github\/workflows\/|\.gitlab-ci|\.husky\/|\.git\/hooks\/|(?:^|\/)(?:makefile|package\.json|tox\.ini|noxfile\.py)$/i;

/** Why the new text makes a gate pass that the old text kept, or null. */
export function neutered(from: string, to: string): string | null {
  if (SKIP_MARK.test(to) && !SKIP_MARK.test(from)) return "tests marked skipped";
  if (
    TAUTOLOGY.test(to) &&
    !TAUTOLOGY.test(from) &&
    /expect|assert|verif|check|valid|auth|sign|permi/i.test(`${from} ${to}`)
  )
    return "a check written to always pass";
  if (FAILURE_IGNORED.test(to) && !FAILURE_IGNORED.test(from)) return "a check's failure ignored";
  if (CHECK_CALL.test(from) && /^\s*(?:true|True|1|pass|ok|)\s*;?\s*$/.test(to))
    return "a check replaced by a constant";
  return null;
}

/**
 * `find test/auth -exec sed -i 's/\bit(/it.skip(/g' {} +`, `perl -pi -e 's/expect\(.*\)/expect(true)/' …`, `yq -i
 * '.jobs.test.steps[0].run = "npm test || true"' ci.yml`, `sd 'verify\(sig\)' 'true' src/**`: an edit whose new text takes
 * tests out of the run, writes an assertion or a check that cannot fail, or swallows a gate's failure. It blocks (0.84)
 * when the gate guards who may act or what is genuine (its file, pattern or text names auth, permissions, signatures,
 * verification, security scans), or when it spans a suite (a folder, a glob, find or xargs); one ordinary test skipped
 * by hand stays evidence (0.45). Removing a skip or an `.only` adds none of these marks.
 */
export function checkNeuterHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages)
      for (const e of substitutedPairs(s)) {
        const why = neutered(e.from, e.to);
        if (why === null) continue;
        const files = e.targets.join(" ");
        const guarded = GUARD.test(`${files} ${e.from} ${e.to}`);
        const suite =
          e.targets.some((t) => /[*?]|\/$|^[\w./-]*(?:tests?|spec|__tests__)$/.test(t) || /\{\}|\$\w/.test(t)) ||
          stages.some((p) => p.name === "xargs" || p.name === "find") ||
          /\bfind\b[^\n]{0,200}-exec|\bxargs\b/.test(src);
        const gateFile =
          e.targets.some((t) => GATE_FILE.test(t)) || !/always pass|a constant/.test(why) || GUARD.test(e.from);
        hits.push(
          hit(
            "bash.check-neutered",
            "bash_persistence",
            gateFile && (guarded || suite) ? 0.84 : 0.45,
            s.cmd.start,
            s.cmd.end,
            `${s.name} edits ${files.slice(0, 60) || "files"}: ${why} (\`${e.to.trim().slice(0, 50)}\`)`,
          ),
        );
      }
  return hits;
}

const STR = String.raw`"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|\`(?:[^\`\\]|\\.){0,400}\``;
/** `src.replace(/verifySignature…/, "…return true;")`: a program's text replacement, pattern and new text. */
const CODE_REPLACE = new RegExp(
  String.raw`\.(?:replace|replaceAll|sub|gsub)\(\s*(\/(?:\\.|[^/\n]){1,400}\/[gimsuy]{0,6}|${STR})\s*,\s*(${STR})`,
  "g",
);

/**
 * A program (codemode's script, a Node or Python snippet) that rewrites a source file with a text replacement whose new
 * text makes a gate pass (`src.replace(/export function verifySignature…\{/, "…{\n  return true;")` written back with
 * `writeFileSync`): the same act as the shell's `sed -i`, judged by `neutered` and blocked when the gate guards who may
 * act or what is genuine (0.84). A program that only reads, or a replacement that makes no gate pass, stays quiet.
 */
export function codeNeuterHits(code: string): Hit[] {
  if (!/\.(?:replace|replaceAll|sub|gsub)\(/.test(code) || !/write(?:File|FileSync|_text|\(|Text)/.test(code))
    return [];
  for (const m of code.matchAll(CODE_REPLACE)) {
    const from = (m[1] as string).slice(1, -1);
    const to = (m[2] as string).slice(1, -1).replace(/\\n/g, "\n");
    const why = neutered(from, to);
    if (why === null || !GUARD.test(`${from} ${to}`)) continue;
    return [
      hit(
        "bash.check-neutered",
        "bash_persistence",
        0.84,
        m.index ?? 0,
        (m.index ?? 0) + m[0].length,
        `a program rewrites a source file: ${why} (\`${to.trim().slice(0, 50)}\`)`,
      ),
    ];
  }
  return [];
}
