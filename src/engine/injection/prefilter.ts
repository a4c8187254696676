// The multi-literal prefilter: one pass over the text finds every index of every gate literal (a table of first pairs).

/** Stands for the indexes of a literal found more often than windows can use: the rule takes one full pass. */
export const DENSE: readonly number[] = Object.freeze([]);

/** more indexes of one literal than this and windows would cover most of the text */
export const denseCap = (length: number): number => Math.max(64, length >> 8);

export type LiteralIndex = Map<string, readonly number[]>;

/**
 * Edge marks a literal may carry at either end (gate-literals.ts derives them): EDGE_NW, the unit beside the found
 * text is a non-word unit or there is none; EDGE_W, a word unit ([A-Za-z0-9_]) or none. "\u0001ai\u0001" is "ai" as
 * a word of its own, found in "an ai: …" and not in "maintain". The marks are not searched for, only checked.
 */
export const EDGE_NW = "\u0001";
export const EDGE_W = "\u0002";
const WORD_UNIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_UNIT[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;

/** What a literal's edge mark asks of the unit beside it: 0 nothing, 1 a non-word unit, 2 a word unit. */
const edgeOf = (mark: string): number => (mark === EDGE_NW ? 1 : mark === EDGE_W ? 2 : 0);

/** The text a literal stands for, without its edge marks. */
export function literalCore(lit: string): string {
  const s = edgeOf(lit[0]) > 0 ? 1 : 0;
  const e = lit.length > s && edgeOf(lit[lit.length - 1]) > 0 ? lit.length - 1 : lit.length;
  return lit.slice(s, e);
}

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
  const wide = pairTable(wideLits);
  const wideId = new Map(wideLits.map((l, k) => [l, ascii.length + k]));
  const lens = Int32Array.from(ascii, (l) => literalCore(l).length);
  const edges = edgeCodes(ascii);
  // shared between calls and reset for the ids found: no allocation of one slot per literal per call
  const seen = new Uint8Array(all.length);
  const ids = (text: string): number[] => {
    const found: number[] = [];
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
    if (wideLits.length > 0 && (anyWide || wide.asciiFirst))
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
 * The pass keeps one position list per core (the text of a literal without its edge marks): "system", "‹system" and
 * "‹system‹" share one, so a dense word costs one list, not one per mark. A marked literal's own positions are the
 * core's positions where its edges hold, read from that list after the pass (and, past a list cut at the cap, by one
 * native search of the rest), so every literal's answer is what a pass of its own would give.
 */
export function literalIndexer(literals: readonly string[]): (text: string, positions?: boolean) => LiteralIndex {
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
  // per core, the literals (ids into ascii) standing on it
  const litsOf: number[][] = cores.map(() => []);
  ascii.forEach((_, l) => {
    litsOf[coreOf[l]].push(l);
  });
  // per marked literal, a search for its core with its edges: the rest of a list cut at the cap is read natively
  const edgeRes = ascii.map((l, id) => (edges[id] === 0 ? null : edgeRegex(literalCore(l), edges[id])));
  const counts = new Int32Array(cores.length);

  // `positions` false: each found literal maps to its first index only (enough to open gates; no windows)
  return (text, positions = true) => {
    const index: LiteralIndex = new Map();
    const cap = denseCap(text.length);
    const add = (lit: string, at: number): void => {
      const list = index.get(lit);
      if (!list) index.set(lit, [at]);
      else if (!positions || list === DENSE) return;
      else if (list.length >= cap) index.set(lit, DENSE);
      else (list as number[]).push(at);
    };
    // cores by id: per-id lists, no map lookup and no edge check per occurrence
    // counts is shared between calls and reset below for the ids found: no allocation of one slot per core per call
    const lists: number[][] = [];
    const foundIds: number[] = [];
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
        const seen = counts[id]++;
        if (seen === 0) {
          lists[id] = [i - lens[id] + 1];
          foundIds.push(id);
        } else if (positions && seen <= cap) lists[id].push(i - lens[id] + 1);
      }
    }
    for (const id of foundIds) {
      const list = lists[id];
      // the list holds every position (else it was cut at the cap, or at the first one without positions)
      const whole = counts[id] === list.length;
      for (const l of litsOf[id]) {
        if (edges[l] === 0) {
          index.set(ascii[l], positions && counts[id] > cap ? DENSE : list);
          continue;
        }
        const own = marked(text, list, whole, lens[id], edges[l], edgeRes[l] as RegExp, positions ? cap + 1 : 1);
        if (own.length > 0) index.set(ascii[l], positions && own.length > cap ? DENSE : own);
      }
      counts[id] = 0;
    }
    // the wide ones after them
    if (wideLits.length > 0 && (anyWide || wide.asciiFirst)) scanWide(text, wide, add);
    return index;
  };
}

