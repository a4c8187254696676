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
  return text
    .slice(0, MAX_FINGERPRINT_CHARS)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\p{Cf}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function shingleHashes(words: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) out.push(hash53(words.slice(i, i + SHINGLE_WORDS).join(" "), 7));
  return out;
}

export function fingerprint(text: string): Fingerprint {
  const norm = normalizeForMemory(text);
  const words = norm === "" ? [] : norm.split(" ");
  const all = [...new Set(shingleHashes(words))].sort((a, b) => a - b);
  return { h: hex(hash53(norm)), sh: all.slice(0, SKETCH_SIZE).map(hex), words: words.length };
}

/** What a text is checked against: its whole hash and the set of its shingle hashes. */
export interface Probe {
  h: string;
  shingles: Set<string>;
  length: number;
}

export function probe(text: string): Probe {
  const norm = normalizeForMemory(text);
  const words = norm === "" ? [] : norm.split(" ");
  return { h: hex(hash53(norm)), shingles: new Set(shingleHashes(words).map(hex)), length: text.length };
}

/** How much of a remembered text the probed text repeats: 1 for the same normalised text, else the share of its sketch found. */
export function containment(entry: { h: string; sh: string[] }, p: Probe): number {
  if (entry.h === p.h) return 1;
  if (entry.sh.length < 4) return 0;
  let found = 0;
  for (const s of entry.sh) if (p.shingles.has(s)) found++;
  return found / entry.sh.length;
}

/** The score a repeat earns: a full repeat scores 0.95 (blocks at the default threshold); half of one, 0.72. */
export function repeatScore(c: number): number {
  if (c < 0.5) return 0;
  return Math.round((0.5 + 0.45 * c) * 1000) / 1000;
}
