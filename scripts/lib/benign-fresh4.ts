// The fourth fresh benign set (eval/benign-fresh, group fresh4-tune: round 8's report set, tuning data since round 9): its sources and picks.

/**
 * Round 8 (issue 12 "Done when"): round 7's fresh3-holdout was measured once and is tuning data since (fresh3-tune), so
 * this set replaces it as the benign report set. Sources used nowhere in this repository before (not in the earlier
 * fresh sets, not in eval/benign-hard, not in node_modules, not installed on the build image), written down here with
 * the rule per kind before any file was fetched or scored; every file is in the report set (split holdout4, renamed
 * tune4 in round 9 when the set became tuning data), nothing is trained on. What round 7 lacked and this set adds:
 * Python source that holds model prompts (Debian trixie's LLM clients and tools), and CI configuration from many organisations (the upstream trees of Debian source packages:
 * GitHub Actions, GitLab CI, Travis, AppVeyor, Azure, Cirrus, CircleCI files of a dozen unrelated projects, plus
 * Debian's own salsa-ci and autopkgtest files).
 *
 * Rule per kind (files ordered by a hash of their path within each class, so no file is picked by hand):
 * - ai-source (npm: MCP servers and clients, agent frameworks and SDKs, eval/tracing/guardrail tooling, coding-agent
 *   configs and prompt files, chat UIs, in-browser and local LLM runtimes): up to 14 files that hold a prompt, a tool
 *   description or agent instructions (PROMPTISH4), then up to 4 ordinary source/doc files; at most 2 MB each. A `.py`
 *   file reports as kind python-source.
 * - framework-docs (npm, eight authors): up to 12 Markdown/YAML/JSON files, then up to 4 ordinary files.
 * - ci-config (npm: a monorepo tool's CI workflow generators): up to 14 CI files or templates, then 4 ordinary.
 * - ci-config (Debian trixie source packages, upstream trees): every CI file (isCiFile4) up to 12, then Debian's CI
 *   files (debian/salsa-ci.yml, debian/gitlab-ci.yml, debian/tests/*) up to 4; shell scripts report as shell-script.
 * - Debian trixie binary packages: every maintainer script (up to 8), by hash up to 3 shell scripts, 5 configs from
 *   /etc and systemd units, 3 docs or examples from /usr/share/doc, 3 man pages rendered to text, and up to 6 Python
 *   files from dist-packages (those that hold a prompt, a reply or a chat command first); for the LLM clients and
 *   tools (`llm: true`) up to 16 Python files, those that hold a prompt first. At most 64 KB each.
 */

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { debPicker, MAX_DEB_SIZE } from "./benign-deb-pick.ts";
import { fresh2Content, sha } from "./benign-fresh2.ts";
import type { Fresh3Kind } from "./benign-fresh3.ts";
import { strHash } from "./injection-train/data.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

export type Fresh4Kind = Fresh3Kind | "shell-script";

export interface Source4 {
  name: string;
  from: { npm: string } | { deb: string; suite: "trixie" } | { debsrc: string; suite: "trixie" };
  kind: Fresh4Kind;
  licence: string;
  /** a Debian package of an LLM client or tool: more of its Python files are taken, prompts first */
  llm?: boolean;
}

export interface Fresh4File {
  path: string;
  sha256: string;
  unit: string;
  split: "tune4";
  /** set when it differs from the entry's kind */
  kind?: Fresh4Kind;
}

