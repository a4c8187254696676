// The multi-literal prefilter: one pass over the text finds every index of every gate literal (a table of first pairs).

import {
  automaton,
  EDGE_NW,
  EDGE_W,
  edgeOf,
  literalCore,
  pairTable,
  scanWide,
  splitLiterals,
  WORD_UNIT,
} from "./prefilter-tables.ts";
import { compactSteps, deepStep } from "./prefilter-compact45.ts";

export { EDGE_NW, EDGE_W, literalCore };

/**
 * the transition rows a short text's gate pass keeps dense (270 KB of 66 classes): nine steps in ten of the bench's short
 * texts stay in them, and the rest read a deep state's few edges instead of a row of a 2.9 MB table
 */
const DENSE_ROWS = 2048;

/** Stands for the indexes of a literal found more often than windows can use: the rule takes one full pass. */
export const DENSE: readonly number[] = Object.freeze([]);

/** more indexes of one literal than this and windows would cover most of the text */
export const denseCap = (length: number): number => Math.max(64, length >> 8);

export type LiteralIndex = Map<string, readonly number[]>;

/** Per literal: 0 when it has no edge mark, else (before's ask) + 4 * (after's ask). */
function edgeCodes(lits: readonly string[]): Uint8Array {
  return Uint8Array.from(lits, (l) => {
    const before = edgeOf(l[0]);
    const after = (before > 0 ? 1 : 0) + literalCore(l).length < l.length ? edgeOf(l[l.length - 1]) : 0;
    return before + 4 * after;
  });
}

/** The units beside text[start, end) are what `code` (edgeCodes) asks; no unit (the text's edge) passes. */
function edgesHold(text: string, start: number, end: number, code: number): boolean {
  const before = code & 3;
  if (before !== 0 && start > 0) {
    const c = text.charCodeAt(start - 1);
    if ((c < 128 && WORD_UNIT[c] === 1 ? 2 : 1) !== before) return false;
  }
  const after = code >> 2;
  if (after !== 0 && end < text.length) {
    const c = text.charCodeAt(end);
    if ((c < 128 && WORD_UNIT[c] === 1 ? 2 : 1) !== after) return false;
  }
  return true;
}

/**
 * The literals of a `literalIndexer` by id, and its gate-only pass: the ids (indexes into `literals`) of the literals
 * found in a text, each once, in one pass, with no map, no string and no position list (what a short text needs).
 */
export interface LiteralIds {
  literals: readonly string[];
  ids: (text: string) => number[];
}

/** The same automaton and wide-literal table as literalIndexer, answering with literal ids only. */
export function literalIds(literals: readonly string[]): LiteralIds {
  const { ascii, wideLits } = splitLiterals(literals);
  const all = [...ascii, ...wideLits];
  const auto = automaton(ascii);
  // (the hot loop steps through dense shallow rows and deep states' own edges: prefilter-compact45.ts)
  const steps = compactSteps(auto, DENSE_ROWS);
  const wide = pairTable(wideLits);
  const wideId = new Map(wideLits.map((l, k) => [l, ascii.length + k]));
  const lens = Int32Array.from(ascii, (l) => literalCore(l).length);
  const edges = edgeCodes(ascii);
  // shared between calls and reset for the ids found: no allocation of one slot per literal per call
  const seen = new Uint8Array(all.length);
  const ids = (text: string): number[] => {
    const found: number[] = [];
    const { cls, k, outStart, outList, ends } = auto;
    const { rows, dense } = steps;
    const n = text.length;
    let state = 0;
    let anyWide = false;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) {
        anyWide = true;
        state = 0;
        continue;
      }
      state = state < rows ? dense[state * k + cls[c]] : deepStep(steps, state, cls[c]);
      // most steps end on a state where no literal ends: one byte says so
      if (ends[state] === 0) continue;
      const end = outStart[state + 1];
      for (let j = outStart[state]; j < end; j++) {
        const id = outList[j];
        if (seen[id] === 0 && (edges[id] === 0 || edgesHold(text, i + 1 - lens[id], i + 1, edges[id]))) {
          seen[id] = 1;
          found.push(id);
        }
      }
    }
    if (wideLits.length > 0 && anyWide)
      scanWide(text, wide, (lit) => {
        const id = wideId.get(lit) as number;
        if (seen[id] === 0) {
          seen[id] = 1;
          found.push(id);
        }
      });
    for (const id of found) seen[id] = 0;
    return found;
  };
  return { literals: all, ids };
}

/**
 * A function giving every index of every one of `literals` in a text, in one pass over its code units. ASCII literals:
 * an Aho–Corasick automaton (one table step per code unit, over classes of the characters the literals use); the few
 * literals with wider characters: at an index whose unit starts one of them, only the literals starting with that
 * pair of units are compared. Overlapping occurrences all count. Indexes come in ascending order; a literal found
 * more than denseCap(text.length) times maps to DENSE.
 *
 * The pass works on cores (a literal without its edge marks): "system", "‹system" and "‹system‹" share one. At each
 * occurrence of a core some literal of which is marked, the units beside it are read once into an edge code (OCC_*),
 * and the occurrence goes to the core's list for that code; a literal's positions are the lists of the codes its marks
 * accept, merged. So a dense word costs one list and one edge reading, not one of each per mark, and every literal's
 * answer is still what a pass of its own would give.
 *
 * `positioned`, when given, names the literals whose positions are read (a rule's window gate): every other literal
 * maps to its first index only, as without `positions`, and its occurrences after the first cost one count each.
 */
