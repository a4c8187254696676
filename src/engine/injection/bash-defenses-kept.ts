// A defence switch-off the script does not leave in force: named only in a printed message, or one way of a toggle.

import { parseShell } from "./shell-parse.ts";
import { stagesOf, type Stage } from "./shell-words.ts";

/** The commands that print a message to the user. */
const PRINTERS = new Set(["echo", "printf"]);
/** Redirects that keep a message on the terminal (stderr, the tty) or drop it. */
const TO_TERMINAL = /^(?:&2|\/dev\/(?:stderr|tty|null))$/;

/**
 * The off setting and the command that puts it back on: `setenforce 0` / `setenforce 1`, `ufw disable` / `ufw enable`,
 * `auditctl -e 0` / `auditctl -e 1`, `SELINUX=permissive|disabled` / `SELINUX=enforcing` written by an editor.
 */
const COUNTERPARTS: readonly { off: RegExp; on: (s: Stage) => boolean }[] = [
  {
    off: /\bsetenforce\s+0\b/,
    on: (s) => nameOf(s) === "setenforce" && argWords(s).some((w) => /^(?:1|enforcing)$/i.test(w)),
  },
  { off: /\bufw\s+(?:--force\s+)?disable\b/, on: (s) => nameOf(s) === "ufw" && argWords(s).includes("enable") },
  {
    off: /\bauditctl\s+-e\s*0\b/,
    on: (s) => nameOf(s) === "auditctl" && /(?:^|\s)-e\s*[12]\b/.test(argWords(s).join(" ")),
  },
  {
    off: /\bSELINUX=(?:disabled|permissive)\b/,
    on: (s) => /^(?:sed|perl|awk|echo|printf|tee)$/.test(nameOf(s)) && /\bSELINUX=enforcing\b/.test(s.text),
  },
];

/** A stage's command name and arguments, past a `case` branch's pattern (`on) ufw enable` reads as `ufw enable`). */
function commandWords(s: Stage): string[] {
  const words = s.argv.map((w) => w.text);
  return /^\(?[^\s()]*\)$/.test(words[0] ?? "") ? words.slice(1) : words;
}
const nameOf = (s: Stage): string => (commandWords(s)[0] ?? "").replace(/^.*\//, "");
/** Past this many switch-offs in one script they all count (linear on any text). */
const MAX_MATCHES = 16;
let memo: { src: string; pipelines: Stage[][] | null } | null = null;

/** The script's pipelines, parsed once for all its matches; null when it holds more than MAX_MATCHES of them. */
function parsedOnce(src: string, off: RegExp): Stage[][] | null {
  if (memo?.src !== src) {
    const many = (src.match(new RegExp(off.source, "g"))?.length ?? 0) > MAX_MATCHES;
    memo = { src, pipelines: many ? null : stagesOf(parseShell(src).commands, src) };
  }
  return memo.pipelines;
}

const argWords = (s: Stage): string[] => commandWords(s).slice(1);

/**
 * Why a defence switch-off matched at `at` is not left in force, or null: the match sits in a message an `echo` or
 * `printf` prints to the terminal (`echo "Run \"setenforce 0\" first if you really want to do this."`), or the script is
 * a toggle that also runs the setting's way back on (a case branch `on) ufw enable ;; off) ufw disable ;;`, a mode tool
 * writing `SELINUX=enforcing` or `SELINUX=permissive` by its argument). A message piped or written anywhere else (`echo
 * "setenforce 0" | sh`, into a file) is not only printed, and the way back on only printed (`echo "re-enable with: ufw
 * enable"`) undoes nothing.
 */
export function defenceNotKept(command: string, matched: string, at: number, off: RegExp): string | null {
  const stages = parsedOnce(command, off);
  if (stages === null) return null;
  const where = stages.find((p) => p.some((s) => s.cmd.start <= at && at < s.cmd.end));
  const stage = where?.find((s) => s.cmd.start <= at && at < s.cmd.end);
  if (where && stage && printedOnly(where, stage, at)) return "only named in a message the script prints";
  const pair = COUNTERPARTS.find((c) => c.off.test(matched));
  if (!pair) return null;
  for (const p of stages)
    for (const s of p)
      if (!(s.cmd.start <= at && at < s.cmd.end) && pair.on(s) && !printedOnly(p, s, s.cmd.start))
        return "a toggle: the script also switches it back on";
  return null;
}

/** The text at `at` is an argument of an echo/printf alone in its pipeline whose output stays on the terminal. */
function printedOnly(pipeline: Stage[], s: Stage, at: number): boolean {
  if (!PRINTERS.has(nameOf(s)) || pipeline.length !== 1) return false;
  if (!s.argv.slice(1).some((w) => w.start <= at && at < w.end)) return false;
  return s.cmd.redirects.every((r) => !/^>>?$|^&?>$/.test(r.op) || TO_TERMINAL.test(r.target.text));
}