/** npm licences are read from each package's package.json when it is selected (see import-benign-fresh.ts). */
const npm = (spec: string, kind: Fresh4Kind): Source4 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence: "from its package.json",
});
const deb = (spec: string, llm = false): Source4 => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
  ...(llm ? { llm } : {}),
});
const src = (spec: string): Source4 => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export const SOURCES4: Source4[] = [
  // MCP servers and clients
  npm("@modelcontextprotocol/server-sequential-thinking@2026.8.31", "ai-source"),
  npm("@notionhq/notion-mcp-server@2.5.2", "ai-source"),
  npm("@supabase/mcp-server-supabase@0.13.0", "ai-source"),
  npm("@sentry/mcp-server@0.39.0", "ai-source"),
  npm("tavily-mcp@0.2.22", "ai-source"),
  npm("exa-mcp-server@3.4.1", "ai-source"),
  npm("mcp-server-kubernetes@4.1.7", "ai-source"),
  npm("mcp-use@2.5.2", "ai-source"),
  npm("@smithery/sdk@4.3.0", "ai-source"),
  npm("@anthropic-ai/dxt@0.2.6", "ai-source"),
  // agent frameworks, SDKs and toolkits
  npm("@stripe/agent-toolkit@0.9.0", "ai-source"),
  npm("@convex-dev/agent@0.7.3", "ai-source"),
  npm("@botpress/sdk@7.2.4", "ai-source"),
  npm("@microsoft/teams-ai@1.7.4", "ai-source"),
  npm("@agentica/core@0.31.3", "ai-source"),
  npm("@upstash/rag-chat@2.0.3", "ai-source"),
  // eval, tracing and guardrail tooling
  npm("openevals@0.2.2", "ai-source"),
  npm("opik@2.0.40", "ai-source"),
  npm("weave@0.11.1", "ai-source"),
  npm("@traceloop/node-server-sdk@0.27.0", "ai-source"),
  npm("@lmnr-ai/lmnr@0.8.46", "ai-source"),
  npm("@openai/guardrails@0.2.1", "ai-source"),
  // coding-agent tools, their modes, prompts and config formats
  npm("@kilocode/cli@7.8.1", "ai-source"),
  npm("@continuedev/config-yaml@1.42.0", "ai-source"),
  npm("@roo-code/types@1.115.0", "ai-source"),
  // chat UIs and local / in-browser LLM runtimes (chat templates with system prompts)
  npm("@assistant-ui/react@0.15.22", "ai-source"),
  npm("deep-chat@2.4.2", "ai-source"),
  npm("@mlc-ai/web-llm@0.2.86", "ai-source"),
  npm("node-llama-cpp@3.22.1", "ai-source"),
  // framework and tool docs, eight authors
  npm("dotenv@18.0.10", "framework-docs"),
  npm("pm2@7.0.4", "framework-docs"),
  npm("socket.io@4.8.4", "framework-docs"),
  npm("axios@1.21.1", "framework-docs"),
  npm("nodemon@3.1.14", "framework-docs"),
  npm("webpack-dev-server@6.1.0", "framework-docs"),
  npm("sequelize@6.37.8", "framework-docs"),
  npm("helmet@8.3.0", "framework-docs"),
  // CI workflow generators (GitHub, GitLab, CircleCI, Azure, Bitbucket templates)
  npm("@nx/workspace@23.3.1", "ci-config"),
  // Debian trixie source packages: upstream CI files of unrelated projects, and Debian's CI files
  // (twelve upstream organisations; restic, btop, mosh, direnv, tig, curl, goaccess and ncdu were looked at first and
  // left out before any score because their source tarballs hold no CI file)
  ...[
    "htop=3.4.1-5",
    "jq=1.7.1-6+deb13u4",
    "libsodium=1.0.18-1+deb13u1",
    "fzf=0.60.3-1",
    "gh=2.46.0-3",
    "git-lfs=3.6.1-1+deb13u1",
    "skopeo=1.18.0+ds1-1",
    "valkey=8.1.1+dfsg1-3+deb13u3",
    "libuv1=1.50.0-2",
    "age=1.2.1-1",
    "libgit2=1.9.0+ds-2+deb13u1",
    "nghttp2=1.64.0-1.1+deb13u2",
  ].map(src),
  // Debian trixie binary packages not installed on the image and used by no earlier set: servers and admin tools
  ...[
    "unbound=1.26.2-0+deb13u1",
    "nut-server=2.8.1-5+deb13u1",
    "nsd=4.12.0-1",
    "radicale=3.5.3-1",
    "znc=1.9.1-2+b3",
    "opendkim=2.11.0~beta2-9.1+b1",
    "snmpd=5.9.4+dfsg-2+deb13u1",
    "pdns-server=4.9.18-0+deb13u1",
    "slapd=2.6.10+dfsg-1",
    "rsnapshot=1.5.1-1",
    "strongswan-starter=6.0.1-6+deb13u7",
    "frr=10.3-3+deb13u1",
    "ntpsec=1.2.3+dfsg1-8",
    "collectd-core=5.12.0-26",
    "smartmontools=7.4-3",
    "zabbix-agent=1:7.0.22+dfsg-1~deb13u1",
    "tinyproxy=1.11.2-1",
    "knockd=0.8-2+b6",
    "fetchmail=6.4.39-1",
    "apt-cacher-ng=3.7.5-1",
    "icinga2-common=2.14.6-1",
  ].map((p) => deb(p)),
  // Debian trixie LLM clients and tools, and chat libraries: Python source that holds model prompts
  ...["debgpt=0.7.7", "files-to-prompt=0.6-1", "python3-openai=1.69.0-1", "python3-ollama=0.5.1-1"].map((p) =>
    deb(p, true),
  ),
  ...["python3-hassil=3.0.1-1", "python3-python-telegram-bot=21.10-1", "python3-matrix-nio=0.25.2-1"].map((p) =>
    deb(p),
  ),
];

