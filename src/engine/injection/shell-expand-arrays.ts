// Arrays in static shell expansion: elements, keys, slices (`${a[@]:1}`, `${a[*]:0:4}`) and what joins "${a[*]}".

import type { Assignment } from "./shell-expand.ts";

/** What "${a[*]}" at `i` puts between elements: IFS's first character (set earlier, or just before in the same `$(…)`). */
export function starJoin(src: string, i: number, assignments: Assignment[], inDouble: boolean): string {
  // `$(IFS=; echo "${a[*]}")`, the idiom that joins an array (the quotes inside a substitution start afresh, which the
  // one-level quote tracking here cannot follow, so the IFS just before decides)
  const local = /\bIFS=(''|""|[^\s;'"]?)\s*;[^()]{0,200}$/.exec(src.slice(Math.max(0, i - 240), i));
  if (local) return local[1].replace(/^(?:''|"")$/, "").slice(0, 1);
  if (!inDouble) return " ";
  let join = " ";
  for (const a of assignments) if (a.name === "IFS" && a.end <= i) join = a.value.slice(0, 1);
  return join;
}

/**
 * Element `index` (a number, `@` or `*`) of an array value `(a b c)`; a plain value is element 0. `slice` (`:from:len`)
 * picks some of all the elements; `join` is what "${a[*]}" puts between them; `each` is an operator applied to every
 * element (`"${a[@]/#/$HOME/}"`).
 */
export function arrayElement(
  value: string,
  index: string,
  inDouble: boolean,
  slice: RegExpExecArray | null = null,
  join = " ",
  each: ((element: string) => string) | null = null,
): string | undefined {
  const m = /^\(([\s\S]*)\)$/.exec(value);
  const items = m
    ? (m[1].match(/'[^']*'|"[^"]*"|[^\s'"]+/g) ?? []).map((x) => x.replace(/^(['"])([\s\S]*)\1$/, "$2"))
    : [value];
  // declare -A m=([t]=curl [u]=-s), a=([0]=cu [1]=rl): keyed elements
  const keyed = items.map((x) => /^\[([^\]]{1,32})\]=([\s\S]*)$/.exec(x));
  const values = keyed.every((k) => k !== null)
    ? keyed.map((k) => (k?.[2] ?? "").replace(/^(['"])([\s\S]*)\1$/, "$2"))
    : items;
  // "${a[@]}" is one word per element
  if (index === "@" || index === "*") {
    const from = slice ? Number(slice[1]) : 0;
    const picked = values
      .slice(from, slice?.[2] === undefined ? undefined : from + Number(slice[2]))
      .map((v) => (each ? each(v) : v));
    return picked.join(inDouble && index === "@" ? '" "' : join);
  }
  if (keyed.length > 0 && keyed.every((k) => k !== null)) {
    const key = unquoteKey(index);
    return keyed.find((k) => unquoteKey(k?.[1] ?? "") === key)?.[2]?.replace(/^(['"])([\s\S]*)\1$/, "$2");
  }
  return /^\d{1,3}$/.test(index) ? items[Number(index)] : undefined;
}

/** An array key as written (`t`, `"t"`, `'t'`) */
export function unquoteKey(k: string): string {
  return k.replace(/^(['"])([\s\S]*)\1$/, "$2");
}
