// The probe's layout: the rule stage's one prefilter pass answers PROBE_WORDS words of probe bits, and a check's literal sets take bits of one word.

/**
 * How many words of WORD_BITS bits the pass answers. One word held 31 probes (rounds 24–38 filled it); each more word
 * costs the pass one array read and one OR per literal found (a short text finds a few dozen), nothing per character.
 */
export const PROBE_WORDS = 2;
/** bits of a word a probe may take (bit 31 is left: a word stays a non-negative int32) */
export const WORD_BITS = 31;

/** the pass's answer: word w holds the probe bits of word w found in the text */
export type ProbeWords = readonly number[];

/** one probe: the literals whose finding sets `bit` of `word` */
export interface Probe {
  word: number;
  bit: number;
  literals: readonly string[];
}

/**
 * Hands out bits to checks: `take(sets)` gives every set a probe bit, all in one word (so a check asks one AND), the
 * first word with room for them all (or only `word` when given), and registers each in `probes`; null when no word has
 * room (the check's regex alone decides). The probes already in `probes` keep their bits.
 */
export function probeSlots(probes: Probe[]): {
  take: (sets: readonly (readonly string[])[], word?: number) => { word: number; bits: number } | null;
} {
  const used = new Array<number>(PROBE_WORDS).fill(0);
  for (const p of probes) used[p.word] = Math.max(used[p.word], 32 - Math.clz32(p.bit));
  const take = (sets: readonly (readonly string[])[], only?: number): { word: number; bits: number } | null => {
    for (let w = only ?? 0; w < (only === undefined ? PROBE_WORDS : only + 1); w++) {
      if (used[w] + sets.length > WORD_BITS) continue;
      let bits = 0;
      for (const literals of sets) {
        const bit = 1 << used[w]++;
        probes.push({ word: w, bit, literals });
        bits |= bit;
      }
      return { word: w, bits };
    }
    return null;
  };
  return { take };
}

/** per literal, the probe words it sets (PROBE_WORDS numbers); a literal of no probe is absent */
export function probeWordsOf(probes: readonly Probe[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const p of probes)
    for (const lit of p.literals) {
      let words = out.get(lit);
      if (!words) out.set(lit, (words = new Array<number>(PROBE_WORDS).fill(0)));
      words[p.word] |= p.bit;
    }
  return out;
}

/** the words of each literal of `literals` one after the other (literal k's at k * PROBE_WORDS), 0 for a literal of none */
export function flatProbeWords(literals: readonly string[], words: ReadonlyMap<string, readonly number[]>): Int32Array {
  const out = new Int32Array(literals.length * PROBE_WORDS);
  literals.forEach((lit, k) => {
    const w = words.get(lit);
    if (w) out.set(w, k * PROBE_WORDS);
  });
  return out;
}

/** a fresh answer with no bit set */
export function noProbes(): number[] {
  return new Array<number>(PROBE_WORDS).fill(0);
}
