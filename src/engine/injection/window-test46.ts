// A costly whole-text regex test on a long text, asked only near the literals every match holds (round 46).

import { requiredLiterals } from "./gate-literals.ts";
import type { LiteralIndex } from "./prefilter.ts";
import { type Reach, regexReach } from "./reach.ts";
import { literalIndexer, matcher, ruleWindows, WINDOW_MIN_TEXT } from "./windows.ts";

/**
 * Exactly `re.test(text)` for a pattern without g or y, cheaper on a long text: a reader's gate such as deceit40's
 * purposes is tried by V8 at every position of a megabyte (some 50 ns a character) where it matches nowhere. A match
 * holds one of the pattern's required literals (gate-literals.ts) at q and starts in [q - ahead, q], so the rule
 * stage's window machinery (windows.ts: one indexed pass over the literals, windows around their positions, each
 * searched in a slice wide enough for every read of an attempt) finds a match iff the text holds one; where the windows
 * would cover most of the text, or a literal is dense, the pattern is run on the whole text as before.
 */
export interface WindowTest {
  re: RegExp;
  /** the global copy the windows' matcher runs, its literals and the reach in code units */
  global: RegExp;
  literals: readonly string[];
  reach: Reach;
}

/**
 * One indexed pass serves every window test (deceit40 asks its purposes, then its wronged population, of one text): the
 * literals of all tests made so far, indexed by the last text asked (an index holds each literal's positions whatever
 * other literals it holds; a new test drops the indexer and its cache).
 */
const SHARED: { literals: string[]; indexer: ((text: string) => LiteralIndex) | null } = {
  literals: [],
  indexer: null,
};
let lastText: string | null = null;
let lastIndex: LiteralIndex | null = null;
function sharedIndex(text: string): LiteralIndex {
  if (lastText === text && lastIndex !== null) return lastIndex;
  SHARED.indexer ??= literalIndexer([...new Set(SHARED.literals)]);
  lastIndex = SHARED.indexer(text);
  lastText = text;
  return lastIndex;
}

/**
 * The window test of `re`, or null when it has none: flags other than u (or none), a source whose reach the parser
 * cannot bound without the u flag or that holds a `\p`, `\P`, `\u{` or an astral unit (the parser reads the pattern
 * without u, which then counts code units as characters: a u-mode character is at most two units, so the reach
 * doubles), or no required literal.
 */
export function windowTest(re: RegExp): WindowTest | null {
  if (re.flags !== "" && re.flags !== "u") return null;
  if (/\\[pP]|\\u\{|[\ud800-\udfff]/.test(re.source)) return null;
  let plain: RegExp;
  try {
    plain = new RegExp(re.source, "g");
  } catch {
    return null;
  }
  const r = regexReach(plain);
  if (!Number.isFinite(r.ahead) || !Number.isFinite(r.behind)) return null;
  const literals = requiredLiterals(new RegExp(re.source, re.flags));
  if (literals === null || literals.length === 0) return null;
  const units = re.unicode ? 2 : 1;
  SHARED.literals.push(...literals);
  SHARED.indexer = null;
  lastText = null;
  lastIndex = null;
  return {
    re,
    global: new RegExp(re.source, `${re.flags}g`),
    literals,
    reach: { ahead: units * r.ahead, behind: units * r.behind },
  };
}

/** how many tests read a long text by the shared pass (a proof scores both trees only on texts that moved it) */
export const WINDOW_TESTS = { long: 0 };

/** Exactly `w.re.test(text)`: on a text of WINDOW_MIN_TEXT units or more, only the windows around its literals. */
export function windowedTest(w: WindowTest, text: string): boolean {
  if (text.length < WINDOW_MIN_TEXT) return w.re.test(text);
  WINDOW_TESTS.long++;
  const windows = ruleWindows(text, w.literals, w.reach, sharedIndex(text));
  if (windows === null) return w.re.test(text);
  return matcher(w.global, text, windows, w.reach)() !== null;
}

/** `re.test` as a function: windowed where `re` has a window test, else the plain test. */
export function longTest(re: RegExp): (text: string) => boolean {
  const w = windowTest(re);
  return w === null ? (text) => re.test(text) : (text) => windowedTest(w, text);
}
