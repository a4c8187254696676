// The sources of the eleventh fresh benign set (fresh11-tune: round 17's report set, tuning data since round 18), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh11.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-10, including sources that could not
// be fetched), node_modules (names and scopes) and the Debian packages installed on the image. Chosen by package and
// kind from those lists, weighted toward what the bar names, not by anything the scanner does (its rules were not read).

import type { Source11 } from "./benign-fresh11.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES11: Source11[] = [
  // MCP servers by authors not used before: a mobile-app toolkit, a React UI inspector, a docs platform, flight tracking, a Fastify plugin, UI-library docs, a memory server with vector search, web search and answers, a cloud console, a Chinese recipe database, Nuxt and Vue dev servers, automation, MongoDB, Chinese flight data, GraphQL, a UI design tool, search-console data, note vaults, a password manager, web crawling, a model API bridge, local models
  ...[
    "expo-mcp@0.2.4",
    "@react-grab/mcp@0.1.37",
    "@mintlify/mcp@1.1.216",
    "flightradar-mcp-server@0.1.2",
    "fastify-mcp@3.0.0",
    "@primeuix/mcp@2.0.0",
    "@prmichaelsen/remember-mcp@4.1.0",
    "server-perplexity-ask@0.1.3",
    "gcp-mcp@1.0.2",
    "howtocook-mcp@0.2.2",
    "nuxt-mcp-dev@0.3.2",
    "mcp-server-brave-search@1.0.0",
    "@zapier/zapier-sdk-mcp@0.13.21",
    "vite-plugin-vue-mcp@0.3.2",
    "@mongodb-js/mongodb-mcp-server@0.0.3",
    "@variflight-ai/variflight-mcp@1.0.3",
    "mcp-graphql@2.0.4",
    "stitch-mcp@1.3.2",
    "mcp-server-gsc@0.3.0",
    "mcp-obsidian@1.0.0",
    "mcp-mongo-server@3.0.1",
    "@takescake/1password-mcp@4.0.2",
    "spider-cloud-mcp@1.2.2",
    "@arikusi/deepseek-mcp-server@2.3.0",
    "ollama-mcp@2.1.0",
  ].map(ai),
  // coding-agent plugins, auth providers, proxies, hooks, session managers, orchestrators, memory and workflow kits, skill packs and their installers and linters (two whose registry summaries are in Chinese or Korean)
  ...[
    "opencode-swarm@5.1.0",
    "claude-max-api-proxy@1.0.0",
    "opencode-openai-codex-auth@4.4.0",
    "@nanocollective/nanocoder@1.30.0",
    "opencode-google-antigravity-auth@0.2.15",
    "ai-sdk-provider-opencode-sdk@3.0.6",
    "opensrc@0.7.2",
    "opencode-wakatime@1.3.9",
    "agentsteer@1.10.0",
    "claude-session-continuity-mcp@1.17.2",
    "@skillkit/agents@1.24.0",
    "viagen@0.0.53",
    "opencode-beads@0.3.2",
    "gemini-mcp-tool@1.1.8",
    "ccmanager@4.2.3",
    "context-mode@1.0.169",
    "agentic-loop@3.14.2",
    "aiblueprint-cli@1.4.46",
    "@carlrannaberg/cclint@0.2.10",
    "opencode-qwen-cli-auth@1.0.2",
    "claude-cook@1.13.0",
    "@nextsparkjs/ai-workflow@0.1.0-beta.127",
    "compound-agent@2.12.1",
    "cc-safety-net@2.4.5",
    "@optima-chat/commerce-cli@1.19.0",
    "openclaw-stock-kit-mcp@3.5.1",
    "@plaited/development-skills@0.8.1",
    "create-ai-project@2.1.1",
  ].map(ai),
  // eval, tracing, monitoring and security scanners for LLM code and agents
  ...[
    "lmnr-cli@0.4.4",
    "project-shield@2.0.0",
    "agentledger@0.5.0",
    "ship-safe@9.5.2",
    "@coo-quack/sensitive-canary@0.8.1",
    "ai-testing-suite@1.3.0",
  ].map(ai),
  // RAG, vector and memory libraries for agents
  ...[
    "@llm-tools/embedjs@0.1.31",
    "payloadcms-vectorize@1.1.0",
    "@memories.sh/cli@0.7.9",
    "kiro-memory@3.1.1",
    "memdata-mcp@1.8.0",
  ].map(ai),
  // LLM provider plugins and SDKs, a model router, an in-browser model provider, a chat-bot plugin (Chinese summary)
  ...[
    "genkitx-anthropic@0.30.0",
    "genkitx-ollama@1.42.0",
    "token.js-fork@0.7.31",
    "@aigne/openai@0.16.16",
    "@browser-ai/web-llm@3.0.3",
    "koishi-plugin-deepseek-usage@1.1.1",
  ].map(ai),
  // AI chat UIs and agent SDKs (one by a Chinese design system)
  ...[
    "markstream-vue@2.0.13",
    "@tdesign-vue-next/chat@0.5.2",
    "@katechat/ui@1.1.25",
    "@choonkeat/agent-chat@0.13.1",
    "@chatbotkit/sdk@1.36.0",
    "praisonai@1.0.19",
    "reactive-agents@0.9.0",
  ].map(ai),
  // web and app frameworks, test runners, build and monorepo tools, an ORM, mobile runtimes, Vue and mini-program component libraries from Chinese teams, a static site generator
  ...[
    "nuxt@4.5.2",
    "astro@7.3.5",
    "solid-js@1.9.20",
    "cypress@15.3.0",
    "webdriverio@9.32.0",
    "nx@24.0.6",
    "prisma@7.10.1",
    "@ionic/core@9.0.5",
    "nativescript@9.1.1",
    "vant@4.10.2",
    "naive-ui@2.45.3",
    "@tarojs/taro@4.2.1",
    "vitepress@1.6.4",
    "egg@4.0.10",
  ].map(docs),
  // mail, calendar and chat libraries, an issue tracker client, a chat-bot SDK
  ...["imap@0.8.19", "ics@3.12.0", "masto@8.0.0", "zulip-js@2.1.0", "jira-client@8.2.2", "wechaty@1.20.2"].map(docs),
  // security tools and a commit-convention tool: a vulnerability scanner, an install-script allowlist, a CSP header generator
  ...["snyk@1.1307.4", "@lavamoat/allow-scripts@5.1.0", "csp-header@6.4.0", "commitizen@4.3.2"].map(docs),
  // localized man pages: the manpages-* translations of the Linux and tool man pages (German, French, Spanish, Japanese, Chinese, Polish, Russian, Italian, Brazilian Portuguese, Dutch, Ukrainian, Czech)
  ...[
    "manpages-de=4.27.0-1",
    "manpages-fr=4.27.0-1",
    "manpages-es=4.27.0-1",
    "manpages-ja=0.5.0.0.20221215+dfsg-1",
    "manpages-zh=1.6.4.3-1",
    "manpages-pl=1:4.27.0-1",
    "manpages-ru=4.27.0-1",
    "manpages-it=4.27.0-1",
    "manpages-pt-br=4.27.0-1",
    "manpages-nl=4.27.0-1",
    "manpages-uk=4.27.0-1",
    "manpages-cs=4.27.0-1",
  ].map(deb),
  // security tools: wireless auditing, forensic imaging, MAC spoofing, a vulnerability-testing framework, an exploit finder, a port-scan detector, a CPU-vulnerability checker, secrets in git, shared secrets over GnuPG, firewall builders, port knocking, registry forensics, credential extraction
  ...[
    "wifite=2.7.0-3",
    "fping=5.1-1",
    "dcfldd=1.9.2-1",
    "macchanger=1.7.0-6",
    "pocsuite3=2.0.3-3",
    "pompem=0.2.0-7",
    "shorewall=5.2.8-6",
    "portsentry=1.2-16",
    "spectre-meltdown-checker=0.46-1",
    "git-secret=0.5.0-1",
    "keyringer=0.6.0-1",
    "firehol=3.1.8+ds-1",
    "fwknop-client=2.6.11-2+b1",
    "regripper=3.0~git20221205.d588019+dfsg-1.1",
  ].map(deb),
  // mail, calendar and chat: a mail server, Sieve filters, an Exchange gateway, an XMPP client, an XMPP-IRC gateway, IRC services, an IRC bot, an IRC proxy
  ...[
    "courier-mta=1.4.1-3+deb13u2",
    "dovecot-sieve=1:2.4.1+dfsg1-6+deb13u7",
    "davmail-server=6.3.0.3627-1",
    "dino-im=0.5.0-1",
    "biboumi=9.0+20241124-1",
    "anope=2.0.17-1",
    "eggdrop=1.8.4+repack1-0.1+b1",
    "bip=0.9.3-1.1",
  ].map(deb),
  // daemons with init scripts, maintainer scripts and configs: time, NFS, FTP servers, statistics, backup servers, Debian archive caches
  ...[
    "chrony=4.6.1-3+deb13u2",
    "nfs-kernel-server=1:2.8.3-1",
    "proftpd-core=1.3.8.c+dfsg-4+deb13u5",
    "pure-ftpd=1.0.50-2.2+b2",
    "collectd=5.12.0-26",
    "backuppc=4.4.0-11",
    "bacula-director=15.0.3-3",
    "approx=5.13-1+b5",
    "apt-cacher=1.7.31",
  ].map(deb),
  // Debian packaging tools
  ...["quilt=0.68-1", "dh-python=6.20250414", "debhelper=13.24.2"].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files and translated docs or message catalogs (an editor, a BitTorrent client, a shell, a media player, a screenshot tool, a terminal, a downloader, a notification daemon, a window manager, a translation editor, a terminal editor)
  ...[
    "nano=8.4-1+deb13u1",
    "transmission=4.1.0~beta2+dfsg-3+deb13u2",
    "fish=4.0.2-1",
    "mpv=0.40.0-3+deb13u1",
    "flameshot=12.1.0+ds-2",
    "kitty=0.41.1-2+deb13u2",
    "wget2=2.2.0+ds-1+deb13u1",
    "dunst=1.12.2-1",
    "i3-wm=4.24-1",
    "poedit=3.6.3-2",
    "micro=2.0.14-1",
  ].map(src),
];
