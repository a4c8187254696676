// Rule runs on windows of a long text: one pass finds the gate literals, each rule then reads only near them.

import { DENSE, denseCap } from "./prefilter.ts";
import type { Reach } from "./reach.ts";

export { literalIndexer } from "./prefilter.ts";

/** below this length one pass over the text costs less than finding windows */
export const WINDOW_MIN_TEXT = 8 * 1024;
/** slack around a window for the one-character peeks of \b and for safety */
const EDGE = 8;

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
