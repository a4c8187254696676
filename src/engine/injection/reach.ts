// How far a regular expression can read around a match start: lets the scanner run a rule on windows, not the text.

import { readGroupOpen } from "./regex-group.ts";

/** `ahead`: chars a match attempt at p may read from p on (p..p+ahead-1, plus a one-char peek); `behind`: before p. */
export interface Reach {
  ahead: number;
  behind: number;
}

interface Node {
  /** most characters consumed */
  len: number;
  /** most characters read from the start of this node (consumed or looked at) */
  reach: number;
}

const UNBOUNDED: Reach = { ahead: Infinity, behind: Infinity };

/**
 * An upper bound on how far any attempt of `re` reads, from its source. Anything this small parser does not know
 * (backreferences, unbounded quantifiers, any flag but g and m) gives Infinity: the caller then scans the whole text.
 */
export function regexReach(re: RegExp): Reach {
  // m changes only what ^ and $ test (the unit before or after, read by their one-unit peek as without it)
  if (re.flags !== "g" && re.flags !== "gm") return UNBOUNDED;
  const src = re.source;
  let i = 0;
  let behind = 1;
  let failed = false;

  const atom = (): Node => {
    const c = src[i];
    if (c === "\\") {
      const d = src[i + 1];
      i += 2;
      if (d === "b" || d === "B") return { len: 0, reach: 1 };
      if (d === undefined || (d >= "1" && d <= "9") || d === "k") {
        failed = true;
        return { len: 0, reach: 0 };
      }
      if (d === "x") i += 2;
      else if (d === "u") i += src[i] === "{" ? src.indexOf("}", i) - i + 1 : 4;
      else if (d === "p" || d === "P") i = src.indexOf("}", i) + 1;
      else if (d === "c") i += 1;
      return { len: 1, reach: 1 };
    }
    if (c === "[") {
      i++;
      if (src[i] === "^") i++;
      if (src[i] === "]") i++;
      while (i < src.length && src[i] !== "]") i += src[i] === "\\" ? 2 : 1;
      i++;
      return { len: 1, reach: 1 };
    }
    if (c === "(") {
      const open = readGroupOpen(src, i + 1);
      const kind = open.kind;
      i = open.next;
      if (open.failed) failed = true;
      const inner = alternation();
      if (src[i] !== ")") failed = true;
      i++;
      if (kind === "ahead") return { len: 0, reach: inner.reach };
      if (kind === "behind") {
        behind = Math.max(behind, inner.reach + 1);
        return { len: 0, reach: 0 };
      }
      return inner;
    }
    if (c === "^" || c === "$") {
      i++;
      return { len: 0, reach: 1 };
    }
    // a literal code unit (patterns are read as UTF-16 code units, like the text)
    i++;
    return { len: 1, reach: 1 };
  };

  const quantified = (): Node => {
    const a = atom();
    let max = 1;
    const q = src[i];
    if (q === "*" || q === "+") {
      max = Infinity;
      i++;
    } else if (q === "?") {
      i++;
    } else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i, i + 24));
      if (m) {
        max = m[2] === undefined ? Number(m[1]) : m[3] === "" ? Infinity : Number(m[3]);
        i += m[0].length;
      }
    } else return a;
    if (src[i] === "?") i++; // lazy: same bound
    if (max === 0) return { len: 0, reach: 0 };
    return { len: a.len * max, reach: a.len * (max - 1) + a.reach };
  };

  const sequence = (): Node => {
    let len = 0;
    let reach = 0;
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const n = quantified();
      reach = Math.max(reach, len + n.reach);
      len += n.len;
    }
    return { len, reach: Math.max(reach, len) };
  };

  const alternation = (): Node => {
    let best = sequence();
    while (src[i] === "|") {
      i++;
      const n = sequence();
      best = { len: Math.max(best.len, n.len), reach: Math.max(best.reach, n.reach) };
    }
    return best;
  };

  const all = alternation();
  if (failed || i < src.length || !Number.isFinite(all.reach) || !Number.isFinite(behind)) return UNBOUNDED;
  return { ahead: all.reach, behind };
}
