// The eleventh fresh benign set (eval/benign-fresh, group fresh11-tune: round 17's report set, tuning data since 18): how files are picked.

/**
 * Round 16 (issue 12 "Done when"): round 15's fresh10-holdout is round 16's report set, measured once at the end of the
 * round, and tuning data from round 17 on (fresh10-tune), so this set replaces it as the benign real-file report set
 * of round 17. Sources used nowhere in this repository before (scripts/lib/benign-fresh11-sources.ts), written down
 * here with the rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and
 * did not read its rules; every file was in split holdout11 (tune11 since round 18 relabelled it), nothing is trained on.
 *
 * Set 10's rule (scripts/lib/benign-fresh10.ts: set 8's agentFirstPickers with set 10's agent-file paths) with its own
 * hash salt ("fresh11") and split, then one more class per source, taken from what set 10's classes left: files in a
 * language other than English, since real agent traffic (and round 16's prose report set) is partly not English.
 * A file is localized (LOCALIZED_PATH11) when its path names a language other than English: a folder named by a
 * language tag (docs/zh-CN/, usr/share/man/de/), a README.<lang>, a catalog named by its language under i18n/,
 * locales/, translations/ or po/; or, for Markdown and text, when at least 30% of its letters are not Latin (a README
 * written in Chinese, Japanese, Korean, Russian...). Per kind of source, after set 10's classes:
 * - npm ai-source: up to 3 localized Markdown/text/JSON/YAML/.po files (at most 256 KB);
 * - npm framework-docs: up to 6 such files;
 * - Debian binary package: up to 8 localized man pages (rendered with groff's input-encoding pass, kind debian-man)
 *   and up to 2 localized docs from /usr/share/doc (kind debian-doc), each of the first 40 in hash order that is
 *   text of at most 64 KB;
 * - Debian source tree: up to 4 localized files (translated docs, message catalogs; kind debian-doc; at most 64 KB).
 */

import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { debPicker } from "./benign-deb-pick.ts";
import { agentFirstPickers } from "./benign-fresh8.ts";
import { AGENT_FILE10 } from "./benign-fresh10.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import { treeTextFiles, walk } from "./benign-fresh4.ts";
import type { SetFile, SetKind, SetSource } from "./benign-set-pick.ts";
import { strHash } from "./injection-train/data.ts";

export type Source11 = SetSource;
export type Fresh11File = SetFile<"tune11">;

/** ISO 639-1 tags of languages other than English (what localized paths name). */
const LANGS11 =
  "ar|bg|bn|ca|cs|da|de|el|eo|es|et|eu|fa|fi|fr|ga|gl|he|hi|hr|hu|hy|id|is|it|ja|ka|kk|km|ko|lt|lv|mk|ml|mn|ms|nb|nl|nn|no|pl|pt|ro|ru|sk|sl|sq|sr|sv|ta|th|tr|uk|ur|uz|vi|zh";
/** A language tag with an optional region or script ("zh-CN", "pt_BR", "sr@latin", "de.UTF-8"). */
const TAG11 = `(?:${LANGS11})(?:[-_@][A-Za-z]{2,8})?(?:\\.UTF-8)?`;
const DOC_EXT11 = String.raw`\.(?:mdx?|txt|rst|json|ya?ml|po|html?)$|\.[1-8][a-z]*(?:\.gz)?$`;

/** A path that names a language other than English (see the rule above). */
export const LOCALIZED_PATH11 = new RegExp(
  [
    `(?:^|/)${TAG11}/(?:.+/)?[^/]+(?:${DOC_EXT11})`,
    `(?:^|/)readme[._-]${TAG11}(?:\\.(?:mdx?|txt))?(?:\\.gz)?$`,
    `(?:^|/)(?:i18n|l10n|locales?|translations?|langs?|po)/(?:.+/)?${TAG11}\\.(?:json|ya?ml|po|mdx?|txt)$`,
    `(?:^|/)[^/]*[._-]${TAG11}\\.mdx?$`,
  ].join("|"),
  "i",
);

/** The share of a text's letters that are not Latin script (CJK, Cyrillic, Arabic, Greek, Hebrew, Thai...). */
export function nonLatinShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return (letters - latin) / letters;
}

const PROSE11 = /\.(?:mdx?|txt|rst)$/i;
/** Localized by path, or Markdown/text whose letters are at least 30% non-Latin. */
export function isLocalized11(rel: string, text: () => string): boolean {
  return LOCALIZED_PATH11.test(rel) || (PROSE11.test(rel) && nonLatinShare(text()) >= 0.3);
}

const LOCALIZED_MAN11 = new RegExp(`^root/usr/share/man/${TAG11}/man[1-8]/[^/]+\\.[1-8][a-z]*\\.gz$`);
const MAX_LOCALIZED_NPM = 256 * 1024;
const SKIP11 =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

/**
 * A file's content as set 11 stores it: a localized man page rendered with groff's input-encoding pass (`-k`, so UTF-8
 * text is not read as Latin-1), anything else as the earlier sets store it (fresh2Content).
 */
