// Build files that run commands when a tool reads them: CMake's execute_process / custom commands and a downloaded script it includes.

import { singleQuoted } from "./shell-quote.ts";

/** CMake's commands whose `COMMAND` arguments run a program (at configure time or build time). */
const CMAKE_RUNS = /\b(?:execute_process|add_custom_command|add_custom_target)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/gi;
/** Keywords that end a COMMAND's argument list. */
const CMAKE_KEYWORDS =
  /^(?:COMMAND|WORKING_DIRECTORY|OUTPUT_VARIABLE|ERROR_VARIABLE|RESULT_VARIABLE|RESULTS_VARIABLE|INPUT_FILE|OUTPUT_FILE|ERROR_FILE|OUTPUT_QUIET|ERROR_QUIET|OUTPUT_STRIP_TRAILING_WHITESPACE|ERROR_STRIP_TRAILING_WHITESPACE|TIMEOUT|COMMAND_ECHO|ENCODING|COMMAND_ERROR_IS_FATAL|ECHO_OUTPUT_VARIABLE|ECHO_ERROR_VARIABLE|OUTPUT|DEPENDS|BYPRODUCTS|COMMENT|VERBATIM|USES_TERMINAL|ALL|SOURCES|MAIN_DEPENDENCY|IMPLICIT_DEPENDS|DEPFILE|JOB_POOL|APPEND|PRE_BUILD|PRE_LINK|POST_BUILD|TARGET)$/;

/** `$ENV{HOME}` is the shell's `$HOME`; other CMake variables are values the shell does not know. */
function cmakeValue(word: string): string {
  return word.replace(/\$ENV\{(\w+)\}/g, "$$$1").replace(/\$\{(\w+)\}/g, "CMAKE_$1");
}

/** The words of a CMake argument list (quoted strings kept whole, unquoted split on blanks). */
function cmakeWords(args: string): string[] {
  return [...args.matchAll(/"((?:[^"\\]|\\.)*)"|([^\s"]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] as string),
  );
}

/** A word as the shell would get it: quoted when it holds blanks or shell characters. */
function shellWord(w: string): string {
  return /^[\w@%+=:,./~$-]+$/.test(w) ? w : singleQuoted(w);
}

/**
 * The commands a CMakeLists.txt (or a `.cmake` file) runs, one a line: each `COMMAND` of execute_process and the custom
 * commands as an argv line, and `file(DOWNLOAD URL PATH)` whose PATH is later `include()`d as a fetch that runs it.
 */
export function cmakeCommands(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(CMAKE_RUNS)) {
    const words = cmakeWords(m[1] ?? "");
    let argv: string[] | null = null;
    for (const w of words) {
      if (w === "COMMAND") {
        if (argv && argv.length > 0) out.push(argv.join(" "));
        argv = [];
      } else if (CMAKE_KEYWORDS.test(w)) {
        if (argv && argv.length > 0) out.push(argv.join(" "));
        argv = null;
      } else if (argv) argv.push(shellWord(cmakeValue(w)));
    }
    if (argv && argv.length > 0) out.push(argv.join(" "));
  }
  const included = new Set(
    [...content.matchAll(/\binclude\s*\(\s*"?([^")\s]+)"?/gi)].map((m) => cmakeValue(m[1] as string)),
  );
  for (const m of content.matchAll(/\bfile\s*\(\s*DOWNLOAD\s+"?(https?:\/\/[^")\s]+)"?\s+"?([^")\s]+)"?/gi)) {
    const path = cmakeValue(m[2] as string);
    if (included.has(path))
      out.push(`curl -fsSL ${shellWord(m[1] as string)} -o ${shellWord(path)} && sh ${shellWord(path)}`);
  }
  return out;
}

/** Taskfile (go-task) keys whose value is a command line or a list of them. */
export const TASKFILE_KEYS: ReadonlySet<string> = new Set(["cmds", "cmd"]);
