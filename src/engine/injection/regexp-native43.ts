// V8 compiles each regex created after this module runs straight to optimised native code at its first run (no bytecode first), so the scanner's regexes keep their optimisations inside pi.

import v8 from "node:v8";

/*
 * Why (speed42's finding, measured in round 43: bench/regex-budget.ts, bench/regex-tier43-insitu.ts): with V8's regexp
 * tier-up on (Node's default, how pi runs) a regex runs first as bytecode and is compiled natively on its second run.
 * The bytecode counts towards the isolate's total of generated regexp code; once that passes 1 MB (with more than 16 MB
 * of executable memory) V8 compiles every further regex without its optimisations (TooMuchRegExpCode, V8's regexp.cc).
 * The scanner's regexes made ~19 MB of bytecode over the bench's 2,000 short texts, so nearly all ran unoptimised.
 *
 * `--regexp-tier-up-ticks=0` gives each regex created afterwards a tier-up count of zero: the state V8 itself gives a
 * regex first run on a subject of 1,000 characters or more, whose first run compiles native code. V8 reads the count
 * only when it creates a regex (a literal's first evaluation, `new RegExp`), so this module must run before the modules
 * whose regexes it is for: the package's entry point and scan.ts import it first. Tier-up itself stays on, so nothing
 * V8 decides at a regex's run changes under it: regexes the host compiled to bytecode before keep tiering up as V8 does.
 * That is the difference from setting `--no-regexp-tier-up` at run time (rounds 9 to 31, regex-tier.ts), which crashed
 * pi: a regex left as bytecode from before the flip and run after it kills the process with SIGSEGV (reproduced in
 * round 43: bench/regex-tier43-flags.ts, 5 of 5 runs; with this flag 0 of 5, the same answers).
 *
 * Process-wide: regexes the host creates later compile natively at their first run too (more compile time for a regex
 * run once, more code memory, faster runs). A process started with `--no-regexp-tier-up` (the CLI, the eval scripts,
 * vitest's workers), the interpreter only, or its own count is left as it is. Same answers either way.
 */

/** the V8 flag this module sets */
export const NATIVE_FIRST_FLAG = "--regexp-tier-up-ticks=0";

/** start-up flags after which the setting has nothing to do (regexes already native, interpreted, or a count chosen) */
const CHOSEN = /^--(?:no-regexp[-_]tier[-_]up|regexp[-_]interpret[-_]all|jitless|regexp[-_]tier[-_]up[-_]ticks)(?:=|$)/;

/** whether a process started with these node options should get the setting */
export function wantsNativeFirst(execArgv: readonly string[]): boolean {
  return !execArgv.some((a) => CHOSEN.test(a));
}

/** sets the flag where wanted; never throws (a host that refuses run-time flags keeps V8's default) */
export function nativeFirstRegexps(execArgv: readonly string[] = process.execArgv): boolean {
  if (!wantsNativeFirst(execArgv)) return false;
  try {
    v8.setFlagsFromString(NATIVE_FIRST_FLAG);
    return true;
  } catch {
    return false;
  }
}

nativeFirstRegexps();
