// Where a copy into an agent file comes from, when it is the user's own reviewed text: a project file, a checkout.

import { isAgentFile } from "./agent-file.ts";
import { normPath } from "./shell-download.ts";
import type { Stage } from "./shell-words.ts";

/** a path inside the project (relative, not climbing out of it) */
const inProject = (p: string): boolean => p !== "" && p !== "-" && !/^(?:\/|~|\$)/.test(p) && !p.includes("..");
/** a hidden file or folder that is neither an agent file nor one projects keep (.github, .git) */
const HIDDEN = /(?:^|\/)\.(?!(?:github|git|\.?)(?:\/|$))[^/]/;
/** the home folder as a command names it */
const HOME = /^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32})\//;
/** the folders people keep their clones in (`~/src/team-skills`, `~/code/…`): the user's own source trees */
const SOURCE_TREE =
  /^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32})\/(?:src|code|projects|repos|git|dev|work|workspace|Projects|Code|Developer)\/[^/]/;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const dirOf = (w: string): string => normPath(w).replace(/\/+$/, "");

/** a temp, shared-memory, home or hidden source: a staged drop, the same reading as `cp /tmp/x AGENTS.md` */
const DROP = /^(?:\/tmp|\/var\/tmp|\/dev\/shm|~|\$HOME|\$\{HOME\}|\/home|\/root)(?:\/|$)/;

/**
 * `cat FILE… > AGENTS.md` (`{ printf '---…'; cat .cursorrules; } > .cursor/rules/legacy.mdc`): a copy, read as `cp` is
 * read. "project" when every file it reads is the project's own (an agent file moved to its new place, a doc folded
 * in) and the script did not write it first: the text is what the project already holds, under its own review. "drop"
 * when one is a temp or home file the command does not show (`cat /tmp/notes.md >> AGENTS.md`). Null otherwise.
 */
export function catCopy(s: Stage, script: string): "project" | "drop" | null {
  if (s.name !== "cat" || s.cmd.stdin.length > 0 || s.cmd.stage > 0) return null;
  const files = s.argv
    .slice(1)
    .map((w) => normPath(w.text))
    .filter((t) => !t.startsWith("-"));
  if (files.length === 0) return null;
  if (files.some((f) => DROP.test(f) && !checkoutSource(f, script))) return "drop";
  const own = files.every(
    (f) =>
      inProject(f) &&
      (isAgentFile(f) || !HIDDEN.test(f)) &&
      !new RegExp(`(?:>>?|\\btee\\s+(?:-a\\s+)?)\\s*["']?(?:\\./)?${escapeRe(f)}(?![\\w./-])`).test(script),
  );
  return own ? "project" : null;
}

/**
 * A home path that lies in a git checkout the user keeps (`git -C ~/src/team-skills pull && cp -r ~/src/team-skills/
 * skills/x ~/.pi/agent/skills/`): a checkout the script updates with git, or one under the folders people keep their
 * clones in, with no hidden folder on the way. Not one the same script clones from an address (that text is a
 * download) and not a temp, cache or dot folder (a staged drop).
 */
export function checkoutSource(source: string, script: string): boolean {
  const p = normPath(source);
  if (!HOME.test(p) || HIDDEN.test(p.replace(HOME, ""))) return false;
  const dirs: string[] = [];
  for (const m of script.matchAll(/\bgit\s+-C\s+(\S+)\s+(?!clone\b)[a-z]/g)) dirs.push(dirOf(m[1] ?? ""));
  for (const m of script.matchAll(
    /\bcd\s+(\S+)\s*(?:&&|;)\s*git\s+(?:pull|fetch|checkout|switch|rebase|merge|status|log)\b/g,
  ))
    dirs.push(dirOf(m[1] ?? ""));
  const inside = dirs.find((d) => d !== "" && p.startsWith(`${d}/`));
  const root = inside ?? (SOURCE_TREE.test(p) ? p : undefined);
  if (root === undefined) return false;
  // a clone made by this script into the folder the copy reads: its text came from the address, not the user's tree
  if (!/\bgit\s+clone\b/.test(script)) return true;
  return inside !== undefined && !new RegExp(`\\bgit\\s+clone\\b[^\\n;&|]*\\s["']?${escapeRe(inside)}`).test(script);
}

/** an agent's folder in home (`~/.pi/agent`, `~/.claude`, `~/.codex` …) */
const AGENT_HOME =
  /^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32})\/\.(?:pi\/agent|pi|claude|codex|gemini|cursor|continue|windsurf)\//;

/** Source and target in the same agent's home folder, the source one of its files: a backup or a rename in place. */
export function sameAgentHome(source: string, target: string): boolean {
  const a = AGENT_HOME.exec(normPath(source))?.[0];
  return a !== undefined && !source.includes("..") && !target.includes("..") && normPath(target).startsWith(a);
}