/** Holds a prompt, a tool description or agent instructions (set 3's rule plus Python and YAML prompt shapes). */
export const PROMPTISH4 =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|role=["']system|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md|GEMINI\.md|description: ?["'`][A-Z][a-z]+ (?:the|a|an) |\.describe\(["'`][A-Z]|prompt: ?[`"'|>]|roleDefinition|customInstructions|_PROMPT ?=|prompt_template/;
/** Python that talks to people or models: prompts, replies, chat commands. */
const CHATTY_PY = /prompt|reply|respond|chat|assistant|input\(/i;
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

const byHash = (a: string, b: string): number => strHash(`fresh4:${a}`) - strHash(`fresh4:${b}`) || (a < b ? -1 : 1);

/** A source tree's files (relative paths) a set may read: non-empty, without NUL, at most MAX_DEB_SIZE */
export function treeTextFiles(base: string): string[] {
  const all: string[] = [];
  walk(base, all);
  return all
    .map((f) => relative(base, f))
    .filter((r) => {
      const c = readFileSync(join(base, r));
      return c.length > 0 && c.length <= MAX_DEB_SIZE && !c.includes(0);
    });
}

export function walk(d: string, acc: string[]): void {
  if (!existsSync(d)) return;
  for (const n of readdirSync(d).sort()) {
    const p = join(d, n);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st || st.isSymbolicLink()) continue;
    if (st.isDirectory()) {
      if (n !== "node_modules" && n !== "__pycache__" && n !== ".git") walk(p, acc);
    } else if (st.isFile()) acc.push(p);
  }
}

/** A CI configuration file or template of any common CI system (GitHub, GitLab, Travis, AppVeyor, Azure, Cirrus, CircleCI, Bitbucket, Jenkins, Drone, Woodpecker). */
export function isCiFile4(rel: string): boolean {
  return /(?:^|\/)\.github\/(?:workflows|actions)\/|(?:^|\/)\.github\/dependabot\.ya?ml$|(?:^|\/)\.?gitlab-ci\.ya?ml$|(?:^|\/)\.travis\.ya?ml$|(?:^|\/)\.?appveyor\.ya?ml$|(?:^|\/)azure-pipelines[^/]*\.ya?ml$|(?:^|\/)\.cirrus\.ya?ml$|(?:^|\/)\.circleci\/|(?:^|\/)bitbucket-pipelines[^/]*\.ya?ml|(?:^|\/)Jenkinsfile$|(?:^|\/)\.drone\.ya?ml$|(?:^|\/)\.woodpecker|(?:^|\/)ci-workflow\/files\//.test(
    rel,
  );
}

/** Debian's own CI files in a source package: salsa-ci pipelines and autopkgtest tests. */
export function isDebianCi(rel: string): boolean {
  return /^debian\/(?:salsa-ci\.ya?ml|gitlab-ci\.ya?ml|tests\/[^/]+)$/.test(rel);
}

const pyKind = (r: string, kind: Fresh4Kind): Fresh4Kind => (r.endsWith(".py") ? "python-source" : kind);
const shKind = (base: string, r: string): Fresh4Kind => {
  if (/\.sh$/.test(r)) return "shell-script";
  const head = readFileSync(join(base, r)).subarray(0, 64).toString("latin1");
  return /^#! ?\/(?:usr\/)?bin\/(?:env )?(?:ba|da|z)?sh\b/.test(head) ? "shell-script" : "ci-config";
};

