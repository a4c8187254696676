// The gate parser's atoms (gate-parse.ts): an escape or a character class of a regex source read into node facts.

import { B, CLASS_ESCAPES, CONTROL, EMPTY, type Info, isWordUnit, NONE, UNIT } from "./gate-info.ts";

/** An atom read: its node info, the index just after it, and whether the parser must give up on the pattern. */
export interface AtomRead {
  info: Info;
  next: number;
  failed: boolean;
}

/** `at` is the index of the `\`: reads the escape after it (`unicode`: the pattern's u flag; `marks`: edge marks on). */
export function readEscape(src: string, at: number, marks: boolean, unicode: boolean): AtomRead {
  let i = at;
  const d = src[i + 1];
  i += 2;
  if (d === undefined) return { info: NONE, next: i, failed: true };
  if (d === "b") return { info: marks ? { exact: [B], req: null } : EMPTY, next: i, failed: false };
  if (d === "B") return { info: EMPTY, next: i, failed: false };
  if (marks && (d === "s" || d === "W"))
    return { info: { exact: null, req: null, nf: true, nl: true, ne: true }, next: i, failed: false };
  if (CLASS_ESCAPES.has(d)) return { info: UNIT, next: i, failed: false };
  // backreferences
  if ((d >= "1" && d <= "9") || d === "k") return { info: NONE, next: i, failed: true };
  if (d in CONTROL) return { info: { exact: [CONTROL[d]], req: null }, next: i, failed: false };
  if (d === "x") {
    const code = Number.parseInt(src.slice(i, i + 2), 16);
    i += 2;
    return { info: { exact: [String.fromCharCode(code)], req: null }, next: i, failed: false };
  }
  if (d === "u") {
    if (src[i] === "{") {
      const end = src.indexOf("}", i);
      const cp = Number.parseInt(src.slice(i + 1, end), 16);
      i = end + 1;
      return { info: unicode ? { exact: [String.fromCodePoint(cp)], req: null } : NONE, next: i, failed: false };
    }
    const code = Number.parseInt(src.slice(i, i + 4), 16);
    i += 4;
    return { info: { exact: [String.fromCharCode(code)], req: null }, next: i, failed: false };
  }
  if (d === "p" || d === "P") {
    i = src.indexOf("}", i) + 1;
    return { info: NONE, next: i, failed: false };
  }
  if (d === "c") {
    i += 1;
    return { info: NONE, next: i, failed: false };
  }
  // an escaped punctuation mark stands for itself
  return { info: /[A-Za-z0-9]/.test(d) ? NONE : { exact: [d], req: null }, next: i, failed: false };
}

/** `at` is the index of the `[`: reads the class to its `]` (`marks`: edge marks on). */
export function readClass(src: string, at: number, marks: boolean): AtomRead {
  let i = at;
  i++;
  const negated = src[i] === "^";
  if (negated) i++;
  const chars: string[] = [];
  let plain = !negated;
  // every unit of the class is a non-word unit (\s, \W, punctuation): known with edge marks on
  let nw = !negated;
  let first = true;
  while (i < src.length && (src[i] !== "]" || first)) {
    first = false;
    let c = src[i];
    if (c === "\\") {
      const d = src[i + 1];
      if (d !== undefined && !/[A-Za-z0-9]/.test(d)) c = d;
      else if (d !== undefined && d in CONTROL) c = CONTROL[d];
      else {
        plain = false;
        if (d !== "s" && d !== "W") nw = false;
      }
      i += 2;
    } else i++;
    // a range (a-z): too many characters to list
    if (src[i] === "-" && src[i + 1] !== "]") plain = nw = false;
    if (c.length === 1 && isWordUnit(c.charCodeAt(0))) nw = false;
    chars.push(c);
  }
  i++; // ]
  if (plain && chars.length > 0 && chars.length <= 8)
    return { info: { exact: [...new Set(chars)], req: null }, next: i, failed: false };
  return {
    info: marks && nw && chars.length > 0 ? { exact: null, req: null, nf: true, nl: true, ne: true } : UNIT,
    next: i,
    failed: false,
  };
}
