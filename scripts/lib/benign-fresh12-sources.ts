// The sources of the twelfth fresh benign set (fresh12-tune: round 18's report set, tuning data since round 19), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh12.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-11, including sources that could not
// be fetched), node_modules (names and scopes) and the Debian packages installed on the image. Chosen by package and
// kind from those lists, weighted toward what the bar names and what an agent reads as tool output, not by anything the
// scanner does (its rules were not read, and it was never run on these files).

import type { Source12 } from "./benign-fresh12.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES12: Source12[] = [
  // MCP servers of many kinds by authors not used before: a hello-world server, a UI-component CLI, MCP analytics, a
  // light MCP framework, an OpenAPI-to-tools bridge, a to-do app, spreadsheets, Figma, a test client, an issue tracker,
  // Postgres (two), maps, an MCP app framework, Google Workspace mail and calendar, web search, fetching, a file system,
  // MySQL, component docs, time, Selenium, a fitness API, web reading, accounting, compliance benchmarks, a cloud
  // console, crypto prices
  ...[
    "mcp-hello-world@1.1.2",
    "@21st-dev/cli@1.17.1",
    "agnost@0.2.1",
    "mcp-lite@0.10.0",
    "@buildwithlayer/openapi-to-tools@1.2.0",
    "@doist/todoist-ai@9.0.0",
    "@negokaz/excel-mcp-server@0.12.0",
    "claude-talk-to-figma-mcp@1.0.0",
    "mcp-test-client@1.0.1",
    "@tacticlaunch/mcp-linear@1.4.3",
    "@zeddotdev/postgres-context-server@0.1.7",
    "@cablate/mcp-google-map@0.0.63",
    "sunpeak@0.20.79",
    "@presto-ai/google-workspace-mcp@1.0.12",
    "perplexity-mcp@0.2.3",
    "@kazuph/mcp-fetch@1.6.3",
    "@j0hanz/filesystem-mcp@2.5.0",
    "@berthojoris/mcp-mysql-server@1.43.2",
    "@react-aria/mcp@1.2.1",
    "time-mcp@1.0.6",
    "@angiejones/mcp-selenium@0.2.3",
    "hevy-mcp@6.1.13",
    "jina-mcp-tools@1.2.3",
    "@xeroapi/xero-mcp-server@0.0.17",
    "@turbot/powerpipe-mcp@0.1.0",
    "@digitalocean/mcp@1.0.70",
  ].map(ai),
  // coding agents and their SDKs, plugins, hooks, orchestrators, dashboards, memory layers, workflow templates and skill
  // packs and installers (some with docs in Chinese or Japanese)
  ...[
    "@office-ai/aioncli-core@0.24.0",
    "@codebuff/sdk@0.10.7",
    "command-code@1.64.0",
    "@rulecatch/ai-pooler@0.7.20",
    "openwork-orchestrator@0.18.1",
    "lm-assist@0.2.5",
    "lattice-orchestrator@2.2.0",
    "@zakstam/codex-local-component@0.19.1",
    "@pizzapi/pizza@0.52.0",
    "beads-ui@0.12.0",
    "ccg-workflow@2.1.11",
    "@different-ai/opencode-browser@4.6.1",
    "oh-my-aegis@1.1.3",
    "@pshch/gary-the-gardener@6.2.0",
    "opencode-orchestrator@1.7.22",
    "smithers-orchestrator@0.32.0",
    "@superdesign/cli@0.3.3",
    "claude-memory-layer@1.2.3",
    "cc-dev-template@0.1.109",
    "pi-web-access@0.28.0",
    "agentkernel@0.18.1",
    "oh-my-agents@1.1.1",
    "dantelabs-agentic-school@1.8.1",
    "@k2works/claude-code-booster@3.6.1",
    "projecta-rrr@1.25.0",
    "pi-mcp-adapter@2.36.0",
  ].map(ai),
  // eval, tracing, guardrail and inspection tools for LLM code: MCP server evals, LangChain tracing, an LLM test
  // helper, agent code-quality guardrails, a proxy that shows a model API's requests and responses
  ...[
    "mcpvals@0.4.0",
    "langfuse-langchain@3.39.2",
    "@empiricalrun/llm@0.27.1",
    "mikey-pro@10.3.0",
    "cc-inspector@0.1.10",
  ].map(ai),
  // RAG and memory: vector databases, BM25 search, long-term memory clients and servers
  ...[
    "vectordb@0.21.2",
    "ruvector@0.3.2",
    "wink-bm25-text-search@3.1.2",
    "effect-supermemory@0.2.0",
    "@hyperlynq/synaptic@1.7.7",
    "orbitalmcp@1.6.0",
  ].map(ai),
  // LLM provider SDKs and gateways: Azure OpenAI, an OpenAI client, a Copilot provider for the AI SDK, a Claude load
  // balancer, a memory provider, a gateway plugin SDK, a prompt serialization format
  ...[
    "azure-openai@0.9.4",
    "openai-api@1.3.1",
    "@opeoginni/github-copilot-openai-compatible@1.0.0",
    "better-ccflare@3.5.4",
    "@mem0/vercel-ai-provider@3.0.2",
    "@nullplatform/llm-gateway-sdk@2.0.2",
    "@toon-format/toon@4.4.0",
  ].map(ai),
  // chat UIs for models: chat components, streaming Markdown renderers, LLM output UI
  ...[
    "deep-chat-react@2.4.2",
    "markstream-react@2.0.13",
    "@openassistant/ui@0.5.18",
    "@llm-ui/react@0.13.3",
    "@humanspeak/svelte-markdown@1.9.1",
    "@huyooo/ai-chat-frontend-react@0.3.37",
  ].map(ai),
  // framework docs: a server toolkit, an API framework, an ORM, end-to-end testing, a UI framework, a docs site
  // generator, static site generators, test runners, BDD, HTTP testing and mocking, mobile testing, a hypermedia
  // library, a CLI of a web framework
  ...[
    "nitropack@2.13.6",
    "loopback@3.28.0",
    "waterline@0.15.2",
    "testcafe@15.1.317922",
    "quasar@2.34.0",
    "@docusaurus/core@3.10.2",
    "@11ty/eleventy@3.1.8",
    "hexo@8.1.2",
    "jasmine@7.0.0",
    "karma@6.4.4",
    "@cucumber/cucumber@13.3.0",
    "supertest@7.3.2",
    "nock@15.0.6",
    "detox@20.51.4",
  ].map(docs),
  // mail, calendar and contacts libraries (fixtures of mail and calendar data), then security tools: a project
  // scanner, a web application firewall, a ReDoS detector, security lint rules
  ...[
    "postal-mime@4.0.0",
    "maildev@3.0.0",
    "ical-expander@3.2.0",
    "ts-ics@2.4.6",
    "vcf@2.1.2",
    "node-imap@0.9.6",
    "@hawkeyesec/scanner-cli@1.8.1",
    "easy-waf@0.5.2",
    "redos-detector@6.1.4",
    "eslint-plugin-secure-coding@3.2.0",
  ].map(docs),
  // man-page translations (Korean, Romanian, Swedish, Danish, Finnish, Greek, Hungarian, Indonesian, Macedonian,
  // Norwegian Bokmål, Serbian, Vietnamese; French and German programmer's pages)
  ...[
    "manpages-ko=4.27.0-1",
    "manpages-ro=4.27.0-1",
    "manpages-sv=4.27.0-1",
    "manpages-da=4.27.0-1",
    "manpages-fi=4.27.0-1",
    "manpages-el=4.27.0-1",
    "manpages-hu=1:4.27.0-1",
    "manpages-id=4.27.0-1",
    "manpages-mk=4.27.0-1",
    "manpages-nb=4.27.0-1",
    "manpages-sr=4.27.0-1",
    "manpages-vi=4.27.0-1",
    "manpages-fr-dev=4.27.0-1",
    "manpages-de-dev=4.27.0-1",
  ].map(deb),
  // security tools: AppArmor profiles, a firewall builder, a CrowdSec bouncer, file integrity, hidden-process
  // detection, a network forensics tool, a web path scanner, a WPS auditor, secure deletion
  ...[
    "apparmor-profiles-extra=1.35",
    "fwbuilder=5.3.7-8",
    "crowdsec-firewall-bouncer=0.0.25-5+b11",
    "aide-common=0.19.1-2+deb13u6",
    "unhide.rb=22-6",
    "chaosreader=0.96-13",
    "dirsearch=0.4.3-1",
    "reaver=1.6.6-2+b1",
    "scrub=2.6.1+git20240819.9b4267e-1",
  ].map(deb),
  // mail, calendar and chat: a mail server, webmail (two), an LMTP server, a mail setup wizard, a URL extractor, a spam
  // client, a mailing list manager, an XMPP server, an IRC server, a news server, a calendar CLI
  ...[
    "exim4-daemon-light=4.98.2-1+deb13u5",
    "roundcube=1.6.20+dfsg-0+deb13u1",
    "sogo=5.12.1-3+deb13u3",
    "dovecot-lmtpd=1:2.4.1+dfsg1-6+deb13u7",
    "mutt-wizard=3.3.1-4",
    "urlscan=1.0.3-1",
    "spamc=4.0.1-5",
    "mlmmj=1.5.2-1",
    "jabberd2=2.7.0-8",
    "ergo=3.8.2-1.1",
    "inn2=2.7.3-1",
    "gcalcli=4.5.1-1",
  ].map(deb),
  // daemons with init scripts, maintainer scripts and configs: time, router advertisements, logging, inotify, monitoring
  // agent, inetd, automount, UPS, cache, web server, mDNS, media server
  ...[
    "openntpd=1:6.2p3-4.2+b2",
    "radvd=1:2.20-1+b1",
    "syslog-ng-core=4.8.1-5+deb13u1",
    "incron=0.5.12-4+b1",
    "nagios-nrpe-server=4.1.3-1",
    "xinetd=1:2.3.15.4-5",
    "autofs=5.1.9-1.2+b1",
    "apcupsd=3.14.14-5",
    "memcached=1.6.38-1",
    "nginx-core=1.26.3-3+deb13u10",
    "avahi-daemon=0.8-16",
    "minidlna=1.3.3+dfsg-1.1+b1",
  ].map(deb),
  // Debian packaging and image tools
  ...["dput=1.2.4", "debootstrap=1.0.141", "equivs=2.3.2", "live-build=1:20250505+deb13u1"].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files,
  // translated docs or message catalogs, and change logs and test data (a terminal multiplexer, a shell, file managers
  // (three), a terminal, a status bar, a compositor, a panel, a colour-temperature tool)
  ...[
    "tmux=3.5a-3",
    "zsh=5.9-8",
    "nnn=5.0-1",
    "lf=34+ds-2",
    "vifm=0.14-3",
    "foot=1.21.0-2",
    "waybar=0.12.0-1",
    "picom=12.5-1",
    "polybar=3.7.2-1",
    "gammastep=2.0.9-1",
  ].map(src),
];