/**
 * The positions of a marked literal, up to `max` of them: those of its core's `list` where the edges hold, then, when
 * the list was cut (`whole` false), those a native search of the text after the list's last position finds.
 */
function marked(
  text: string,
  list: readonly number[],
  whole: boolean,
  len: number,
  code: number,
  re: RegExp,
  max: number,
): number[] {
  const own: number[] = [];
  for (const at of list) {
    if (edgesHold(text, at, at + len, code)) own.push(at);
    if (own.length >= max) return own;
  }
  if (whole) return own;
  re.lastIndex = list[list.length - 1] + 1;
  for (let m = re.exec(text); m !== null && own.length < max; m = re.exec(text)) {
    own.push(m.index);
    re.lastIndex = m.index + 1;
  }
  return own;
}

/** A global regex finding `core` where the units beside it are what `code` (edgeCodes) asks, as edgesHold reads them. */
function edgeRegex(core: string, code: number): RegExp {
  const esc = core.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const side = (ask: number, behind: boolean): string =>
    ask === 0 ? "" : `(?${behind ? "<" : ""}!${ask === 1 ? "[A-Za-z0-9_]" : "[^A-Za-z0-9_]"})`;
  return new RegExp(`${side(code & 3, true)}${esc}${side(code >> 2, false)}`, "g");
}

/** The distinct non-empty literals, ASCII ones (for the automaton) apart from wider ones (for the pair table). */
function splitLiterals(literals: readonly string[]): { ascii: string[]; wideLits: string[] } {
  const unique = [...new Set(literals)].filter((l) => literalCore(l).length > 0);
  const isAscii = (l: string): boolean => /^[\x00-\x7f]+$/.test(literalCore(l));
  return { ascii: unique.filter(isAscii), wideLits: unique.filter((l) => !isAscii(l)) };
}

/**
 * Every occurrence of a wide literal, in index order: only where a unit starts one of them are the literals starting
 * with that pair of units compared. Rare (texts with non-ASCII units), so a callback is cheap here; the ASCII
 * automaton loops above stay written out twice because they are the hot path.
 */
function scanWide(text: string, wide: PairTable, found: (lit: string, at: number) => void): void {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const a = text.charCodeAt(i);
    if (wide.first[a] === 0) continue;
    const list = i + 1 < n ? wide.pairs.get(a * 65536 + text.charCodeAt(i + 1)) : undefined;
    if (list) for (const lit of list) if (text.startsWith(literalCore(lit), i)) found(lit, i);
    const ones = wide.singles.get(a);
    if (ones) for (const one of ones) found(one, i);
  }
}

interface Automaton {
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
}

/** The automaton over the cores of `lits` (`marked`: they may carry edge marks, stripped here); one output per entry. */
function automaton(lits: readonly string[], marked = true): Automaton {
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
  return { cls, k, delta, outStart, outList, ends };
}

interface PairTable {
  /** first[u] is 1 when a literal starts with unit u */
  first: Uint8Array;
  /** (first unit * 65536 + second unit) -> the literals starting with that pair */
  pairs: Map<number, string[]>;
  /** one-unit literals by their unit */
  singles: Map<number, string[]>;
  asciiFirst: boolean;
}

/** Literals with wide characters by their first pair of units. */
function pairTable(lits: readonly string[]): PairTable {
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
  return { first, pairs, singles, asciiFirst: lits.some((l) => literalCore(l).charCodeAt(0) < 128) };
}
