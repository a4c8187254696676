// The fifth fresh benign set (eval/benign-fresh, group fresh5-tune: round 9's report set, tuning data since round 10): its sources and picks.

/**
 * Round 9 (issue 12 "Done when"): round 8's fresh4-holdout was measured once and is tuning data since (fresh4-tune), so
 * this set replaces it as the benign report set. Sources used nowhere in this repository before (no package, and no
 * npm author, of the earlier fresh sets or of eval/benign-hard; nothing in node_modules; no Debian package installed
 * on the image), written down here with the rule per kind before any file was fetched or scored; every file is in the
 * report set (split holdout5, renamed tune5 in round 10 when the set became tuning data), nothing is trained on. Weighted toward what fails most on real traffic: AI and agent
 * codebases by new authors with prompts and tool descriptions in their source (coding-agent CLIs, MCP servers, agent
 * and voice-agent SDKs, LLM clients, eval/observability tools), the docs of prompt-injection and guardrail libraries,
 * framework docs, Debian man pages and docs of CLI and CI tools, and upstream CI files of C/C++ projects.
 *
 * Rule per kind (files ordered by a hash of their path within each class, so no file is picked by hand):
 * - ai-source (npm): up to 10 non-Markdown files that hold a prompt, a tool description or agent instructions
 *   (PROMPTISH5), then up to 3 Markdown files that talk about prompts, injection, jailbreaks or guardrails
 *   (PROMPT_DOC5), then up to 2 ordinary source/doc files; at most 2 MB each. A `.py` file reports as python-source.
 * - framework-docs (npm, eight authors): up to 12 Markdown/YAML/JSON files, then up to 3 ordinary files.
 * - ci-config (Debian trixie source packages, upstream trees): upstream CI files (isCiFile4) up to 10, then Debian's CI
 *   files up to 3; shell scripts report as shell-script.
 * - Debian trixie binary packages: maintainer scripts up to 5, by hash up to 2 shell scripts, 3 configs from /etc and
 *   systemd units, 3 docs or examples from /usr/share/doc, 4 man pages rendered to text, and up to 4 Python files from
 *   dist-packages (those that hold a prompt, a reply or a chat command first; for `llm: true` prompts first, up to 8).
 *   At most 64 KB each.
 */

import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import { type Fresh4Kind, PROMPTISH4, walk } from "./benign-fresh4.ts";
import { strHash } from "./injection-train/data.ts";
import { type PickClass, pickByClass, sourceTreeCiFiles } from "./benign-class-pick.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

export type Fresh5Kind = Fresh4Kind;

export interface Source5 {
  name: string;
  from: { npm: string } | { deb: string; suite: "trixie" } | { debsrc: string; suite: "trixie" };
  kind: Fresh5Kind;
  licence: string;
  /** a Debian package of an LLM client or tool: more of its Python files are taken, prompts first */
  llm?: boolean;
}

export interface Fresh5File {
  path: string;
  sha256: string;
  unit: string;
  split: "tune5";
  /** set when it differs from the entry's kind */
  kind?: Fresh5Kind;
}

