// The fresh sets' shared pickers by class: caps per class in a set's own hash order, and a source tree's CI candidates.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isCiFile4, isDebianCi, treeTextFiles } from "./benign-fresh4.ts";

/** One class of a pick: up to `cap` files that pass `test`. */
export interface PickClass {
  test: (r: string) => boolean;
  cap: number;
}

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by `order`. */
export function pickByClass(
  rels: readonly string[],
  classes: readonly PickClass[],
  order: (a: string, b: string) => number,
): string[] {
  const picked = new Set<string>();
  for (const { test, cap } of classes)
    for (const r of rels
      .filter((x) => !picked.has(x) && test(x))
      .sort(order)
      .slice(0, cap))
      picked.add(r);
  return [...picked].sort();
}

/** A shell script by name or by its first line's interpreter. */
export function isShellFile(base: string, r: string): boolean {
  return (
    /\.sh$/.test(r) ||
    /^#! ?\/(?:usr\/)?bin\/(?:env )?(?:ba|da|z)?sh\b/.test(
      readFileSync(join(base, r)).subarray(0, 64).toString("latin1"),
    )
  );
}

/**
 * A Debian source package's tree (fresh sets 5 and 6): up to `upstreamCap` upstream CI files, then up to `debianCap` of
 * Debian's, each non-empty, without NUL and at most MAX_DEB_SIZE, in `order`; with whether each is a shell script.
 */
export function sourceTreeCiFiles(
  base: string,
  caps: { upstream: number; debian: number },
  order: (a: string, b: string) => number,
): { path: string; shell: boolean }[] {
  const rels = treeTextFiles(base);
  return pickByClass(
    rels,
    [
      { test: (r) => isCiFile4(r) && !r.startsWith("debian/"), cap: caps.upstream },
      { test: isDebianCi, cap: caps.debian },
    ],
    order,
  ).map((path) => ({ path, shell: isShellFile(base, path) }));
}
