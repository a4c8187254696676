// Pure fingerprints for the memory across sessions: normalised-text hash and a bottom-k sketch of word shingles (no raw text).

/** Words per shingle. */
export const SHINGLE_WORDS = 6;
/** Shingle hashes kept per remembered text (the smallest ones: a bottom-k sketch, stable under small edits). */
export const SKETCH_SIZE = 32;
/** Texts are fingerprinted on at most this many characters (bounds the work on huge results). */
export const MAX_FINGERPRINT_CHARS = 256 * 1024;

export interface Fingerprint {
  /** hash of the whole normalised text */
  h: string;
  /** bottom-k sample of the shingle hashes (empty for texts shorter than one shingle) */
  sh: string[];
  /** words in the normalised text */
  words: number;
}

/** cyrb53: a fast 53-bit string hash (not cryptographic; the memory stores it instead of text). */
export function hash53(s: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const hex = (n: number): string => n.toString(16).padStart(14, "0");

/** Lower case, NFKC, invisible characters dropped, every run of non-letters/digits one space. */
export function normalizeForMemory(text: string): string {
  const t = text.slice(0, MAX_FINGERPRINT_CHARS);
  // plain ASCII (most tool output): the same result without the Unicode passes
  if (!/[^\x00-\x7f]/.test(t))
    return t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return t
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\p{Cf}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** 53-bit hashes of every run of SHINGLE_WORDS words, mixed from per-word hashes (no string joins: linear and cheap). */
function shingleHashes(words: string[]): number[] {
  const n = words.length;
  if (n < SHINGLE_WORDS) return [];
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const h = hash53(words[i], 7);
    lo[i] = (h % 4294967296) | 0;
    hi[i] = Math.floor(h / 4294967296) | 0;
  }
  const out: number[] = new Array(n - SHINGLE_WORDS + 1);
  for (let i = 0; i + SHINGLE_WORDS <= n; i++) {
    let a = 0x9e3779b9 | 0;
    let b = 0x85ebca6b | 0;
    for (let k = 0; k < SHINGLE_WORDS; k++) {
      a = Math.imul(a ^ lo[i + k], 0x01000193) ^ (a >>> 15);
      b = Math.imul(b ^ hi[i + k] ^ lo[i + k], 0x5bd1e995) ^ (b >>> 13);
    }
    a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
    b = Math.imul(b ^ (b >>> 16), 0x27d4eb2f) ^ Math.imul(a ^ (a >>> 15), 0x165667b1);
    out[i] = (b & 0x1fffff) * 4294967296 + (a >>> 0);
  }
  return out;
}

const words = (norm: string): string[] => (norm === "" ? [] : norm.split(" "));

export function fingerprint(text: string): Fingerprint {
  const norm = normalizeForMemory(text);
  const ws = words(norm);
  const all = [...new Set(shingleHashes(ws))].sort((a, b) => a - b);
  return { h: hex(hash53(norm)), sh: all.slice(0, SKETCH_SIZE).map(hex), words: ws.length };
}

/** What a text is checked against: its whole hash and the set of its shingle hashes (numbers). */
export interface Probe {
  h: string;
  shingles: Set<number>;
  length: number;
}

export function probe(text: string): Probe {
  const norm = normalizeForMemory(text);
  return { h: hex(hash53(norm)), shingles: new Set(shingleHashes(words(norm))), length: text.length };
}

/** How much of a remembered text the probed text repeats: 1 for the same normalised text, else the share of its sketch found. */
export function containment(entry: { h: string; sh: string[] }, p: Probe): number {
  if (entry.h === p.h) return 1;
  if (entry.sh.length < 4) return 0;
  let found = 0;
  for (const s of entry.sh) if (p.shingles.has(parseInt(s, 16))) found++;
  return found / entry.sh.length;
}

/** An index of remembered entries: whole-text hashes, and sketch hash -> entries holding it. */
export interface MemoryIndex {
  whole: Set<string>;
  bySketch: Map<number, number[]>;
  sketchSize: number[];
}

export function indexEntries(entries: readonly { h: string; sh: string[] }[]): MemoryIndex {
  const whole = new Set<string>();
  const bySketch = new Map<number, number[]>();
  const sketchSize: number[] = [];
  entries.forEach((e, i) => {
    whole.add(e.h);
    sketchSize.push(e.sh.length);
    for (const s of e.sh) {
      const k = parseInt(s, 16);
      const list = bySketch.get(k);
      if (list) list.push(i);
      else bySketch.set(k, [i]);
    }
  });
  return { whole, bySketch, sketchSize };
}

/** The best containment of any indexed entry in the text: linear in the text, independent of how many entries there are. */
export function bestContainment(index: MemoryIndex, text: string): number {
  const norm = normalizeForMemory(text);
  if (index.whole.has(hex(hash53(norm)))) return 1;
  if (index.bySketch.size === 0) return 0;
  const counts = new Map<number, number>();
  const hit = new Set<number>();
  for (const h of shingleHashes(words(norm))) {
    const list = index.bySketch.get(h);
    if (!list || hit.has(h)) continue;
    hit.add(h);
    for (const i of list) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  let best = 0;
  for (const [i, n] of counts) {
    if (index.sketchSize[i] < 4) continue;
    best = Math.max(best, n / index.sketchSize[i]);
  }
  return best;
}

/** The score a repeat earns: a full repeat scores 0.95 (blocks at the default threshold); half of one, 0.72. */
export function repeatScore(c: number): number {
  if (c < 0.5) return 0;
  return Math.round((0.5 + 0.45 * c) * 1000) / 1000;
}
