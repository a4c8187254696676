// Paths a copier or archiver is told to leave out (`rsync --exclude .env`, `tar --exclude=.env`, `zip … -x .env`): words
// the command never reads or sends, taken out of a stage before any sink or source reads it.

import type { Word } from "./shell-parse.ts";
import type { Stage } from "./shell-words.ts";

/** programs whose exclusion options take a pattern of what to leave out (restic and borg: `-e` is `--exclude`) */
const EXCLUDERS = /^(?:rsync|tar|gtar|bsdtar|zip|rclone|aws|restic|borg|7z|7za|7zz)$/;
/** `--exclude PAT` or `--exclude=PAT` (never `--exclude-from`: rsync hands a pattern file's lines to the remote side) */
const EXCLUDE_LONG = /^--exclude(?:=|$)/;
/** an rsync or rclone filter rule that excludes: `- PAT`, `exclude PAT` (`+ PAT`, an include, lets the file through) */
const EXCLUDE_RULE = /^(?:-|exclude)[ ,]/;
const FILTER_OPT = /^(?:--filter|-f)(?:=|$)/;

/**
 * The indices of `argv` that are exclusion options or their patterns, for the programs that take them. zip's `-x`
 * (`--exclude`) takes every following word up to the next option; 7-Zip's `-x!PAT`/`-xr!PAT` is one word.
 */
export function exclusionIndices(name: string, argv: readonly Word[]): Set<number> {
  const out = new Set<number>();
  if (!EXCLUDERS.test(name)) return out;
  for (let i = 1; i < argv.length; i++) {
    const t = argv[i].text;
    if (t === "--") break;
    if (name === "zip" && (t === "-x" || t === "--exclude")) {
      out.add(i);
      while (i + 1 < argv.length && !argv[i + 1].text.startsWith("-")) out.add(++i);
      continue;
    }
    if (/^7z/.test(name) && /^-xr?[!@-]/.test(t)) {
      out.add(i);
      continue;
    }
    const valueAt = (): number => (t.includes("=") ? i : i + 1);
    if (EXCLUDE_LONG.test(t) || ((name === "restic" || name === "borg") && t === "-e")) {
      out.add(i);
      out.add(valueAt());
      if (!t.includes("=")) i++;
      continue;
    }
    if ((name === "rsync" || name === "rclone") && FILTER_OPT.test(t)) {
      const v = t.includes("=") ? t.slice(t.indexOf("=") + 1) : (argv[i + 1]?.text ?? "");
      if (EXCLUDE_RULE.test(v)) {
        out.add(i);
        out.add(valueAt());
      }
      if (!t.includes("=")) i++;
    }
  }
  out.delete(argv.length);
  return out;
}

/**
 * The stage without its exclusion options: their words dropped from `argv` and blanked in `text` (same length, so
 * offsets into it hold). A stage with none is returned as it is.
 */
export function withoutExclusions(stage: Stage): Stage {
  const drop = exclusionIndices(stage.name, stage.argv);
  if (drop.size === 0) return stage;
  const base = stage.cmd.start;
  let text = stage.text;
  for (const i of drop) {
    const w = stage.argv[i];
    const from = w.start - base;
    const to = w.end - base;
    if (from < 0 || to > text.length) continue;
    text = text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
  }
  return { ...stage, argv: stage.argv.filter((_w, i) => !drop.has(i)), text };
}