const npm = (spec: string, kind: Fresh5Kind): Source5 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence: "from its package.json",
});
const deb = (spec: string, llm = false): Source5 => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
  ...(llm ? { llm } : {}),
});
const src = (spec: string): Source5 => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export const SOURCES5A: Source5[] = [
  // coding-agent CLIs by authors not used before (their bundles and prompt files)
  ...["@qwen-code/qwen-code@0.24.4", "@github/copilot@1.0.102", "cline@3.0.65", "@augmentcode/auggie@0.36.0"].map((s) =>
    npm(s, "ai-source"),
  ),
  // MCP servers and MCP tooling
  ...[
    "@wonderwhy-er/desktop-commander@0.2.52",
    "@executeautomation/playwright-mcp-server@1.0.12",
    "@brave/brave-search-mcp-server@2.1.4",
    "@hubspot/mcp-server@0.4.0",
    "figma-developer-mcp@0.13.2",
    "@heroku/mcp-server@1.2.8",
    "@agentdeskai/browser-tools-mcp@2.0.2",
    "@kubb/mcp@5.2.0",
    "@sanity/mcp-server@0.12.2",
    "@storybook/addon-mcp@10.6.2",
    "@mcp-ui/server@6.1.0",
    "@agent-infra/mcp-server-browser@1.2.29",
  ].map((s) => npm(s, "ai-source")),
  // agent frameworks, workflow nodes, sandboxes, voice agents
  ...[
    "@librechat/agents@3.9.2",
    "@n8n/n8n-nodes-langchain@2.41.1",
    "@dust-tt/client@1.2.8",
    "@daytonaio/sdk@0.218.0",
    "ai-sdk-provider-claude-code@4.1.0",
    "@elevenlabs/elevenlabs-js@2.73.0",
    "@deepgram/sdk@5.13.0",
    "@promptbook/core@0.100.2",
    "@boundaryml/baml@0.226.2",
  ].map((s) => npm(s, "ai-source")),
  // LLM clients and vector stores
  ...[
    "together-ai@0.52.0",
    "@ibm-cloud/watsonx-ai@1.7.16",
    "token.js@0.7.1",
    "@pinecone-database/pinecone@9.0.0",
    "chromadb@3.5.0",
  ].map((s) => npm(s, "ai-source")),
  // eval, tracing and prompt-management tools
  ...["langwatch@0.16.1", "promptlayer@1.3.6", "humanloop@3.0.0", "@helicone/helpers@1.8.3"].map((s) =>
    npm(s, "ai-source"),
  ),
  // prompt-injection and guardrail libraries: docs and code that discuss and quote attacks
  ...["arcjet@1.13.0", "@andersmyrmel/vard@1.2.0", "agent-security-scanner-mcp@4.5.9", "llm-guard@0.1.9"].map((s) =>
    npm(s, "ai-source"),
  ),
  // framework and library docs, eight authors
  ...[
    "ioredis@6.0.0",
    "mongoose@9.12.1",
    "winston@3.19.0",
    "@trpc/server@11.25.2",
    "typeorm@1.1.1",
    "@slack/bolt@5.1.0",
    "probot@14.3.2",
    "better-auth@1.7.25",
  ].map((s) => npm(s, "framework-docs")),
  // Debian trixie source packages: upstream CI files of eleven C/C++ and editor projects, and Debian's CI files
  ...[
    "neovim=0.10.4-8+deb13u1",
    "meson=1.7.0-1",
    "fmtlib=10.1.1+ds1-4",
    "cjson=1.7.18-3.1+deb13u1",
    "libyaml=0.2.5-2",
    "jansson=2.14-2",
    "libevent=2.1.13-stable-1~deb13u1",
    "brotli=1.1.0-2+deb13u1",
    "lz4=1.10.0-4",
    "xxhash=0.8.3-2",
    "spdlog=1:1.15.2+ds-2",
  ].map(src),
  // Debian trixie binary packages not installed on the image: CLI, backup, container and CI/lint tools (man pages,
  // docs, configs, Python)
  ...[
    "ripgrep=14.1.1-1+b4",
    "fd-find=10.2.0-1+b5",
    "bat=0.25.0-2+b2",
    "hyperfine=1.19.0-1+b3",
    "neomutt=20250510+dfsg-2",
    "restic=0.18.0-1+b4",
    "borgmatic=1.9.14-0.1",
    "podman=5.4.2+ds1-2+b2",
    "git-crypt=0.7.0-0.1+b1",
    "pass=1.7.4-7",
    "yamllint=1.37.1-1",
    "ansible-lint=25.6.1+really25.2.1-1",
    "pre-commit=4.2.0-2",
    "tox=4.25.0-1",
    "pipx=1.7.1-1",
    "shellcheck=0.10.0-1",
    "python3-prompt-toolkit=3.0.51-2",
  ].map((p) => deb(p)),
  deb("python3-tiktoken=0.9.0-1+b1", true),
];

/**
 * The second list, added when the first (SOURCES5A) gave 435 files instead of about 700 (bundled CLIs over 2 MB, small
 * packages, three source trees without CI files, meson not on the mirror): written down after the file counts were
 * seen and before any file of either list was scored; same rules, same authors' rule (none used before).
 */
export const SOURCES5B: Source5[] = [
  // MCP servers of SaaS and database vendors
  ...[
    "@shopify/dev-mcp@1.16.0",
    "@netlify/mcp@1.15.1",
    "@railway/mcp-server@0.1.12",
    "@elastic/mcp-server-elasticsearch@0.3.1",
    "@neondatabase/mcp-server-neon@0.6.5",
    "@circleci/mcp-server-circleci@0.20.0",
    "mongodb-mcp-server@3.0.4",
    "@postman/postman-mcp-server@2.13.0",
    "@currents/mcp@2.1.1",
    "@benborla29/mcp-server-mysql@2.0.9",
    "@apify/actors-mcp-server@0.16.0",
    "@twilio-alpha/mcp@0.7.0",
  ].map((s) => npm(s, "ai-source")),
  // agent protocols, memory, browsers, speech and model SDKs
  ...[
    "@ag-ui/core@1.0.0",
    "@tanstack/ai@0.58.0",
    "@sourcegraph/amp@0.0.1790142911-g7618fb",
    "@getzep/zep-cloud@3.30.0",
    "@hyperbrowser/sdk@0.92.6",
    "assemblyai@4.41.5",
    "@cerebras/cerebras_cloud_sdk@1.91.0",
    "@sap-ai-sdk/orchestration@2.16.0",
    "zod-gpt@0.16.0",
    "weaviate-client@3.14.0",
    "voyageai@0.4.0",
  ].map((s) => npm(s, "ai-source")),
  // Debian trixie binary packages not installed on the image: network, mail, terminal and document tools
  ...[
    "tcpdump=4.99.5-2",
    "iperf3=3.18-2+deb13u2",
    "mtr-tiny=0.95-1.1+b1",
    "ncdu=1.22-1",
    "btop=1.3.2-0.1",
    "ranger=1.9.4-2",
    "mc=3:4.8.33-1+deb13u1",
    "lftp=4.9.2-3+b1",
    "aria2=1.37.0+debian-3",
    "lynx=2.9.2-1",
    "newsboat=2.36-1.1",
    "taskwarrior=2.6.2+dfsg-1+b1",
    "pandoc=3.1.11.1+ds-2",
    "nmap=7.95+dfsg-3",
    "socat=1.8.0.3-1+deb13u1",
    "jc=1.25.4-1",
    "moreutils=0.69-1",
    "parallel=20240222+ds-2",
    "isync=1.5.1-1",
    "msmtp=1.8.28-3",
    "notmuch=0.39-1",
    "vdirsyncer=0.19.3-3",
    "khal=1:0.11.4-1",
    "duplicity=3.0.4-1+b1",
  ].map((p) => deb(p)),
];

