// The sources of the thirteenth fresh benign set (fresh13-tune: round 19's report set, tuning data since round 20), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh13.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-12, including sources that could not
// be fetched), node_modules (names and scopes) and the Debian packages installed on the image. Chosen by package and
// kind from those lists, weighted toward round 19's emphasis (what an agent reads as tool output and what it edits in
// real projects), not by anything the scanner does (its rules were not read, and it was never run on these files).

import type { Source13 } from "./benign-fresh13.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES13: Source13[] = [
  // MCP servers by authors not used before: a UI-component library, Figma, usage data, a hosting API, a router for
  // many clients, Playwright test generation, Tailwind docs, web fetching, a schema tool, icons, crypto prices,
  // Postgres, Jira, SSH, video transcripts, a workflow guide, computer use, error tracking, weather, monitoring,
  // Storybook, a React Native debugger, healthcare data, code quality, Teams, SQLite, Metabase, shell commands,
  // spreadsheets, a tmux agent orchestrator, a database connector with Chinese docs
  ...[
    "@primeng/mcp@22.1.1",
    "figma-mcp-server@2.1.1",
    "@ccusage/mcp@18.0.11",
    "vercel-mcp@0.0.7",
    "@agentpmt/mcp-router@1.1.10",
    "playwright-mcp-server@1.0.0",
    "tailwindcss-mcp-server@0.1.1",
    "mcp-fetch-server@1.1.2",
    "@daylight-labs/popdb-mcp@0.2.3",
    "@hugeicons/mcp-server@0.2.2",
    "@coingecko/coingecko-mcp@8.2.0",
    "mcp-postgres-server@0.3.1",
    "@aaronsb/jira-cloud-mcp@0.11.3",
    "ssh-mcp@2.11.0",
    "@kimtaeyoon83/mcp-server-youtube-transcript@0.1.1",
    "responsible-vibe-mcp@0.1.10",
    "computer-use-mcp@1.8.0",
    "@rollbar/mcp-server@0.6.0",
    "@dangahagan/weather-mcp@1.23.0",
    "datadog-mcp-server@1.0.9",
    "storybook-mcp@0.4.0",
    "react-native-ai-debugger@2.12.3",
    "@fhirfly-io/mcp-server@0.9.0",
    "sonarqube-mcp-server@1.10.21",
    "@floriscornel/teams-mcp@0.3.2",
    "mcp-sqlite@1.0.9",
    "@easecloudio/mcp-metabase-server@1.3.0",
    "mcp-server-commands@0.5.0",
    "mcp-gsheets@1.10.3",
    "@kkweon/agent-orchestrator-mcp@1.4.3",
    "universal-db-mcp@2.14.0",
  ].map(ai),
  // coding-agent plugins, hooks, skill packs, rule sets, orchestrators, sandboxes, session tools and their installers
  // (Claude Code, OpenCode, Codex, Cursor, Gemini CLI), two with Chinese docs and one with Spanish
  ...[
    "grab@0.0.98",
    "@sandbox-agent/cli@0.4.2",
    "opencode-sonarqube@2.2.0",
    "cc-recommender@0.9.0",
    "@fasttest-ai/qa-agent@1.0.4",
    "@lovenyberg/ove@0.9.2",
    "unagent@0.0.5",
    "agents-templated@2.2.24",
    "ecc-universal@2.0.0",
    "polydev-ai@1.8.45",
    "@orchestrator-claude/sdk@3.37.3",
    "agentic-qe@3.14.0",
    "siesa-ui-kit@1.0.372",
    "oh-my-opencode-dashboard@0.4.4",
    "claude-code-plugins@1.0.3",
    "vibesafu@0.1.27",
    "ai-labs-claude-skills@2.0.1",
    "claudia-mentor@0.9.2",
    "claude-code-router@2.1.1",
    "agent-reviews@0.7.0",
    "opencode-cursor-auth@1.0.16",
    "atris@2.6.3",
    "@malamute/ai-rules@1.11.0",
    "hivemind-context-governance@1.3.0",
    "opencode-prompt-recorder@1.9.9",
    "@pimzino/claude-code-spec-workflow@1.5.9",
    "oh-my-pilot@1.2.8",
    "cc-hooks-ts@2.1.251",
    "llmaxapi@1.1.18",
    "tabby-ai-assistant@1.0.43",
  ].map(ai),
  // eval, tracing, test-report and guardrail tools for LLM code: PII redaction (two), a Vitest reporter for LLMs,
  // execution traces, provider adapters with audit tracing, MCP server evals, a Japanese AI-writing lint preset
  ...[
    "@openredaction/openredaction@1.0.4",
    "@redactpii/node@1.0.17",
    "vitest-llm-reporter@1.2.2",
    "llm-trace@0.1.4",
    "@verist/llm@0.1.1",
    "@mcpjam/sdk@1.14.0",
    "@textlint-ja/textlint-rule-preset-ai-writing@1.7.0",
  ].map(ai),
  // RAG, memory and retrieval libraries
  ...[
    "@vectorize-io/hindsight-client@0.9.1",
    "@deepagents/retrieval@0.29.1",
    "@zvec/zvec@0.7.0",
    "youtube-caption-extractor@1.10.2",
    "@voidwire/llm-summarize@3.11.4",
  ].map(ai),
  // agent frameworks, LLM provider layers and gateways, prompt templates, an AI translation tool, a Chinese AI SDK
  ...[
    "graphai@2.0.18",
    "agentica@0.45.1",
    "any-llm@0.1.26",
    "@almadar/llm@2.54.0",
    "portos-ai-toolkit@0.8.4",
    "modprompt@0.3.6",
    "ai-gateway-provider@4.0.1",
    "i18n-ai-translate@5.1.0",
    "coze-coding-dev-sdk@0.7.22",
  ].map(ai),
  // mail, calendar and office formats: raw mail parsing and composing, an SMTP test server, iCalendar time zones,
  // MIME codecs, office-file parsing, Word to HTML, document templates
  ...[
    "letterparser@0.1.8",
    "buildmail@4.0.1",
    "smtp-tester@2.1.0",
    "timezones-ical-library@2.3.2",
    "emailjs-mime-codec@2.0.9",
    "rfc2047@4.0.1",
    "officeparser@8.1.1",
    "mammoth@1.13.0",
    "docxtemplater@3.71.0",
  ].map(docs),
  // web frameworks, static sites and API specs: edge and serverless frameworks, a typed HTTP framework, a static site
  // generator, a sync engine, sessions, OpenAPI converters, generators and clients, a Kubernetes client, a VR web
  // framework, a Phoenix client, a Chinese web framework and a Chinese micro-frontend framework
  ...[
    "worktop@0.7.3",
    "@expressots/core@3.0.0",
    "lambda-api@1.5.1",
    "fets@0.8.12",
    "metalsmith@2.7.0",
    "@rocicorp/zero@1.9.0",
    "hono-sessions@0.8.1",
    "swagger2openapi@7.0.8",
    "@kubernetes/client-node@2.0.1",
    "swagger-jsdoc@6.3.0",
    "orval@8.38.0",
    "openapi-framework@12.1.3",
    "aframe@1.8.0",
    "swagger-client@3.38.4",
    "phoenix@1.8.16",
    "vafast@0.8.5",
    "wujie@1.0.29",
  ].map(docs),
  // man pages and docs in other languages: Turkish man pages, section 2/3 man pages in Czech, Danish, Spanish,
  // Italian, Dutch, Polish, Brazilian Portuguese, Russian, Ukrainian and Japanese, the Debian reference in French,
  // Japanese and Chinese, the developers' reference in German, the maintainers' guide in Japanese
  ...[
    "manpages-tr=2.0.6-2",
    "manpages-cs-dev=4.27.0-1",
    "manpages-da-dev=4.27.0-1",
    "manpages-es-dev=4.27.0-1",
    "manpages-it-dev=4.27.0-1",
    "manpages-nl-dev=4.27.0-1",
    "manpages-pl-dev=1:4.27.0-1",
    "manpages-pt-br-dev=4.27.0-1",
    "manpages-ru-dev=4.27.0-1",
    "manpages-uk-dev=4.27.0-1",
    "manpages-ja-dev=0.5.0.0.20221215+dfsg-1",
    "debian-reference-fr=2.127",
    "debian-reference-ja=2.127",
    "debian-reference-zh-cn=2.127",
    "developers-reference-de=13.20",
    "maint-guide-ja=1.2.53",
  ].map(deb),
  // mail, calendar, contact and office tools: MTAs, mail statistics, a greylisting milter, a mail handler, mail grep,
  // a spam filter, a CalDAV/CardDAV server, calendars, iCalendar and vCard libraries, iCalendar to HTML, a mail archive,
  // spreadsheet and Word text extraction, an address book, a POP3 client
  ...[
    "sendmail-bin=8.18.1-6+b1",
    "dma=0.13-1+b2",
    "mailgraph=1.14-23",
    "milter-greylist=4.6.4-4",
    "nmh=1.8-3",
    "grepmail=5.3111-4",
    "crm114=20100106-11",
    "xandikos=0.2.12-1",
    "gcal=4.1-3.1",
    "python3-icalendar=6.0.1-2",
    "python3-vobject=0.9.8+dfsg-2",
    "ical2html=3.0-2+b1",
    "public-inbox=1.9.0-1",
    "xlsx2csv=1:0.8.3-1",
    "catdoc=1:0.95-6",
    "abook=0.6.1-3+b1",
    "mpop=1.4.21-1",
  ].map(deb),
  // daemons with init scripts, maintainer scripts and configs: a message broker, link-layer discovery, GPS, monitoring,
  // TFTP, cluster membership
  ...[
    "rabbitmq-server=4.0.5-6+deb13u2",
    "lldpd=1.0.18-1+b1",
    "gpsd=3.25-5+deb13u2",
    "icinga2=2.14.6-1",
    "tftpd-hpa=5.2+20240610-3",
    "corosync=3.1.9-2+deb13u1",
  ].map(deb),
  // logs and specs: web-log analysers (two), a log navigator, a log tail, an OpenAPI spec validator
  ...[
    "goaccess=1:1.9.3-1+deb13u1",
    "lnav=0.12.4-1+deb13u1",
    "multitail=7.1.5-2",
    "awstats=7.9-1+deb13u2",
    "python3-openapi-spec-validator=0.7.1-3",
  ].map(deb),
  // Debian trixie source packages: upstream CI files, Dockerfiles, Makefiles and shell scripts, then Debian CI files,
  // translations, change logs and test data (an image library, a directory jumper, a container runtime, a ping graph,
  // terminal sharing, a mobile shell, a terminal, a Kubernetes context switcher, video downloaders (two), a Markdown
  // reader, a monitoring server)
  ...[
    "vips=8.16.1-1+deb13u2",
    "zoxide=0.9.7-1",
    "containerd=1.7.24~ds1-6+deb13u1",
    "gping=1.19.0-3",
    "tmate=2.4.0-3",
    "mosh=1.4.0-1",
    "alacritty=0.15.1-3",
    "kubectx=0.9.5-2",
    "yt-dlp=2025.04.30-1",
    "streamlink=7.3.0-2",
    "glow=2.0.0-1",
    "prometheus=2.53.3+ds1-2",
  ].map(src),
];
