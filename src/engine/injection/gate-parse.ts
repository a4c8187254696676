// The gate parser: reads a regular expression's source into node facts (gate-info.ts): the strings it can match, the literals every match holds, what stands at its edges.

import { readClass, readEscape } from "./gate-atoms.ts";
import { readGroupOpen } from "./regex-group.ts";
import {
  best,
  better,
  type Context,
  EMPTY,
  edgeNW,
  headOf,
  type Info,
  MAX_UNION,
  N,
  nonEmpty,
  OPEN,
  product,
  shortest,
  tailOf,
  union,
  UNIT,
  ZL,
  ZR,
} from "./gate-info.ts";

/** The parse of `re`'s source: its node info, or null when it cannot be read (or has flags other than g/u/y). */
export function parse(
  re: RegExp,
  marks = false,
  context: Context = new Map(),
  found: Context = new Map(),
): Info | null {
  // ^, $ (any line or the text's edge) and . are read as zero-width or unknown, so m and s change nothing here
  if ((marks ? /[^gmsuy]/ : /[^guy]/).test(re.flags)) return null;
  const src = re.source;
  let i = 0;
  let failed = false;

  // (an escape and a class are read by gate-atoms.ts: the cursor and the failure come back with the info)
  const escaped = (): Info => {
    const r = readEscape(src, i, marks, re.unicode);
    i = r.next;
    if (r.failed) failed = true;
    return r.info;
  };

  const charClass = (): Info => {
    const r = readClass(src, i, marks);
    i = r.next;
    return r.info;
  };

  const group = (): Info => {
    const at = i;
    const open = readGroupOpen(src, i + 1);
    i = open.next;
    if (open.failed) failed = true;
    const inner = alternation(open.kind === "group" ? (context.get(at) ?? OPEN) : OPEN);
    if (src[i] !== ")") failed = true;
    i++;
    // a lookaround reads but consumes nothing: the match itself need not hold what it looks at
    return open.kind !== "group" ? EMPTY : { ...inner, at };
  };

  const atom = (): Info => {
    const c = src[i];
    if (c === "\\") return escaped();
    if (c === "[") return charClass();
    if (c === "(") return group();
    if (c === "^" || c === "$") {
      i++;
      return marks ? { exact: [c === "^" ? ZL : ZR], req: null } : EMPTY;
    }
    if (c === ".") {
      i++;
      return UNIT;
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
    if (min === 0)
      return max === 1 && a.exact
        ? { exact: [...new Set(["", ...a.exact])], req: null }
        : {
            exact: null,
            req: null,
            nf: edgeNW(a, true, false),
            nl: edgeNW(a, false, false),
            at: max === 1 ? a.at : undefined,
          };
    // at least one copy: whatever one copy must hold, the repetition holds
    const nf = edgeNW(a, true, false);
    const nl = edgeNW(a, false, false);
    return { exact: null, req: best(a), all: a.all, nf, nl, ne: nonEmpty(a), head: headOf(a), tail: tailOf(a) };
  };

  const sequence = ([pre, post]: readonly [boolean, boolean]): Info => {
    const nodes: Info[] = [];
    while (i < src.length && src[i] !== "|" && src[i] !== ")") nodes.push(quantified());
    // edge marks: after[j], the first unit from node j on is a non-word one; before[j], the last unit before node j
    // is (false where the sequence's own edge leaves it unknown)
    const after: boolean[] = [];
    const before: boolean[] = [marks && pre];
    if (marks) {
      after[nodes.length] = post;
      for (let j = nodes.length - 1; j >= 0; j--) after[j] = edgeNW(nodes[j], true, after[j + 1]);
      nodes.forEach((n, j) => void (before[j + 1] = edgeNW(n, false, before[j])));
      // a group's neighbours here are its inner sequences' edges on the next reading (gateSets reads again)
      nodes.forEach((n, j) => void (n.at !== undefined && found.set(n.at, [before[j], after[j + 1]])));
    }
    const tail = (xs: string[], j: number): string[] => (marks && after[j] ? xs.map((x) => x + N) : xs);
    const lead = (xs: string[], j: number): string[] => (marks && before[j] ? xs.map((x) => N + x) : xs);
    let req: string[] | null = null;
    let run: string[] | null = [""]; // the product of the exact sets since the last unknown node
    let allExact = true;
    // what every match starts with: the first run, or the first node's head (undefined until the first break)
    let head: string[] | null | undefined;
    // every set a part of the sequence requires is required by the sequence: all of them, not only the best
    const sets: string[][] = [];
    const keep = (x: string[] | null): void => {
      if (x) sets.push(x);
      req = better(req, x);
    };
    nodes.forEach((n, j) => {
      keep(best(n));
      if (n.all) sets.push(...n.all);
      if (n.exact && run) {
        const p = product(run, n.exact);
        if (p) run = p;
        else {
          if (head === undefined) head = shortest(run) > 0 ? tail(run, j) : null;
          keep(shortest(run) > 0 ? tail(run, j) : null);
          run = lead(n.exact, j);
          allExact = false;
        }
      } else {
        if (head === undefined)
          head = j > 0 ? (run && shortest(run) > 0 ? tail(run, j) : null) : nonEmpty(n) ? headOf(n) : null;
        if (run && shortest(run) > 0) keep(tail(run, j));
        run = lead(n.exact ? n.exact : [""], j + 1);
        if (!n.exact) allExact = false;
        // a node's own first or last strings with what stands beside it in this sequence
        const h = marks && before[j] ? headOf(n) : null;
        if (h) keep(h.map((x) => N + x));
        const t = marks && after[j + 1] ? tailOf(n) : null;
        if (t) keep(t.map((x) => x + N));
      }
    });
    if (run && shortest(run) > 0) keep(run);
    const last = nodes[nodes.length - 1];
    return {
      exact: allExact ? run : null,
      req,
      all: sets,
      nf: marks && after[0],
      nl: marks && before[nodes.length],
      ne: nodes.some(nonEmpty),
      head: head ?? null,
      tail: !last ? null : last.exact ? (run && shortest(run) > 0 ? run : null) : nonEmpty(last) ? tailOf(last) : null,
    };
  };

  const alternation = (edges: readonly [boolean, boolean]): Info => {
    const parts: Info[] = [sequence(edges)];
    while (src[i] === "|") {
      i++;
      parts.push(sequence(edges));
    }
    if (parts.length === 1) return parts[0];
    let exact: string[] | null = [];
    const req = new Set<string>();
    let reqOk = true;
    // a second required set: from each alternative the last set it requires (often the noun its phrase ends on)
    const lastOf = new Set<string>();
    let lastOk = true;
    for (const p of parts) {
      if (exact && p.exact && exact.length + p.exact.length <= MAX_UNION) exact.push(...p.exact);
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
      head: union(parts.map(headOf)),
      tail: union(parts.map(tailOf)),
      nf: parts.every((p) => edgeNW(p, true, false)),
      nl: parts.every((p) => edgeNW(p, false, false)),
      ne: parts.every(nonEmpty),
    };
  };

  const top = alternation(OPEN);
  if (failed || i < src.length) return null;
  return top;
}
