// How a reader's gate is built from its pretest: the literal sets every match holds, read from the regex (case-blind ones as the lower-cased view holds them).

import { gateSets } from "./gate-literals.ts";
import { literalCore } from "./prefilter-tables.ts";

/**
 * A reader's pretest (`re`, tested on the whole view) and the literal sets derived from it (gate-literals.ts: every
 * match of `re` holds a literal of each set, by construction). scan-rules-gates.ts gives each set a probe bit of the
 * prefilter pass (`bits` of probe word `word`, 0 when no bit was left: the regex alone decides). The sets are derived
 * from the reader's own regex at load, so a word another round adds to the pretest is in the gate without anyone
 * listing it.
 */
export interface ReaderGate {
  name: string;
  re: RegExp;
  sets: readonly string[][];
  /** the probe word its bits are in (probe-words.ts) */
  word: number;
  bits: number;
}

/**
 * `cores`: the literals without their edge marks, for a reader that tests slices of the view (a slice's edge passes
 * any edge mark, so a marked literal could be missing from the whole text where a slice matches; its core never is).
 */
export function readerGate(name: string, re: RegExp, cores = false): ReaderGate {
  const sets = re.flags.includes("i") ? caseBlindSets(re) : gateSets(re);
  return { name, re, sets: cores ? sets.map(coresOf) : sets, word: 0, bits: 0 };
}

export function coresOf(set: readonly string[]): string[] {
  const cores = [...new Set(set.map(literalCore))];
  return cores.filter((c) => !cores.some((o) => o !== c && c.includes(o)));
}

/** `ch` as a class of a regex source */
const classOf = (chars: Iterable<string>): string =>
  `[${[...chars].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}]`;
/**
 * Per non-ASCII unit of `chars`, the other units a case-blind regex without the u flag matches to it (the engine's own
 * Canonicalize decides): one pass of a class of them all over every unit beyond ASCII, then each unit found asked
 * against each of `chars` alone. Run once per gate at load, only for gates whose literals hold such units.
 */
function partnersOf(chars: ReadonlySet<string>): Map<string, string[]> {
  const units: string[] = [];
  const chunk = new Uint16Array(4096);
  for (let c = 128; c < 65536; c += chunk.length) {
    const n = Math.min(chunk.length, 65536 - c);
    for (let k = 0; k < n; k++) chunk[k] = c + k;
    units.push(String.fromCharCode(...chunk.subarray(0, n)));
  }
  const found = units.join("").match(new RegExp(classOf(chars), "gi")) ?? [];
  const out = new Map<string, string[]>();
  for (const ch of chars) {
    const same = new RegExp(classOf([ch]), "i");
    out.set(
      ch,
      found.filter((u) => u !== ch && same.test(u)),
    );
  }
  return out;
}

/**
 * The literal sets of a case-blind pretest (flag i, without u) as the lower-cased main view holds them: read from the
 * pattern without the flag, then lower-cased (without u no unit beyond ASCII matches an ASCII letter case-blind, and
 * the main view holds no upper-case ASCII letter). A non-ASCII letter also matches the other units of its canonical
 * form (Cyrillic "о" matches U+1C82, which lower-casing keeps): each such unit joins the set as a literal of its own, so
 * the set opens on it and the regex decides. [] (no gate) for a pattern with the u flag or a literal whose lower case
 * is longer than it.
 */
function caseBlindSets(re: RegExp): string[][] {
  if (re.flags.includes("u")) return [];
  const sets = gateSets(new RegExp(re.source, re.flags.replace("i", "")));
  const out: string[][] = [];
  for (const set of sets) {
    const lower = set.map((l) => l.toLowerCase());
    if (lower.some((l, k) => l.length !== set[k].length)) return [];
    const wide = new Set(
      lower
        .join("")
        .split("")
        .filter((ch) => ch.charCodeAt(0) >= 128),
    );
    const partners = wide.size > 0 ? [...partnersOf(wide).values()].flat() : [];
    out.push([...new Set([...lower, ...partners])]);
  }
  return out;
}

/** the sets cut to the longest part of each literal without white space (for readers that test sentences with lines joined) */
export function spaceFree(gate: ReaderGate, common: ReadonlySet<string> = new Set()): ReaderGate {
  // (any part of a literal without white space stands where the literal does: the longest uncommon one is the rarest)
  const rank = (p: string): number => (common.has(p) ? 0 : 1000) + p.length;
  const longest = (l: string): string => l.split(/\s+/).reduce((a, b) => (rank(b) > rank(a) ? b : a), "");
  return { ...gate, sets: gate.sets.map((set) => coresOf(set.map(longest))) };
}
