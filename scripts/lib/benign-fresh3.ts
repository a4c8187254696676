// The third fresh benign set (eval/benign-fresh, group fresh3-tune: round 7's report set, tuning data since round 8): its sources and picks.

/**
 * Round 7 (issue 12 "Done when"): round 6's fresh2-holdout was measured once and is tuning data since, so this set
 * replaces it as the benign report set. Sources used nowhere in this repository before (not in the earlier fresh sets,
 * not in eval/benign-hard, not in node_modules, not installed on the build image). Written down here, with the rule per
 * kind, before any file was fetched or scored; every file is in the report set (split holdout3, renamed tune3 in
 * round 8 when the set became tuning data), nothing is trained on.
 *
 * Rule per kind (files ordered by a hash of their path within each class, so no file is picked by hand):
 * - ai-source (AI and agent codebases, MCP servers, eval tooling): up to 16 files that hold a prompt, a tool description
 *   or agent instructions (PROMPTISH3), then up to 6 ordinary source/doc files; at most 2 MB each.
 * - framework-docs: up to 16 Markdown/YAML/JSON files, then up to 6 ordinary files.
 * - ci-config (git hooks, CI and lint tooling, fastify-org plugins that ship `.github/`): every file under `.github/`
 *   and shell hooks first (up to 16), then Markdown/YAML/JSON, then ordinary files (6).
 * - Debian packages: every maintainer script (up to 10), by hash up to 4 shell scripts, 6 configs from /etc and systemd
 *   units, 3 docs or examples from /usr/share/doc, 3 man pages rendered to text, and up to 6 Python files from
 *   dist-packages (those that hold a prompt, a reply or a chat command first: the `python-source` kind set 2 lacked).
 */

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { strHash } from "./injection-train/data.ts";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

export type Fresh3Kind =
  | "ai-source"
  | "framework-docs"
  | "ci-config"
  | "python-source"
  | "debian-script"
  | "debian-doc"
  | "debian-config"
  | "debian-man";

export interface Source3 {
  name: string;
  from: { npm: string } | { deb: string };
  kind: Fresh3Kind;
  licence: string;
}

export interface Fresh3File {
  path: string;
  sha256: string;
  unit: string;
  split: "tune3";
  /** set when it differs from the entry's kind (a Debian package holds scripts, docs, configs, man pages, Python) */
  kind?: Fresh3Kind;
}

const npm = (spec: string, kind: Fresh3Kind, licence: string): Source3 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence,
});
const deb = (spec: string): Source3 => ({
  name: `deb:${spec}`,
  from: { deb: spec },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});

