// Window anchors of a rule: per alternative of its pattern, literal sets its every match holds near its start, and how near.

import { gateSets, splitTopLevel } from "./gate-literals.ts";
import { regexReach } from "./reach.ts";
import { readGroupOpen } from "./regex-group.ts";

/** a literal set every match of one alternative holds, each literal starting fewer than `lead` units after the match start */
export interface AnchorChoice {
  set: readonly string[];
  lead: number;
}
/** per alternative of a pattern, its choices: any one of them alone finds every match of that alternative */
export type Anchors = AnchorChoice[][];

/** at most this many alternatives per pattern (a larger expansion keeps the rest as they are) */
const MAX_ALTERNATIVES = 128;
/** how many levels of groups are distributed */
const EXPAND_ROUNDS = 1;
/** prefixes read after the shortest one that holds a literal set (deep: when those choices gave no narrow windows) */
const PREFIXES_AFTER = 2;
const PREFIXES_AFTER_DEEP = 4;
/** …of at most this many source characters */
const MAX_PREFIX_SOURCE = 400;
/**
 * …deep: past a long vocabulary ("the digest helper", "an AI reader", 5,000 source units of reader nouns), to the
 * modal or the act after it, rarer in most texts than the reader noun the first prefix ends on
 */
const MAX_PREFIX_SOURCE_DEEP = 12_000;

/** the index just past the group that opens at `open` (a `(`), or -1 */
function groupEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

/** a quantifier at `i` (`?`, `*`, `+`, `{m}`, `{m,}`, `{m,n}`, maybe lazy): its length, else 0 */
function quantifierAt(src: string, i: number): number {
  const m = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(src.slice(i, i + 24));
  return m ? m[0].length : 0;
}

/** a unit that stands for itself in a pattern (not a class, group, escape, anchor, dot or quantifier) */
const plainUnit = (c: string): boolean => !"\\[](){}|^$.*+?".includes(c);

/**
 * A source without a top-level `|` split into its top-level items (an atom with its quantifier, or a run of plain
 * units): "ab(c|d)+ef?" gives "ab", "(c|d)+", "e", "f?".
 */
export function sequenceItems(src: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < src.length) {
    const s = i;
    const c = src[i];
    if (plainUnit(c)) {
      // a run of plain units, but a quantified last unit is an item of its own
      let e = i + 1;
      while (e < src.length && plainUnit(src[e])) e++;
      if (quantifierAt(src, e) > 0 && e - i > 1) e--;
      if (e - i > 1 || quantifierAt(src, e) === 0) {
        out.push(src.slice(i, e));
        i = e;
        continue;
      }
      i++;
    } else if (c === "\\") i += 2;
    else if (c === "[") {
      for (i++; i < src.length && src[i] !== "]"; i++) if (src[i] === "\\") i++;
      i++;
    } else if (c === "(") {
      const e = groupEnd(src, i);
      i = e < 0 ? src.length : e;
    } else i++;
    i += quantifierAt(src, i);
    out.push(src.slice(s, i));
  }
  return out;
}

/**
 * The same language as `src` written as alternatives without a choice at their top: top-level `|` split, and the
 * first top-level group that is an unquantified alternation distributed ("x(?:a|b)y" gives "x(?:a)y", "x(?:b)y"), two
 * levels deep while there are at most MAX_ALTERNATIVES. A match of `src` at a position is a match of one of them there.
 * Null for a back-reference (the group numbers change).
 */
export function expandAlternatives(src: string): string[] | null {
  if (/\\[1-9]|\\k</.test(src)) return null;
  let out = splitTopLevel(src);
  for (let round = 0; round < EXPAND_ROUNDS; round++) {
    const next: string[] = [];
    for (let k = 0; k < out.length; k++) {
      const e = distributeFirst(out[k]);
      if (e && next.length + e.length + (out.length - k - 1) <= MAX_ALTERNATIVES) next.push(...e);
      else next.push(out[k]);
    }
    if (next.length === out.length) break;
    out = next;
  }
  return out;
}

