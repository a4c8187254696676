// A rule regex rewritten so V8 compiles it to a fraction of the native code, matching exactly the same: small bounded repeats kept as loops.
//
// Why: V8's regexp compiler unrolls a bounded repeat of a one-unit atom when it is short ("\s{1,4}" becomes one "\s"
// and three nested optional ones, "\s{0,2}" two), and its code generator then emits the code after each of those
// choices again for each way in (up to ten copies of a node). The rules hold "\s{1,4}" about 2,500 times, most of it
// before large word alternations, so one rule compiled to 4-5 MB of native code per subject width (one-byte and
// two-byte), 74 MB for the rule set (bench/regex-code.ts). An atom that may match empty is never unrolled, so each
// such repeat is written `(?:ATOM|(?!)){a,b}`: the second alternative always fails, so the group matches what ATOM
// matches, tried in the same order, and V8 keeps it one loop. Native code of the worst rules drops about 5x.
// Repeats inside lookarounds stay as written: a rule's leading lookbehind runs at every start the regex tries, and
// there the unrolled code is about twice as fast as the loop (hijack.reader-order over 300 KB: 3.9 ms unrolled there,
// 11.1 ms with the loop; its code is small either way).

import { readGroupOpen } from "./regex-group.ts";

/** atoms whose repeats are rewritten: a class escape, a character class or the dot (one unit each, no group) */
const CLASS_ESCAPES = new Set(["s", "S", "w", "W", "d", "D"]);
const QUANTIFIER = /^\{(\d+),(\d+)\}/;

/** V8 unrolls `{min,max}` of a non-empty atom fully when both the forced and the optional copies are three or fewer */
function unrolled(min: number, max: number): boolean {
  return min === 0 ? max >= 1 && max <= 3 : min <= 3 && max - min <= 3;
}

/** `src` with each fully unrolled bounded repeat of a one-unit atom written as a loop; `src` itself when none is */
export function compactSource(src: string): string {
  const out: string[] = [];
  let changed = false;
  // per open group, whether it is a lookaround; how many open lookarounds enclose i
  const groups: boolean[] = [];
  let around = 0;
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    let atom: string | null = null;
    if (c === "(") {
      const open = readGroupOpen(src, i + 1);
      const look = open.kind !== "group";
      groups.push(look);
      if (look) around++;
      out.push(src.slice(i, open.next));
      i = open.next;
      continue;
    }
    if (c === ")") {
      if (groups.pop()) around--;
      out.push(c);
      i++;
      continue;
    }
    if (c === "\\") {
      const e = src[i + 1] ?? "";
      if (CLASS_ESCAPES.has(e)) atom = `\\${e}`;
      else {
        // any other escape is copied as is; what follows it is never read as its repeat
        out.push(src.slice(i, i + 2));
        i += 2;
        continue;
      }
    } else if (c === "[") {
      let j = i + 1;
      // "[]" and "[^]" are whole classes in JavaScript (nothing, anything): a "]" right after the opening closes it
      if (src[j] === "^") j++;
      while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
      atom = src.slice(i, j + 1);
    } else if (c === ".") atom = ".";
    if (atom === null) {
      out.push(c);
      i++;
      continue;
    }
    i += atom.length;
    const q = QUANTIFIER.exec(src.slice(i, i + 16));
    if (q && around === 0 && unrolled(Number(q[1]), Number(q[2]))) {
      out.push(`(?:${atom}|(?!))`);
      changed = true;
    } else out.push(atom);
  }
  return changed ? out.join("") : src;
}

/** `re` compacted (same flags, a new object), or `re` itself when nothing changes or its flags read classes otherwise */
export function compactRegExp(re: RegExp): RegExp {
  if (re.flags.includes("v")) return re;
  const src = compactSource(re.source);
  return src === re.source ? re : new RegExp(src, re.flags);
}