function pick(
  rels: string[],
  classes: { test: (r: string) => boolean; cap: number }[],
): { path: string; cls: number }[] {
  const picked: { path: string; cls: number }[] = [];
  classes.forEach(({ test, cap }, cls) => {
    const left = rels.filter((r) => !picked.some((p) => p.path === r) && test(r)).sort(byHash);
    for (const path of left.slice(0, cap)) picked.push({ path, cls });
  });
  return picked;
}

export function selectNpm4(s: Source4, base: string): Fresh4File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(
    base,
    all,
    (r) => (SOURCE_EXT.test(r) || (s.kind === "ci-config" && isCiFile4(r))) && !SKIP.test(r),
    MAX_NPM_SIZE,
    true,
  );
  const docLike = (r: string): boolean => /\.mdx?$|\.ya?ml$|\.json$/.test(r);
  const classes =
    s.kind === "ai-source"
      ? [{ test: (r: string) => PROMPTISH4.test(readFileSync(join(base, r), "utf8")), cap: 14 }]
      : s.kind === "ci-config"
        ? [{ test: isCiFile4, cap: 14 }]
        : [{ test: docLike, cap: 12 }];
  const picked = pick(rels, [...classes, { test: () => true, cap: 4 }]);
  const unit = s.name.replace(/@[^@/]+$/, "");
  return picked
    .map((p) => p.path)
    .sort()
    .map((r) => {
      const kind = pyKind(r, s.kind);
      return {
        path: r,
        sha256: sha(readFileSync(join(base, r))),
        unit,
        split: "tune4" as const,
        ...(kind !== s.kind ? { kind } : {}),
      };
    });
}

/** A Debian source package's tree: upstream CI files, then Debian's CI files; shell scripts report as shell-script. */
export function selectSrc4(s: Source4, base: string): Fresh4File[] {
  const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
  const rels = treeTextFiles(base);
  const picked = pick(rels, [
    { test: (r) => isCiFile4(r) && !r.startsWith("debian/"), cap: 12 },
    { test: isDebianCi, cap: 4 },
  ]);
  return picked
    .map((p) => p.path)
    .sort()
    .map((r) => {
      const kind = shKind(base, r);
      return {
        path: r,
        sha256: sha(readFileSync(join(base, r))),
        unit,
        split: "tune4" as const,
        ...(kind !== s.kind ? { kind } : {}),
      };
    });
}

/** Per Debian binary package: maintainer scripts, then by hash shell scripts, configs, docs, man pages and Python. */
export function selectDeb4(s: Source4, base: string): Fresh4File[] {
  const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
  const all: string[] = [];
  walk(base, all);
  const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
  const { picked, take, shebang } = debPicker<Fresh4Kind>(base, rels, byHash);
  const py = (r: string): boolean =>
    /^root\/usr\/lib\/python3\/dist-packages\/.+\.py$/.test(r) && !/\/tests?\//.test(r);
  take("debian-script", 8, (r) => /^control\/(?:preinst|postinst|prerm|postrm|config)$/.test(r));
  take("debian-script", 3, (r) => r.startsWith("root/") && !r.includes("/share/doc/") && shebang(r));
  take("debian-config", 5, (r) => /^root\/(?:etc|lib\/systemd|usr\/lib\/systemd)\//.test(r));
  take("debian-doc", 3, (r) =>
    /^root\/usr\/share\/doc\/[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|[^/]+\.md(?:\.gz)?|examples\/.+)$/i.test(r),
  );
  take("debian-man", 3, (r) => /^root\/usr\/share\/man\/man[1-8]\/[^/]+\.[1-8][a-z]*\.gz$/.test(r));
  if (s.llm) take("python-source", 16, py, (r) => PROMPTISH4.test(readFileSync(join(base, r), "utf8")));
  else take("python-source", 6, py, (r) => CHATTY_PY.test(readFileSync(join(base, r), "utf8")));
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => ({
      path,
      sha256: sha(fresh2Content(join(base, path), kind)),
      unit,
      split: "tune4" as const,
      ...(kind !== s.kind ? { kind } : {}),
    }));
}