/** the first top-level unquantified plain group holding a top-level `|`, distributed; null when there is none */
function distributeFirst(alt: string): string[] | null {
  let at = 0;
  for (const item of sequenceItems(alt)) {
    const start = at;
    at += item.length;
    if (item[0] !== "(") continue;
    const end = groupEnd(item, 0);
    if (end !== item.length) continue; // quantified
    const open = readGroupOpen(item, 1);
    if (open.kind !== "group" || open.failed) continue;
    const inner = splitTopLevel(item.slice(open.next, end - 1));
    if (inner.length < 2) continue;
    return inner.map((x) => alt.slice(0, start + open.next) + x + alt.slice(start + end - 1));
  }
  return null;
}

/** what the prefix of an alternative gives: its sets with its reach as lead, or unbounded, or none (not a pattern) */
type PrefixRead = { sets: string[][]; lead: number } | "unbounded" | null;

/**
 * Per alternative of `re` (expandAlternatives), the literal sets gateSets finds in the shortest prefix of its items
 * that has any (and in the next PREFIXES_AFTER prefixes while they are short; `deep`: more and longer ones, which
 * cost more parses, read only for a rule whose first choices left a long text without narrow windows), each with that prefix's reach as its
 * lead: every match of the alternative holds a literal of the set that starts within `lead` units of the match start
 * (the prefix consumed it). Null when an alternative has none with a bounded reach, or `re` cannot be read.
 */
export function windowAnchors(re: RegExp, deep = false): Anchors | null {
  const after = deep ? PREFIXES_AFTER_DEEP : PREFIXES_AFTER;
  const maxSource = deep ? MAX_PREFIX_SOURCE_DEEP : MAX_PREFIX_SOURCE;
  const alts = expandAlternatives(re.source);
  if (!alts) return null;
  // distributed alternatives share their prefixes: each is read once
  const cache = new Map<string, PrefixRead>();
  const read = (source: string): PrefixRead => {
    let r = cache.get(source);
    if (r !== undefined) return r;
    let prefix: RegExp | null = null;
    try {
      prefix = new RegExp(source, re.flags);
    } catch {
      prefix = null;
    }
    const reach = prefix ? regexReach(prefix) : null;
    r =
      !prefix || !reach
        ? null
        : Number.isFinite(reach.ahead)
          ? { sets: gateSets(prefix), lead: reach.ahead }
          : "unbounded";
    cache.set(source, r);
    return r;
  };
  const out: Anchors = [];
  for (const alt of alts) {
    const items = sequenceItems(alt);
    const prefix = (j: number): string => items.slice(0, j).join("");
    // the shortest prefix that has a set or reads unboundedly (both only grow with the prefix): found by doubling, then
    // halving (each read costs a parse, and the first literal of an address can stand twenty items in)
    const done = (j: number): boolean => {
      const r = read(prefix(j));
      return r === "unbounded" || (r !== null && r.sets.length > 0);
    };
    let lo = 0;
    let hi = 1;
    while (hi < items.length && !done(hi)) {
      lo = hi;
      hi = Math.min(items.length, hi * 2);
    }
    if (!done(hi)) return null;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (done(mid)) hi = mid;
      else lo = mid;
    }
    const choices = new Map<string, AnchorChoice>();
    for (let j = hi; j <= Math.min(items.length, hi + after); j++) {
      const source = prefix(j);
      if (j > hi && source.length > maxSource) break;
      const r = read(source);
      if (r === null || r === "unbounded") break;
      for (const set of r.sets) {
        const key = set.join("\u0000");
        if (!choices.has(key)) choices.set(key, { set, lead: r.lead });
      }
    }
    if (choices.size === 0) return null;
    out.push([...choices.values()]);
  }
  return out;
}
