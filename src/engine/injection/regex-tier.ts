// V8's regexp tier-up, off for the processes pi-sentinel owns (CLI, eval scripts, tests) by a start-up flag, never set at run time.

/**
 * V8 runs a new regex in its bytecode interpreter first and compiles it to native code later ("tier-up"). With
 * tier-up on, the scanner's regexes ran far slower than the same regexes compiled at once (round 9: one pass of the
 * multilingual discussion words over the 1 MB bench text 64 ms against 4 ms; round 32's bench: 2,000 short texts
 * 306x one NFKC pass with the flag against 728x without, a 200 KB script as a bash command 297x against 1017x; the
 * 1 MB ratio the same).
 *
 * Rounds 9 to 31 set `--no-regexp-tier-up` with `v8.setFlagsFromString` when the rule stage was imported, inside
 * whatever process imported it, pi included. Node documents changing V8 flags after start-up as undefined behaviour,
 * and it was: pi, started by `npm run demo` in the first-run check, died of SIGSEGV before its TUI drew in three of
 * three test runs under load (CI failed on it in round 31), and vitest workers died of SIGSEGV now and then since the
 * flag came in (scripts/run-tests.ts re-runs their files); with the flag never set at run time, none in the same runs.
 * So the scanner sets no V8 flag: inside pi it runs with tier-up on (slower short texts, no crash), and the processes
 * pi-sentinel starts itself pass the flag on their command line, where V8 reads it before anything is compiled: the
 * CLI launcher (bin/pi-sentinel.mjs), the eval and tuning scripts (scripts/lib/native-regex.ts) and vitest's workers
 * (vitest.config.ts). Matching is the same either way; only speed differs.
 *
 * Round 43 (regexp-native43.ts): the crash was that flag's, not run-time flags' as such: a regex compiled to bytecode
 * before `--no-regexp-tier-up` is set and run after it kills the process (bench/regex-tier43-flags.ts). What the scanner
 * sets now, in a process started without this flag (pi), is `--regexp-tier-up-ticks=0`, read only when a regex is made.
 */
export const REGEX_TIER_UP_OFF = "--no-regexp-tier-up";

/** Whether this process started with regexes compiled to native code at their first run. */
export function nativeRegexes(execArgv: readonly string[] = process.execArgv): boolean {
  return execArgv.includes(REGEX_TIER_UP_OFF);
}

/**
 * The node arguments that start this script again with the flag (its node options kept, then the script and its
 * arguments), or null when it already runs with it.
 */
export function restartArgs(execArgv: readonly string[], argv: readonly string[]): string[] | null {
  if (nativeRegexes(execArgv)) return null;
  return [REGEX_TIER_UP_OFF, ...execArgv, ...argv.slice(1)];
}
