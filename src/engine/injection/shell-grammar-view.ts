// The script as it runs when its grammar hides a command: globbed command words, process substitution, fds, `at` jobs.

import { globSource } from "./shell-expand-ops.ts";
import { applyEdits, type Edit } from "./shell-rewrite.ts";
import { staticOutput } from "./shell-static.ts";
import { parseShell } from "./shell-parse.ts";
import { type Stage, stagesOf } from "./shell-words.ts";

const MAX_EDITS = 32;

/** Only scripts holding one of these can have something this view rewrites (a literal gate: the rest pay nothing). */
const TRIGGER = /[?*[]|<\(|\/dev\/fd\/|<&\s?\d|\b(?:at|batch)\b|(?:-T|--upload-file)\s{1,3}["']?\{/;

/** Tools a globbed command word is matched against: the ones the layer watches when they are spelled out. */
const WATCHED = [
  "curl",
  "wget",
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",
  "ssh",
  "scp",
  "sftp",
  "rsync",
  "ftp",
  "python",
  "python3",
  "perl",
  "ruby",
  "node",
  "php",
  "bash",
  "sh",
  "zsh",
  "dash",
  "ksh",
  "base64",
  "xxd",
  "openssl",
  "dig",
  "nslookup",
  "crontab",
  "git",
  "tar",
];

/** Senders: commands that ship a file argument or their stdin off the machine. */
const SENDER =
  /^(?:curl|wget|nc|ncat|netcat|socat|telnet|http|https|xh|scp|sftp|rsync|ftp|lftp|mail|mailx|sendmail|swaks|aws|gsutil|rclone|s3cmd|ssh|gh)$/;

/**
 * Longest glob word read as a command name. Padding (`c*****…rl`, a long `[…]` set) may stretch a watched name well past
 * its few letters, so the cap is far above any spelling a shell user types, yet below what a whole source file read as
 * one word reaches.
 */
const MAX_GLOB_NAME = 4096;

/** A glob command word (`/usr/bin/c?rl`, `n[c]`, `cu*l`) as the one watched tool it matches, else null. */
export function globbedTool(word: string): string | null {
  const long = word.replace(/^.*\//, "");
  // V8 compiles a regex on its first test, where one built from a huge word throws "Regular expression too large":
  // the cap keeps the cost bounded and the try keeps any other such word from failing the whole scan.
  if (long.length > MAX_GLOB_NAME) return null;
  // a run of stars matches what one star matches, and left as `.*.*.*…` it backtracks without end on a near miss
  const name = long.replace(/\*{2,}/g, "*");
  if (!/[?*[]/.test(name) || !/[a-z0-9]/i.test(name.replace(/\[[^\]]*\]/g, ""))) return null;
  let hits: string[];
  try {
    const re = new RegExp(
      `^${name.replace(/\[([^\]]+)\]|([?*])|([^?*[])/g, (_m, set?: string, wild?: string, lit?: string) =>
        set !== undefined
          ? `[${set.replace(/^!/, "^").replace(/\\/g, "\\\\")}]`
          : wild === "*"
            ? ".*"
            : wild === "?"
              ? "."
              : (lit as string).replace(/[\\^$.+()|{}\]-]/g, "\\$&"),
      )}$`,
    );
    hits = WATCHED.filter((t) => re.test(t));
  } catch {
    return null;
  }
  return hits.length === 1 ? (hits[0] as string) : null;
}

/** The guard's own package folder: a glob aimed at it (`.pi/extensions/*sentinel*`) is a path to it. */
const GUARD_FOLDER = "pi-sentinel";

/** An argument whose last path segment is a glob matching the guard's own folder, spelled out; else null. */
export function globbedGuardPath(word: string): string | null {
  const cut = word.lastIndexOf("/");
  const last = word.slice(cut + 1);
  if (last.length > 120 || !/[?*[]/.test(last) || !/sent|tinel/i.test(last)) return null;
  try {
    const re = new RegExp(`^${globSource(last)}$`, "i");
    return re.test(GUARD_FOLDER) ? `${word.slice(0, cut + 1)}${GUARD_FOLDER}` : null;
  } catch {
    // (a word that is no valid glob, a class left open: nothing it names)
    return null;
  }
}

/** The text of a `<(…)` starting at `open` (the `<`), balanced, or null. */
function substitutionAt(src: string, open: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = open + 1; i < src.length && i < open + 4096; i++) {
    const c = src[i];
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return { inner: src.slice(open + 2, i), end: i + 1 };
  }
  return null;
}

/** `exec N< <(X)`, `exec N<FILE`: what fd N reads in the commands after it (X's output, or the file). */
function fdSources(pipelines: Stage[][], src: string): Map<string, { text: string; end: number }> {
  const fds = new Map<string, { text: string; end: number }>();
  for (const stages of pipelines)
    for (const s of stages) {
      if (s.name !== "exec" || s.argv.length > 1) continue;
      for (const r of s.cmd.redirects) {
        const fd = /(\d)\s*<\s*$/.exec(src.slice(s.cmd.start, r.target.start))?.[1];
        if (fd === undefined || r.op !== "<") continue;
        const raw = src.slice(r.target.start, r.target.end);
        const sub = raw.startsWith("<(") ? substitutionAt(raw, 0) : null;
        fds.set(fd, { text: sub ? sub.inner : `cat ${raw}`, end: s.cmd.end });
      }
    }
  return fds;
}

/**
 * A sender handed a file that is another command's output (`curl -d @<(env)`, `--post-file=<(set)`, `-T /dev/fd/3`
 * after `exec 3< <(env)`, `nc h p <&4`): the same as that command piped into it, `env | curl -d @/dev/stdin`.
 */
function procSubEdits(s: Stage, src: string, fds: Map<string, { text: string; end: number }>): Edit[] {
  if (!SENDER.test(s.name) || s.cmd.stage > 0 || s.argv.length === 0) return [];
  const own = new Map(fds);
  for (const r of s.cmd.redirects) {
    const fd = /(\d)\s*<\s*$/.exec(src.slice(s.cmd.start, r.target.start))?.[1];
    const raw = src.slice(r.target.start, r.target.end);
    if (fd !== undefined && r.op === "<" && raw.startsWith("<(")) {
      const sub = substitutionAt(raw, 0);
      if (sub) own.set(fd, { text: sub.inner, end: s.cmd.start });
    }
  }
  const first = s.argv[0] as Stage["argv"][number];
  // (the command's span starts at the separator before it: the pipe goes before its first word, `env` or `sudo` too)
  const lead = s.cmd.words[0]?.start ?? first.start;
  for (const w of s.argv.slice(1)) {
    const raw = src.slice(w.start, w.end);
    const at = raw.indexOf("<(");
    if (at >= 0 && !/^['"]/.test(raw)) {
      const sub = substitutionAt(raw, at);
      if (sub === null) continue;
      return [
        { start: lead, end: lead, text: `${sub.inner} | `, why: "process substitution as stdin" },
        { start: w.start + at, end: w.start + sub.end, text: "/dev/stdin", why: "process substitution as stdin" },
      ];
    }
    const fd = /\/dev\/fd\/(\d)\b/.exec(raw);
    const source = fd ? own.get(fd[1] as string) : undefined;
    if (fd && source && source.end <= first.start) {
      const i = w.start + (fd.index ?? 0);
      return [
        { start: lead, end: lead, text: `${source.text} | `, why: "fd as stdin" },
        { start: i, end: i + fd[0].length, text: "/dev/stdin", why: "fd as stdin" },
      ];
    }
  }
  // `nc h p <&4`, `0<&4` (the parser keeps no fd duplication): stdin read from the fd
  const text = src.slice(s.cmd.start, s.cmd.end);
  const dup = /(?:^|\s)0?<&\s?(\d)(?!\d)/.exec(text);
  const source = dup ? own.get(dup[1] as string) : undefined;
  if (dup && source && source.end <= first.start) {
    const from = s.cmd.start + dup.index + (dup[0].length - dup[0].trimStart().length);
    return [
      { start: lead, end: lead, text: `${source.text} | `, why: "fd as stdin" },
      { start: from, end: s.cmd.start + dup.index + dup[0].length, text: "", why: "fd as stdin" },
    ];
  }
  return [];
}

/** `curl -T "{a,b}"`: curl's own brace list uploads each file, as `-T a -T b` does. */
function uploadListEdits(s: Stage): Edit[] {
  const edits: Edit[] = [];
  s.argv.forEach((w, i) => {
    const prev = s.argv[i - 1]?.text;
    const list = /^\{([^{}\s]{1,400},[^{}\s]{1,400})\}$/.exec(w.text);
    if (list && (prev === "-T" || prev === "--upload-file") && edits.length < 4)
      edits.push({
        start: w.start,
        end: w.end,
        text: (list[1] as string).split(",").join(` ${prev} `),
        why: "curl upload list",
      });
  });
  return edits;
}

/** Options of `at` that list, show or remove jobs instead of scheduling one. */
const AT_QUERY = /^-[a-zA-Z]*[lcdr]/;

/**
 * `echo CMD | at now + 1 hour`, `at midnight <<EOF`, `at -f FILE teatime`, `batch`: the job runs as a script later, so
 * the command is read as the shell that will run it (`sh`, `sh FILE`), with the text piped to it.
 */
function deferredEdit(s: Stage, stages: Stage[]): Edit | null {
  if (s.name !== "at" && s.name !== "batch") return null;
  const args = s.argv.slice(1).map((w) => w.text);
  if (args.some((a) => AT_QUERY.test(a))) return null;
  const f = args.findIndex((a) => a === "-f" || /^-[a-zA-Z]*f$/.test(a));
  const file = f >= 0 ? args[f + 1] : undefined;
  const fed = s.cmd.stage > 0 || s.cmd.stdin.length > 0;
  if (file === undefined && !fed) return null;
  const first = s.argv[0] as Stage["argv"][number];
  const last = s.argv[s.argv.length - 1] as Stage["argv"][number];
  // `echo 'CMD' | at now`: the job's text in the pipeline's place, read in the flow of the script around it (a file
  // staged before it and sent by the job is one flow)
  const k = stages.indexOf(s);
  const job = file === undefined && k > 0 ? staticOutput(stages.slice(0, k)) : null;
  const head = stages[0]?.cmd.words[0];
  if (job !== null && head !== undefined && job.text.trim() !== "")
    return { start: head.start, end: last.end, text: `${job.text.trim()}\n`, why: `${s.name} job` };
  return { start: first.start, end: last.end, text: file !== undefined ? `sh ${file}` : "sh", why: `${s.name} job` };
}

/**
 * The source with globbed command words named, process substitutions and fds handed to senders turned into pipes, and
 * `at`/`batch` jobs as the shell that runs them, plus what was rewritten; null when nothing was.
 */
export function grammarView(src: string, parsed: Stage[][] | null): { text: string; why: string } | null {
  if (!TRIGGER.test(src)) return null;
  // (null: a derived text, parsed here only when it holds a trigger)
  const pipelines = parsed ?? stagesOf(parseShell(src).commands, src);
  const edits: Edit[] = [];
  const fds = /\bexec\b/.test(src) ? fdSources(pipelines, src) : new Map<string, { text: string; end: number }>();
  for (const stages of pipelines)
    for (const s of stages) {
      if (edits.length >= MAX_EDITS || s.argv.length === 0) continue;
      const first = s.argv[0] as Stage["argv"][number];
      const raw = src.slice(first.start, first.end);
      const tool = /^['"]/.test(raw) ? null : globbedTool(raw);
      if (tool !== null) edits.push({ start: first.start, end: first.end, text: tool, why: "globbed command word" });
      const name = tool ?? s.name;
      edits.push(...procSubEdits({ ...s, name }, src, fds));
      if (name === "curl") edits.push(...uploadListEdits(s));
      for (const w of s.argv.slice(1)) {
        const guard = /sent|tinel/i.test(w.text) ? globbedGuardPath(src.slice(w.start, w.end)) : null;
        if (guard !== null) edits.push({ start: w.start, end: w.end, text: guard, why: "glob at the guard's folder" });
      }
      const job = deferredEdit(s, stages);
      if (job) edits.push(job);
    }
  if (edits.length === 0) return null;
  // (an insertion before a command goes before the rewrite of its first word)
  edits.sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  return applyEdits(src, edits);
}
