// The sixth fresh benign set (eval/benign-fresh, group fresh6-holdout, round 10's report set): its sources and how files are picked.

/**
 * Round 10 (issue 12 "Done when"): round 9's fresh5-holdout was measured once and is tuning data since (fresh5-tune),
 * so this set replaces it as the benign report set. Sources used nowhere in this repository before (no package of the
 * earlier fresh sets or of eval/benign-hard, no npm scope of theirs; nothing in node_modules; no Debian package
 * installed on the image), written down here with the rule per kind before any file was fetched or scored; every file
 * is in the report set (split holdout6), nothing is trained on. Weighted toward what fails on real traffic: AI and
 * agent code by new authors with prompts, tool descriptions and agent rules in their source (MCP servers, agent
 * frameworks and skills loaders, agent-config linters, prompt-injection and guardrail libraries, eval tools, LLM
 * clients), docs of security and mail libraries, and from Debian trixie: security tools (scanners, sandboxes, password
 * crackers: their docs quote attacks), mail software (clients, filters, servers), shell-prompt tools (their docs say
 * "prompt" on every line), chat bots in Python, CI and lint tools' man pages, and upstream CI files of C/C++ projects.
 *
 * Rule per kind (files ordered by a hash of their path within each class, so no file is picked by hand):
 * - ai-source (npm): up to 10 non-Markdown files that hold a prompt, a tool description or agent rules (PROMPTISH6),
 *   then up to 4 Markdown files (.md, .mdx, .mdc) that talk about prompts, agents, injection or guardrails
 *   (PROMPT_DOC6), then up to 2 ordinary files; at most 2 MB each. A `.py` file reports as python-source.
 * - framework-docs (npm, security and mail libraries): up to 12 Markdown/YAML/JSON files, then up to 3 ordinary files.
 * - ci-config (Debian trixie source packages, upstream trees): upstream CI files (isCiFile4) up to 10, then Debian's CI
 *   files up to 3; shell scripts report as shell-script.
 * - Debian trixie binary packages: maintainer scripts up to 3, by hash up to 2 shell scripts, 3 configs from /etc and
 *   systemd units, 4 docs or examples from /usr/share/doc, 5 man pages rendered to text, and up to 4 Python files from
 *   dist-packages (those that hold a prompt, a reply or a chat command first). At most 64 KB each.
 */

import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import { type Fresh4Kind, walk } from "./benign-fresh4.ts";
import { PROMPTISH5 } from "./benign-fresh5.ts";
import { strHash } from "./injection-train/data.ts";
import { type PickClass, pickByClass, sourceTreeCiFiles } from "./benign-class-pick.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

export { SOURCES6 } from "./benign-fresh6-sources.ts";

export type Fresh6Kind = Fresh4Kind;

/** A source of set 6 (listed in scripts/lib/benign-fresh6-sources.ts). */
export interface Source6 {
  name: string;
  from: { npm: string } | { deb: string; suite: "trixie" } | { debsrc: string; suite: "trixie" };
  kind: Fresh6Kind;
  licence: string;
}

export interface Fresh6File {
  path: string;
  sha256: string;
  unit: string;
  split: "holdout6";
  /** set when it differs from the entry's kind */
  kind?: Fresh6Kind;
}

/** Holds a prompt, a tool description or agent rules (set 5's rule plus skill, rules-file and hook shapes). */
export const PROMPTISH6 = new RegExp(
  `${PROMPTISH5.source}|SKILL\\.md|\\.cursor/rules|\\.cursorrules|alwaysApply|\\bhooks?": ?\\{|"instructions": ?"`,
);
/** Markdown that talks about prompts, agents, injection or guardrails. */
export const PROMPT_DOC6 = /prompt|injection|jailbreak|guardrail|system message|\bagents?\b|\bskills?\b/i;
const CHATTY_PY = /prompt|reply|respond|chat|assistant|input\(/i;
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|mdc|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

const byHash = (a: string, b: string): number => strHash(`fresh6:${a}`) - strHash(`fresh6:${b}`) || (a < b ? -1 : 1);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick6 = (rels: string[], classes: PickClass[]): string[] => pickByClass(rels, classes, byHash);

const entry = (base: string, r: string, unit: string, kind: Fresh6Kind, own: Fresh6Kind): Fresh6File => ({
  path: r,
  sha256: sha(readFileSync(join(base, r))),
  unit,
  split: "holdout6",
  ...(kind !== own ? { kind } : {}),
});

export function selectNpm6(s: Source6, base: string): Fresh6File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(base, all, (r) => SOURCE_EXT.test(r) && !SKIP.test(r), MAX_NPM_SIZE, true);
  const text = (r: string): string => readFileSync(join(base, r), "utf8");
  const md = (r: string): boolean => /\.md[xc]?$/.test(r);
  const classes =
    s.kind === "ai-source"
      ? [
          { test: (r: string) => !md(r) && PROMPTISH6.test(text(r)), cap: 10 },
          { test: (r: string) => md(r) && PROMPT_DOC6.test(text(r)), cap: 4 },
          { test: () => true, cap: 2 },
        ]
      : [
          { test: (r: string) => /\.mdx?$|\.ya?ml$|\.json$/.test(r), cap: 12 },
          { test: () => true, cap: 3 },
        ];
  const unit = s.name.replace(/@[^@/]+$/, "");
  return pick6(rels, classes).map((r) => entry(base, r, unit, r.endsWith(".py") ? "python-source" : s.kind, s.kind));
}

/** A Debian source package's tree: upstream CI files, then Debian's CI files; shell scripts report as shell-script. */
export function selectSrc6(s: Source6, base: string): Fresh6File[] {
  const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
  return sourceTreeCiFiles(base, { upstream: 10, debian: 3 }, byHash).map(({ path, shell }) =>
    entry(base, path, unit, shell ? "shell-script" : "ci-config", s.kind),
  );
}

/** Per Debian binary package: maintainer scripts, then by hash shell scripts, configs, docs, man pages and Python. */
export function selectDeb6(s: Source6, base: string): Fresh6File[] {
  const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
  const all: string[] = [];
  walk(base, all);
  const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
  const { picked, take, shebang } = debPicker<Fresh6Kind>(base, rels, byHash);
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
      split: "holdout6" as const,
      ...(kind !== s.kind ? { kind } : {}),
    }));
}
