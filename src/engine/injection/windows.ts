// Rule runs on windows of a long text: one pass finds the gate literals, each rule then reads only near them.

import { DENSE, denseCap } from "./prefilter.ts";
import type { Reach } from "./reach.ts";
import type { Anchors } from "./window-anchors.ts";

export { literalIndexer } from "./prefilter.ts";

/** below this length one pass over the text costs less than finding windows */
export const WINDOW_MIN_TEXT = 8 * 1024;
/** slack around a window for the one-character peeks of \b and for safety */
const EDGE = 8;

/**
 * Scratch arrays reused by every call (the scan is synchronous and neither function re-enters): per-call number arrays,
 * their key arrays and comparator sorts allocated about 16 of the 37 MB a 1 MB text's scan allocated, and the young
 * collections they cost were ~20% of its time. Grown, never shrunk: at most a few MB on a 10 MB text.
 */
let ANCHOR_SCRATCH: Float64Array = new Float64Array(1024);
let KEY_SCRATCH: Float64Array = new Float64Array(1024);
function grown(a: Float64Array, need: number): Float64Array {
  const b = new Float64Array(Math.max(need, 2 * a.length));
  b.set(a);
  return b;
}
/**
 * a window [s, s + len) packed as one number, s * LEN_UNIT + len: exact for len < LEN_UNIT and s < 2^32 (longer than
 * any string V8 makes), and sorting
 * the keys sorts the windows by start (the order among equal starts does not change the merged windows)
 */
const LEN_UNIT = 2 ** 21;

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
  let n = 0;
  // so many anchors that the windows would cover most of the text anyway: one plain pass
  const cap = denseCap(text.length);
  for (const lit of gate) {
    const list = index.get(lit) ?? [];
    if (list === DENSE || n + list.length > cap) return null;
    if (n + list.length > ANCHOR_SCRATCH.length) ANCHOR_SCRATCH = grown(ANCHOR_SCRATCH, n + list.length);
    for (const q of list) ANCHOR_SCRATCH[n++] = q;
  }
  // a typed array sorts numerically without a comparator, in place
  const anchors = ANCHOR_SCRATCH.subarray(0, n).sort();
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

/** what one more window costs, in units of text scanned (a call into the regex engine, the choice below) */
const WINDOW_COST = 16;

/**
 * Flat [start, end) pairs covering every index where a match can start, from per-alternative anchors (window-anchors.ts):
 * for each alternative the choice whose literals are rarest in this text (fewest indexes times its lead), and around
 * each index q of its literals the starts (q - lead, q]. Null when some choice's literal is DENSE or the windows would
 * cover more than half the text (one plain pass then). `index` must hold the positions of every literal of `anchors`.
 */
export function anchorWindows(text: string, anchors: Anchors, index: Map<string, readonly number[]>): number[] | null {
  let filled = 0;
  let cost = 0;
  const cap = text.length >> 1;
  for (const choices of anchors) {
    let best = -1;
    let bestCost = Infinity;
    for (let c = 0; c < choices.length; c++) {
      let n = 0;
      for (const lit of choices[c].set) {
        const list = index.get(lit);
        if (list === DENSE) {
          n = Infinity;
          break;
        }
        if (list) n += list.length;
      }
      const k = n * (choices[c].lead + WINDOW_COST);
      if (k < bestCost) {
        bestCost = k;
        best = c;
      }
    }
    cost += bestCost;
    if (best < 0 || cost > cap) return null;
    const { set, lead } = choices[best];
    // a window is at most lead + 1 long: one too long to pack (none is near) reads the whole text, as null always may
    if (lead + 1 >= LEN_UNIT) return null;
    for (const lit of set) {
      const list = index.get(lit);
      if (!list) continue;
      if (filled + list.length > KEY_SCRATCH.length) KEY_SCRATCH = grown(KEY_SCRATCH, filled + list.length);
      for (const q of list) {
        const s = Math.max(0, q - lead);
        KEY_SCRATCH[filled++] = s * LEN_UNIT + (q + 1 - s);
      }
    }
  }
  // sorted by start; windows that touch or overlap are merged (a superset of the starts is still exact)
  const keys = KEY_SCRATCH.subarray(0, filled).sort();
  const out: number[] = [];
  for (const key of keys) {
    const s = Math.floor(key / LEN_UNIT);
    const e = s + (key % LEN_UNIT);
    if (out.length > 0 && s <= out[out.length - 1] + WINDOW_COST)
      out[out.length - 1] = Math.max(out[out.length - 1], e);
    else out.push(s, e);
  }
  return out;
}

/**
 * per rule regex, its bounded searcher. One width for every window: each width was a copy of the rule's whole native
 * code (six widths, 2^5 to 2^10 starts, made a scan of 500 real files hold 70 MB of large regex code with V8's
 * --no-regexp-tier-up, 25 MB with one), and a wide window is searched in pieces of BOUNDED_WIDTH starts, at the cost
 * of one call per piece (1 MB scan no slower: bench/ab-scanner.ts long, main's time 0.57x twice with one width, 0.86x
 * and 0.58x with six)
 */
const BOUNDED = new WeakMap<RegExp, RegExp>();
const BOUNDED_WIDTH = 32;

/**
 * A sticky regex that tries `re` at lastIndex, lastIndex + 1, … lastIndex + BOUNDED_WIDTH - 1 in order and nowhere
 * else: the lazy prefix moves the start one unit per failed attempt, and the first attempt that succeeds is `re`'s match
 * there, exactly what `re.exec` finds from lastIndex when no earlier start matches. Group 1 is `re`'s match.
 */
function bounded(re: RegExp): RegExp {
  let b = BOUNDED.get(re);
  if (!b) BOUNDED.set(re, (b = new RegExp(String.raw`[\s\S]{0,${BOUNDED_WIDTH - 1}}?(${re.source})`, `${re.flags}y`)));
  return b;
}

/**
 * The non-empty matches of a global `re` in `text` whose starts lie in `windows`, in order, exactly as repeated
 * `re.exec(text)` finds them there: each start of a window is tried in the whole text (every read of an attempt sees
 * the text as a full pass does), and no start outside the windows is tried at all.
 */
export function boundedMatcher(re: RegExp, text: string, windows: number[]): () => RegExpExecArray | null {
  let w = 0;
  let cursor = 0;
  return () => {
    while (w < windows.length) {
      const we = windows[w + 1];
      const at = Math.max(windows[w], cursor);
      if (at >= we) {
        w += 2;
        continue;
      }
      const b = bounded(re);
      b.lastIndex = at;
      const m = b.exec(text);
      if (m === null) {
        // no start in [at, at + BOUNDED_WIDTH) matches
        cursor = at + BOUNDED_WIDTH;
        continue;
      }
      const inner = m[1];
      const start = m.index + m[0].length - inner.length;
      if (start >= we) {
        w += 2;
        continue;
      }
      if (inner.length === 0) {
        cursor = start + 1;
        continue;
      }
      cursor = start + inner.length;
      const out = [inner] as unknown as RegExpExecArray;
      out.index = start;
      out.input = text;
      return out;
    }
    return null;
  };
}
