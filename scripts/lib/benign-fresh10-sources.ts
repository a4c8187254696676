// The sources of the tenth fresh benign set (fresh10-tune: round 16's report set, tuning data since round 17), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh10.ts. Versions are exact (npm, as the registry's
// package list gives them; Debian trixie's, from the mirror's package lists), so the manifest can be re-fetched.
// Every name was checked before this was written against the earlier sets (eval/benign-fresh and eval/benign-hard
// manifests, names and npm scopes, and the source lists of sets 1-9, including sources that could not be fetched),
// node_modules (names and scopes) and the Debian packages installed on the image. Chosen by package and kind from the
// registry's and the mirror's package lists, not by anything the scanner does (its rules were not read).

import type { SetKind } from "./benign-set-pick.ts";
import type { Source10 } from "./benign-fresh10.ts";

const npm = (spec: string, kind: SetKind): Source10 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence: "from its package.json",
});
const deb = (spec: string): Source10 => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});
const src = (spec: string): Source10 => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export const SOURCES10: Source10[] = [
  // MCP servers by authors not used before: monitoring, hosting, PDFs, cloud databases, search and scraping, a NestJS and an Elysia MCP module, a game studio, notes, drives, SEO, git hosting, a desktop-app bridge, a linter, workspace suites, Apple docs, browser automation, telephony, tasks, project tracking, a coding-agent wrapper, auth, dashboards
  ...[
    "@dynatrace-oss/dynatrace-mcp-server@2.1.2",
    "hostinger-api-mcp@1.63.2",
    "@sylphx/pdf-reader-mcp@2.4.0",
    "mcpcosmosdb@2.0.0",
    "supabase-mcp@1.5.0",
    "@googlemaps/code-assist-mcp@0.2.1",
    "serper-search-scrape-mcp-server@0.1.2",
    "@nestjs-mcp/server@0.3.0",
    "robloxstudio-mcp@2.6.0",
    "notion-mcp-server@1.0.1",
    "@isaacphi/mcp-gdrive@0.2.0",
    "dataforseo-mcp-server@3.1.1",
    "github-mcp-server@1.8.7",
    "elysia-mcp@0.1.1",
    "@hypothesi/tauri-mcp-server@0.13.0",
    "@knip/mcp@0.0.36",
    "bitbucket-mcp@5.0.6",
    "@dguido/google-workspace-mcp@3.4.4",
    "@kimsungwhee/apple-docs-mcp@1.0.26",
    "puppeteer-mcp-server@0.7.2",
    "telnyx-mcp@7.17.0",
    "todoist-mcp@1.3.4",
    "@makeplane/plane-mcp-server@0.1.5",
    "codex-mcp-server@1.4.10",
    "@auth0/auth0-mcp-server@0.1.0-beta.19",
    "@leval/mcp-grafana@1.1.7",
  ].map((s) => npm(s, "ai-source")),
  // coding agents and their plugins, hooks, proxies, orchestrators, reporters and session daemons; skill registries, skill installers and rule syncers (SKILL.md, AGENTS.md, CLAUDE.md, .cursor/rules)
  ...[
    "clawhub@0.23.3",
    "agentation@3.1.2",
    "opencode-gemini-auth@1.3.8",
    "@zenai/playwright-coding-agent-reporter@1.2.1",
    "@vscode/chat-lib@0.66.0",
    "@bulletproof-sh/ctrl-daemon@0.19.0",
    "specweave@1.0.593",
    "opencode-lmstudio@0.3.0",
    "gh-setup-hooks@2.1.0",
    "uipro-cli@2.2.3",
    "skillflag@0.2.1",
    "claudekit-cli@4.5.2",
    "claude-flow-novice@2.21.0",
    "dev3000@0.0.170",
    "skiller@0.9.14",
    "@apogeelabs/the-agency@0.11.0",
    "claude-mem@13.25.3",
    "agileflow@3.4.3",
    "@dallay/agentsync@1.45.0",
    "ralphy-cli@4.7.2",
    "claude-plugins@0.2.0",
    "@mizunashi_mana/claude-code-hook-sdk@6.0.0",
    "agent-flutter@0.1.33",
    "oh-my-customcode@1.1.76",
    "faf-cli@6.2.0",
  ].map((s) => npm(s, "ai-source")),
  // eval, tracing and moderation tooling for LLM code and agents
  ...[
    "agentevals@0.0.7",
    "@langtrase/typescript-sdk@6.3.7",
    "@literalai/client@0.1.5",
    "@evalkit/core@0.0.2",
    "content-checker@1.1.3",
    "@aui-x/prism@0.0.5",
  ].map((s) => npm(s, "ai-source")),
  // RAG, vector store and retrieval libraries
  ...[
    "vectra@0.15.0",
    "weaviate-ts-client@2.2.0",
    "@zilliz/milvus2-sdk-node@3.0.6",
    "@airweave/sdk@0.7.20",
    "@datastax/astra-db-ts@2.3.0",
    "rag-chunk-reorder@0.1.7",
  ].map((s) => npm(s, "ai-source")),
  // LLM provider SDKs and AI SDK providers (Zhipu, SambaNova, Qwen, Azure non-OpenAI models, an LLM gateway, Baidu Qianfan, a Kimi coding-agent SDK)
  ...[
    "zhipu-ai-provider@0.2.2",
    "sambanova-ai-provider@1.2.2",
    "qwen-ai-provider@0.1.1",
    "@quail-ai/azure-ai-provider@2.0.0",
    "@llmgateway/ai-sdk-provider@4.0.0",
    "@baiducloud/qianfan@0.2.4",
    "@moonshot-ai/kimi-agent-sdk@0.1.8",
  ].map((s) => npm(s, "ai-source")),
  // AI chat UIs, agent SDKs and an LLM web scraper
  ...[
    "@chatscope/chat-ui-kit-react@2.1.1",
    "react-chatbot-kit@2.2.2",
    "@patternfly/chatbot@6.5.0",
    "@nlux/react@2.17.1",
    "@ant-design/x@2.9.0",
    "@lleverage-ai/agent-sdk@0.1.0-alpha.6",
    "@smythos/sdk@1.3.42",
    "llm-scraper@2.0.0",
  ].map((s) => npm(s, "ai-source")),
  // framework docs: microservice and web frameworks, end-to-end and unit test runners, bundlers, a query builder and an ORM, a Kafka client and a job queue, a mobile runtime
  ...[
    "moleculer@0.15.2",
    "@loopback/core@7.0.15",
    "polka@0.5.2",
    "@tinyhttp/app@3.0.11",
    "hyper-express@7.0.2",
    "codeceptjs@4.2.0",
    "nightwatch@3.16.0",
    "poku@4.5.0",
    "pkgroll@2.28.1",
    "microbundle@0.15.1",
    "kysely@0.29.9",
    "bookshelf@1.2.0",
    "kafkajs@2.2.4",
    "bull@4.16.5",
    "@nativescript/core@9.1.2",
  ].map((s) => npm(s, "framework-docs")),
  // mail, calendar, chat and CRM libraries (a mail API client, IMAP, iCalendar, Telegram and Bot Framework bots, a CRM and an issue tracker)
  ...[
    "mailgun.js@14.0.1",
    "imap-simple@6.0.0",
    "ical.js@2.2.1",
    "node-telegram-bot-api@2.1.0",
    "botbuilder@4.23.3",
    "pipedrive@33.7.0",
    "jira.js@6.2.0",
  ].map((s) => npm(s, "framework-docs")),
  // security tools: a CSP evaluator, a secret-detection rule preset, a supply-chain sandbox, an install-time package auditor, a dependency audit
  ...[
    "csp_evaluator@1.1.8",
    "@secretlint/secretlint-rule-preset-recommend@13.0.7",
    "lavamoat@11.1.4",
    "npq@3.27.0",
    "auditjs@5.0.2",
  ].map((s) => npm(s, "framework-docs")),
  // CI and git-hook tooling (GitHub Actions workflow validation, git hooks manager)
  ...["@action-validator/core@0.6.0", "lefthook@2.2.2"].map((s) => npm(s, "framework-docs")),
  // Debian trixie binary packages not installed on the image: malware and secret scanners, a code auditor, forensics and recovery, password crackers and wordlist generators, network discovery, phishing-domain detection, sniffers and replay, YARA
  ...[
    "clamav-daemon=1.4.6+dfsg-1~deb13u1",
    "git-secrets=1.3.0-7",
    "flawfinder=2.0.19-1.1",
    "autopsy=2.24-6",
    "dc3dd=7.3.1-3",
    "guymager=0.8.13-2+b1",
    "chntpw=140201-1.2",
    "libimage-exiftool-perl=13.25+dfsg-1",
    "testdisk=7.2-0.1",
    "fcrackzip=1.0-12",
    "cewl=6.2.1-1",
    "netdiscover=0.11-3",
    "dnstwist=0~20250130-1",
    "sniffglue=0.16.1-1+b4",
    "tcpreplay=4.5.1-1",
    "python3-yara=4.5.1-1+b3",
  ].map(deb),
  // network flow and traffic monitors, log watchers and correlators, system accounting
  ...[
    "nfdump=1.7.5-2+deb13u1",
    "darkstat=3.0.721-2",
    "vnstat=2.13-1",
    "swatch=3.2.4-5",
    "sec=2.9.3-1",
    "sysstat=12.7.5-2",
  ].map(deb),
  // daemons with init scripts, maintainer scripts and configs: IPsec and mesh VPNs, DNS and DHCP, web servers, TLS proxies, a VPN server, RADIUS, Kerberos, LDAP name service, an app server
  ...[
    "strongswan-charon=6.0.1-6+deb13u7",
    "libreswan=5.2-2.2",
    "tinc=1.0.36-2.1",
    "dnsmasq=2.91-1+deb13u2",
    "knot=3.4.6-2",
    "lighttpd=1.4.79-2",
    "pound=4.16-3",
    "hitch=1.8.0-1",
    "ocserv=1.3.0-2",
    "freeradius=3.2.7+dfsg-1+deb13u2",
    "krb5-kdc=1.21.3-5+deb13u1",
    "nslcd=0.9.13-1",
    "uwsgi=2.0.28-9",
  ].map(deb),
  // PAM modules and authentication tools: YubiKey, U2F, one-time passwords, a sudo alternative
  ...["libpam-yubico=2.27-1+b1", "libpam-u2f=1.4.0-1", "oathtool=2.6.12-1", "doas=6.8.2-1+b1"].map(deb),
  // backup clients and servers
  ...["rdiff-backup=2.2.6-3+b1", "bacula-fd=15.0.3-3", "burp=3.1.4-4"].map(deb),
  // mail, calendar and chat: a mail server, an IMAP server, a mail client for Emacs, a CalDAV server, IRC and IM gateways
  ...[
    "exim4-daemon-heavy=4.98.2-1+deb13u5",
    "courier-imap=5.2.11+1.4.1-3+deb13u2",
    "mu4e=1.12.9-1",
    "davical=1.1.12-2.1",
    "weechat=4.6.3-1",
    "bitlbee=3.6-1.5",
  ].map(deb),
  // Debian packaging, CI and maintenance tools
  ...[
    "debci=3.12",
    "debspawn=0.6.4-2",
    "dupload=2.13.2",
    "debmake=4.5.1-2",
    "cowbuilder=0.90",
    "licensecheck=3.3.9-1",
    "debian-goodies=0.88.2",
  ].map(deb),
  // a vector-search library (AI retrieval)
  ...["python3-faiss=1.11.0-3"].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files (sync and object-storage clients, a formatter, a Python packager, container tools, a distributed store, messaging and cache servers, static site generators)
  ...[
    "rclone=1.60.1+dfsg-4",
    "syncthing=1.29.5~ds1-2",
    "minio-client=0.0~20250403-3",
    "black=25.1.0-3+deb13u1",
    "poetry=2.1.2+dfsg-1+deb13u1",
    "distrobox=1.8.1.2-1",
    "oras=1.2.0-1",
    "etcd=3.5.16-4",
    "nats-server=2.10.27-1",
    "redis=5:8.0.2-3+deb13u3",
    "jekyll=4.3.4+dfsg-1",
    "pelican=4.11.0+dfsg-1",
  ].map(src),
];
