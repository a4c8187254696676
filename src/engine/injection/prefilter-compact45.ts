// The automaton's steps in less memory: dense rows for the shallow states, each deep state's own edges and failure link.

import type { Automaton } from "./prefilter-tables.ts";

/**
 * A pass over a short text steps mostly through the first rows of the transition table (states are numbered breadth
 * first), but its deep steps reach rows all over a table of megabytes, which the rest of a scan has pushed out of the
 * cache by the next text. Here the first `rows` rows stay dense; a deeper state keeps only its trie edges (the entries
 * of its row that differ from its failure state's row: a trie child is one level deeper than any state its failure
 * state's row holds) and its failure link, and a step from it follows the links down to the first state with that
 * edge or a dense row: Aho–Corasick's own definition of the dense table, so every step lands where the table's does.
 */
export interface CompactSteps {
  /** the number of dense rows (states below it step by `dense`) */
  rows: number;
  k: number;
  /** dense[s * k + class] for s < rows: the table's first rows, copied (a buffer of their own) */
  dense: Uint16Array | Int32Array;
  /** for a deep state s, its edges are edgeClass / edgeTo [edgeStart[s - rows], edgeStart[s - rows + 1]) */
  edgeStart: Int32Array;
  edgeClass: Uint8Array;
  edgeTo: Int32Array;
  fail: Int32Array;
}

/** The compact steps of `auto` with its first `rows` rows dense (at least the root's, at most all of them). */
export function compactSteps(auto: Automaton, rows: number): CompactSteps {
  const { k, delta, fail } = auto;
  const states = delta.length / k;
  // (the root stays dense: its failure link is itself, so a walk down the links ends at a dense row)
  const dense = Math.max(1, Math.min(rows, states));
  const edgeStart = new Int32Array(states - dense + 1);
  const cls: number[] = [];
  const to: number[] = [];
  for (let s = dense; s < states; s++) {
    const f = fail[s] * k;
    for (let c = 0; c < k; c++)
      if (delta[s * k + c] !== delta[f + c]) {
        cls.push(c);
        to.push(delta[s * k + c]);
      }
    edgeStart[s - dense + 1] = cls.length;
  }
  return {
    rows: dense,
    k,
    dense: delta.slice(0, dense * k),
    edgeStart,
    edgeClass: Uint8Array.from(cls),
    edgeTo: Int32Array.from(to),
    fail,
  };
}

/** The state after `s` reads a unit of class `c`, for a deep state s (s >= t.rows): exactly the dense table's entry. */
export function deepStep(t: CompactSteps, s: number, c: number): number {
  const { rows, k, dense, edgeStart, edgeClass, edgeTo, fail } = t;
  let at = s;
  while (at >= rows) {
    const end = edgeStart[at - rows + 1];
    for (let j = edgeStart[at - rows]; j < end; j++) if (edgeClass[j] === c) return edgeTo[j];
    at = fail[at];
  }
  return dense[at * k + c];
}

/** One step from any state: the dense row below `t.rows`, else deepStep. */
export function compactStep(t: CompactSteps, s: number, c: number): number {
  return s < t.rows ? t.dense[s * t.k + c] : deepStep(t, s, c);
}
