// Compiles regexes to native code at their first run: V8's regexp tier-up made the scanner's regexes 2-16x slower.

import { setFlagsFromString } from "node:v8";

/**
 * V8 runs a new regex in its bytecode interpreter first and compiles it to native code later ("tier-up"). With
 * tier-up on, the scanner's regexes ran far slower than the same regexes compiled at once (round 9: one pass of the
 * multilingual discussion words over the 1 MB bench text 64 ms against 4 ms; a whole scan of the ~1,500 fresh real
 * files 50 -> 34 s CPU, bench/regex-memory.ts). The flag is read when a regex is compiled, so setting it at the rule
 * stage's first import covers every rule regex (they compile at their first run). Matching is the same either way.
 *
 * Round 9 set it and the lead reverted it: one process scanning ~5,000 real files ran out of memory in V8's regex code
 * allocation (421 MB of large-code space). Two causes, both gone since round 10: V8 unrolls `\s{1,4}` and copies the
 * code after it, so a rule compiled to 4-8 MB (regex-compact.ts: 74 -> 16 MB for the rule set), and every window
 * width of the bounded searcher was a copy of the whole rule (windows.ts: one width). `npm run eval:benign` with the
 * flag now ends at 25.6 MB of large code and 463 MB RSS, 49.9 s CPU (main without it: 63.0 MB, 561 MB, 88.3 s).
 *
 * The flag is process-wide: other regexes of the host process are compiled to native code at once too (what V8 did by
 * default before tier-up came in V8 8.x).
 */
export const REGEX_TIER_UP_OFF = "--no-regexp-tier-up";

let applied = false;
/** Sets the flag once per process; later calls do nothing. Answers whether this call set it. */
export function compileRegexesNatively(): boolean {
  if (applied) return false;
  setFlagsFromString(REGEX_TIER_UP_OFF);
  applied = true;
  return true;
}

compileRegexesNatively();
