// A view's matches read with the document context of the main view: a typo undone in a quoted turn is still quoted.

import type { DocContext } from "./context.ts";
import type { View } from "./normalize.ts";

/**
 * The main-view index of original index `at`: the first main-view character that comes from `at` or later (`map` is
 * the main view's original index per character, never decreasing; null is the identity).
 */
export function mainIndexOf(map: Int32Array | null, at: number): number {
  if (map === null) return at;
  let lo = 0;
  let hi = map.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (map[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The context of `main` (built lazily by `context`) read at the indices of `view`, a view that re-reads the main one
 * (the cleaned view: typos of cue words, leetspeak, Markdown inside words). Without it a German transcript's
 * "Assistent:" turn, which the typo view reads as "assistant:", counts as an order to the reader where the same turn
 * spelt "Assistant:" counts as a quoted label; the view's positions go through its map to the original text, then
 * back into the main view.
 */
export function viewContext(context: () => DocContext, view: View, main: View): () => DocContext {
  const toMain = (index: number): number => {
    const original = view.map === null ? index : view.map[Math.min(index, view.map.length - 1)];
    return mainIndexOf(main.map, original);
  };
  let wrapped: DocContext | null = null;
  return () =>
    (wrapped ??= {
      get code() {
        return context().code;
      },
      quotedFactor: (index) => context().quotedFactor(toMain(index)),
      fixtureFactor: (index) => context().fixtureFactor(toMain(index)),
    });
}
