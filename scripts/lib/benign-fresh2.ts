// The second fresh benign set (eval/benign-fresh, group fresh2-tune; a holdout in round 6): its sources and how files are picked.

/**
 * Round 6 (issue 12 "Done when"): the first fresh holdout had been looked at, so it became tuning data and this set
 * replaced it. Sources never used anywhere in this repository before: 31 npm packages pinned by version (AI and agent
 * codebases with prompts in their source, MCP servers and tools, framework docs, configs, a shell tool) and 24 Debian
 * bookworm packages that are not installed on the build image (so neither /var/lib/dpkg/info nor /usr/share/doc held
 * them): their maintainer scripts, shell scripts, configuration files in /etc, docs and man pages rendered as text.
 * Files are picked by rule, per package, before any score was looked at. Measured once as a holdout in round 6, it is
 * tuning data since round 7 (split tune2, group fresh2-tune); round 7's report set is scripts/lib/benign-fresh3.ts.
 */

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";
import { strHash } from "./injection-train/data.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

export type Fresh2Kind =
  | "ai-source"
  | "framework-docs"
  | "config"
  | "shell-script"
  | "debian-script"
  | "debian-doc"
  | "debian-config"
  | "debian-man";

export interface Source2 {
  name: string;
  from: { npm: string } | { deb: string };
  kind: Fresh2Kind;
  licence: string;
}

export interface Fresh2File {
  path: string;
  sha256: string;
  unit: string;
  split: "tune2";
  /** set when it differs from the entry's kind (a Debian package holds scripts, docs, configs and man pages) */
  kind?: Fresh2Kind;
}

const npm = (spec: string, kind: Fresh2Kind, licence: string): Source2 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence,
});
const deb = (spec: string): Source2 => ({
  name: `deb:${spec}`,
  from: { deb: spec },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});
const MCP = "MIT / Apache-2.0 (MCP project, relicensing; see its LICENSE)";

export const SOURCES2: Source2[] = [
  // AI and agent codebases, MCP servers and tools: prompts, tool descriptions and agent configs in their source
  npm("@browserbasehq/stagehand@4.4.0", "ai-source", "MIT"),
  npm("@inngest/agent-kit@0.13.2", "ai-source", "Apache-2.0"),
  npm("@voltagent/core@2.10.0", "ai-source", "MIT"),
  npm("beeai-framework@0.1.30", "ai-source", "Apache-2.0"),
  npm("@ax-llm/ax@24.0.21", "ai-source", "Apache-2.0"),
  npm("langfuse@3.39.2", "ai-source", "MIT"),
  npm("@modelcontextprotocol/server-everything@2026.8.31", "ai-source", MCP),
  npm("@modelcontextprotocol/server-filesystem@2026.8.31", "ai-source", MCP),
  npm("@modelcontextprotocol/inspector@2.12.0", "ai-source", MCP),
  npm("fastmcp@4.20.16", "ai-source", "MIT"),
  npm("mcp-framework@0.2.22", "ai-source", "MIT"),
  npm("modelfusion@0.137.0", "ai-source", "MIT"),
  npm("@google/gemini-cli@0.61.0", "ai-source", "Apache-2.0"),
  npm("kaibanjs@0.23.1", "ai-source", "MIT"),
  npm("llm-exe@3.0.4", "ai-source", "MIT"),
  npm("@agentic/core@8.4.4", "ai-source", "MIT"),
  npm("@lmstudio/sdk@2.0.0", "ai-source", "MIT"),
  npm("@e2b/code-interpreter@2.8.0", "ai-source", "MIT"),
  npm("@openrouter/ai-sdk-provider@3.1.0", "ai-source", "Apache-2.0"),
  npm("ollama-ai-provider@1.2.0", "ai-source", "Apache-2.0"),
  // framework and tool docs (release and CI recipes, test runners, queues, mail)
  npm("semantic-release@25.0.9", "framework-docs", "MIT"),
  npm("zx@8.8.5", "framework-docs", "Apache-2.0"),
  npm("mocha@12.0.3", "framework-docs", "MIT"),
  npm("lint-staged@17.6.1", "framework-docs", "MIT"),
  npm("nodemailer@10.6.0", "framework-docs", "MIT-0"),
  npm("bullmq@6.7.0", "framework-docs", "MIT"),
  npm("@changesets/cli@3.0.3", "framework-docs", "MIT"),
  // configs (one ships a GitHub Actions workflow)
  npm("@sindresorhus/tsconfig@8.1.0", "config", "MIT"),
  npm("@vue/tsconfig@0.9.1", "config", "MIT"),
  npm("eslint-config-airbnb-base@15.0.0", "config", "MIT"),
  // a shell tool
  npm("nave@3.5.6", "shell-script", "BlueOak-1.0.0"),
  // Debian bookworm packages not installed on the image
  ...[
    "nginx-common=1.22.1-9+deb12u11",
    "postfix=3.7.11-0+deb12u1",
    "fail2ban=1.0.2-2",
    "unattended-upgrades=2.9.1+nmu3",
    "rsyslog=8.2302.0-1+deb12u2",
    "ufw=0.36.2-1",
    "sudo=1.9.13p3-1+deb12u4",
    "cups-daemon=2.4.2-3+deb12u10",
    "mariadb-server=1:10.11.19-0+deb12u1",
    "redis-server=5:7.0.15-1~deb12u10",
    "haproxy=2.6.12-1+deb12u4",
    "bind9=1:9.18.49-1~deb12u3",
    "dnsmasq-base=2.90-4~deb12u2",
    "nftables=1.0.6-2+deb12u2",
    "auditd=1:3.0.9-1",
    "exim4-config=4.96-15+deb12u11",
    "dovecot-core=1:2.3.19.1+dfsg1-2.1+deb12u7",
    "prometheus-node-exporter=1.5.0-1+b6",
    "needrestart=3.6-4+deb12u4",
    "etckeeper=1.18.20-1",
    "vsftpd=3.0.3-13+b2",
    "openvpn=2.6.14-0+deb12u2",
    "wireguard-tools=1.0.20210914-1+b1",
    "certbot=2.1.0-4",
  ].map(deb),
];

