// An interpreter given its whole program inline (`python3 -c`, `node -e`, `ruby -e`, `perl -lane`) that can run nothing
// but itself: what a download pipes into it is data (an API's JSON parsed and printed), not a program.

import type { Stage } from "./shell-words.ts";

/** the interpreters whose inline program this reads, and the flags that hand it over */
const INLINE_FLAG: Record<string, RegExp> = {
  python: /^-c$/,
  python2: /^-c$/,
  python3: /^-c$/,
  node: /^(?:-e|-p|--eval|--print)$/,
  ruby: /^-\w*e$/,
  perl: /^-\w*[eE]$/,
};

/** flags before the program that change nothing about what runs (buffering, warnings, a named library, a separator) */
const HARMLESS_FLAG = /^-(?:[uBIsSOqW]+|r\w+|F\S*|[lanpw]+|M-?[\w:]+|-no-warnings)$/;

/** a longer inline program is a script with room to hide a run; the real ones are a few lines */
const MAX_PROGRAM = 1500;

/**
 * What lets a program run other code or leave a program behind: an evaluator, a process, a module loader, the language's
 * escape hatches (dunders, the builtins table, a constructor's constructor), a deserialiser that runs code, a file
 * written, a debugger reading commands. One of these anywhere and the program is not read as a reader.
 */
const RUNS_CODE =
  /\b(?:exec\w*|eval\w*|compile|__\w+__|builtins|globals|locals|vars|getattr|setattr|importlib|imp|zipimport|runpy|subprocess|popen\w*|system|spawn\w*|fork|pty|ctypes|cffi|pickle|cPickle|marshal|dill|joblib|shelve|torch|allow_pickle|unsafe_load|full_load|load_module|pdb|breakpoint|interact|InteractiveConsole|modules|pip|Function|constructor|vm|child_process|worker_threads|Worker|binding|dlopen|mainModule|globalThis|instance_eval|class_eval|module_eval|instance_exec|send|public_send|const_get|Kernel|Open3|IO\.popen|Marshal|YAML|ObjectSpace|qx|syscall|require|load|open|write\w*|append\w*|createWriteStream|rename\w*|unlink\w*|chmod\w*|symlink\w*|copy\w*|FileUtils|shutil)\b|\bdo\s+["'$]|`|%x|\bimport\s*\(|\$\(/;

/** a read of a file or stdin that is only a read: these words alone are fine */
const PLAIN_READS =
  /\b(?:json|JSON)\.load\s*\(|\bsys\.(?:stdout|stderr)\.write\s*\(|\bprocess\.(?:stdout|stderr)\.write\s*\(|\$stdout\.write\b|\brequire\s*\(\s*["'](?:fs|readline|os|path|util)["']\s*\)|\brequire\s+["']json["']|\bopen\s*\(\s*sys\.argv\[\d\]\s*\)/g;

/** The inline program of an interpreter stage, with the raw words it came from, or null when it has none. */
function inlineProgram(s: Stage, src: string): string | null {
  const flag = INLINE_FLAG[s.name];
  if (!flag) return null;
  const words = s.argv.slice(1);
  const parts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === undefined) break;
    if (flag.test(w.text)) {
      const prog = words[++i];
      if (prog === undefined) return null;
      const raw = src.slice(prog.start, prog.end);
      // a program expanded from a variable or a command is not the text the reader sees
      if (/\$\(|`/.test(raw) || (!raw.startsWith("'") && prog.text.includes("$"))) return null;
      parts.push(prog.text);
      // python's program ends the interpreter's own options: what follows is the program's argv
      if (s.name.startsWith("python")) break;
      continue;
    }
    if (parts.length === 0 && !HARMLESS_FLAG.test(w.text)) return null;
    if (parts.length > 0 && !w.text.startsWith("-")) break;
  }
  return parts.length > 0 ? parts.join("\n") : null;
}

/**
 * True when the stage is an interpreter running only its own inline program, and that program can run no other code
 * and write no file: stdin piped into it is data. Pure.
 */
export function inlineProgramReadsData(s: Stage, src: string): boolean {
  const program = inlineProgram(s, src);
  if (program === null || program.length > MAX_PROGRAM) return false;
  return !RUNS_CODE.test(program.replace(PLAIN_READS, " "));
}
