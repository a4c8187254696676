// Compiles regexes to native code at their first run: V8's regexp tier-up made the scanner's regexes 2-16x slower.

import { setFlagsFromString } from "node:v8";

/**
 * V8 runs a new regex in its bytecode interpreter first and compiles it to native code later ("tier-up"). With
 * tier-up on, the scanner's regexes ran far slower than the same regexes compiled at once: one pass of the
 * multilingual discussion words over the 1 MB bench text 64 ms against 4 ms, `hijack.reader-subject` 70 ms against
 * 25 ms, depending on what the process had run before (measured with --no-regexp-tier-up, CPU time, same inputs). A
 * whole scan: 1 MB 250 -> 98 ms, 2,000 short texts 112 -> 62 ms. The flag is read when a regex is compiled, so setting
 * it here, at the scanner's first import, covers every rule regex (they compile at their first run). Matching is the
 * same either way: only how the regex is executed changes. The flag is process-wide: other regexes of the host process
 * are compiled to native code at once too (what V8 did by default before tier-up came in V8 8.x).
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