export const SOURCES5: Source5[] = [...SOURCES5A, ...SOURCES5B];

/** Holds a prompt, a tool description or agent instructions (set 4's rule plus tool and prompt shapes seen in MCP). */
export const PROMPTISH5 = new RegExp(
  `${PROMPTISH4.source}|inputSchema|server\\.tool\\(|registerTool\\(|"description": ?"[A-Z][a-z]+ |system_message|systemMessage|jailbreak`,
);
/** Markdown that talks about prompts, injection, jailbreaks or guardrails. */
export const PROMPT_DOC5 = /prompt|injection|jailbreak|guardrail|system message/i;
const CHATTY_PY = /prompt|reply|respond|chat|assistant|input\(/i;
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

const byHash = (a: string, b: string): number => strHash(`fresh5:${a}`) - strHash(`fresh5:${b}`) || (a < b ? -1 : 1);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick5 = (rels: string[], classes: PickClass[]): string[] => pickByClass(rels, classes, byHash);

const entry = (base: string, r: string, unit: string, kind: Fresh5Kind, own: Fresh5Kind): Fresh5File => ({
  path: r,
  sha256: sha(readFileSync(join(base, r))),
  unit,
  split: "tune5",
  ...(kind !== own ? { kind } : {}),
});

export function selectNpm5(s: Source5, base: string): Fresh5File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(base, all, (r) => SOURCE_EXT.test(r) && !SKIP.test(r), MAX_NPM_SIZE, true);
  const text = (r: string): string => readFileSync(join(base, r), "utf8");
  const md = (r: string): boolean => /\.mdx?$/.test(r);
  const classes =
    s.kind === "ai-source"
      ? [
          { test: (r: string) => !md(r) && PROMPTISH5.test(text(r)), cap: 10 },
          { test: (r: string) => md(r) && PROMPT_DOC5.test(text(r)), cap: 3 },
          { test: () => true, cap: 2 },
        ]
      : [
          { test: (r: string) => /\.mdx?$|\.ya?ml$|\.json$/.test(r), cap: 12 },
          { test: () => true, cap: 3 },
        ];
  const unit = s.name.replace(/@[^@/]+$/, "");
  return pick5(rels, classes).map((r) => entry(base, r, unit, r.endsWith(".py") ? "python-source" : s.kind, s.kind));
}

/** A Debian source package's tree: upstream CI files, then Debian's CI files; shell scripts report as shell-script. */
export function selectSrc5(s: Source5, base: string): Fresh5File[] {
  const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
  return sourceTreeCiFiles(base, { upstream: 10, debian: 3 }, byHash).map(({ path, shell }) =>
    entry(base, path, unit, shell ? "shell-script" : "ci-config", s.kind),
  );
}

/** Per Debian binary package: maintainer scripts, then by hash shell scripts, configs, docs, man pages and Python. */
export function selectDeb5(s: Source5, base: string): Fresh5File[] {
  const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
  const all: string[] = [];
  walk(base, all);
  const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
  const { picked, take, shebang } = debPicker<Fresh5Kind>(base, rels, byHash);
  const py = (r: string): boolean =>
    /^root\/usr\/lib\/python3\/dist-packages\/.+\.py$/.test(r) && !/\/tests?\//.test(r);
  take("debian-script", 5, (r) => /^control\/(?:preinst|postinst|prerm|postrm|config)$/.test(r));
  take("debian-script", 2, (r) => r.startsWith("root/") && !r.includes("/share/doc/") && shebang(r));
  take("debian-config", 3, (r) => /^root\/(?:etc|lib\/systemd|usr\/lib\/systemd)\//.test(r));
  take("debian-doc", 3, (r) =>
    /^root\/usr\/share\/doc\/[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|[^/]+\.md(?:\.gz)?|examples\/.+)$/i.test(r),
  );
  take("debian-man", 4, (r) => /^root\/usr\/share\/man\/man[1-8]\/[^/]+\.[1-8][a-z]*\.gz$/.test(r));
  if (s.llm) take("python-source", 8, py, (r) => PROMPTISH5.test(readFileSync(join(base, r), "utf8")));
  else take("python-source", 4, py, (r) => CHATTY_PY.test(readFileSync(join(base, r), "utf8")));
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => ({
      path,
      sha256: sha(fresh2Content(join(base, path), kind)),
      unit,
      split: "tune5" as const,
      ...(kind !== s.kind ? { kind } : {}),
    }));
}
