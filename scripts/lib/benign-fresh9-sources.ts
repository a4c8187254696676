// The sources of the ninth fresh benign set (fresh9-tune: report set of rounds 14 and 15, tuning data since round 16), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh9.ts. Versions are exact (npm, as the registry's
// package list gives them; Debian trixie's, from the mirror's package lists), so the manifest can be re-fetched.
// Every name was checked before this was written against the earlier sets (eval/benign-fresh and eval/benign-hard
// manifests, names and npm scopes, and the source lists of sets 1-8, including sources that could not be fetched),
// node_modules (names and scopes) and the Debian packages installed on the image. Chosen by package and kind from the
// registry's and the mirror's package lists, not by anything the scanner does (its rules were not read).

import type { SetKind } from "./benign-set-pick.ts";
import type { Source9 } from "./benign-fresh9.ts";

const npm = (spec: string, kind: SetKind): Source9 => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence: "from its package.json",
});
const deb = (spec: string): Source9 => ({
  name: `deb:${spec}`,
  from: { deb: spec, suite: "trixie" },
  kind: "debian-script",
  licence: "per package (see its /usr/share/doc/<pkg>/copyright); not committed",
});
const src = (spec: string): Source9 => ({
  name: `debsrc:${spec}`,
  from: { debsrc: spec, suite: "trixie" },
  kind: "ci-config",
  licence: "per package (see debian/copyright in its source); not committed",
});

