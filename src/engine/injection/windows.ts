// Rule runs on windows of a long text: one pass finds the gate literals, each rule then reads only near them.

import type { Reach } from "./reach.ts";

/** below this length one pass over the text costs less than finding windows */
export const WINDOW_MIN_TEXT = 8 * 1024;
/** slack around a window for the one-character peeks of \b and for safety */
const EDGE = 8;
/** more anchors than this and windows would cover most of the text */
const denseCap = (length: number): number => Math.max(64, length >> 8);

const escapeRe = (lit: string): string => lit.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isAscii = (lit: string): boolean => /^[\x00-\x7f]+$/.test(lit);
const NON_LATIN1 = /[^\x00-\xff]/;

function byFirstUnit(lits: string[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const l of lits) {
    const list = out.get(l.charCodeAt(0));
    if (list) list.push(l);
    else out.set(l.charCodeAt(0), [l]);
  }
  return out;
}

/** Stands for the indexes of a literal found more often than windows can use: the rule takes one full pass. */
const DENSE: readonly number[] = Object.freeze([]);

/** Indexes in `text` of the literals, found by `re` in `searched` (the text or its one-byte copy). */
function collect(
  re: RegExp,
  byFirst: Map<number, string[]>,
  searched: string,
  text: string,
  into: Map<string, readonly number[]>,
): void {
  const cap = denseCap(text.length);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(searched)) !== null) {
    const at = m.index;
    for (const lit of byFirst.get(text.charCodeAt(at)) ?? []) {
      if (!text.startsWith(lit, at)) continue;
      const list = into.get(lit);
      if (!list) into.set(lit, [at]);
      else if (list === DENSE) continue;
      else if (list.length >= cap) into.set(lit, DENSE);
      else (list as number[]).push(at);
    }
    re.lastIndex = at + 1; // overlapping occurrences of other literals
  }
}

/**
 * A function giving every index of every one of `literals` in a long text, in two regex passes instead of one
 * substring search per literal. ASCII literals are searched in a one-byte copy of a wide text (each UTF-16 unit keeps
 * its low byte, so ASCII stays in place; a candidate a truncated unit may add is checked against the text), which is
 * several times faster than searching the two-byte text.
 */
export function literalIndexer(literals: readonly string[]): (text: string) => Map<string, readonly number[]> {
  const unique = [...new Set(literals)];
  const ascii = unique.filter(isAscii);
  const other = unique.filter((l) => !isAscii(l));
  const anyAscii = new RegExp(ascii.map(escapeRe).join("|") || "(?!)", "g");
  const anyOther = new RegExp(other.map(escapeRe).join("|") || "(?!)", "g");
  const asciiByFirst = byFirstUnit(ascii);
  const otherByFirst = byFirstUnit(other);
  return (text) => {
    const index = new Map<string, readonly number[]>();
    const wide = NON_LATIN1.test(text);
    if (ascii.length > 0)
      collect(anyAscii, asciiByFirst, wide ? Buffer.from(text, "latin1").toString("latin1") : text, text, index);
    if (other.length > 0 && wide) collect(anyOther, otherByFirst, text, text, index);
    return index;
  };
}

/**
 * Flat [start, end) pairs covering every index where a match of the rule can start: a match contains a gate literal
 * at q and is at most `ahead` long, so it starts in [q - ahead, q]. Null when the windows would cover most of the text.
 */
export function ruleWindows(
  text: string,
  gate: readonly string[],
  reach: Reach,
  index: Map<string, readonly number[]>,
): number[] | null {
  const anchors: number[] = [];
  // so many anchors that the windows would cover most of the text anyway: one plain pass
  const cap = denseCap(text.length);
  for (const lit of gate) {
    const list = index.get(lit) ?? [];
    if (list === DENSE || anchors.length + list.length > cap) return null;
    for (const q of list) anchors.push(q);
  }
  anchors.sort((a, b) => a - b);
  // windows closer than their own margins are merged: a superset of the start indexes is still exact
  const join = reach.ahead + reach.behind + 2 * EDGE;
  const out: number[] = [];
  let covered = 0;
  for (const q of anchors) {
    const s = Math.max(0, q - reach.ahead);
    const e = q + 1;
    if (out.length > 0 && s <= out[out.length - 1] + join) out[out.length - 1] = Math.max(out[out.length - 1], e);
    else out.push(s, e);
  }
  for (let k = 0; k < out.length; k += 2) covered += out[k + 1] - out[k] + join;
  return covered * 2 > text.length ? null : out;
}

/**
 * The non-empty matches of a global `re` in `text`, in order, exactly as repeated `re.exec(text)` finds them; with
 * windows, each window is searched in a slice wide enough for every read of an attempt (`reach`), and a match is
 * taken only when it starts inside the window.
 */
export function matcher(
  re: RegExp,
  text: string,
  windows: number[] | null,
  reach: Reach | undefined,
): () => RegExpExecArray | null {
  re.lastIndex = 0;
  if (!windows || !reach) {
    return () => {
      for (;;) {
        const m = re.exec(text);
        if (m === null || m[0].length > 0) return m;
        re.lastIndex++;
      }
    };
  }
  let w = 0;
  let cursor = 0;
  let sliceOf = -1;
  let slice = "";
  let from = 0;
  return () => {
    while (w < windows.length) {
      const ws = windows[w];
      const we = windows[w + 1];
      const at = Math.max(ws, cursor);
      if (at >= we) {
        w += 2;
        continue;
      }
      if (sliceOf !== w) {
        sliceOf = w;
        from = Math.max(0, ws - reach.behind - EDGE);
        slice = text.slice(from, Math.min(text.length, we + reach.ahead + EDGE));
      }
      re.lastIndex = at - from;
      const m = re.exec(slice);
      if (m === null || m.index + from >= we) {
        w += 2;
        continue;
      }
      m.index += from;
      if (m[0].length === 0) {
        cursor = m.index + 1;
        continue;
      }
      cursor = m.index + m[0].length;
      return m;
    }
    return null;
  };
}
