// The selection rule of fresh benign sets 6 and 7 (npm packages, Debian source trees and binary packages), salted and split per set.

/**
 * Round 10 wrote this rule for set 6; round 11's set 7 uses it again with its own hash salt, split and prompt shapes,
 * so both sets are picked by one tested piece of code. Files are ordered by a hash of their path (salted with the set's
 * tag) within each class, so no file is picked by hand.
 * - npm ai-source: up to 10 non-Markdown files that match `promptish`, then up to 4 Markdown files (.md, .mdx, .mdc)
 *   that match `promptDoc`, then up to 2 ordinary files; at most 2 MB each; a `.py` file reports as python-source.
 * - npm framework-docs: up to 12 Markdown/YAML/JSON files, then up to 3 ordinary files.
 * - Debian source package (ci-config): upstream CI files up to 10, then Debian's CI files up to 3; shell scripts report
 *   as shell-script.
 * - Debian binary package: maintainer scripts up to 3, then up to 2 shell scripts, 3 configs from /etc and systemd
 *   units, 4 docs or examples from /usr/share/doc, 5 man pages rendered to text, and up to 4 Python files from
 *   dist-packages (those that hold a prompt, a reply or a chat command first). At most 64 KB each.
 */

import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type PickClass, pickByClass, sourceTreeCiFiles } from "./benign-class-pick.ts";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import { type Fresh4Kind, walk } from "./benign-fresh4.ts";
import { npmCandidates } from "./benign-npm-pick.ts";
import { strHash } from "./injection-train/data.ts";

export type SetKind = Fresh4Kind;

/** A source of a set picked by this rule. */
export interface SetSource {
  name: string;
  from: { npm: string } | { deb: string; suite: "trixie" } | { debsrc: string; suite: "trixie" };
  kind: SetKind;
  licence: string;
}

/** An npm package of `kind` at an exact version; its licence is read from its package.json at fetch time. */
export const npmSource =
  (kind: "ai-source" | "framework-docs") =>
  (spec: string): SetSource => ({ name: spec, from: { npm: spec }, kind, licence: "from its package.json" });

/** A Debian trixie binary package (its scripts, man pages and docs). */
export const debSource = (spec: string): SetSource => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});

/** A Debian trixie source tree (its CI and packaging files). */
export const debSrcSource = (spec: string): SetSource => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export interface SetFile<S extends string> {
  path: string;
  sha256: string;
  unit: string;
  split: S;
  /** set when it differs from the entry's kind */
  kind?: SetKind;
}

const CHATTY_PY = /prompt|reply|respond|chat|assistant|input\(/i;
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|mdc|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

/** The pickers of one set: `tag` salts the hash order, `split` is written on every file. */
export function setPickers<S extends string>(tag: string, split: S, promptish: RegExp, promptDoc: RegExp) {
  const byHash = (a: string, b: string): number => strHash(`${tag}:${a}`) - strHash(`${tag}:${b}`) || (a < b ? -1 : 1);
  const pick = (rels: string[], classes: PickClass[]): string[] => pickByClass(rels, classes, byHash);
  const entry = (base: string, r: string, unit: string, kind: SetKind, own: SetKind): SetFile<S> => ({
    path: r,
    sha256: sha(readFileSync(join(base, r))),
    unit,
    split,
    ...(kind !== own ? { kind } : {}),
  });

  function selectNpm(s: SetSource, base: string): SetFile<S>[] {
    const all: string[] = [];
    walk(base, all);
    const rels = npmCandidates(base, all, (r) => SOURCE_EXT.test(r) && !SKIP.test(r), MAX_NPM_SIZE, true);
    const text = (r: string): string => readFileSync(join(base, r), "utf8");
    const md = (r: string): boolean => /\.md[xc]?$/.test(r);
    const classes =
      s.kind === "ai-source"
        ? [
            { test: (r: string) => !md(r) && promptish.test(text(r)), cap: 10 },
            { test: (r: string) => md(r) && promptDoc.test(text(r)), cap: 4 },
            { test: () => true, cap: 2 },
          ]
        : [
            { test: (r: string) => /\.mdx?$|\.ya?ml$|\.json$/.test(r), cap: 12 },
            { test: () => true, cap: 3 },
          ];
    const unit = s.name.replace(/@[^@/]+$/, "");
    return pick(rels, classes).map((r) => entry(base, r, unit, r.endsWith(".py") ? "python-source" : s.kind, s.kind));
  }

  function selectSrc(s: SetSource, base: string): SetFile<S>[] {
    const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
    return sourceTreeCiFiles(base, { upstream: 10, debian: 3 }, byHash).map(({ path, shell }) =>
      entry(base, path, unit, shell ? "shell-script" : "ci-config", s.kind),
    );
  }

  function selectDeb(s: SetSource, base: string): SetFile<S>[] {
    const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
    const all: string[] = [];
    walk(base, all);
    const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
    const { picked, take, shebang } = debPicker<SetKind>(base, rels, byHash);
    const py = (r: string): boolean =>
      /^root\/usr\/lib\/python3\/dist-packages\/.+\.py$/.test(r) && !/\/tests?\//.test(r);
    take("debian-script", 3, (r) => /^control\/(?:preinst|postinst|prerm|postrm|config)$/.test(r));
    take("debian-script", 2, (r) => r.startsWith("root/") && !r.includes("/share/doc/") && shebang(r));
    take("debian-config", 3, (r) => /^root\/(?:etc|lib\/systemd|usr\/lib\/systemd)\//.test(r));
    take("debian-doc", 4, (r) =>
      /^root\/usr\/share\/doc\/[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|[^/]+\.(?:md|txt|rst)(?:\.gz)?|examples\/.+)$/i.test(
        r,
      ),
    );
    take("debian-man", 5, (r) => /^root\/usr\/share\/man\/man[1-8]\/[^/]+\.[1-8][a-z]*\.gz$/.test(r));
    take("python-source", 4, py, (r) => CHATTY_PY.test(readFileSync(join(base, r), "utf8")));
    return picked
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, kind }) => ({
        path,
        sha256: sha(fresh2Content(join(base, path), kind)),
        unit,
        split,
        ...(kind !== s.kind ? { kind } : {}),
      }));
  }

  /** One source by its kind of origin. */
  const select = (s: SetSource, base: string): SetFile<S>[] =>
    "npm" in s.from ? selectNpm(s, base) : "deb" in s.from ? selectDeb(s, base) : selectSrc(s, base);

  return { pick, entry, selectNpm, selectSrc, selectDeb, select };
}
