// The gate parser's node facts and set algebra: literal sets, edge marks (word edges beside a literal), products.

import { EDGE_NW, EDGE_W } from "./prefilter.ts";

/** at most this many strings in a finite set the parser tracks (a larger product is dropped, not truncated) */
export const MAX_SET = 64;
/**
 * at most this many strings in a union (an alternation's strings, its first or last strings): a union costs its size,
 * not a product's, and a vocabulary of 150 verbs read as one set gives its literals the word edges beside the group
 */
export const MAX_UNION = 256;
/** a derived gate whose shortest literal is shorter than this opens on almost any text: no gate */
export const MIN_GATE_LENGTH = 2;

export interface Info {
  /** every string the node can match, when that set is finite and small; null when unknown or large */
  exact: string[] | null;
  /** literals one of which every match of the node contains; null when none is known */
  req: string[] | null;
  /** more such sets, each required on its own (a match holds one literal of every set): absent when none */
  all?: string[][];
  /** (a node that is not exact; edge marks only) every non-empty match starts with a non-word unit */
  nf?: boolean;
  /** every non-empty match ends with a non-word unit */
  nl?: boolean;
  /** no match is empty */
  ne?: boolean;
  /** (not exact) every match starts with one of these strings (head) or ends with one (tail) */
  head?: string[] | null;
  tail?: string[] | null;
  /** where a group (repeated at most once) starts in the source: its neighbours are recorded there (Context) */
  at?: number;
}

/** per group start in the source: the unit before the group, and the one after it, are non-word ones (or none) */
export type Context = Map<number, readonly [boolean, boolean]>;

/**
 * Edge marks inside the parser's strings (only when `marks` is on): B a zero-width word boundary (\b), ZL a line or
 * text start (^: the unit before is a non-word one or none), ZR a line or text end ($: the unit after is), N one
 * consumed non-word unit (\s, [:,] …) just outside a literal. They say what stands beside a literal in every match,
 * so the prefilter can ask for "ai" at a word edge and not inside "maintain".
 */
export const B = "\u0001";
export const N = "\u0002";
export const ZL = "\u0003";
export const ZR = "\u0004";
export const isMark = (c: string): boolean => c === B || c === N || c === ZL || c === ZR;
/** a unit \b calls a word character: [A-Za-z0-9_] (every other unit, ASCII or not, is a non-word unit) */
export const isWordUnit = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

export const NONE: Info = { exact: null, req: null };
/** no neighbour known */
export const OPEN = [false, false] as const;
/** one unit of a class the parser does not list (\d, [a-z], .): unknown, but never empty */
export const UNIT: Info = { exact: null, req: null, ne: true };
export const EMPTY: Info = { exact: [""], req: null };
export const CLASS_ESCAPES = new Set(["s", "S", "w", "W", "d", "D"]);
export const CONTROL: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", "0": "\0" };

/** the real length of a parser string: its edge marks left out (with marks off, its length) */
export function realLength(x: string): number {
  let n = 0;
  for (let i = 0; i < x.length; i++) if (!isMark(x[i])) n++;
  return n;
}
export const shortest = (xs: readonly string[]): number => xs.reduce((m, x) => Math.min(m, realLength(x)), Infinity);

/**
 * The unit beside the node is a non-word one (or none) in every match: the first unit from its start on (`first`) or
 * the last one before its end; `other` says it for what stands past a match that is empty (the next or previous node).
 */
export function edgeNW(n: Info, first: boolean, other: boolean): boolean {
  if (!n.exact) return (first ? n.nf : n.nl) === true && (n.ne === true || other);
  return n.exact.every((x) => {
    for (let k = 0; k < x.length; k++) {
      const c = first ? x[k] : x[x.length - 1 - k];
      if (c === B || c === (first ? ZL : ZR)) continue;
      return c === N || c === ZL || c === ZR || !isWordUnit(c.charCodeAt(0));
    }
    return other;
  });
}
/** strings every match of the node starts (head) or ends (tail) with: its exact strings when none is empty */
export const headOf = (n: Info): string[] | null =>
  n.exact ? (n.exact.every((x) => realLength(x) > 0) ? n.exact : null) : (n.head ?? null);
export const tailOf = (n: Info): string[] | null =>
  n.exact ? (n.exact.every((x) => realLength(x) > 0) ? n.exact : null) : (n.tail ?? null);
export const nonEmpty = (n: Info): boolean =>
  n.exact ? n.exact.every((x) => [...x].some((c) => c === N || !isMark(c))) : n.ne === true;

export const edged = (xs: readonly string[]): number =>
  xs.filter((x) => isMark(x[0]) || isMark(x[x.length - 1])).length;

/**
 * The better of two literal sets: longer shortest literal first (fewer texts hold it), then fewer literals, then more
 * literals with edge marks (none without marks: the choice is the one made without them).
 */
export function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const la = shortest(a);
  const lb = shortest(b);
  if (la !== lb) return la > lb ? a : b;
  if (a.length !== b.length) return a.length < b.length ? a : b;
  return edged(b) > edged(a) ? b : a;
}

/** The set to gate on for one node: its required literals, or its exact strings when none is empty. */
export function best(n: Info): string[] | null {
  const fromExact = n.exact && shortest(n.exact) > 0 ? n.exact : null;
  return better(n.req, fromExact);
}

/** every part's strings together, when each part has some and they are few */
export function union(parts: (string[] | null)[]): string[] | null {
  if (parts.some((p) => p === null)) return null;
  const all = [...new Set(parts.flat() as string[])];
  return all.length <= MAX_UNION ? all : null;
}

export function product(a: string[], b: string[]): string[] | null {
  // (a side of one string, as an edge mark or a literal before a word list, does not multiply: a union's cap)
  if (a.length * b.length > (a.length === 1 || b.length === 1 ? MAX_UNION : MAX_SET)) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/**
 * The gate literal a parser string with edge marks stands for: its core (marks inside it dropped: they only said more)
 * with EDGE_NW or EDGE_W at either end where the unit beside it is known in every match.
 */
export function gateLiteral(x: string): string {
  let s = 0;
  while (s < x.length && isMark(x[s])) s++;
  let e = x.length;
  while (e > s && isMark(x[e - 1])) e--;
  const core = x.slice(s, e).replaceAll(B, "").replaceAll(ZL, "").replaceAll(ZR, "");
  // a consumed unit inside (not made by the parser): its longest piece, without edges
  if (core.includes(N)) return core.split(N).reduce((a, b) => (b.length > a.length ? b : a), "");
  if (core === "") return "";
  // \b beside a word unit: a non-word unit (or none) stands there; beside a non-word unit, a word unit; a line edge
  // says it only on its own side (^ before the literal, $ after it)
  const side = (mark: string | undefined, unit: string, away: string): string =>
    mark === undefined || mark === away ? "" : mark === B && !isWordUnit(unit.charCodeAt(0)) ? EDGE_W : EDGE_NW;
  const pre = side(s > 0 ? x[s - 1] : undefined, core[0], ZR);
  return pre + core + side(e < x.length ? x[e] : undefined, core[core.length - 1], ZL);
}