/** Holds a prompt or talks to a model (the rule of the first set, plus tool descriptions and agent instructions). */
const PROMPTISH =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md|GEMINI\.md|description: ?["'`][A-Z][a-z]+ (?:the|a|an) /;
const PREFERRED = 20;
const ORDINARY = 8;
/** bundles of agent SDKs are one large file that holds every prompt: allowed up to 2 MB here */
const MAX_NPM_SIZE = 2 * 1024 * 1024;
const MAX_DEB_SIZE = 64 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt|sh|toml)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

export const sha = (b: Buffer | string): string => createHash("sha256").update(b).digest("hex");
const byHash = (a: string, b: string): number => strHash(`fresh2:${a}`) - strHash(`fresh2:${b}`) || (a < b ? -1 : 1);

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

/** The text of a corpus file: gzip decompressed, man pages rendered to plain text by groff. */
export function fresh2Content(p: string, kind: Fresh2Kind | string): Buffer {
  const b = readFileSync(p);
  const raw = p.endsWith(".gz") ? gunzipSync(b) : b;
  if (kind !== "debian-man") return raw;
  return execFileSync("groff", ["-mandoc", "-Tutf8", "-P-cbou"], {
    input: raw,
    stdio: ["pipe", "pipe", "ignore"],
    env: { ...process.env, LC_ALL: "C.UTF-8" },
  });
}

