// Required literals of a regular expression: a set of strings of which every match contains one (a rule's gate, derived).

import { readGroupOpen } from "./regex-group.ts";

/** at most this many strings in a finite set the parser tracks (a larger product is dropped, not truncated) */
const MAX_SET = 64;
/** a derived gate whose shortest literal is shorter than this opens on almost any text: no gate */
export const MIN_GATE_LENGTH = 2;

interface Info {
  /** every string the node can match, when that set is finite and small; null when unknown or large */
  exact: string[] | null;
  /** literals one of which every match of the node contains; null when none is known */
  req: string[] | null;
  /** more such sets, each required on its own (a match holds one literal of every set): absent when none */
  all?: string[][];
}

const NONE: Info = { exact: null, req: null };
const EMPTY: Info = { exact: [""], req: null };
const CLASS_ESCAPES = new Set(["s", "S", "w", "W", "d", "D"]);
const CONTROL: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", "0": "\0" };

const shortest = (xs: readonly string[]): number => xs.reduce((m, x) => Math.min(m, x.length), Infinity);

/** The better of two literal sets: longer shortest literal first (fewer texts hold it), then fewer literals. */
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const la = shortest(a);
  const lb = shortest(b);
  if (la !== lb) return la > lb ? a : b;
  return a.length <= b.length ? a : b;
}

/** The set to gate on for one node: its required literals, or its exact strings when none is empty. */
function best(n: Info): string[] | null {
  const fromExact = n.exact && shortest(n.exact) > 0 ? n.exact : null;
  return better(n.req, fromExact);
}

