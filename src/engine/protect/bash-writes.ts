// Which paths a bash command may write, create, move or delete: redirections, writer commands, nested shells and interpreters.

import { parseShell, type Command } from "../injection/shell-parse.ts";
import {
  ALL_OPERANDS,
  base,
  CODE_FLAGS,
  commandWords,
  COPIERS,
  hasFlag,
  INTERPRETERS,
  SHELLS,
  splitArgs,
} from "./bash-write-words.ts";

/** One place a command may write; `word` is the shell word with quotes removed (it may hold `$X`, globs, braces). */
export interface BashWrite {
  word: string;
  /** what happens there, for the dialog: "overwrite (>)", "rm", "sed -i", "python -c", … */
  op: string;
  /** the op removes or replaces a whole folder tree (rm -r, mv, cp -r, chmod -R): a folder holding protected files counts */
  tree: boolean;
  /** cp/mv/install/ln: when `word` is an existing folder, the written paths are word/<basename of each source> */
  sources?: string[];
  /** interpreter or codemode string literal: the literal may be only the start of a path the code builds */
  literal?: boolean;
  /** find: the -name/-iname patterns that limit which files under `word` are touched (absent: all of them) */
  names?: string[];
  /** the folders the command may run in: absolute paths, or "?" once a `cd` went somewhere unknown */
  cwds: readonly string[];
}

export const UNKNOWN_CWD = "?";
const MAX_DEPTH = 4;
const MAX_CWDS = 16;

export interface BashWritesOptions {
  home: string;
}

/** Every place `command` may write, with the folders it may run in. Never throws; bounded by the parser's limits. */
export function bashWrites(command: string, cwd: string, options: BashWritesOptions): BashWrite[] {
  const out: BashWrite[] = [];
  walk(command, [cwd], 0, out, options);
  return out;
}

function codeLiterals(code: string): string[] {
  const out: string[] = [];
  const re = /(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code)) !== null) out.push(m[2].replace(/\\(.)/g, "$1"));
  return out;
}

/** Interpreter code or a codemode script: each string literal may be a path (or the start of one) or a shell command. */
export function codeWrites(
  code: string,
  op: string,
  cwds: readonly string[],
  depth: number,
  out: BashWrite[],
  options: BashWritesOptions,
): void {
  for (const lit of codeLiterals(code)) {
    if (lit === "" || lit.length > 4096) continue;
    out.push({ word: lit, op, tree: true, literal: true, cwds });
    if (depth < MAX_DEPTH && /[\s>|;&]/.test(lit)) walk(lit, cwds, depth + 1, out, options);
  }
}