export const SOURCES3: Source3[] = [
  // AI and agent codebases, MCP servers, eval and tracing tooling: prompts, tool descriptions and agent configs in source
  npm("deepagents@1.14.1", "ai-source", "MIT"),
  npm("agents@0.32.0", "ai-source", "MIT"),
  npm("mem0ai@3.3.1", "ai-source", "Apache-2.0"),
  npm("@copilotkit/runtime@1.75.0", "ai-source", "MIT"),
  npm("langsmith@0.10.5", "ai-source", "MIT"),
  npm("braintrust@3.35.0", "ai-source", "MIT"),
  npm("evalite@0.19.0", "ai-source", "MIT"),
  npm("@playwright/mcp@0.0.83", "ai-source", "Apache-2.0"),
  npm("@upstash/context7-mcp@4.1.1", "ai-source", "MIT"),
  npm("firecrawl-mcp@3.26.0", "ai-source", "MIT"),
  npm("task-master-ai@0.43.1", "ai-source", "MIT with Commons Clause; not committed"),
  npm("@arizeai/phoenix-evals@2.5.0", "ai-source", "Apache-2.0"),
  npm("@modelcontextprotocol/server-memory@2026.8.31", "ai-source", "MIT / Apache-2.0 (MCP project)"),
  npm("@google/adk@2.0.0", "ai-source", "Apache-2.0"),
  npm("promptl-ai@0.12.0", "ai-source", "MIT"),
  npm("mcp-remote@0.15.1", "ai-source", "MIT"),
  npm("@posthog/ai@8.13.1", "ai-source", "MIT"),
  npm("@letta-ai/letta-client@1.12.1", "ai-source", "Apache-2.0"),
  npm("@composio/core@0.21.0", "ai-source", "ISC"),
  npm("portkey-ai@3.1.0", "ai-source", "MIT"),
  npm("ai-sdk-tools@1.2.0", "ai-source", "MIT"),
  npm("genaiscript@2.5.2", "ai-source", "MIT"),
  // framework and tool docs
  npm("koa@3.2.1", "framework-docs", "MIT"),
  npm("got@16.1.0", "framework-docs", "MIT"),
  npm("execa@10.2.1", "framework-docs", "MIT"),
  npm("@hapi/hapi@21.4.10", "framework-docs", "BSD-3-Clause"),
  npm("typedoc@0.28.20", "framework-docs", "Apache-2.0"),
  npm("release-it@21.1.2", "framework-docs", "MIT"),
  // git hooks, CI and lint tooling, plugins that ship .github/ (CI workflow files)
  // husky@9.1.7 was listed here and dropped before any score: an older husky is tuning data in eval/benign-hard
  npm("simple-git-hooks@2.14.0", "ci-config", "MIT"),
  npm("eslint-plugin-n@18.5.0", "ci-config", "MIT"),
  npm("@fastify/jwt@10.2.8", "ci-config", "MIT"),
  npm("@fastify/multipart@10.1.9", "ci-config", "MIT"),
  npm("@fastify/rate-limit@11.2.0", "ci-config", "MIT"),
  npm("find-my-way@9.10.1", "ci-config", "MIT"),
  npm("light-my-request@6.8.1", "ci-config", "BSD-3-Clause"),
  // Debian bookworm packages not installed on the image and used by no earlier set (servers, admin and backup tools,
  // CI tools and Python programs: cloud-init, ansible, buildbot, jenkins-job-builder, errbot, nltk)
  ...[
    "samba=2:4.17.12+dfsg-0+deb12u4",
    "isc-dhcp-server=4.4.3-P1-2",
    "docker.io=20.10.24+dfsg1-1+deb12u1+b6",
    "lxc=1:5.0.2-1+deb12u4",
    "libvirt-daemon-system=9.0.0-4+deb12u2",
    "munin-node=2.0.73-1",
    "logwatch=7.7-1",
    "cloud-init=22.4.2-1+deb12u4",
    "ansible-core=2.14.18-0+deb12u2",
    "borgbackup=1.2.4-1",
    "supervisor=4.2.5-1",
    "keepalived=1:2.2.7-1+b2",
    "varnish=7.1.1-2+deb12u1",
    "mosquitto=2.0.11-1.2+deb12u2",
    "prosody=0.12.3-1+deb12u1",
    "rkhunter=1.4.6-11",
    "monit=1:5.33.0-1",
    "clamav-freshclam=1.4.6+dfsg-0+deb12u1",
    "spamassassin=4.0.1-1~deb12u1",
    "mdadm=4.2-5",
    "firewalld=1.3.3-1~deb12u2",
    "errbot=6.1.7+ds-1",
    "python3-nltk=3.8-1",
    "buildbot=3.7.0-2",
    "jenkins-job-builder=3.11.0-6",
    "gitlab-cli=1:3.12.0-1",
  ].map(deb),
];