export function fresh11Content(base: string, rel: string, kind: string): Buffer {
  const p = join(base, rel);
  if (kind !== "debian-man" || !LOCALIZED_MAN11.test(rel)) return fresh2Content(p, kind);
  return execFileSync("groff", ["-k", "-mandoc", "-Tutf8", "-P-cbou"], {
    input: fresh2Content(p, "debian-doc"),
    stdio: ["pipe", "pipe", "ignore"],
    env: { ...process.env, LC_ALL: "C.UTF-8" },
  });
}

/**
 * The pickers of a set that follows set 11's rule: set 10's classes (agentFirstPickers) salted with `tag` and written in
 * `split`, then the localized files of each source. Set 12 uses it again with its own salt and split.
 */
export function languagePickers<S extends string>(tag: string, split: S) {
  /** The set's hash order (the salted order of setPickers, so a file's place does not depend on the input order). */
  const byHash = (a: string, b: string): number => strHash(`${tag}:${a}`) - strHash(`${tag}:${b}`) || (a < b ? -1 : 1);
  const pickers = agentFirstPickers(tag, split, AGENT_FILE10);
  const pick = pickers.pick;

  const file = (base: string, path: string, unit: string, kind: SetKind, own: SetKind): SetFile<S> => ({
    path,
    sha256: sha(fresh11Content(base, path, kind)),
    unit,
    split,
    ...(kind !== own ? { kind } : {}),
  });

  /** The localized files of an npm package that set 10's classes did not take. */
  function localizedNpm(s: SetSource, base: string, taken: Set<string>): SetFile<S>[] {
    const all: string[] = [];
    walk(base, all);
    const rels = all
      .map((f) => relative(base, f))
      .filter((r) => !taken.has(r) && !SKIP11.test(r) && /\.(?:mdx?|txt|rst|json|ya?ml|po)$/i.test(r))
      .filter((r) => {
        const size = statSync(join(base, r)).size;
        return size > 0 && size <= MAX_LOCALIZED_NPM && !readFileSync(join(base, r)).includes(0);
      });
    const cap = s.kind === "ai-source" ? 3 : 6;
    const unit = s.name.replace(/@[^@/]+$/, "");
    const text = (r: string) => () => readFileSync(join(base, r), "utf8");
    return pick(rels, [{ test: (r) => isLocalized11(r, text(r)), cap }]).map((r) =>
      file(base, r, unit, s.kind, s.kind),
    );
  }

  /** The localized man pages and docs of a Debian binary package. */
  function localizedDeb(s: SetSource, base: string, taken: Set<string>): SetFile<S>[] {
    const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
    const all: string[] = [];
    walk(base, all);
    const doc = (r: string): boolean =>
      r.startsWith("root/usr/share/doc/") && !/\/copyright$|changelog/i.test(r) && LOCALIZED_PATH11.test(r);
    // a translation package holds thousands of pages: only the first 40 of each class in hash order are rendered and
    // checked for size (debPicker), which keeps the pick deterministic and the fetch short
    const firstByHash = (test: (r: string) => boolean): string[] =>
      all
        .map((f) => relative(base, f))
        .filter((r) => !taken.has(r) && test(r))
        .sort(byHash)
        .slice(0, 40);
    const rels = [...firstByHash((r) => LOCALIZED_MAN11.test(r)), ...firstByHash(doc)];
    const { picked, take } = debPicker<SetKind>(base, rels, byHash);
    take("debian-man", 8, (r) => LOCALIZED_MAN11.test(r));
    take("debian-doc", 2, doc);
    return picked
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, kind }) => file(base, path, unit, kind, s.kind));
  }

  /** The localized files (translated docs, message catalogs) of a Debian source tree. */
  function localizedSrc(s: SetSource, base: string, taken: Set<string>): SetFile<S>[] {
    const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
    const rels = treeTextFiles(base).filter((r) => !taken.has(r));
    const text = (r: string) => () => readFileSync(join(base, r), "utf8");
    return pick(rels, [{ test: (r) => isLocalized11(r, text(r)), cap: 4 }]).map((r) =>
      file(base, r, unit, "debian-doc", s.kind),
    );
  }

  /** One source: set 10's classes (salted `tag`), then its localized files by origin. */
  function select(s: SetSource, base: string): SetFile<S>[] {
    const first = pickers.select(s, base);
    const taken = new Set(first.map((f) => f.path));
    const more =
      "npm" in s.from
        ? localizedNpm(s, base, taken)
        : "deb" in s.from
          ? localizedDeb(s, base, taken)
          : localizedSrc(s, base, taken);
    return [...first, ...more];
  }

  return { byHash, pick, file, selectClasses: pickers.select, select };
}

const pickers11 = languagePickers("fresh11", "tune11");

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick11 = pickers11.pick;
/** Set 10's classes alone, salted "fresh11" and written in split tune11 (what select11 takes first). */
export const selectClasses11 = pickers11.selectClasses;
/** One source of set 11: set 10's classes (salted "fresh11"), then its localized files by origin. */
export const select11: (s: Source11, base: string) => Fresh11File[] = pickers11.select;
