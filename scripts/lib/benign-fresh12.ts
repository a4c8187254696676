// The twelfth fresh benign set (eval/benign-fresh, group fresh12-tune: round 18's report set, tuning data since 19): how files are picked.

/**
 * Round 17 (issue 12 "Done when"): round 16's fresh11-holdout is round 17's report set, measured once at the end of the
 * round, and tuning data from round 18 on (fresh11-tune), so this set replaces it as the benign real-file report set
 * of round 18. Sources used nowhere in this repository before (scripts/lib/benign-fresh12-sources.ts), written down
 * here with the rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and
 * did not read its rules; every file was in split holdout12 (tune12 since round 19 relabelled it), nothing is trained on.
 *
 * Set 11's rule (scripts/lib/benign-fresh11.ts: set 10's classes, then files in other languages) with its own hash salt
 * ("fresh12") and split, then one more class per source, taken from what those classes left: what a coding agent reads
 * as tool output, since injected text reaches an agent as a tool's result. A file is tool output (TOOL_OUTPUT12) when
 * its path says it is a log (`*.log`, a file under logs/), a change log or release notes (CHANGELOG, CHANGES, HISTORY,
 * NEWS, RELEASE-NOTES), an issue or pull-request template, an OpenAPI or Swagger spec, a mail, calendar or contact
 * file (.eml, .mbox, .ics, .vcf), a test snapshot (.snap, __snapshots__/), or a JSON/YAML/XML/text file under a
 * folder of fixtures, samples, mocks, responses or test data. Per kind of source, after set 11's classes:
 * - npm ai-source: up to 4 such files (at most 256 KB each);
 * - npm framework-docs: up to 6;
 * - Debian binary package: up to 2 from /usr/share/doc (upstream change logs and NEWS, Debian's changelog, example
 *   data; kind debian-doc; gunzipped; at most 64 KB);
 * - Debian source tree: up to 4 (kind debian-doc; at most 64 KB).
 */

import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { debPicker } from "./benign-deb-pick.ts";
import { languagePickers } from "./benign-fresh11.ts";
import { treeTextFiles, walk } from "./benign-fresh4.ts";
import type { SetFile, SetKind, SetSource } from "./benign-set-pick.ts";

export type Source12 = SetSource;
export type Fresh12File = SetFile<"tune12">;

const TEXT_EXT12 = String.raw`\.(?:json|ya?ml|xml|txt|html?)$`;
const DATA_DIR12 =
  "(?:fixtures?|__fixtures__|samples?|sample[-_]data|mocks?|__mocks__|responses?|test[-_]?data|payloads?|recordings?|cassettes?)";

/** A path whose file reads like what a tool returns (see the rule above). */
export const TOOL_OUTPUT12 = new RegExp(
  [
    String.raw`\.log(?:\.gz)?$`,
    String.raw`(?:^|/)logs?/[^/]+\.txt$`,
    String.raw`(?:^|/)(?:change[-_]?log|changes|history|news|release[-_]?notes)(?:\.(?:md|mdx|txt|rst|debian|gz))*$`,
    String.raw`(?:^|/)\.github/(?:issue_template|pull_request_template)(?:/[^/]+|\.md)$`,
    String.raw`(?:^|/)[^/]*(?:openapi|swagger)[^/]*\.(?:json|ya?ml)$`,
    String.raw`\.(?:eml|mbox|ics|ical|vcf)$`,
    String.raw`\.snap$|(?:^|/)__snapshots__/[^/]+$`,
    `(?:^|/)${DATA_DIR12}/(?:.+/)?[^/]+${TEXT_EXT12}`,
  ].join("|"),
  "i",
);

const MAX_TOOL_OUTPUT_NPM = 256 * 1024;
const SKIP12 = /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)node_modules\/|(?:^|\/)package(?:-lock)?\.json$/;

const unitOf = (s: SetSource): string => s.name.replace(/^deb(?:src)?:/, "").replace(/[@=][^@/=]+$/, "");

/**
 * The pickers of set 12's rule for one set: `tag` salts the hash order, `split` is written on every file (set 13 uses
 * them with its own tag and split; set 12's picks are those of toolOutputPickers("fresh12", "tune12")).
 */
export function toolOutputPickers<S extends string>(tag: string, split: S) {
  const lang = languagePickers(tag, split);
  type File = SetFile<S>;

  /** The tool-output files of an npm package that set 11's classes did not take. */
  function toolOutputNpm(s: SetSource, base: string, taken: Set<string>): File[] {
    const all: string[] = [];
    walk(base, all);
    const rels = all
      .map((f) => relative(base, f))
      .filter((r) => !taken.has(r) && !SKIP12.test(r) && TOOL_OUTPUT12.test(r))
      .filter((r) => {
        const size = statSync(join(base, r)).size;
        return size > 0 && size <= MAX_TOOL_OUTPUT_NPM && !readFileSync(join(base, r)).includes(0);
      });
    const cap = s.kind === "ai-source" ? 4 : 6;
    return lang.pick(rels, [{ test: () => true, cap }]).map((r) => lang.file(base, r, unitOf(s), s.kind, s.kind));
  }

  /** Change logs, NEWS and example data of a Debian binary package's /usr/share/doc. */
  function toolOutputDeb(s: SetSource, base: string, taken: Set<string>): File[] {
    const all: string[] = [];
    walk(base, all);
    const rels = all
      .map((f) => relative(base, f))
      .filter((r) => !taken.has(r) && r.startsWith("root/usr/share/doc/") && TOOL_OUTPUT12.test(r));
    const { picked, take } = debPicker<SetKind>(base, rels, lang.byHash);
    take("debian-doc", 2, () => true);
    return picked
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, kind }) => lang.file(base, path, unitOf(s), kind, s.kind));
  }

  /** The tool-output files of a Debian source tree (at most 64 KB, text). */
  function toolOutputSrc(s: SetSource, base: string, taken: Set<string>): File[] {
    const rels = treeTextFiles(base).filter((r) => !taken.has(r) && TOOL_OUTPUT12.test(r));
    return lang
      .pick(rels, [{ test: () => true, cap: 4 }])
      .map((r) => lang.file(base, r, unitOf(s), "debian-doc", s.kind));
  }

  /** One source: set 11's classes (salted `tag`), then its tool-output files by origin. */
  function select(s: SetSource, base: string): File[] {
    const first = lang.select(s, base);
    const taken = new Set(first.map((f) => f.path));
    const more =
      "npm" in s.from
        ? toolOutputNpm(s, base, taken)
        : "deb" in s.from
          ? toolOutputDeb(s, base, taken)
          : toolOutputSrc(s, base, taken);
    return [...first, ...more];
  }

  return { pick: lang.pick, selectLanguage: lang.select, select };
}

const pickers12 = toolOutputPickers("fresh12", "tune12");

/** Files per class, in order, salted "fresh12". */
export const pick12 = pickers12.pick;
/** Set 11's classes alone (set 10's, then files in other languages), salted "fresh12", in split tune12. */
export const selectLanguage12 = pickers12.selectLanguage;
/** One source of set 12: set 11's classes (salted "fresh12"), then its tool-output files by origin. */
export const select12: (s: Source12, base: string) => Fresh12File[] = pickers12.select;