function walk(
  command: string,
  startCwds: readonly string[],
  depth: number,
  out: BashWrite[],
  options: BashWritesOptions,
): void {
  const parsed = parseShell(command);
  let cwds: string[] = [...startCwds];
  const push = (word: string, op: string, tree = false, extra: Partial<BashWrite> = {}): void => {
    if (word !== "") out.push({ word, op, tree, cwds, ...extra });
  };
  const nested = (src: string, op: string): void => {
    if (depth >= MAX_DEPTH) {
      push(src, op, true, { literal: true });
      return;
    }
    walk(src, cwds, depth + 1, out, options);
  };
  const pipelineText = (cmd: Command): string =>
    parsed.commands
      .filter((c) => c.pipeline === cmd.pipeline && c.stage < cmd.stage)
      .flatMap((c) => [...c.words.slice(1).map((w) => w.text), ...c.stdin.map((w) => w.text)])
      .join("\n");

  for (const cmd of parsed.commands) {
    for (const r of cmd.redirects) {
      if (r.op.includes(">")) push(r.target.text, r.op.includes(">>") ? "append (>>)" : `overwrite (${r.op})`);
    }
    const words = commandWords(cmd.words);
    if (words.length === 0) continue;
    const name = base(words[0]);
    const args = words.slice(1);
    const stdinCode = (): string =>
      [...cmd.stdin.map((w) => w.text), cmd.stage > 0 ? pipelineText(cmd) : ""].join("\n");

    if (/[$`]/.test(words[0])) {
      // a command whose name is only known at run time (`$CMD x`, `$(echo rm) x`): any operand may be written
      for (const a of args) if (!a.startsWith("-")) push(a, `run ${words[0]}`, true);
      continue;
    }
    if (name === "cd" || name === "pushd") {
      const target = args.find((a) => !a.startsWith("-"));
      const next = target === undefined ? options.home : target;
      const known = !/[$`*?[{]/.test(next) && next !== "-";
      const add = cwds.map((c) => (!known || c === UNKNOWN_CWD ? UNKNOWN_CWD : resolveIn(next, c, options.home)));
      // union, not replace: `cd x; …` continues in the old folder when cd fails
      cwds = [...new Set([...cwds, ...add])].slice(0, MAX_CWDS);
      continue;
    }
    const all = ALL_OPERANDS[name];
    if (all) {
      const { operands, values } = splitArgs(args, all.valueOpts ?? "");
      for (const o of all.skipFirst && !hasFlag(values, "--reference") ? operands.slice(1) : operands)
        push(o, all.op, all.tree === true);
      if (name === "patch") for (const o of values.get("-o") ?? []) push(o, "patch -o");
      continue;
    }
    const cop = COPIERS[name];
    if (cop) {
      const { operands, values } = splitArgs(args, cop.valueOpts);
      const targetDir = [...(values.get("-t") ?? []), ...(values.get("--target-directory") ?? [])];
      const recursive = hasFlag(values, "-r", "-R", "-a", "--recursive", "--archive") || cop.move;
      const dests = targetDir.length > 0 ? targetDir : operands.slice(-1);
      const sources = targetDir.length > 0 ? operands : operands.slice(0, -1);
      for (const d of dests) push(d, cop.op, recursive, { sources });
      // mv removes its sources; ln links to them (a link to a protected folder is a back door into it)
      if (cop.move || name === "ln") for (const s of sources) push(s, cop.op, true);
      continue;
    }
    if (name === "dd") {
      for (const a of args) if (a.startsWith("of=")) push(a.slice(3), "dd of=");
      continue;
    }
    if (name === "sed" || name === "gsed" || name === "perl") {
      const { operands, values } = splitArgs(args, name === "perl" ? "eEIMmx" : "efl");
      const inPlace =
        [...values.keys()].some((k) => k === "-i" || k.startsWith("--in-place")) ||
        args.some((a) => /^-[a-zA-Z]*i/.test(a));
      const scripted = hasFlag(values, "-e", "-f", "-E", "--expression", "--file");
      if (inPlace) for (const o of scripted ? operands : operands.slice(1)) push(o, `${name} -i`);
      if (name === "perl")
        for (const code of [...(values.get("-e") ?? []), ...(values.get("-E") ?? [])])
          codeWrites(code, "perl -e", cwds, depth, out, options);
      if (name === "sed")
        for (const code of values.get("-e") ?? [])
          if (/(^|[;}\s])w\s/.test(code)) push(code.replace(/^[\s\S]*\bw\s+/, "").trim(), "sed w");
      continue;
    }
    if (name === "curl" || name === "wget") {
      const { values } = splitArgs(args, name === "curl" ? "oHdXuAeEKTbcrwm" : "OoaePUtTwQ");
      const keys = name === "curl" ? ["-o", "--output"] : ["-O", "--output-document"];
      for (const k of keys) for (const v of values.get(k) ?? []) push(v, `${name} ${k}`);
      continue;
    }
    if (name === "find") {
      const i = args.findIndex((a) => a.startsWith("-") || a === "(" || a === "!");
      const starts = i < 0 ? args : args.slice(0, i);
      // -name/-iname narrow what is touched, unless an -o/-not/! could widen it again
      const names: string[] = [];
      args.forEach((a, j) => {
        if ((a === "-name" || a === "-iname") && args[j + 1] !== undefined) names.push(args[j + 1]);
      });
      const simple =
        names.length > 0 &&
        !args.some((a) => a === "-o" || a === "-or" || a === "-not" || a === "!" || a === "-path" || a === "-regex");
      if (args.some((a) => /^-(delete|exec|execdir|ok|okdir|fprint|fprintf|fls)$/.test(a))) {
        for (const s of starts.length > 0 ? starts : ["."])
          push(s, "find -delete/-exec", true, simple ? { names } : {});
      }
      continue;
    }
    if (name === "git") {
      const sub = args.find((a) => !a.startsWith("-"));
      const rest = sub === undefined ? [] : args.slice(args.indexOf(sub) + 1).filter((a) => !a.startsWith("-"));
      if (sub === "checkout" || sub === "restore" || sub === "rm" || sub === "mv")
        for (const o of rest) push(o, `git ${sub}`, true);
      if (sub === "clean") for (const o of rest.length > 0 ? rest : ["."]) push(o, "git clean", true);
      continue;
    }
    if (name === "eval") {
      nested(args.join(" "), "eval");
      continue;
    }
    if (SHELLS.test(name)) {
      const ci = args.findIndex((a) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(a) || a === "--command");
      if (ci >= 0) {
        const script = args.slice(ci + 1).find((a) => !a.startsWith("-"));
        if (script !== undefined) nested(script, `${name} -c`);
      } else if (args.filter((a) => !a.startsWith("-")).length === 0 || args.includes("-s")) {
        nested(stdinCode(), `${name} (stdin)`);
      }
      continue;
    }
    if (INTERPRETERS.test(name)) {
      let inline = false;
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        const flag = a.startsWith("--") ? a.split("=")[0] : a.slice(0, 2);
        if (CODE_FLAGS.has(flag) || (name === "deno" && a === "eval")) {
          const code =
            a.includes("=") && a.startsWith("--")
              ? a.slice(a.indexOf("=") + 1)
              : a.length > 2 && !a.startsWith("--")
                ? a.slice(2)
                : args[i + 1];
          if (code !== undefined) codeWrites(code, `${name} ${flag}`, cwds, depth, out, options);
          inline = true;
        }
      }
      if (/^(awk|gawk|mawk|nawk)$/.test(name)) {
        const prog = args.find((a) => !a.startsWith("-"));
        if (prog !== undefined) codeWrites(prog, name, cwds, depth, out, options);
        inline = true;
      }
      if (!inline && args.filter((a) => !a.startsWith("-")).every((a) => a === "-"))
        codeWrites(stdinCode(), `${name} (stdin)`, cwds, depth, out, options);
    }
  }
}

/** A shell word's path: "~" and "~/" expanded (the shell does), then resolved from `cwd`. */
export function resolveIn(word: string, cwd: string, home: string): string {
  const p = word === "~" ? home : word.startsWith("~/") ? home + word.slice(1) : word;
  if (p.startsWith("/")) return normalizeAbs(p);
  return normalizeAbs(`${cwd}/${p}`);
}

function normalizeAbs(p: string): string {
  const parts: string[] = [];
  for (const s of p.split("/")) {
    if (s === "" || s === ".") continue;
    if (s === "..") parts.pop();
    else parts.push(s);
  }
  return `/${parts.join("/")}`;
}
