// The per-kind file picker of the fresh sets' Debian rules: files taken by kind, capped, ordered by a set's own hash.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fresh2Content } from "./benign-fresh2.ts";

/** a Debian file larger than this is not picked (a man page or config of that size is not a tool result) */
export const MAX_DEB_SIZE = 64 * 1024;

/**
 * A picker over a package's relative paths under `base`: `take(kind, cap, test, first?)` adds up to `cap` files not yet
 * picked that pass `test`, readable, non-empty, without NUL and at most MAX_DEB_SIZE, in `byHash` order with the ones
 * passing `first` ahead; `shebang` says whether a file is a shell script.
 */
export function debPicker<K extends string>(
  base: string,
  rels: readonly string[],
  byHash: (a: string, b: string) => number,
): {
  picked: { path: string; kind: K }[];
  take: (kind: K, cap: number, test: (r: string) => boolean, first?: (r: string) => boolean) => void;
  shebang: (r: string) => boolean;
} {
  const picked: { path: string; kind: K }[] = [];
  const take = (kind: K, cap: number, test: (r: string) => boolean, first?: (r: string) => boolean): void => {
    const ok = rels
      .filter((r) => !picked.some((p) => p.path === r) && test(r))
      .filter((r) => {
        try {
          const c = fresh2Content(join(base, r), kind);
          return c.length > 0 && !c.includes(0) && c.length <= MAX_DEB_SIZE;
        } catch {
          return false;
        }
      })
      .sort(byHash);
    const chosen = first ? [...ok.filter(first), ...ok.filter((r) => !first(r))] : ok;
    for (const path of chosen.slice(0, cap)) picked.push({ path, kind });
  };
  const shebang = (r: string): boolean => {
    const head = readFileSync(join(base, r)).subarray(0, 64).toString("latin1");
    return /^#! ?\/(?:usr\/)?bin\/(?:env )?(?:ba|da|z)?sh\b/.test(head);
  };
  return { picked, take, shebang };
}
