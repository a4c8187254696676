// The repository's history and the user's unsaved work destroyed: shared refs deleted or rewound, recovery erased, history rewritten.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** git's subcommand and its arguments, past global options (`-c k=v`, `-C dir`, `--git-dir=…`). */
export function gitCall(s: Stage): { sub: string; args: string[] } | null {
  if (s.name !== "git") return null;
  const a = s.argv.slice(1).map((w) => w.text);
  let i = 0;
  while (i < a.length && a[i].startsWith("-")) i += /^-(?:c|C)$|^--(?:git-dir|work-tree|namespace)$/.test(a[i]) ? 2 : 1;
  return i < a.length ? { sub: a[i], args: a.slice(i + 1) } : null;
}

/** What one git call does to history: discards commits or refs, erases the way back, or wipes unsaved work. */
interface Acts {
  discard: string[];
  recovery: string[];
  unsaved: string[];
  stashGone: boolean;
}

function readCall(sub: string, args: string[], sharedRef: RegExp, acts: Acts): string | null {
  const has = (re: RegExp) => args.some((a) => re.test(a));
  if (sub === "reset" && has(/^--hard$/) && has(/[~^]\d*$|@\{\d+\}$/))
    acts.discard.push(`reset --hard ${args.find((a) => /[~^]/.test(a))}`);
  else if (sub === "reset" && has(/^--hard$/)) acts.unsaved.push("reset --hard");
  if (sub === "update-ref" && has(/^-d$/))
    acts.discard.push(`update-ref -d ${args.find((a) => !a.startsWith("-")) ?? ""}`);
  if (sub === "branch" && has(/^-[a-zA-Z]*D$|^--delete$/) && has(/^--force$|^-[a-zA-Z]*D$/))
    acts.discard.push("branch -D");
  if (sub === "reflog" && args[0] === "expire" && has(/^--expire(?:-unreachable)?=(?:now|all|0)/))
    acts.recovery.push("reflog expire --expire=now");
  if (sub === "gc" && has(/^--prune=(?:now|all)$/)) acts.recovery.push("gc --prune=now");
  if (sub === "stash" && (args[0] === "clear" || (args[0] === "drop" && has(/^--all$/)))) {
    acts.recovery.push("stash clear");
    acts.stashGone = true;
  }
  if (sub === "clean" && has(/^-[a-zA-Z]*f/)) acts.unsaved.push(`clean ${args.join(" ")}`);
  if (
    (sub === "checkout" || sub === "restore") && args.includes("--")
      ? args[args.indexOf("--") + 1] === "."
      : sub === "restore" && args.includes(".")
  )
    acts.unsaved.push(`${sub} -- .`);
  if (sub === "push") return pushAct(args, sharedRef, acts);
  return null;
}

const DEFAULT_BRANCH = /^(?:main|master|trunk|production|prod)$/;

