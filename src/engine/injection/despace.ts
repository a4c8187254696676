// De-spacing view: s p a c e d and s.e.p.a.r.a.t.e.d words joined back into words, with a map to the original.

import type { View } from "./normalize.ts";

// s p a c e d and s.e.p.a.r.a.t.e.d words: at least six single letters joined by one separator; wider gaps are word breaks
const L = "a-z\\u00e0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff";
const SPACED_RUN = new RegExp(`[${L}](?:[ .\\-_*][${L}]|\\s{2,6}[${L}]){5,4000}`, "g");
const SPACED_LETTER = new RegExp(`[${L}]`);

/** A view made of the de-spaced runs only (null when there are none); at most `budget` characters of runs. */
export function despace(view: View, budget = 256 * 1024): View | null {
  const text = view.text;
  if (text.length < 11) return null;
  let out = "";
  const map: number[] = [];
  const base = (i: number): number => (view.map ? view.map[i] : i);
  SPACED_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let runs = 0;
  while (out.length < budget && (m = SPACED_RUN.exec(text)) !== null) {
    const s = m.index;
    const run = m[0];
    let letters = 0;
    const before = out.length;
    for (let k = 0; k < run.length; k++) {
      const c = run.charCodeAt(k);
      if ((c >= 0x61 && c <= 0x7a) || (c > 0x7f && SPACED_LETTER.test(run[k]))) {
        out += run[k];
        map.push(base(s + k));
        letters++;
      } else if (
        k + 1 < run.length &&
        run.charCodeAt(k + 1) <= 0x20 &&
        c <= 0x20 &&
        (out.length === 0 || out[out.length - 1] !== " ")
      ) {
        out += " ";
        map.push(base(s + k));
      }
    }
    if (letters < 6) {
      out = out.slice(0, before);
      map.length = before;
      continue;
    }
    out += " \n ";
    map.push(base(s + run.length - 1), base(s + run.length - 1), base(s + run.length - 1));
    runs++;
  }
  if (runs === 0) return null;
  map.push(view.map ? view.map[view.map.length - 1] : text.length);
  return { text: out, map: Int32Array.from(map), via: "spaced-letters" };
}
