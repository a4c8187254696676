// Commands a program runs as argument lists (subprocess.run([...]), execFile, spawn, Open3, exec.Command …) as shell text.

import type { Hit } from "./types.ts";
import { singleQuoted } from "./shell-quote.ts";
import { wrapperCommands } from "./code-wrappers43.ts";

/**
 * The shell string reader of code-scan.ts sees `os.system("…")`; a program that hands the same command over as a list
 * of words (`subprocess.run(["git", "push", url])`, `execFileSync("sudo", ["install", …])`, Ruby's
 * `Open3.capture2("scp", …)`, Go's `exec.Command("scp", …)`, simple-git's `g.push([...])`) bypasses it. These are
 * turned back into the command line they run, for the shell layer to read. Words that are not literals (a computed
 * value the constant folder could not spell) become `"$ARG"`.
 */

const Q = String.raw`"(?:[^"\\\n]|\\.){0,600}"|'(?:[^'\\\n]|\\.){0,600}'|\`(?:[^\`\\]|\\.){0,600}\``;
const ELEM = String.raw`\s*(?:${Q})\s*|[^,\[\]()"'\`\n]{1,80}`;
const ELEMS = `((?:(?:${ELEM}),){0,40}(?:${ELEM})?)`;
/** Cheap literal gate: the calls this reader knows. */
const GATE =
  /subprocess|\bos\.exec|execFile|spawn|execa|Open3|\bsystem\s*\(|\bexec\s*\(|exec\.Command|ProcessBuilder|Deno\.Command|Bun\.spawn|proc_open|simple-?git/i;

/** A list's first word is the program: `run([cmd, …])` with the list written in the call or bound to a name. */
const LIST_CALL = new RegExp(
  String.raw`\b(?:subprocess\.(?:run|call|check_call|check_output|Popen)|Bun\.spawn(?:Sync)?|proc_open|spawn)\s*\(\s*\[${ELEMS}\]`,
  "g",
);
/** The program named first, its words in a list: execFile("git", [...]), os.execvp("git", [...]), Deno.Command */
const PROGRAM_LIST_CALL = new RegExp(
  String.raw`\b(?:execFile(?:Sync)?|spawn(?:Sync)?|execa(?:Sync)?|os\.exec[lv]p?e?|new\s+Deno\.Command)\s*\(\s*(${Q})\s*,\s*(?:\{\s*args\s*:\s*)?\[${ELEMS}\]`,
  "g",
);
/** The program and its words as arguments: Ruby's system/spawn/exec/Open3, Go's exec.Command, Java's ProcessBuilder */
const ARGS_CALL = new RegExp(
  String.raw`(?:\b(?:system|spawn|exec|Process\.spawn|Open3\.(?:capture2e?|capture3|popen2e?|popen3|pipeline\w*))|\bexec\.Command(?:Context)?|\bnew\s+ProcessBuilder)\s*\(\s*(?:ctx\s*,\s*|[A-Za-z_]\w{0,20}\s*,\s*(?=["']))?((?:${Q})(?:\s*,\s*(?:${Q}|[A-Za-z_][\w.]{0,60}(?:\([^()\n]{0,60}\))?)){1,40})\s*\)`,
  "g",
);
/** A list bound to a name and handed to a runner later: `cmd = ["git", "push", remote]` … `subprocess.run(cmd, …)` */
const LIST_BINDING = new RegExp(
  String.raw`(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_]\w{0,40})\s*=\s*\[${ELEMS}\]`,
  "gm",
);
/** A wrapper that runs one program with its parameter as the words: `const run = (a) => … execFile("git", a …` */
const WRAPPER = new RegExp(
  String.raw`(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,40})\s*=\s*(?:async\s*)?\(?\s*([A-Za-z_$][\w$]{0,20})\s*\)?\s*=>[^\n]{0,200}?\b(?:execFile(?:Sync)?|spawn(?:Sync)?|execa(?:Sync)?)\s*\(\s*(${Q})\s*,\s*\2\b`,
  "gm",
);

function wordOf(token: string): string {
  const t = token.trim();
  const lit = /^(["'`])([\s\S]*)\1$/.exec(t);
  if (!lit) return '"$ARG"';
  const text = (lit[2] as string).replace(/\\(["'`\\])/g, "$1");
  if (text === "") return "''";
  return /^[\w@%+=:,./~-]+$/.test(text) ? text : singleQuoted(text);
}

function wordsOf(list: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`${Q}|[^,]+`, "g");
  for (const m of list.matchAll(re)) if (m[0].trim() !== "" && out.length < 40) out.push(wordOf(m[0]));
  return out;
}

/** simple-git calls as the git commands they run. */
function simpleGitCommands(code: string): string[] {
  if (!/simple-?git/i.test(code)) return [];
  const out: string[] = [];
  const call = new RegExp(
    String.raw`\.(addRemote|push|addConfig|clone|pull|fetch)\s*\(\s*(\[${ELEMS}\]|(?:${Q})(?:\s*,\s*(?:${Q})){0,6})`,
    "g",
  );
  for (const m of code.matchAll(call)) {
    const verb = m[1] as string;
    const args = (m[2] as string).startsWith("[") ? wordsOf((m[3] ?? "") as string) : wordsOf(m[2] as string);
    const sub = verb === "addRemote" ? "remote add" : verb === "addConfig" ? "config --add" : verb;
    out.push(`git ${sub} ${args.join(" ")}`.trim());
  }
  return out;
}

/** `execFileSync("sftp", [...], { input: "put ~/.netrc …" })`: the text fed on stdin, as the heredoc it is to the program. */
const INPUT_OPTION = new RegExp(String.raw`^\s*\]?\s*,\s*\{[^{}]{0,200}?\binput\s*:\s*(${Q})`);
function fedInput(code: string, at: number): string[] {
  const m = INPUT_OPTION.exec(code.slice(at, at + 1400));
  const text = m ? /^(["'`])([\s\S]*)\1$/.exec((m[1] as string).trim())?.[2] : undefined;
  return text === undefined ? [] : [`<<'__INPUT__'\n${text.replace(/\\n/g, "\n")}\n__INPUT__`];
}

/** The command lines a program runs as argument lists (at most 16). */
export function argvCommands(code: string): string[] {
  // (a program's own wrappers, `const gh = (...a) => execFileSync("gh", a)`: code-wrappers43.ts)
  const wrapped = wrapperCommands(code);
  if (!GATE.test(code)) return wrapped;
  const out: string[] = [];
  const push = (words: string[]): void => {
    if (words.length > 0 && out.length < 16 && words[0] !== '"$ARG"') out.push(words.join(" "));
  };
  for (const m of code.matchAll(LIST_CALL)) push(wordsOf(m[1] as string));
  for (const m of code.matchAll(PROGRAM_LIST_CALL))
    push([wordOf(m[1] as string), ...wordsOf(m[2] as string), ...fedInput(code, (m.index ?? 0) + m[0].length)]);
  for (const m of code.matchAll(ARGS_CALL)) push(wordsOf(m[1] as string));
  for (const m of code.matchAll(LIST_BINDING)) {
    const name = m[1] as string;
    if (new RegExp(String.raw`\b(?:subprocess\.\w+|Popen|spawn|proc_open|os\.exec\w*)\s*\(\s*${name}\b`).test(code))
      push(wordsOf(m[2] as string));
  }
  for (const m of code.matchAll(WRAPPER)) {
    const [, name, , program] = m as unknown as [string, string, string, string];
    const calls = new RegExp(String.raw`(?<![\w$.])${name.replace(/\$/g, "\\$")}\s*\(\s*\[${ELEMS}\]`, "g");
    for (const c of code.matchAll(calls)) push([wordOf(program), ...wordsOf(c[1] as string)]);
  }
  for (const c of simpleGitCommands(code)) if (out.length < 16) out.push(c);
  for (const c of wrapped) if (out.length < 16) out.push(c);
  return out;
}

/** `git push --mirror URL` / `git push --all --force user@host:repo`: every branch sent to an address, not a remote. */
const PUSH_ALL_TO_ADDRESS =
  /\bgit\s+(?:-\S+\s+)*push\b(?=[^\n;|&]*\s--(?:mirror|all)\b)[^\n;|&]*?\s((?:https?|ssh|git):\/\/[^\s'"]{3,200}|[\w.-]{1,40}@[\w.-]{1,120}:[^\s'"]{1,200})/;

/**
 * A program that pushes every branch (`--mirror`, `--all`) to an address it spells out: run by hand this is a
 * migration, but a program that hides it in an argument list or a joined string is sending the repository away.
 */
export function programPushHit(commands: string[], start: number, end: number, label: string): Hit | null {
  for (const c of commands) {
    const m = PUSH_ALL_TO_ADDRESS.exec(c);
    if (m)
      return {
        rule: "bash.code-push-all",
        category: "bash_exfil",
        weight: 0.86,
        start,
        end,
        detail: `${label}: every branch pushed to ${(m[1] as string).slice(0, 80)}`,
      };
  }
  return null;
}