/** A push that deletes a shared ref, rewinds one by force, or publishes the stash (untracked files too). */
function pushAct(args: string[], sharedRef: RegExp, acts: Acts): string | null {
  const refs = args.filter((a) => !a.startsWith("-")).slice(1);
  const deleting = args.some((a) => /^(?:--delete|-d)$/.test(a));
  const deleted: string[] = [];
  const forced = args.some((a) => /^--force$|^-[a-zA-Z]*f[a-zA-Z]*$/.test(a)) || refs.some((r) => r.startsWith("+"));
  for (const raw of refs) {
    const r = raw.replace(/^\+/, "");
    const [src, dst = src] = r.includes(":") ? r.split(":") : [r, r];
    const target = dst.replace(/^refs\/heads\//, "");
    if ((deleting || (r.startsWith(":") && src === "")) && sharedRef.test(deleting ? r : target)) {
      acts.discard.push(`push deleting ${target}`);
      deleted.push(target);
      continue;
    }
    if (forced && sharedRef.test(target) && /[~^]\d*$|@\{\d+\}$/.test(src)) {
      acts.discard.push(`push --force ${r}`);
      return `${target} on the remote forced back to ${src}: the commits after it dropped for everyone`;
    }
    if (/^refs\/stash$|^stash@\{/.test(src)) return "the stash (uncommitted and untracked files) pushed to the remote";
  }
  // one mistyped tag or an old release branch taken down is routine; the default branch, or several shared refs at once,
  // is history others build on removed (and counts toward the reflog rule below either way)
  if (deleted.some((t) => DEFAULT_BRANCH.test(t)) || deleted.length >= 2)
    return `the remote's ${deleted.slice(0, 3).join(", ")} deleted`;
  return null;
}

/**
 * The history of all commits rewritten to take files out (not secrets or big binaries, what the tools exist for) or to
 * change who wrote them: `rebase --root --exec "git rm …"`, `filter-branch --all`, `filter-repo --invert-paths` over every branch.
 */
function historyRewrite(sub: string, args: string[], text: string, secretOrBulk: RegExp): string | null {
  const whole =
    (sub === "rebase" && args.includes("--root")) ||
    (sub === "filter-branch" && /--all\b/.test(text)) ||
    (sub === "filter-repo" && !args.some((a) => /^--refs?$/.test(a)));
  if (!whole) return null;
  const removed = [...text.matchAll(/\bgit\s+rm\b([^&;|"']*)/g)].flatMap((m) =>
    m[1].split(/\s+/).filter((t) => t && !t.startsWith("-")),
  );
  if (sub === "filter-repo" && args.includes("--invert-paths"))
    removed.push(...args.filter((_a, i) => /^--path(?:-glob)?$/.test(args[i - 1] ?? "")));
  const kept = removed.filter((p) => !secretOrBulk.test(p));
  if (kept.length > 0) return `${sub} over all history removes ${kept.slice(0, 3).join(", ")} from every commit`;
  if (/--reset-author\b|GIT_(?:AUTHOR|COMMITTER)_(?:NAME|EMAIL)=/.test(text))
    return `${sub} over all history rewrites who wrote each commit`;
  return null;
}

/** The git calls of a script, read one by one and together. */
export function gitHistoryHits(pipelines: Stage[][], sharedRef: RegExp, secretOrBulk: RegExp): Hit[] {
  const hits: Hit[] = [];
  const acts: Acts = { discard: [], recovery: [], unsaved: [], stashGone: false };
  let first: Stage | null = null;
  let last: Stage | null = null;
  for (const stages of pipelines)
    for (const s of stages) {
      const call = gitCall(s);
      if (!call) continue;
      first ??= s;
      last = s;
      const pushed = readCall(call.sub, call.args, sharedRef, acts);
      if (pushed) hits.push(hit("bash.history-destroyed", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, pushed));
      const rewrite = historyRewrite(call.sub, call.args, s.text, secretOrBulk);
      if (rewrite) hits.push(hit("bash.history-destroyed", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, rewrite));
    }
  if (!first || !last) return hits;
  const [start, end] = [first.cmd.start, last.cmd.end];
  // commits or refs dropped and the reflog or loose objects that would bring them back erased in the same run
  if (acts.discard.length > 0 && acts.recovery.some((r) => r !== "stash clear"))
    hits.push(
      hit(
        "bash.history-destroyed",
        "bash_persistence",
        0.88,
        start,
        end,
        `${acts.discard[0]} and ${acts.recovery[0]}: no way back`,
      ),
    );
  // the working tree reset or cleaned and the stash (where work is kept aside) cleared with it
  if (acts.stashGone && acts.unsaved.length > 0)
    hits.push(
      hit(
        "bash.destroy",
        "bash_persistence",
        0.86,
        start,
        end,
        `${acts.unsaved[0]} and stash clear: the user's unsaved work gone`,
      ),
    );
  return hits;
}
