// Per rule of a list, its window anchors (first and deep) read once when a long text first needs them, and one positional pass over their literals.

import type { ProseRule } from "./rule-vocab.ts";
import { literalIndexer } from "./windows.ts";
import { type Anchors, windowAnchors } from "./window-anchors.ts";

export type AnchorIndexer = ReturnType<typeof literalIndexer>;

export interface AnchorCache {
  /**
   * Rule `r`'s anchors (window-anchors.ts: per alternative of its pattern, literal sets near the match start), or null;
   * `deep`: its deep anchors (more and longer prefixes: the order after a long reader vocabulary), asked only when the
   * first ones gave a long text no windows narrower than the gate's. Each is read once (reading costs parses).
   */
  anchorsOf(r: number, deep: boolean): Anchors | null;
  /**
   * The positional pass over every literal of the anchors read so far: a new function after new literals came in (a
   * text indexed with an older one must be indexed again for a rule whose anchors are new).
   */
  indexer(): AnchorIndexer;
}

export function anchorCache(rules: readonly ProseRule[]): AnchorCache {
  const first: (Anchors | null | undefined)[] = rules.map(() => undefined);
  const deepest: (Anchors | null | undefined)[] = rules.map(() => undefined);
  const literals = new Set<string>();
  let current: AnchorIndexer | null = null;
  return {
    anchorsOf(r, deep) {
      const cache = deep ? deepest : first;
      let a = cache[r];
      if (a === undefined) {
        const rule = rules[r];
        a = cache[r] = rule.perMatch === undefined ? windowAnchors(rule.re, deep) : null;
        if (a)
          for (const lit of a.flatMap((c) => c.flatMap((x) => x.set)))
            if (!literals.has(lit)) {
              literals.add(lit);
              current = null;
            }
      }
      return a;
    },
    indexer() {
      current ??= literalIndexer([...literals], () => true);
      return current;
    },
  };
}
