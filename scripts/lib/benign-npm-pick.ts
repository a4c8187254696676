// The candidate files of an unpacked npm package for the fresh sets' rules: kept by the set's test, one build of each module, readable size.

import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The paths (relative to `base`) of `files` that pass `keep`, without a `.js` that has an `.mjs` twin or a `.cjs` that
 * has a `.js` twin (one build of a module is enough), non-empty, at most `maxSize` bytes and, with `textOnly`, without
 * a NUL byte. Order is that of `files`: each set orders its picks by its own hash afterwards.
 */
export function npmCandidates(
  base: string,
  files: readonly string[],
  keep: (rel: string) => boolean,
  maxSize: number,
  textOnly: boolean,
): string[] {
  return files
    .map((f) => relative(base, f))
    .filter(keep)
    .filter((r) => !(r.endsWith(".js") && existsSync(join(base, r.replace(/\.js$/, ".mjs")))))
    .filter((r) => !r.endsWith(".cjs") || !existsSync(join(base, r.replace(/\.cjs$/, ".js"))))
    .filter((r) => {
      const size = statSync(join(base, r)).size;
      return size > 0 && size <= maxSize && (!textOnly || !readFileSync(join(base, r)).includes(0));
    });
}
