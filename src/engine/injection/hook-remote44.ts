// Hook configs that run another repository's hooks at a moving branch: pre-commit's `rev: main`, lefthook's remotes.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** A branch or a moving name, not a tag or a commit: what a hook config must not pin to. */
const MOVING = "(?:main|master|head|develop|dev|trunk|latest|stable|nightly|edge)";
/** pre-commit: a remote repo's hooks at a moving rev (`- repo: https://… \n rev: main`). */
const PRE_COMMIT_MOVING = new RegExp(
  String.raw`-\s{1,3}repo\s{0,3}:\s{0,3}["']?((?:https?|git|ssh):\/\/[^\s"']{4,200}|[\w.-]{1,64}@[\w.-]{1,120}:[^\s"']{1,200})["']?\s{0,3}(?:\n|\\n)\s{0,12}rev\s{0,3}:\s{0,3}["']?${MOVING}["']?\s{0,3}(?:$|\n|\\n|#)`,
  "im",
);
/** lefthook: `remotes:` that fetch a repository's configs at a moving ref, or fetch again on every run. */
const LEFTHOOK_REMOTE =
  /\bremotes\s{0,3}:\s{0,3}(?:\n|\\n)[\s\S]{0,40}?git_url\s{0,3}:\s{0,3}["']?(\S{4,200}?)["']?\s{0,3}(?:\n|\\n)/i;
const LEFTHOOK_MOVING = new RegExp(
  String.raw`\bref\s{0,3}:\s{0,3}["']?${MOVING}["']?\s{0,3}(?:$|\n|\\n)|\brefetch\s{0,3}:\s{0,3}true\b`,
  "im",
);

/**
 * Why a text (a hook config, a command or program that writes one) runs another repository's hooks at a moving
 * branch, or null: each commit runs whatever that branch holds that day, unreviewed. A tag or a commit (`rev: v4.6.0`,
 * `ref: 1a2b3c4`) stays quiet, and so does a local hook.
 */
export function hookRemoteWhy(text: string): string | null {
  if (text.length > 200_000 || !/\brev\b|remotes/i.test(text)) return null;
  const pc = PRE_COMMIT_MOVING.exec(text);
  if (pc)
    return `pre-commit runs ${pc[1]}'s hooks at a moving branch (\`${
      pc[0]
        .split(/\n|\\n/)
        .at(-2)
        ?.trim() ?? "rev"
    }\`)`;
  const lh = LEFTHOOK_REMOTE.exec(text);
  if (lh) {
    const moving = LEFTHOOK_MOVING.exec(text.slice(lh.index, lh.index + 600));
    if (moving) return `lefthook runs ${lh[1]}'s hooks at a moving ref (\`${moving[0].trim()}\`)`;
  }
  return null;
}

/** A command or program that writes such a config (it names the file); the write tool's text is judged by its path. */
export function hookRemoteHits(text: string, file = false): Hit[] {
  if (!file && !/pre-commit-config|lefthook/.test(text)) return [];
  const why = hookRemoteWhy(text);
  return why === null ? [] : [hit("bash.hook-remote", "bash_persistence", 0.86, 0, text.length, why)];
}