function product(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > MAX_SET) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** The parse of `re`'s source: its node info, or null when it cannot be read (or has flags other than g/u/y). */
function parse(re: RegExp): Info | null {
  if (/[^guy]/.test(re.flags)) return null;
  const src = re.source;
  let i = 0;
  let failed = false;

  const escaped = (): Info => {
    const d = src[i + 1];
    i += 2;
    if (d === undefined) {
      failed = true;
      return NONE;
    }
    if (d === "b" || d === "B") return EMPTY;
    if (CLASS_ESCAPES.has(d)) return NONE;
    if ((d >= "1" && d <= "9") || d === "k") {
      failed = true; // backreferences
      return NONE;
    }
    if (d in CONTROL) return { exact: [CONTROL[d]], req: null };
    if (d === "x") {
      const code = Number.parseInt(src.slice(i, i + 2), 16);
      i += 2;
      return { exact: [String.fromCharCode(code)], req: null };
    }
    if (d === "u") {
      if (src[i] === "{") {
        const end = src.indexOf("}", i);
        const cp = Number.parseInt(src.slice(i + 1, end), 16);
        i = end + 1;
        return re.unicode ? { exact: [String.fromCodePoint(cp)], req: null } : NONE;
      }
      const code = Number.parseInt(src.slice(i, i + 4), 16);
      i += 4;
      return { exact: [String.fromCharCode(code)], req: null };
    }
    if (d === "p" || d === "P") {
      i = src.indexOf("}", i) + 1;
      return NONE;
    }
    if (d === "c") {
      i += 1;
      return NONE;
    }
    // an escaped punctuation mark stands for itself
    return /[A-Za-z0-9]/.test(d) ? NONE : { exact: [d], req: null };
  };

  const charClass = (): Info => {
    i++;
    const negated = src[i] === "^";
    if (negated) i++;
    const chars: string[] = [];
    let plain = !negated;
    let first = true;
    while (i < src.length && (src[i] !== "]" || first)) {
      first = false;
      let c = src[i];
      if (c === "\\") {
        const d = src[i + 1];
        if (d !== undefined && !/[A-Za-z0-9]/.test(d)) c = d;
        else if (d !== undefined && d in CONTROL) c = CONTROL[d];
        else plain = false;
        i += 2;
      } else i++;
      // a range (a-z): too many characters to list
      if (src[i] === "-" && src[i + 1] !== "]") plain = false;
      chars.push(c);
    }
    i++; // ]
    return plain && chars.length > 0 && chars.length <= 8 ? { exact: [...new Set(chars)], req: null } : NONE;
  };

  const group = (): Info => {
    const open = readGroupOpen(src, i + 1);
    i = open.next;
    if (open.failed) failed = true;
    const inner = alternation();
    if (src[i] !== ")") failed = true;
    i++;
    // a lookaround reads but consumes nothing: the match itself need not hold what it looks at
    return open.kind !== "group" ? EMPTY : inner;
  };

  const atom = (): Info => {
    const c = src[i];
    if (c === "\\") return escaped();
    if (c === "[") return charClass();
    if (c === "(") return group();
    if (c === "^" || c === "$") {
      i++;
      return EMPTY;
    }
    if (c === ".") {
      i++;
      return NONE;
    }
    // a literal code unit, or a whole code point under the u flag
    const cp = re.unicode ? (src.codePointAt(i) ?? 0) : src.charCodeAt(i);
    const ch = re.unicode ? String.fromCodePoint(cp) : src[i];
    i += ch.length;
    return { exact: [ch], req: null };
  };

  const quantified = (): Info => {
    const a = atom();
    let min = 1;
    let max = 1;
    const q = src[i];
    if (q === "*") [min, max] = [0, Infinity];
    else if (q === "+") [min, max] = [1, Infinity];
    else if (q === "?") [min, max] = [0, 1];
    else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i, i + 24));
      if (!m) return a; // a literal "{"
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      i += m[0].length - 1;
    } else return a;
    i++;
    if (src[i] === "?") i++; // lazy: same strings
    if (min === 1 && max === 1) return a;
    if (max === 0) return EMPTY;
    if (min === 0) return max === 1 && a.exact ? { exact: [...new Set(["", ...a.exact])], req: null } : NONE;
    // at least one copy: whatever one copy must hold, the repetition holds
    return { exact: null, req: best(a), all: a.all };
  };

  const sequence = (): Info => {
    let req: string[] | null = null;
    let run: string[] | null = [""]; // the product of the exact sets since the last unknown node
    let allExact = true;
    // every set a part of the sequence requires is required by the sequence: all of them, not only the best
    const sets: string[][] = [];
    const keep = (x: string[] | null): void => {
      if (x) sets.push(x);
      req = better(req, x);
    };
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const n = quantified();
      keep(best(n));
      if (n.all) sets.push(...n.all);
      if (n.exact && run) {
        const p = product(run, n.exact);
        if (p) run = p;
        else {
          keep(shortest(run) > 0 ? run : null);
          run = n.exact;
          allExact = false;
        }
      } else {
        if (run && shortest(run) > 0) keep(run);
        run = n.exact ? n.exact : [""];
        if (!n.exact) allExact = false;
      }
    }
    if (run && shortest(run) > 0) keep(run);
    return { exact: allExact ? run : null, req, all: sets };
  };

  const alternation = (): Info => {
    const parts: Info[] = [sequence()];
    while (src[i] === "|") {
      i++;
      parts.push(sequence());
    }
    if (parts.length === 1) return parts[0];
    let exact: string[] | null = [];
    const req = new Set<string>();
    let reqOk = true;
    // a second required set: from each alternative the last set it requires (often the noun its phrase ends on)
    const lastOf = new Set<string>();
    let lastOk = true;
    for (const p of parts) {
      if (exact && p.exact && exact.length + p.exact.length <= MAX_SET) exact.push(...p.exact);
      else exact = null;
      const b = best(p);
      if (b) for (const x of b) req.add(x);
      else reqOk = false;
      const last = p.all && p.all.length > 0 ? p.all[p.all.length - 1] : b;
      if (last) for (const x of last) lastOf.add(x);
      else lastOk = false;
    }
    const all = lastOk ? [[...lastOf]] : [];
    // a set every alternative requires (the same literals in each: a shared vocabulary such as a list of secret files,
    // written once and used in both branches) is required by the alternation as it is
    const keyOf = (set: string[]): string => [...new Set(set)].sort().join("\u0000");
    const setsOf = (p: Info): string[][] => [...(p.all ?? []), ...(best(p) ? [best(p) as string[]] : [])];
    const common = new Map(setsOf(parts[0]).map((set) => [keyOf(set), set]));
    for (const p of parts.slice(1)) {
      const keys = new Set(setsOf(p).map(keyOf));
      for (const k of [...common.keys()]) if (!keys.has(k)) common.delete(k);
    }
    all.push(...common.values());
    return {
      exact: exact ? [...new Set(exact)] : null,
      req: reqOk ? [...req] : null,
      all: all.length > 0 ? all : undefined,
    };
  };

  const top = alternation();
  if (failed || i < src.length) return null;
  return top;
}

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
