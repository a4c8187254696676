// The rule of fresh benign sets 16 to 30 (set 12's classes, then up to 4 real shell scripts per source), by hash salt and split.

/**
 * Set 16 (round 21) wrote it down and sets 17 (round 22), 18 (round 25), 19 (round 26), 20 (round 27), 21 (round 28), 22 (round 29), 23 (round 30), 24 (round 31), 25 (round 32), 26 (round 33), 27 (round 34), 28 (round 35), 29 (round 36) and 30 (round 37) took it unchanged
 * with their own salt and split, so all fifteen call this one factory: set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers) salted `tag`, then
 * up to 4 real shell scripts per source from what those classes left: a `.sh`, `.bash` or `.zsh` file, a file whose
 * first line names sh, bash, dash or zsh, or a bash or zsh completion by its folder (SHELL_PATH):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 */

import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isShellFile } from "./benign-class-pick.ts";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh11Content } from "./benign-fresh11.ts";
import { type Source12, toolOutputPickers } from "./benign-fresh12.ts";
import { sha } from "./benign-fresh2.ts";
import { treeTextFiles, walk } from "./benign-fresh4.ts";
import type { SetFile, SetKind, SetSource } from "./benign-set-pick.ts";
import { strHash } from "./injection-train/data.ts";

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH =
  /\.(?:sh|bash|zsh)$|(?:^|\/)bash-completion\/completions\/[^/]+$|(?:^|\/)(?:vendor-completions|site-functions|zsh\/functions\/Completion(?:\/[^/]+)?)\/_[^/]+$|(?:^|\/)completions?\/[^/]+\.(?:bash|zsh)$/;

const MAX_SHELL_NPM = 256 * 1024;
const SKIP = /(?:^|\/)node_modules\/|\.min\.|\.map$/;

const unitOf = (s: SetSource): string => s.name.replace(/^deb(?:src)?:/, "").replace(/[@=][^@/=]+$/, "");

/** Set 12's classes salted `tag`, then the shell scripts; every file in `split`. */
export function shellSetRule<S extends string>(tag: string, split: S) {
  type File = SetFile<S>;
  const pickers = toolOutputPickers(tag, split);

  const shellish = (base: string, r: string): boolean => {
    try {
      return SHELL_PATH.test(r) || isShellFile(base, r);
    } catch {
      return false;
    }
  };

  /** The shell scripts of an npm package that set 12's classes did not take. */
  function shellNpm(s: SetSource, base: string, taken: Set<string>): File[] {
    const all: string[] = [];
    walk(base, all);
    const rels = all
      .map((f) => relative(base, f))
      .filter((r) => !taken.has(r) && !SKIP.test(r))
      .filter((r) => {
        const size = statSync(join(base, r)).size;
        return size > 0 && size <= MAX_SHELL_NPM && !readFileSync(join(base, r)).includes(0);
      })
      .filter((r) => shellish(base, r));
    return pickers
      .pick(rels, [{ test: () => true, cap: 4 }])
      .map((r) => ({ ...fileOf(base, r, unitOf(s), "shell-script", s.kind) }));
  }

  /** The shell scripts and completions of a Debian binary package that set 12's classes did not take. */
  function shellDeb(s: SetSource, base: string, taken: Set<string>): File[] {
    const all: string[] = [];
    walk(base, all);
    const rels = all
      .map((f) => relative(base, f))
      .filter(
        (r) =>
          !taken.has(r) &&
          r.startsWith("root/") &&
          (!r.includes("/share/doc/") || /\/share\/doc\/[^/]+\/examples\//.test(r)) &&
          !r.endsWith(".gz"),
      );
    const { picked, take } = debPicker<SetKind>(base, rels, byHash);
    take("debian-script", 4, (r) => shellish(base, r));
    return picked
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, kind }) => fileOf(base, path, unitOf(s), kind, s.kind));
  }

  /** The upstream shell scripts of a Debian source tree that set 12's classes did not take. */
  function shellSrc(s: SetSource, base: string, taken: Set<string>): File[] {
    const rels = treeTextFiles(base).filter((r) => !taken.has(r) && !r.startsWith("debian/") && shellish(base, r));
    return pickers
      .pick(rels, [{ test: () => true, cap: 4 }])
      .map((r) => fileOf(base, r, unitOf(s), "shell-script", s.kind));
  }

  // set 12's entry maker (sha256 of the content as the importer stores it), salted order, every file in `split`
  function byHash(a: string, b: string): number {
    return strHash(`${tag}:${a}`) - strHash(`${tag}:${b}`) || (a < b ? -1 : 1);
  }

  function fileOf(base: string, path: string, unit: string, kind: SetKind, own: SetKind): File {
    return {
      path,
      sha256: sha(fresh11Content(base, path, kind)),
      unit,
      split,
      ...(kind !== own ? { kind } : {}),
    };
  }

  /** One source: set 12's classes (salted `tag`), then up to 4 shell scripts by origin. */
  function select(s: Source12, base: string): File[] {
    const first = pickers.select(s, base);
    const taken = new Set(first.map((f) => f.path));
    const more =
      "npm" in s.from
        ? shellNpm(s, base, taken)
        : "deb" in s.from
          ? shellDeb(s, base, taken)
          : shellSrc(s, base, taken);
    return [...first, ...more];
  }

  return { pick: pickers.pick, select };
}