/** Holds a prompt, a tool description or agent instructions (set 2's rule plus schema descriptions and prompt keys). */
export const PROMPTISH3 =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md|GEMINI\.md|description: ?["'`][A-Z][a-z]+ (?:the|a|an) |\.describe\(["'`][A-Z]|prompt: ?[`"']/;
/** Python that talks to people or models: prompts, replies, chat commands. */
const CHATTY_PY = /prompt|reply|respond|chat|assistant|@botcmd|input\(/i;
const PREFERRED = 16;
const ORDINARY = 6;
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

const byHash = (a: string, b: string): number => strHash(`fresh3:${a}`) - strHash(`fresh3:${b}`) || (a < b ? -1 : 1);

function walk(d: string, acc: string[]): void {
  if (!existsSync(d)) return;
  for (const n of readdirSync(d).sort()) {
    const p = join(d, n);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st || st.isSymbolicLink()) continue;
    if (st.isDirectory()) {
      if (n !== "node_modules" && n !== "__pycache__") walk(p, acc);
    } else if (st.isFile()) acc.push(p);
  }
}

/** Is a relative path under `.github/` or a git hook script (the CI class of ci-config packages)? */
export function isCiFile(rel: string): boolean {
  return /(?:^|\/)\.github\/|(?:^|\/)\.husky\/|\.sh$/.test(rel);
}

export function selectNpm3(s: Source3, base: string): Fresh3File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(
    base,
    all,
    (r) => (SOURCE_EXT.test(r) || (s.kind === "ci-config" && isCiFile(r))) && !SKIP.test(r),
    MAX_NPM_SIZE,
    true,
  );
  const docLike = (r: string): boolean => /\.mdx?$|\.ya?ml$|\.json$/.test(r);
  let classes: ((r: string) => boolean)[];
  if (s.kind === "ai-source") classes = [(r) => PROMPTISH3.test(readFileSync(join(base, r), "utf8"))];
  else if (s.kind === "ci-config") classes = [isCiFile, docLike];
  else classes = [docLike];
  const pref: string[] = [];
  for (const test of classes) {
    const left = rels.filter((r) => !pref.includes(r) && test(r)).sort(byHash);
    pref.push(...left.slice(0, PREFERRED - pref.length));
  }
  const ord = rels.filter((r) => !pref.includes(r)).sort(byHash);
  const unit = s.name.replace(/@[^@/]+$/, "");
  return [...pref, ...ord.slice(0, ORDINARY)]
    .sort()
    .map((r) => ({ path: r, sha256: sha(readFileSync(join(base, r))), unit, split: "tune3" as const }));
}

/** Per Debian package: maintainer scripts, then by hash shell scripts, configs, docs, man pages and Python files. */
export function selectDeb3(s: Source3, base: string): Fresh3File[] {
  const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
  const all: string[] = [];
  walk(base, all);
  const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
  const { picked, take, shebang } = debPicker<Fresh3Kind>(base, rels, byHash);
  take("debian-script", 10, (r) => /^control\/(?:preinst|postinst|prerm|postrm|config)$/.test(r));
  take("debian-script", 4, (r) => r.startsWith("root/") && !r.includes("/share/doc/") && shebang(r));
  take("debian-config", 6, (r) => /^root\/(?:etc|lib\/systemd|usr\/lib\/systemd)\//.test(r));
  take("debian-doc", 3, (r) =>
    /^root\/usr\/share\/doc\/[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|[^/]+\.md(?:\.gz)?|examples\/.+)$/i.test(r),
  );
  take("debian-man", 3, (r) => /^root\/usr\/share\/man\/man[1-8]\/[^/]+\.[1-8][a-z]*\.gz$/.test(r));
  take(
    "python-source",
    6,
    (r) => /^root\/usr\/lib\/python3\/dist-packages\/.+\.py$/.test(r) && !/\/tests?\//.test(r),
    (r) => CHATTY_PY.test(readFileSync(join(base, r), "utf8")),
  );
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => ({
      path,
      sha256: sha(fresh2Content(join(base, path), kind)),
      unit,
      split: "tune3" as const,
      ...(kind !== s.kind ? { kind } : {}),
    }));
}