/** Where a Debian package's files land inside the fetched tree: control/ (maintainer scripts) and root/ (its data). */
export function fetchDeb(spec: string, tmp: string): string {
  const dest = join(tmp, spec.replace(/[^a-zA-Z0-9.-]+/g, "_"));
  execFileSync("mkdir", ["-p", dest]);
  try {
    execFileSync("apt-get", ["download", "-q", spec], { cwd: dest, stdio: ["ignore", "ignore", "pipe"] });
  } catch (err) {
    // Debian's mirror keeps only the newest stable update: when the exact version is gone, take the current one;
    // the caller keeps a file only when its sha256 equals the manifest's, so nothing changed slips in
    const name = spec.split("=")[0] ?? spec;
    if (name === spec) throw err;
    execFileSync("apt-get", ["download", "-q", name], { cwd: dest, stdio: ["ignore", "ignore", "pipe"] });
    process.stderr.write(`${spec}: that version is gone from the mirror; files compared from the current ${name}\n`);
  }
  const file = readdirSync(dest).find((n) => n.endsWith(".deb"));
  if (!file) throw new Error(`apt-get download ${spec} left no .deb`);
  execFileSync("dpkg-deb", ["-e", join(dest, file), join(dest, "control")]);
  execFileSync("dpkg-deb", ["-x", join(dest, file), join(dest, "root")]);
  return dest;
}

const textLike = (c: Buffer): boolean => c.length > 0 && !c.includes(0);

export function selectNpm2(s: Source2, base: string): Fresh2File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(base, all, (r) => SOURCE_EXT.test(r) && !SKIP.test(r), MAX_NPM_SIZE, false);
  const preferred = (r: string): boolean => {
    if (s.kind === "ai-source") return PROMPTISH.test(readFileSync(join(base, r), "utf8"));
    if (s.kind === "shell-script") return /\.sh$/.test(r);
    return /\.mdx?$|\.ya?ml$|\.json$/.test(r);
  };
  const pref = rels.filter(preferred).sort(byHash);
  const ord = rels.filter((r) => !preferred(r)).sort(byHash);
  const unit = s.name.replace(/@[^@/]+$/, "");
  return [...pref.slice(0, PREFERRED), ...ord.slice(0, ORDINARY)]
    .sort()
    .map((r) => ({ path: r, sha256: sha(readFileSync(join(base, r))), unit, split: "tune2" as const }));
}

/** Per Debian package: every maintainer script, and by hash up to 6 shell scripts, 8 configs, 4 docs, 4 man pages. */
export function selectDeb(s: Source2, base: string): Fresh2File[] {
  const unit = s.name.replace(/^deb:/, "").replace(/=.*$/, "");
  const all: string[] = [];
  walk(base, all);
  const rels = all.map((f) => relative(base, f)).filter((r) => r.startsWith("control/") || r.startsWith("root/"));
  const picked: { path: string; kind: Fresh2Kind }[] = [];
  const take = (kind: Fresh2Kind, cap: number, test: (r: string) => boolean): void => {
    const chosen = rels
      .filter((r) => !picked.some((p) => p.path === r) && test(r))
      .filter((r) => {
        try {
          const c = fresh2Content(join(base, r), kind);
          return textLike(c) && c.length <= MAX_DEB_SIZE;
        } catch {
          return false;
        }
      })
      .sort(byHash)
      .slice(0, cap);
    for (const path of chosen) picked.push({ path, kind });
  };
  const shebang = (r: string): boolean => {
    const head = readFileSync(join(base, r)).subarray(0, 64).toString("latin1");
    return /^#! ?\/(?:usr\/)?bin\/(?:env )?(?:ba|da|z)?sh\b/.test(head);
  };
  take("debian-script", 10, (r) => /^control\/(?:preinst|postinst|prerm|postrm|config)$/.test(r));
  take("debian-script", 6, (r) => r.startsWith("root/") && !r.includes("/share/doc/") && shebang(r));
  take("debian-config", 8, (r) => /^root\/(?:etc|lib\/systemd|usr\/lib\/systemd)\//.test(r));
  take("debian-doc", 4, (r) =>
    /^root\/usr\/share\/doc\/[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|[^/]+\.md(?:\.gz)?|examples\/[^/]+)$/i.test(r),
  );
  take("debian-man", 4, (r) => /^root\/usr\/share\/man\/man[1-8]\/[^/]+\.[1-8][a-z]*\.gz$/.test(r));
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => ({
      path,
      sha256: sha(fresh2Content(join(base, path), kind)),
      unit,
      split: "tune2" as const,
      ...(kind !== s.kind ? { kind } : {}),
    }));
}
