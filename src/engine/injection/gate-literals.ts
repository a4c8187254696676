// Required literals of a regular expression: a set of strings of which every match contains one (a rule's gate, derived).

import { best, edged, gateLiteral, type Context, type Info, MIN_GATE_LENGTH, shortest } from "./gate-info.ts";
import { parse } from "./gate-parse.ts";

export { isWordUnit, MIN_GATE_LENGTH } from "./gate-info.ts";

/**
 * Literals one of which every match of `re` contains, read from its source; null when the parser knows none (or the
 * pattern has flags other than g/u/y, such as i, whose matches a lower-case literal would not find). Sound by
 * construction: an unknown atom only loses information (it matches "anything"), it never adds a literal.
 */
export function requiredLiterals(re: RegExp): string[] | null {
  const top = parse(re);
  const out = top ? best(top) : null;
  return out && shortest(out) >= MIN_GATE_LENGTH ? dropSuperstrings(out) : null;
}

/**
 * Every literal set the parser knows to be required by `re` besides requiredLiterals' own (each one alone is sound: a
 * match holds one literal of each), keeping those whose shortest literal has at least `minLength` characters. A rule
 * runs only when all of them hit: "hi" and "ai" must both be there, not either.
 */
export function moreRequiredLiterals(re: RegExp, minLength = MIN_GATE_LENGTH + 1): string[][] {
  const top = parse(re);
  const main = requiredLiterals(re);
  if (!top || !main) return [];
  const seen = new Set([main.join("\u0000")]);
  const out: string[][] = [];
  for (const set of top.all ?? []) {
    if (shortest(set) < minLength) continue;
    const lits = dropSuperstrings(set);
    const key = lits.join("\u0000");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(lits);
  }
  return out;
}

/** A literal that contains another literal of the set adds nothing: the shorter one already opens the gate. */
function dropSuperstrings(xs: string[]): string[] {
  const sorted = [...new Set(xs)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const out: string[] = [];
  for (const x of sorted) if (!out.some((y) => x.includes(y))) out.push(x);
  return out;
}

/**
 * Every literal set `re` requires, read with edge marks (the prefilter checks the unit beside a found literal): the
 * main set first (requiredLiterals' choice), then the others (moreRequiredLiterals'); [] when none is known. A literal
 * may start and end with EDGE_NW (a non-word unit or the text's edge stands there in every match) or EDGE_W (a word
 * unit or the edge): "ai" followed by `\b` or `\s` is EDGE_NW-ended, and "maintain" does not open it. Patterns with
 * the m or s flag are read too (their ^, $ and . are read as zero-width or unknown).
 */
export function gateSets(re: RegExp): string[][] {
  // each reading knows the neighbours of one more level of groups (what stands around a group is read outside it)
  let context: Context = new Map();
  let top: Info | null = null;
  for (let k = 0; k < 6; k++) {
    const found: Context = new Map();
    top = parse(re, true, context, found);
    const same = [...found].every(([at, [b, a]]) => context.get(at)?.[0] === b && context.get(at)?.[1] === a);
    context = found;
    if (same) break;
  }
  const main = top ? best(top) : null;
  if (!top || !main) return [];
  const finish = (set: string[]): string[] => dropSuperstrings(set.map(gateLiteral));
  const first = finish(main);
  if (shortest(first) < MIN_GATE_LENGTH) return [];
  const out = [first];
  const seen = new Set([first.join("\u0000")]);
  for (const set of top.all ?? []) {
    const lits = finish(set);
    const key = lits.join("\u0000");
    // a two-letter literal opens on most texts, unless it must stand at a word edge ("ai" as a word)
    const short =
      shortest(lits) < MIN_GATE_LENGTH + 1 && (shortest(lits) < MIN_GATE_LENGTH || edged(lits) < lits.length);
    if (short || seen.has(key)) continue;
    seen.add(key);
    out.push(lits);
  }
  // a set another one implies (each of the other's literals holds one of it: "ignore" and "‹ignore‹") adds nothing
  const implies = (a: string[], b: string[]): boolean => a.every((x) => b.some((y) => x.includes(y)));
  return out.filter(
    (set, k) => !out.some((other, o) => o !== k && implies(other, set) && !(o > k && implies(set, other))),
  );
}

/** A pattern source split at each `|` outside groups and character classes ("a|b(c|d)" gives "a" and "b(c|d)"). */
export function splitTopLevel(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/**
 * The top-level alternatives of a pattern's source, or null when it has one or holds a back-reference (numbering
 * changes when alternatives are read apart).
 */
export function topAlternatives(source: string): string[] | null {
  if (/\\[1-9]|\\k</.test(source)) return null;
  const out = splitTopLevel(source);
  return out.length > 1 ? out : null;
}

/**
 * Per top-level alternative of `re`, its gate sets (gateSets of the alternative read alone, with `re`'s flags), or
 * null when `re` has one alternative or some alternative has no gate. A match of `re` is a match of one alternative,
 * so some alternative has a literal of each of its sets: a text where no alternative has them all holds no match,
 * a narrower condition than the sets every alternative shares ("the … user" and "keep … between us" in one rule).
 */
export function alternativeGateSets(re: RegExp): string[][][] | null {
  const alts = topAlternatives(re.source);
  if (!alts) return null;
  const sets: string[][][] = [];
  for (const alt of alts) {
    let own: string[][];
    try {
      own = gateSets(new RegExp(alt, re.flags));
    } catch {
      return null;
    }
    if (own.length === 0) return null;
    sets.push(own);
  }
  return sets;
}
