// A repository's checks removed by a command: a security or test workflow deleted, its hook framework taken out or off.

import { type BashWrite, bashWrites } from "../protect/bash-writes.ts";
import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Ops that take a file away (mv's own source entry is the file moved away; its destination entry names `sources`). */
const REMOVES = new Set(["rm", "git rm", "unlink", "shred", "truncate", "rmdir", "mv"]);

/** A CI workflow whose name says it checks something (security scans, tests, lint, review gates). */
const CHECK_WORKFLOW =
  /(?:^|\/)\.github\/workflows\/[^/]*(?:secur|codeql|scan|audit|semgrep|snyk|trivy|gitleaks|secret|dependency-review|sast|scorecard|lint|test|check|verify|guard|protect|review|\bci\b)[^/]*\.ya?ml$/i;
/** Where a repository's checks live as a whole: the workflows folder, other CI configs, hook frameworks, code owners. */
const CHECK_HOME =
  /(?:^|\/)\.github\/workflows\/?$|(?:^|\/)(?:\.gitlab-ci\.ya?ml|\.circleci\/config\.ya?ml|\.pre-commit-config\.ya?ml|\.?lefthook\.ya?ml|CODEOWNERS)$|(?:^|\/)\.husky\/?$|(?:^|\/)\.githooks\/?$|(?:^|\/)\.git\/hooks\/(?:pre-commit|pre-push|commit-msg|pre-receive)$/i;

/** `git config [scope] core.hooksPath /dev/null` (or an empty or temp folder): every hook off, for every later commit. */
const HOOKS_PATH_OFF =
  /\bgit\b[^;&|\n]{0,80}?\sconfig\s+(?:--(?:global|local|system|worktree)\s+)?core\.hooksPath\s+(?:\/dev\/null|""|''|\/tmp\/?\S*)(?=\s|$|[;&|])/i;
/** `chmod -x .git/hooks/pre-commit`, `chmod a-x .husky/pre-push`: the hook stays, but no longer runs. */
const HOOK_UNEXECUTABLE = /\bchmod\s+(?:-\w+\s+)*[ugoa]*-[rw]*x\w*\s+[^;&|\n]{0,200}?(?:\.git\/hooks\/|\.husky\/)/;

/** The removal's path when it takes a check away, or null (a renamed workflow that stays in the folder is kept). */
function removedCheck(w: BashWrite, writes: BashWrite[]): string | null {
  if (!REMOVES.has(w.op) || w.sources !== undefined) return null;
  const path = w.word.replace(/^\.\//, "");
  if (!CHECK_WORKFLOW.test(path) && !CHECK_HOME.test(path)) return null;
  // `mv ci.yml ci-node22.yml` inside the folder renames it: the destination is still a workflow
  const renamed = writes.some(
    (d) => d.op === "mv" && d.sources?.includes(w.word) && /(?:^|\/)\.github\/workflows\//.test(d.word),
  );
  return renamed ? null : path;
}

/** Hits for a command that removes the repository's checks: a check workflow or hook framework deleted, hooks off. */
export function safeguardRemovalHits(command: string): Hit[] {
  const removed = (why: string): Hit[] => [
    hit("bash.checks-removed", "bash_persistence", 0.86, 0, command.length, why),
  ];
  const off = HOOKS_PATH_OFF.exec(command) ?? HOOK_UNEXECUTABLE.exec(command);
  if (off)
    return removed(`the repository's hooks switched off for every later commit (\`${off[0].trim().slice(0, 60)}\`)`);
  if (!/\.github|\.gitlab|\.circleci|pre-commit|lefthook|CODEOWNERS|\.husky|hooks/i.test(command)) return [];
  const writes = bashWrites(command, "/workspace/project", { home: "/home/agent" });
  for (const w of writes) {
    const path = removedCheck(w, writes);
    if (path !== null)
      return removed(`${w.op} takes away ${path.slice(0, 80)}: a check the repository runs on every change`);
  }
  return [];
}