export function literalIndexer(
  literals: readonly string[],
  positioned?: (lit: string) => boolean,
): (text: string, positions?: boolean) => LiteralIndex {
  const { ascii, wideLits } = splitLiterals(literals);
  const coreIds = new Map<string, number>();
  const coreOf = Int32Array.from(ascii, (l) => {
    const core = literalCore(l);
    let id = coreIds.get(core);
    if (id === undefined) coreIds.set(core, (id = coreIds.size));
    return id;
  });
  const cores = [...coreIds.keys()];
  const auto = automaton(cores, false);
  const wide = pairTable(wideLits);
  const lens = Int32Array.from(cores, (c) => c.length);
  const edges = edgeCodes(ascii);
  // per core, the literals (ids into ascii) standing on it, and whether any of them is marked (its edges are read)
  const litsOf: number[][] = cores.map(() => []);
  const readEdges = new Uint8Array(cores.length);
  // per literal and per core, whether its positions are kept (a core's are when one of its literals' are)
  const keeps = Uint8Array.from(ascii, (l) => (positioned === undefined || positioned(l) ? 1 : 0));
  const keepsCore = new Uint8Array(cores.length);
  ascii.forEach((_, l) => {
    litsOf[coreOf[l]].push(l);
    if (edges[l] !== 0) readEdges[coreOf[l]] = 1;
    if (keeps[l] === 1) keepsCore[coreOf[l]] = 1;
  });
  // per (core, edge code) slot: occurrences counted, shared between calls and reset below for the slots found
  const counts = new Int32Array(cores.length * 16);
  // per slot its list, shared between calls (a fresh array filled at scattered slots falls back to a slow dictionary)
  const lists: number[][] = new Array(cores.length * 16).fill(DENSE);

  // `positions` false: each found literal maps to its first index only (enough to open gates; no windows)
  return (text, positions = true) => {
    const index: LiteralIndex = new Map();
    const cap = denseCap(text.length);
    const add = (lit: string, at: number): void => {
      const list = index.get(lit);
      if (!list) index.set(lit, [at]);
      else if (!positions || list === DENSE || (positioned !== undefined && !positioned(lit))) return;
      else if (list.length >= cap) index.set(lit, DENSE);
      else (list as number[]).push(at);
    };
    // slots by id: per-slot lists, no map lookup per occurrence
    const foundSlots: number[] = [];
    const { cls, delta, k, outStart, outList, ends } = auto;
    const n = text.length;
    let state = 0;
    let anyWide = false;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) {
        anyWide = true;
        state = 0;
        continue;
      }
      state = delta[state * k + cls[c]];
      if (ends[state] === 0) continue;
      const end = outStart[state + 1];
      for (let j = outStart[state]; j < end; j++) {
        const id = outList[j];
        const at = i - lens[id] + 1;
        const slot = readEdges[id] === 0 ? id << 4 : (id << 4) | occurrenceEdges(text, at, i + 1);
        const seen = counts[slot]++;
        if (seen === 0) {
          lists[slot] = [at];
          foundSlots.push(slot);
        } else if (positions && seen <= cap && keepsCore[id] === 1) lists[slot].push(at);
      }
    }
    // per found core, its slots (in the order found), then each literal of it from the slots its marks accept
    foundSlots.sort((a, b) => a - b);
    for (let f = 0; f < foundSlots.length; ) {
      const id = foundSlots[f] >> 4;
      let g = f;
      while (g < foundSlots.length && foundSlots[g] >> 4 === id) g++;
      for (const l of litsOf[id]) {
        const code = edges[l];
        let count = 0;
        let only = -1;
        let several = false;
        for (let h = f; h < g; h++)
          if ((foundSlots[h] & code) === code) {
            count += counts[foundSlots[h]];
            several = only >= 0;
            only = foundSlots[h];
          }
        if (count === 0) continue;
        if (!positions || keeps[l] === 0) {
          let first = lists[only][0];
          for (let h = f; h < g; h++)
            if ((foundSlots[h] & code) === code) first = Math.min(first, lists[foundSlots[h]][0]);
          index.set(ascii[l], [first]);
        } else if (count > cap) index.set(ascii[l], DENSE);
        else if (!several) index.set(ascii[l], lists[only]);
        else {
          // each accepted slot holds all its positions (their sum is within the cap): merged in order
          const merged: number[] = [];
          for (let h = f; h < g; h++)
            if ((foundSlots[h] & code) === code) for (const at of lists[foundSlots[h]]) merged.push(at);
          index.set(
            ascii[l],
            merged.sort((a, b) => a - b),
          );
        }
      }
      for (let h = f; h < g; h++) {
        counts[foundSlots[h]] = 0;
        lists[foundSlots[h]] = DENSE as number[];
      }
      f = g;
    }
    // the wide ones after them
    if (wideLits.length > 0 && anyWide) scanWide(text, wide, add);
    return index;
  };
}

/**
 * The units beside text[start, end) as an edge code: bit 1 the unit before is a non-word unit, bit 2 a word unit,
 * bit 4 the unit after is a non-word unit, bit 8 a word unit (the text's edge sets both bits of its side). A literal
 * whose edgeCodes code is `code` stands there when (occurrenceEdges & code) === code, as edgesHold reads it.
 */
function occurrenceEdges(text: string, start: number, end: number): number {
  let before = 3;
  if (start > 0) {
    const c = text.charCodeAt(start - 1);
    before = c < 128 && WORD_UNIT[c] === 1 ? 2 : 1;
  }
  let after = 12;
  if (end < text.length) {
    const c = text.charCodeAt(end);
    after = c < 128 && WORD_UNIT[c] === 1 ? 8 : 4;
  }
  return before | after;
}
