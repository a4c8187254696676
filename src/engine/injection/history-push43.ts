// Published history rewound or replaced by a forced push: the default branch reset to an old commit or stripped of one, replacement and note refs forced after being rewritten.

import { hit } from "./bash-facts.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a forced push is read only where one may be. */
const GATE = /\bpush\b[^\n]{0,200}(?:\s-[a-zA-Z]*f|--force|\s["']?\+|--mirror|--all)/;

/** The branches others build on: the default, trunk, production and release lines. */
const SHARED_BRANCH = /^(?:refs\/heads\/)?(?:main|master|trunk|production|prod|release(?:\/[\w.-]+)?)$/;
/** A commit named by its id or counted back from HEAD: an older point of the branch, not a branch. */
const OLD_COMMIT = /^(?:[0-9a-f]{7,40}|(?:HEAD|@)(?:~\d*|\^+)+)$/i;

/** `git push` arguments after git's own options, or null when the stage is not a push. */
function pushArgs(s: Stage): string[] | null {
  if (s.name !== "git") return null;
  const a = unquotedArgs(s);
  let i = 0;
  while (i < a.length && (a[i] ?? "").startsWith("-"))
    i += /^(?:-C|-c|--git-dir|--work-tree)$/.test(a[i] ?? "") ? 2 : 1;
  return a[i] === "push" ? a.slice(i + 1) : null;
}

/** Whether a push forces (not `--force-with-lease`, which keeps others' work), and its refspecs (a leading `+` forces one). */
function forcedRefspecs(args: string[]): { src: string; dst: string }[] {
  // (a lease only checks nobody pushed meanwhile: what it overwrites on a shared branch is rewritten all the same)
  const forced = args.some(
    (t) => t === "--force" || /^--force-(?:with-lease|if-includes)\b/.test(t) || /^-[a-zA-Z]*f[a-zA-Z]*$/.test(t),
  );
  const positional = args.filter((t) => !t.startsWith("-"));
  return positional
    .slice(1)
    .filter((t) => forced || t.startsWith("+"))
    .map((t) => {
      const spec = t.replace(/^\+/, "");
      const colon = spec.indexOf(":");
      return colon < 0 ? { src: spec, dst: spec } : { src: spec.slice(0, colon), dst: spec.slice(colon + 1) };
    });
}

/** In the text before `at`: a commit dropped from a shared branch (`rebase --onto X^ X main`) or the branch reset back. */
function droppedBefore(stages: Stage[], at: number, branch: string): string | null {
  for (const s of stages) {
    if (s.cmd.end > at || s.name !== "git") continue;
    const a = unquotedArgs(s);
    const sub = a.findIndex((t) => t === "rebase" || t === "reset");
    if (sub < 0) continue;
    const rest = a.slice(sub + 1);
    const operands = rest.filter((t) => !t.startsWith("-"));
    if (a[sub] === "rebase" && rest.includes("--onto") && operands.at(-1) === branch)
      return `a commit dropped from ${branch} (\`${s.text.trim().slice(0, 60)}\`)`;
    if (a[sub] === "reset" && rest.includes("--hard") && OLD_COMMIT.test(operands[0] ?? ""))
      return `${branch} reset back to ${operands[0]}`;
  }
  return null;
}

/** History rewritten earlier in the script: an amend, an interactive or root rebase, a filter over every commit. */
const REWRITE =
  /\bgit\s+(?:-\S+\s+)*(?:commit\b[^\n;&|]{0,200}\s--amend\b|rebase\b[^\n;&|]{0,200}\s(?:-i|--interactive|--root)\b|filter-(?:repo|branch)\b)/;

/** Paths whose history is a record: audit trails, security and incident notes, logs, reviews, ownership. */
const RECORD_PATH = /audit|secur|incident|compliance|postmortem|changelog|codeowners|review|\blogs?\b|\.log\b/i;

/** Forced pushes that rewind a shared branch, drop a commit from it, or force rewritten replace and note refs on a remote. */
export function historyPushHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const all = pipelines.flat();
  for (const s of all) {
    const args = pushArgs(s);
    if (args === null) continue;
    let why: string | null = null;
    for (const { src: from, dst } of forcedRefspecs(args)) {
      const branch = dst.replace(/^refs\/heads\//, "");
      if (SHARED_BRANCH.test(dst) && OLD_COMMIT.test(from))
        why = `${branch} on the remote forced back to ${from}: the commits after it are gone`;
      else if (SHARED_BRANCH.test(dst) && (from === dst || /^(?:HEAD|@)$/.test(from))) {
        const dropped = droppedBefore(all, s.cmd.start, branch);
        const rewrite = REWRITE.exec(src.slice(0, s.cmd.start));
        if (dropped) why = `${dropped}, then force-pushed`;
        else if (rewrite) why = `${branch} rewritten (\`${rewrite[0].slice(0, 50)}\`) and force-pushed`;
      } else if (/^refs\/replace\//.test(dst))
        // (replace refs make every clone that fetches them see other commits in place of the published ones)
        why = "replacement commits forced on the remote: clones that fetch them see rewritten history";
      else if (
        /^refs\/notes\//.test(dst) &&
        /\bgit\s+notes\b[^\n;&|]{0,80}\s(?:remove|prune)\b/.test(src.slice(0, s.cmd.start))
      )
        why = "notes removed and the removal forced on the remote";
    }
    // a release tag moved (`git tag -f v1.2 …`) and forced over the published one
    if (!why)
      for (const { dst } of forcedRefspecs(args)) {
        const tag = dst.replace(/^refs\/tags\//, "");
        const esc = tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        if (
          /^v?\d/.test(tag) &&
          new RegExp(String.raw`\bgit\s+tag\s+(?:-\S+\s+)*-[a-z]*f[a-z]*\s+(?:-\S+\s+)*${esc}(?=\s|$)`).test(
            src.slice(0, s.cmd.start),
          )
        )
          why = `release tag ${tag} moved and forced over the published one`;
      }
    // the history of audit, security or log files filtered out of every commit, then pushed
    const filtered = /\bgit\s+filter-(?:repo|branch)\b[^\n;&|]{0,300}/.exec(src.slice(0, s.cmd.start))?.[0];
    if (
      !why &&
      filtered &&
      /--invert-paths|--path-glob|--index-filter|--tree-filter|\bgit\s+rm\b/.test(filtered) &&
      RECORD_PATH.test(filtered.replace(/--(?:index|tree)-filter|--invert-paths/g, ""))
    )
      why = `records filtered out of every commit (\`${filtered.slice(0, 60)}\`) and pushed`;
    if (why) hits.push(hit("bash.history-rewritten", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, why));
  }
  return hits;
}