export const SOURCES9: Source9[] = [
  // MCP servers, SDKs and transports by authors not used before (maps, design, docs, issue trackers, databases, browsers and devices, mail, chat, CI, hosting)
  ...[
    "hono-mcp-server-sse-transport@0.0.7",
    "creem@1.13.0",
    "@amap/amap-maps-mcp-server@0.0.8",
    "@mcp-b/global@5.1.0",
    "figma-console-mcp@1.40.4",
    "@cloudbase/cloudbase-mcp@2.34.6",
    "mcp-deepwiki@0.0.10",
    "linear-mcp@1.2.0",
    "@line/line-bot-mcp-server@0.5.0",
    "@codacy/codacy-mcp@0.5.9",
    "mcp-searxng@2.4.0",
    "@chakra-ui/react-mcp@2.1.1",
    "@browserstack/mcp-server@1.4.2",
    "@tiberriver256/mcp-server-azure-devops@0.1.48",
    "nuxt-mcp@0.2.6",
    "mcp-atlassian@2.1.0",
    "@ergut/mcp-bigquery-server@1.0.4",
    "add-mcp@2.4.0",
    "@codefuturist/email-mcp@0.2.0",
    "@smartbear/mcp@0.41.0",
    "mcp-auth@0.2.0",
    "agent-device@0.21.5",
    "@henkey/postgres-mcp-server@1.0.7",
    "drawio-mcp-server@2.3.0",
    "@jpisnice/shadcn-ui-mcp-server@2.0.0",
    "octocode-mcp@19.1.0",
    "@delorenj/mcp-server-trello@1.8.1",
    "@masonator/coolify-mcp@3.5.0",
    "@cognitionai/metabase-mcp-server@2.2.0",
  ].map((s) => npm(s, "ai-source")),
  // coding agents, their plugins, auth and proxies, status and UI add-ons, agent orchestrators, and skills (SKILL.md) with their installers and linters
  ...[
    "opencode-antigravity-auth@1.6.0",
    "opencode-copilot-auth@0.0.9",
    "tdd-guard@1.7.0",
    "claude-code-templates@1.29.6",
    "antigravity-claude-proxy@2.0.4",
    "claude-cli-advanced-starter-pack@2.11.7",
    "@n8n-as-code/skills@2.3.0-next.150",
    "agentvibes@5.15.2",
    "tweakcc@4.0.11",
    "@siteboon/claude-code-ui@1.12.0",
    "opencode-supermemory@2.0.10",
    "@thebushidocollective/han@3.21.4",
    "skillfish@1.0.39",
    "opencode-pty@0.1.3",
    "claudish@10.1.1",
    "oh-my-opencode-slim@2.2.24",
    "happy-coder@0.13.0",
    "skillkit@1.24.0",
    "ai-devkit@0.65.1",
    "@orchestra-research/ai-research-skills@1.7.2",
    "skill-check@1.2.0",
    "@skill-tools/core@0.2.2",
    "pi-subagents@0.67.0",
    "mastracode@0.32.1",
    "agentgui@1.0.1115",
  ].map((s) => npm(s, "ai-source")),
  // eval, tracing, red-team and security tooling for LLM code and agents
  ...[
    "@langfuse/langchain@5.11.1",
    "@braintrust/openai-agents@0.1.5",
    "opik-langchain@1.11.8",
    "@pensar/apex@0.0.1",
    "@serenegrasshopper/checkmate-ai@1.2.1",
    "langchainplus-sdk@0.0.19",
  ].map((s) => npm(s, "ai-source")),
  // RAG, retrieval and memory libraries
  ...[
    "@memvid/sdk@2.0.159",
    "@cherrystudio/embedjs@0.1.31",
    "@roadiehq/rag-ai-backend@3.0.1",
    "@agent-relay/memory@6.3.6",
    "@supermemory/tools@2.3.0",
  ].map((s) => npm(s, "ai-source")),
  // LLM provider SDKs and adapters
  ...[
    "workers-ai-provider@4.0.0",
    "ai-sdk-ollama@4.3.0",
    "@aihubmix/ai-sdk-provider@2.1.0",
    "dify-ai-provider@1.1.1",
    "@databricks/ai-sdk-provider@0.5.1",
    "@mymediset/sap-ai-provider@2.1.0",
  ].map((s) => npm(s, "ai-source")),
  // AI chat UIs, an agent SDK for a messaging network, an app generator with agent templates
  ...[
    "@carbon/ai-chat-components@0.11.0",
    "@twilio-paste/ai-chat-log@2.2.0",
    "@chatui/core@3.8.0",
    "reachat@2.0.2",
    "create-llama@0.6.3",
    "@xmtp/agent-sdk@2.3.0",
  ].map((s) => npm(s, "ai-source")),
  // framework docs: web frameworks, test runners, bundlers, an ORM, job queues and a message broker client, a mobile runtime
  ...[
    "@adonisjs/core@7.5.2",
    "sails@1.5.18",
    "@feathersjs/feathers@5.0.50",
    "restify@12.0.0",
    "h3@2.0.8",
    "@japa/runner@5.3.0",
    "jasmine-core@7.0.2",
    "uvu@0.5.6",
    "tsup@9.0.0",
    "unbuild@3.6.1",
    "@rspack/core@2.3.2",
    "objection@3.1.5",
    "agenda@6.2.6",
    "bree@9.2.9",
    "amqplib@2.3.1",
    "@capacitor/core@8.5.2",
  ].map((s) => npm(s, "framework-docs")),
  // mail, calendar, chat and CRM libraries (SMTP client and server, iCalendar, recurrence rules, Discord, bots, WhatsApp, Salesforce)
  ...[
    "emailjs@5.0.3",
    "smtp-server@3.21.6",
    "ical-generator@11.1.2",
    "rrule@2.8.1",
    "discord.js@14.28.1",
    "botkit@4.15.0",
    "whatsapp-web.js@1.34.7",
    "jsforce@3.10.26",
  ].map((s) => npm(s, "framework-docs")),
  // security tools (dependency audits, an SBOM generator, secret detectors) and a CI toolkit (GitHub Actions)
  ...[
    "audit-ci@7.1.0",
    "better-npm-audit@3.11.0",
    "@cyclonedx/cyclonedx-npm@6.0.1",
    "detect-secrets@1.0.6",
    "gitleaks-secret-scanner@2.1.1",
    "@actions/core@3.0.1",
  ].map((s) => npm(s, "framework-docs")),
  // Debian trixie binary packages not installed on the image: scanners, sniffers, forensics, a WAF module, PAM hardening, integrity checks, firewalls
  ...[
    "zmap=2.1.1-2.1+b1",
    "dnsmap=0.36-4",
    "onesixtyone=0.3.4-1",
    "smbmap=1.10.7-1",
    "sslsplit=0.5.5-2.1+b1",
    "nbtscan=1.7.2-3",
    "ike-scan=1.9.5-2",
    "hping3=3.a2.ds2-10.1",
    "tshark=4.4.19-0+deb13u1",
    "tcpflow=1.6.1-3+b1",
    "driftnet=1.5.0-0.2+b1",
    "netsniff-ng=0.6.9-1",
    "arpon=3.0-ng+dfsg1-5+b1",
    "foremost=1.5.7-11+b2",
    "steghide=0.5.1-15",
    "ssdeep=2.14.1+git20180629.57fcfff-3+b2",
    "libnginx-mod-http-modsecurity=1.0.3-2+b2",
    "libpam-pwquality=1.4.5-5",
    "libpam-tmpdir=0.11",
    "debsums=3.0.2.3",
    "opensnitch=1.6.9-3",
    "ferm=2.5.1-4",
  ].map(deb),
  // daemons with init scripts, maintainer scripts and configs: TLS tunnels, web servers, Tor, SSH servers, firewall persistence, logging, DHCP, an ACME client
  ...[
    "stunnel4=3:5.74-2",
    "nginx-extras=1.26.3-3+deb13u10",
    "apache2=2.4.71-1~deb13u1",
    "tor=0.4.9.15-0+deb13u1",
    "openssh-server=1:10.0p1-7+deb13u4",
    "dropbear=2025.89-1~deb13u1",
    "iptables-persistent=1.0.23",
    "molly-guard=0.8.5",
    "syslog-ng=4.8.1-5+deb13u1",
    "kea-dhcp4-server=2.6.3-1+deb13u1",
    "uacme=1.7.6-1",
  ].map(deb),
  // mail, calendar and chat: IMAP server and sync, reminders, IRC servers, a list archive, an Exchange gateway, mail search, mail clients
  ...[
    "dovecot-imapd=1:2.4.1+dfsg1-6+deb13u7",
    "offlineimap=7.3.3+dfsg1-1+0.0~git20240826.db34745+dfsg-2",
    "remind=05.03.07-1+deb13u1",
    "ngircd=27-2",
    "inspircd=4.7.0+ds1-2",
    "python3-mailman-hyperkitty=1.2.1-3",
    "davmail=6.3.0.3627-1",
    "mboxgrep=0.7.13-1+b1",
    "meli=0.8.11+dfsg-1+b1",
    "geary=46.0-7",
  ].map(deb),
  // Debian packaging, bug reporting and CI tools
  ...[
    "apt-listbugs=0.1.47",
    "apt-listchanges=4.8",
    "reportbug=13.2.0",
    "dh-make=2.202503",
    "pbuilder=0.231.1",
    "mmdebstrap=1.5.7-1+deb13u1",
    "reprepro=5.4.6+really5.3.2-1+deb13u1",
    "dgit=12.16",
    "buildbot-worker=4.2.1-1",
  ].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files
  ...[
    "aptly=1.6.1+ds1-3",
    "incus=6.0.4-2+deb13u10",
    "nwipe=0.38-1.1",
    "clamtk=6.07-1.1",
    "hugo=0.131.0-1",
    "mkcert=1.4.4-1",
    "golang-github-smallstep-cli=0.15.16+ds-4",
    "vulture=2.14-1",
    "mdformat=0.7.22-1",
    "ntfy=2.11.0-2",
  ].map(src),
];
