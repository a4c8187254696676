// A secret stored in git's object database (hash-object -w, notes, tag or commit messages) in a script that pushes or sends.

import { ENV_INLINE, hit, readsSecrets, SENSITIVE_PATH, SENSITIVE_VAR } from "./bash-facts.ts";
import { netSink } from "./shell-flow-facts.ts";
import { HOME_TOOL_SECRET, substitutedSecret } from "./shell-secret-reads.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A word that names or carries a secret: a credential path, a secret variable, a substitution that reads one. */
function secretWord(t: string): boolean {
  return (
    SENSITIVE_PATH.test(t) ||
    SENSITIVE_VAR.test(t) ||
    HOME_TOOL_SECRET.test(t) ||
    ENV_INLINE.test(t) ||
    substitutedSecret(t) !== undefined
  );
}

/**
 * What secret a git stage writes into the repository's objects: `hash-object -w ~/.ssh/id_rsa`, `hash-object -w --stdin`
 * fed a secret (redirect, here-string, or a pipeline that reads one), `notes add -F ~/.aws/credentials`, a tag or
 * commit message `-m "$(cat .env)"`. Undefined for the project's own files and messages.
 */
function storedSecret(s: Stage, before: Stage[]): string | undefined {
  const a = s.argv.map((w) => w.text);
  const verb = a.findIndex((t, i) => i > 0 && /^(?:hash-object|notes|tag|commit|commit-tree|mktag|mktree)$/.test(t));
  if (verb < 0) return undefined;
  const rest = a.slice(verb + 1);
  if (a[verb] === "hash-object") {
    if (!rest.includes("-w")) return undefined;
    if (rest.includes("--stdin")) {
      const fed =
        s.cmd.redirects.find((r) => r.op === "<" && secretWord(r.target.text))?.target.text ??
        s.cmd.stdin.find((w) => secretWord(w.text))?.text ??
        before.find((b) => readsSecrets(b))?.text;
      if (fed !== undefined) return fed;
    }
    return rest.find((t) => !t.startsWith("-") && secretWord(t));
  }
  // a message or note body: -m TEXT, -F FILE, --message=TEXT, --file=FILE
  return rest.find((t, i) => {
    const opt = /^(?:-[mF]|--message|--file)$/.test(rest[i - 1] ?? "");
    const inline = /^(?:--message|--file)=([\s\S]+)$/.exec(t)?.[1];
    return (opt && secretWord(t)) || (inline !== undefined && secretWord(inline));
  });
}

/**
 * A secret stored as a git object then pushed or sent in the same script: git has no use for a key or an env dump as a
 * blob, note or tag message, and any push of a ref that names it (a tag, a note ref, `$oid:refs/heads/x`) hands it to the
 * remote. Without a push or another sender in the script it stays local and is left alone.
 */
export function gitObjectHits(pipelines: Stage[][], hits: Hit[]): void {
  let stored: { stage: Stage; what: string } | undefined;
  for (const stages of pipelines)
    for (const [k, s] of stages.entries()) {
      if (s.name !== "git") continue;
      const what = stored ? undefined : storedSecret(s, stages.slice(0, k));
      if (what !== undefined) stored = { stage: s, what };
    }
  if (!stored) return;
  const sender = pipelines
    .flat()
    .find(
      (s) =>
        s.cmd.start > stored.stage.cmd.start &&
        ((s.name === "git" && s.argv.some((w) => w.text === "push")) || netSink(s)),
    );
  if (!sender) return;
  hits.push(
    hit(
      "bash.git-object-secret",
      "bash_exfil",
      0.88,
      stored.stage.cmd.start,
      sender.cmd.end,
      `${stored.what.slice(0, 60)} stored as a git object, then ${sender.name === "git" ? "pushed" : `sent by ${sender.name}`}`,
    ),
  );
}