/**
 * Debian trixie through apt's own client with a private configuration under `tmp` (the machine's apt sources stay
 * bookworm and are not touched): `apt-get update` once per `tmp`, then the binary package (control/ and root/, as
 * fetchDeb) or the source package's upstream tarball with its debian/ tarball over it, no patches applied (src/).
 * Returns the directory.
 */
/** A Debian-native source tarball: `name_version.tar.*`, neither an upstream nor a Debian tarball. */
const nativeTar = (n: string): boolean =>
  /\.tar\.[a-z0-9]+$/.test(n) && !/\.orig(?:-[^.]+)?\.tar\./.test(n) && !/\.debian\.tar\./.test(n);

export function fetchTrixie(from: { deb: string } | { debsrc: string }, tmp: string): string {
  const apt = join(tmp, "apt-trixie");
  const conf = join(apt, "apt.conf");
  if (!existsSync(conf)) {
    for (const d of ["lists/partial", "cache/archives/partial", "etc/sources.list.d", "etc/preferences.d"])
      mkdirSync(join(apt, d), { recursive: true });
    const keyring = "/usr/share/keyrings/debian-archive-keyring.gpg";
    writeFileSync(
      join(apt, "etc", "sources.list"),
      `deb [signed-by=${keyring}] http://deb.debian.org/debian trixie main\ndeb-src [signed-by=${keyring}] http://deb.debian.org/debian trixie main\n`,
    );
    writeFileSync(
      conf,
      [
        `Dir::Etc::sourcelist "${join(apt, "etc", "sources.list")}";`,
        `Dir::Etc::sourceparts "${join(apt, "etc", "sources.list.d")}";`,
        `Dir::Etc::preferencesparts "${join(apt, "etc", "preferences.d")}";`,
        `Dir::State::Lists "${join(apt, "lists")}";`,
        `Dir::Cache "${join(apt, "cache")}";`,
        `Dir::State::status "/dev/null";`,
        "",
      ].join("\n"),
    );
    execFileSync("apt-get", ["update", "-q"], {
      env: { ...process.env, APT_CONFIG: conf },
      stdio: ["ignore", "ignore", "pipe"],
    });
  }
  const env = { ...process.env, APT_CONFIG: conf };
  const spec = "deb" in from ? from.deb : from.debsrc;
  const dest = join(tmp, `trixie-${"deb" in from ? "bin" : "src"}-${spec.replace(/[^a-zA-Z0-9.-]+/g, "_")}`);
  mkdirSync(dest, { recursive: true });
  if ("deb" in from) {
    execFileSync("apt-get", ["download", "-q", spec], { cwd: dest, env, stdio: ["ignore", "ignore", "pipe"] });
    const file = readdirSync(dest).find((n) => n.endsWith(".deb"));
    if (!file) throw new Error(`apt-get download ${spec} (trixie) left no .deb`);
    execFileSync("dpkg-deb", ["-e", join(dest, file), join(dest, "control")]);
    execFileSync("dpkg-deb", ["-x", join(dest, file), join(dest, "root")]);
    return dest;
  }
  try {
    execFileSync("apt-get", ["source", "-q", "--download-only", spec], {
      cwd: dest,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (err) {
    // the mirror may miss a .dsc or Debian tarball: the upstream tarball (a native tree's one tarball) is what this set needs
    if (!readdirSync(dest).some((n) => /\.orig\.tar\./.test(n) || nativeTar(n))) throw err;
  }
  // a Debian-native tree (format 3.0 (native), set 40) has one tarball that holds its debian/ folder too
  const orig = readdirSync(dest).find((n) => /\.orig\.tar\./.test(n)) ?? readdirSync(dest).find(nativeTar);
  if (!orig) throw new Error(`apt-get source ${spec} (trixie) left no upstream tarball`);
  mkdirSync(join(dest, "src"), { recursive: true });
  execFileSync("tar", ["xf", orig, "-C", "src", "--strip-components=1"], { cwd: dest });
  const debian = readdirSync(dest).find((n) => /\.debian\.tar\./.test(n));
  if (debian) execFileSync("tar", ["xf", debian, "-C", "src"], { cwd: dest });
  return join(dest, "src");
}
