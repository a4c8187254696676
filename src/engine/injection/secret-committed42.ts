// A secret's value written into a project file by an edit, then committed and pushed: the repository now publishes it.

import { ENV_INLINE, hit, SENSITIVE_PATH, SENSITIVE_VAR } from "./bash-facts.ts";
import { writtenTargets } from "./bash-persist-targets.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script that neither commits nor pushes publishes nothing through git. */
const GATE = /\bgit\b[^\n;&|]{0,80}\b(?:commit|push)\b/;
const PUSHED = /\bgit\s+(?:-[^\s]+\s+(?:\S+\s+)?)*push\b|\bgh\s+gist\s+create\b/;
/** A secret's value as a command hands it to an editor: a secret-named variable, the environment, a token command, a credential file read in. */
const SECRET_VALUE = new RegExp(
  `${SENSITIVE_VAR.source}|${ENV_INLINE.source}|strenv\\(\\s*[A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|API_?KEY|ACCESS_KEY|PRIVATE_KEY)|--rawfile\\s+\\w+\\s+\\S*(?:${SENSITIVE_PATH.source})|\\$\\(\\s*(?:cat\\s+|<\\s*)[^)]{0,80}(?:${SENSITIVE_PATH.source})`,
  "i",
);
/** Files a project keeps out of git by convention (their own readers judge a force-add): env files, rc files, temp files. */
const UNTRACKED =
  /(?:^|\/)\.env(?:\.[\w-]+)?$|(?:^|\/)\.(?:npmrc|netrc|pypirc|git-credentials)$|^\/(?:tmp|dev|var\/tmp)\//;

/** A stage that prints secrets: the environment, a token command, a credential file read whole. */
function secretSource(s: Stage): boolean {
  if (/^(?:env|printenv)$/.test(s.name) && s.argv.length === 1) return true;
  if (s.name === "gh" && /\bauth\s+token\b/.test(s.text)) return true;
  return (
    /^(?:cat|head|tail|sed|awk|grep|jq|yq)$/.test(s.name) && s.argv.slice(1).some((w) => SENSITIVE_PATH.test(w.text))
  );
}

/**
 * `jq --arg k "$STRIPE_SECRET_KEY" '.stripe.secretKey = $k' config/default.json | sponge config/default.json && git
 * commit -am … && git push`, `sed -i "s/__KEY__/$API_TOKEN/" src/config.ts; git add src/config.ts; git commit …; git
 * push`: whatever the editor, a secret's value lands in a tracked file that the same script commits (`-a`, or an add of
 * that file or of everything) and pushes: the secret is published with the history (0.88). A placeholder or a version
 * written in, a secret kept in an env or rc file, or a commit never pushed stays quiet.
 */
export function secretCommittedHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src) || !PUSHED.test(src)) return [];
  for (const stages of pipelines) {
    if (!stages.some((s) => SECRET_VALUE.test(s.text) || secretSource(s))) continue;
    for (const s of stages) {
      const targets = [
        ...writtenTargets(s).map((w) => w.text),
        ...(s.name === "sponge" ? s.argv.slice(1).map((w) => w.text) : []),
      ]
        .map((t) => t.replace(/^["']|["']$/g, "").replace(/^\.\//, ""))
        .filter((t) => t !== "" && !t.startsWith("-") && !UNTRACKED.test(t));
      for (const t of targets) {
        const esc = t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const committed =
          /\bgit\s+commit\s+(?:[^\n;&|]*\s)?-[a-zA-Z]*a|\bgit\s+commit\s+(?:[^\n;&|]*\s)?--all\b/.test(src) ||
          new RegExp(
            String.raw`\bgit\s+add\s+[^\n;&|]{0,200}?(?:(?<=[\s/])${esc}(?![\w.-])|(?<=\s)(?:-A|--all|\.)(?:\s|$))`,
          ).test(src);
        if (committed)
          return [
            hit(
              "bash.secret-committed",
              "bash_exfil",
              0.88,
              s.cmd.start,
              s.cmd.end,
              `${s.name} writes a secret's value into ${t.slice(0, 60)}, which the script commits and pushes`,
            ),
          ];
      }
    }
  }
  return [];
}
