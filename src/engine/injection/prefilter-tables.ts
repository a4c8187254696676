// The prefilter's tables: literal edge marks, the ASCII automaton over literal cores and wide literals by first pair.

/**
 * Edge marks a literal may carry at either end (gate-literals.ts derives them): EDGE_NW, the unit beside the found
 * text is a non-word unit or there is none; EDGE_W, a word unit ([A-Za-z0-9_]) or none. "\u0001ai\u0001" is "ai" as
 * a word of its own, found in "an ai: …" and not in "maintain". The marks are not searched for, only checked.
 */
export const EDGE_NW = "\u0001";
export const EDGE_W = "\u0002";
export const WORD_UNIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_UNIT[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;

/** What a literal's edge mark asks of the unit beside it: 0 nothing, 1 a non-word unit, 2 a word unit. */
export const edgeOf = (mark: string): number => (mark === EDGE_NW ? 1 : mark === EDGE_W ? 2 : 0);

/** The text a literal stands for, without its edge marks. */
export function literalCore(lit: string): string {
  const s = edgeOf(lit[0]) > 0 ? 1 : 0;
  const e = lit.length > s && edgeOf(lit[lit.length - 1]) > 0 ? lit.length - 1 : lit.length;
  return lit.slice(s, e);
}

/** The distinct non-empty literals, ASCII ones (for the automaton) apart from wider ones (for the pair table). */
export function splitLiterals(literals: readonly string[]): { ascii: string[]; wideLits: string[] } {
  const unique = [...new Set(literals)].filter((l) => literalCore(l).length > 0);
  const isAscii = (l: string): boolean => /^[\x00-\x7f]+$/.test(literalCore(l));
  return { ascii: unique.filter(isAscii), wideLits: unique.filter((l) => !isAscii(l)) };
}

/**
 * Every occurrence of a wide literal, in index order: only where a unit starts one of them are the literals starting
 * with that pair of units compared. Rare (texts with non-ASCII units), so a callback is cheap here; the ASCII
 * automaton loops above stay written out twice because they are the hot path.
 *
 * A literal starting with an ASCII unit holds its first wide unit at most `lead` units after its start (every literal
 * here holds one), so it can start only in the `lead` units before a wide unit of the text; one starting with a wide
 * unit starts on one. So only the units from `lead` before each wide unit to it are read, each once, in index order:
 * the units a pass over every unit would read where a literal can start (the rest of the text, most of a mostly ASCII
 * text, is skipped by a native search for the next wide unit).
 */
export function scanWide(text: string, wide: PairTable, found: (lit: string, at: number) => void): void {
  const n = text.length;
  const lead = Math.max(wide.lead, 0);
  const { first, pairs, singles } = wide;
  // every index below `from` has been read
  let from = 0;
  for (let w = nextWideUnit(text, 0); w < n; w = nextWideUnit(text, w + 1)) {
    for (let i = Math.max(from, w - lead); i <= w; i++) {
      const a = text.charCodeAt(i);
      if (first[a] === 0) continue;
      const list = i + 1 < n ? pairs.get(a * 65536 + text.charCodeAt(i + 1)) : undefined;
      if (list) for (const lit of list) if (text.startsWith(literalCore(lit), i)) found(lit, i);
      const ones = singles.get(a);
      if (ones) for (const one of ones) found(one, i);
    }
    from = w + 1;
  }
}

/** a unit beyond ASCII (global: searched from a lastIndex; any code unit from 128 up, a lone surrogate too) */
const WIDE_UNIT = /[^\x00-\x7f]/g;
/** units walked before the native search is asked (a text of mixed scripts finds its next wide unit in a few) */
const WALK = 16;

/** The index of the first unit of `text` beyond ASCII at or after `at`, or text.length when there is none. */
export function nextWideUnit(text: string, at: number): number {
  const n = text.length;
  const stop = Math.min(n, at + WALK);
  let w = at;
  for (; w < stop; w++) if (text.charCodeAt(w) >= 128) return w;
  if (w >= n) return n;
  WIDE_UNIT.lastIndex = w;
  return WIDE_UNIT.test(text) ? WIDE_UNIT.lastIndex - 1 : n;
}

export interface Automaton {
  /** class of each ASCII code unit (0: a unit no literal uses) */
  cls: Uint8Array;
  k: number;
  /** delta[state * k + class]: the next state */
  delta: Int32Array | Uint16Array;
  /** outList[outStart[s] .. outStart[s + 1]): indexes of the literals that end at state s (its own and its suffixes') */
  outStart: Int32Array;
  outList: Int32Array;
  /** ends[s] is 1 when some literal ends at state s (outStart[s] < outStart[s + 1]) */
  ends: Uint8Array;
  /** fail[s]: the state of the longest proper suffix of s's path that is a path too (shallower: a lower number) */
  fail: Int32Array;
}

/** The automaton over the cores of `lits` (`marked`: they may carry edge marks, stripped here); one output per entry. */
export function automaton(lits: readonly string[], marked = true): Automaton {
  const cls = new Uint8Array(128);
  let k = 1;
  const cores = marked ? lits.map(literalCore) : lits;
  for (const l of cores) for (let i = 0; i < l.length; i++) if (cls[l.charCodeAt(i)] === 0) cls[l.charCodeAt(i)] = k++;
  // the trie (of the cores: literals that differ only in their edge marks end on one state)
  const next: Map<number, number>[] = [new Map()];
  const own: number[][] = [[]];
  cores.forEach((l, li) => {
    let s = 0;
    for (let i = 0; i < l.length; i++) {
      const c = cls[l.charCodeAt(i)];
      let t = next[s].get(c);
      if (t === undefined) {
        t = next.length;
        next.push(new Map());
        own.push([]);
        next[s].set(c, t);
      }
      s = t;
    }
    own[s].push(li);
  });
  renumberBreadthFirst(next, own);
  // breadth first: failure links, dense transitions, outputs along the failure chain
  const states = next.length;
  // two bytes a step while the states fit: half the table the hot loop reads
  const delta = states < 65536 ? new Uint16Array(states * k) : new Int32Array(states * k);
  const fail = new Int32Array(states);
  const out: number[][] = own.map((o) => [...o]);
  const queue: number[] = [];
  for (let c = 0; c < k; c++) {
    const t = next[0].get(c);
    if (t !== undefined) {
      delta[c] = t;
      queue.push(t);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q];
    out[s].push(...out[fail[s]]);
    for (let c = 0; c < k; c++) {
      const t = next[s].get(c);
      if (t === undefined) delta[s * k + c] = delta[fail[s] * k + c];
      else {
        fail[t] = delta[fail[s] * k + c];
        delta[s * k + c] = t;
        queue.push(t);
      }
    }
  }
  const outStart = new Int32Array(states + 1);
  for (let s = 0; s < states; s++) outStart[s + 1] = outStart[s] + out[s].length;
  const outList = new Int32Array(outStart[states]);
  for (let s = 0; s < states; s++) outList.set(out[s], outStart[s]);
  const ends = new Uint8Array(states);
  for (let s = 0; s < states; s++) ends[s] = out[s].length > 0 ? 1 : 0;
  return { cls, k, delta, outStart, outList, ends, fail };
}

/**
 * Renumbers the trie's states in breadth-first order (in place): the shallow states, where a pass over text spends
 * nearly every step, then sit in the first rows of the transition table, which stay in cache; numbered as the
 * literals were inserted, each literal's path was spread over the whole table (7,776 states x 53 classes, 824 KB).
 * Only the numbering changes: the same transitions and outputs.
 */
function renumberBreadthFirst(next: Map<number, number>[], own: number[][]): void {
  const order = [0];
  for (let q = 0; q < order.length; q++) for (const t of next[order[q]].values()) order.push(t);
  const id = new Int32Array(next.length);
  order.forEach((old, k) => {
    id[old] = k;
  });
  const nextBefore = [...next];
  const ownBefore = [...own];
  order.forEach((old, k) => {
    next[k] = new Map([...nextBefore[old]].map(([c, t]) => [c, id[t]]));
    own[k] = ownBefore[old];
  });
}

export interface PairTable {
  /** first[u] is 1 when a literal starts with unit u */
  first: Uint8Array;
  /** (first unit * 65536 + second unit) -> the literals starting with that pair */
  pairs: Map<number, string[]>;
  /** one-unit literals by their unit */
  singles: Map<number, string[]>;
  /**
   * the farthest a literal starting with an ASCII unit holds its first wide unit from its start (-1: none starts so);
   * every literal here holds a wide unit (splitLiterals), so a text without one holds none of them
   */
  lead: number;
}

/** Literals with wide characters by their first pair of units. */
export function pairTable(lits: readonly string[]): PairTable {
  const first = new Uint8Array(65536);
  const pairs = new Map<number, string[]>();
  const singles = new Map<number, string[]>();
  for (const l of lits) {
    const core = literalCore(l);
    const a = core.charCodeAt(0);
    first[a] = 1;
    if (core.length === 1) {
      singles.set(a, [...(singles.get(a) ?? []), l]);
      continue;
    }
    const key = a * 65536 + core.charCodeAt(1);
    const list = pairs.get(key);
    if (list) list.push(l);
    else pairs.set(key, [l]);
  }
  let lead = -1;
  for (const l of lits) {
    const core = literalCore(l);
    if (core.charCodeAt(0) < 128) lead = Math.max(lead, core.search(/[^\x00-\x7f]/));
  }
  return { first, pairs, singles, lead };
}
