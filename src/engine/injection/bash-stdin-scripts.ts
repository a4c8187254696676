// Programs that run what arrives on stdin as their own script: editors driven by commands, script flags set to stdin.

import type { Stage } from "./shell-words.ts";

/** stdin named as a file */
const STDIN = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

/** Line editors read their commands from stdin whatever file they open (`!cmd` runs a shell command). */
const LINE_EDITORS = new Set(["ed", "red", "ex"]);
/** Interpreters (beyond the shells and code runners the pipeline already knows) that run stdin with no script named. */
const BARE_INTERPRETERS = new Set([
  "tclsh",
  "wish",
  "lua",
  "luajit",
  "rscript",
  "r",
  "osascript",
  "expect",
  "guile",
  "julia",
  "sbcl",
  "m4",
  "gnuplot",
]);
/** Programs whose script flag takes a file: `awk -f -`, `sed -f /dev/stdin`, `vim -s -`, `gdb -x /dev/stdin`, `make -f -`. */
const SCRIPT_FLAG: Record<string, RegExp> = {
  awk: /^-f$/,
  gawk: /^-f$/,
  mawk: /^-f$/,
  nawk: /^-f$/,
  sed: /^-f$/,
  vim: /^-[sS]$/,
  nvim: /^-[sS]$/,
  vi: /^-[sS]$/,
  gdb: /^-(?:x|-command)$/,
  make: /^-(?:f|-file|-makefile)$/,
  lua: /^-$/,
};

/**
 * True when this stage runs its stdin as a program: a line editor (always), an interpreter given no script or `-`, or a
 * script flag pointed at stdin. `vim -` and `less` only show the text, and stay false.
 */
export function runsStdinScript(s: Stage): boolean {
  const name = s.name.toLowerCase();
  const args = s.argv.slice(1).map((w) => w.text);
  if (LINE_EDITORS.has(name)) return true;
  const flag = SCRIPT_FLAG[name];
  if (
    flag &&
    args.some(
      (a, i) => (flag.test(a) && STDIN.test(args[i + 1] ?? "")) || /^--(?:command|file)=(?:-|\/dev\/stdin)$/.test(a),
    )
  )
    return true;
  if (BARE_INTERPRETERS.has(name)) {
    const operands = args.filter((a) => !a.startsWith("-") || a === "-");
    return operands.length === 0 || STDIN.test(operands[0] as string);
  }
  return false;
}
