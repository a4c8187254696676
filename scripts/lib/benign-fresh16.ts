// The sixteenth fresh benign set (eval/benign-fresh, group fresh16-tune: round 22's report set, tuning data since 23): how files are picked.

/**
 * Round 21: round 20's fresh15-holdout is round 21's report set, measured once at the end of the round, and tuning
 * data from round 22 on (fresh15-tune), so this set replaces it as the benign real-file report set of round 22.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh16-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout16 (tune16 since round 23 relabelled it), nothing is trained on.
 *
 * Set 12's rule unchanged (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent
 * files, prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then
 * what an agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf,
 * snapshots, data under fixtures/samples/mocks/responses/testdata), with its own hash salt ("fresh16") and split, then
 * one more class per source, taken from what those classes left (round 22's emphasis: the bash surface of the report
 * sets has had 8 to 56 scripts): real shell scripts (SHELL16: a `.sh`, `.bash` or `.zsh` file, a file whose first line
 * names sh, bash, dash or zsh, or a bash or zsh completion by its folder):
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

export type Source16 = Source12;
export type Fresh16File = SetFile<"tune16">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH16 =
  /\.(?:sh|bash|zsh)$|(?:^|\/)bash-completion\/completions\/[^/]+$|(?:^|\/)(?:vendor-completions|site-functions|zsh\/functions\/Completion(?:\/[^/]+)?)\/_[^/]+$|(?:^|\/)completions?\/[^/]+\.(?:bash|zsh)$/;

const MAX_SHELL_NPM = 256 * 1024;
const SKIP16 = /(?:^|\/)node_modules\/|\.min\.|\.map$/;

const unitOf = (s: SetSource): string => s.name.replace(/^deb(?:src)?:/, "").replace(/[@=][^@/=]+$/, "");

const pickers16 = toolOutputPickers("fresh16", "tune16");

const shellish = (base: string, r: string): boolean => {
  try {
    return SHELL_PATH16.test(r) || isShellFile(base, r);
  } catch {
    return false;
  }
};

/** The shell scripts of an npm package that set 12's classes did not take. */
function shellNpm(s: SetSource, base: string, taken: Set<string>): Fresh16File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = all
    .map((f) => relative(base, f))
    .filter((r) => !taken.has(r) && !SKIP16.test(r))
    .filter((r) => {
      const size = statSync(join(base, r)).size;
      return size > 0 && size <= MAX_SHELL_NPM && !readFileSync(join(base, r)).includes(0);
    })
    .filter((r) => shellish(base, r));
  return pickers16
    .pick(rels, [{ test: () => true, cap: 4 }])
    .map((r) => ({ ...fileOf(base, r, unitOf(s), "shell-script", s.kind) }));
}

/** The shell scripts and completions of a Debian binary package that set 12's classes did not take. */
function shellDeb(s: SetSource, base: string, taken: Set<string>): Fresh16File[] {
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
  const { picked, take } = debPicker<SetKind>(base, rels, byHash16);
  take("debian-script", 4, (r) => shellish(base, r));
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => fileOf(base, path, unitOf(s), kind, s.kind));
}

/** The upstream shell scripts of a Debian source tree that set 12's classes did not take. */
function shellSrc(s: SetSource, base: string, taken: Set<string>): Fresh16File[] {
  const rels = treeTextFiles(base).filter((r) => !taken.has(r) && !r.startsWith("debian/") && shellish(base, r));
  return pickers16
    .pick(rels, [{ test: () => true, cap: 4 }])
    .map((r) => fileOf(base, r, unitOf(s), "shell-script", s.kind));
}

// set 12's entry maker (sha256 of the content as the importer stores it), salted order, split tune16 (holdout16 until round 23)
function byHash16(a: string, b: string): number {
  return strHash(`fresh16:${a}`) - strHash(`fresh16:${b}`) || (a < b ? -1 : 1);
}

function fileOf(base: string, path: string, unit: string, kind: SetKind, own: SetKind): Fresh16File {
  return {
    path,
    sha256: sha(fresh11Content(base, path, kind)),
    unit,
    split: "tune16",
    ...(kind !== own ? { kind } : {}),
  };
}

/** Files per class, in order, salted "fresh16". */
export const pick16 = pickers16.pick;

/** One source of set 16: set 12's classes (salted "fresh16"), then up to 4 shell scripts by origin. */
export function select16(s: Source16, base: string): Fresh16File[] {
  const first = pickers16.select(s, base);
  const taken = new Set(first.map((f) => f.path));
  const more =
    "npm" in s.from ? shellNpm(s, base, taken) : "deb" in s.from ? shellDeb(s, base, taken) : shellSrc(s, base, taken);
  return [...first, ...more];
}
