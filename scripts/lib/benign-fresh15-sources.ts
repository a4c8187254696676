// The sources of the fifteenth fresh benign set (fresh15-tune: round 21's report set, tuning data since round 22), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh15.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-14, names and npm scopes, including
// sources that could not be fetched; set 14's list only by that mechanical check), node_modules (names and scopes) and
// the Debian packages installed on the image. Chosen by package and kind from those lists, by language first (round
// 21's emphasis: at least 15% of the files not in English), then what an agent reads as tool output in real projects;
// not by anything the scanner does (its rules were not read, and it was never run on these files).

import type { Source15 } from "./benign-fresh15.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES15: Source15[] = [
  // MCP servers by authors not used before: a CLI generator, design-system docs (three), document models, diagrams,
  // paid APIs, test automation, Puppeteer, OpenTelemetry, an orchestrator memory, a CRM, code context, monitoring,
  // Obsidian notes, rules and docs, image generation, a server manager, UI components, two API-platform servers whose
  // docs are in Chinese, Dataverse, parliament open data, app automation, memory banks, an index of MCP clients
  ...[
    "@goke/mcp@0.0.8",
    "@coinbase/cds-mcp-server@9.28.0",
    "@powerhousedao/reactor-mcp@5.3.0",
    "envmcp@0.2.1",
    "@next-ai-drawio/mcp-server@0.2.3",
    "agentcash@0.14.4",
    "@shiplightai/mcp@0.1.78",
    "@hisma/server-puppeteer@0.6.5",
    "@shinzolabs/instrumentation-mcp@1.1.0",
    "@triptease/design-system-mcp@1.3.4",
    "@ng-primitives/mcp@0.110.2",
    "@first-to-fly/orchestrator-mcp@0.7.3",
    "@heroui/react-mcp@1.1.2",
    "attio-mcp-server@0.0.2",
    "@contextstream/mcp-server@0.4.43",
    "datadog-mcp@5.8.2",
    "obsidian-mcp-server@3.2.12",
    "bitcompass@0.16.1",
    "mcp-image@0.14.0",
    "mcp-hub@4.2.1",
    "shadcn-ui-mcp-server@0.1.2",
    "apifox-mcp-server@0.0.17",
    "apidog-mcp-server@0.0.17",
    "mcp-dataverse@0.7.8",
    "european-parliament-mcp-server@1.1.26",
    "flutter-skill@0.9.36",
    "@allpepper/memory-bank-mcp@0.2.2",
    "mcp-client-capabilities@0.0.14",
  ].map(ai),
  // coding-agent hooks, skill installers, model pickers, agent workspaces and their plugins, some with docs in
  // Chinese, Korean or Japanese: a comment checker for Claude Code/OpenCode, a skill installer, a free-model picker, an
  // AI-employee plugin of a Chinese low-code platform, a Chinese edition of an agent gateway and its Feishu channel, a
  // codebase-intelligence CLI, a kanban for coding agents, an MCP app SDK, QQ bot SDKs (two), a Japanese AI-writing lint
  ...[
    "@code-yeongyu/comment-checker@0.8.0",
    "add-skill@2.0.0",
    "free-coding-models@0.5.92",
    "@nocobase/plugin-ai@2.2.15",
    "openclaw-cn@2026.1.31",
    "@vibgrate/cli@2026.711.1",
    "vibe-kanban@0.1.44",
    "@waniwani/sdk@0.14.21",
    "@openclaw/feishu@2026.9.5",
    "qq-official-bot@1.0.13",
    "qq-guild-bot@2.9.5",
    "textlint-rule-preset-ai-writing@1.1.0",
  ].map(ai),
  // LLM tooling: llms.txt generators for doc sites (five), an LLM runtime, editor completion, an agent messenger, a
  // token-saving JSON notation, HTML to Markdown for LLMs (two), devtools for Gemini CLI, web search for an agent,
  // Markdown search, an agent toolbar, code condensing, tracing, a security SDK, an LLM VM, an AI abstraction layer, a
  // DeepSeek workflow node, an agent-framework starter, an issue tracker for coding agents, scraping tools, JSON repair
  // of LLM output, a model checker, a chat-bot builder, LLM prices, a workflow compiler for agents
  ...[
    "nuxt-llms@0.2.0",
    "vitepress-plugin-llms@1.14.0",
    "@ruvector/ruvllm@2.6.2",
    "monacopilot@1.2.12",
    "@signalwire/docusaurus-plugin-llms-txt@1.2.2",
    "@sendbird/ai-agent-messenger-react@1.40.1",
    "@byjohann/toon@0.6.0",
    "dom-to-semantic-markdown@1.5.0",
    "gemini-cli-devtools@0.2.1",
    "@ollama/openclaw-web-search@0.2.2",
    "@tobilu/qmd@2.8.3",
    "starlight-llms-txt@0.12.0",
    "@21st-extension/toolbar@0.5.14",
    "llm-code-highlighter@0.0.15",
    "opik-vercel@1.10.29",
    "docusaurus-plugin-llms@0.6.1",
    "@rspress/plugin-llms@2.0.21",
    "@layerup/layerup-security@1.6.0",
    "llmz@1.0.1",
    "@memberjunction/ai@5.51.3",
    "n8n-nodes-deepseek@1.0.6",
    "create-mastra@0.18.9",
    "@beads/bd@1.3.0",
    "firecrawl-aisdk@0.12.0",
    "@solvers-hub/llm-json@0.1.11",
    "mdream@1.7.2",
    "llm-checker@3.8.1",
    "@sprucelabs/sprucebot-llm@18.1.6",
    "@pydantic/genai-prices@0.1.8",
    "@synergenius/flow-weaver@0.13.3",
  ].map(ai),
  // docs mostly not in English: Chinese form, mobile-UI, desktop-packaging, script-conversion, chat-box, paging,
  // API-typing, static-site, blog-sync, sidebar, astrology and recording libraries; Russian shop, payment, signature and
  // app-store API clients; a Japanese calendar-URL helper; a Chinese OpenAPI generator
  ...[
    "form-render@2.5.6",
    "@nutui/nutui-react@3.1.0",
    "pake-cli@3.16.4",
    "switch-chinese@1.0.16",
    "chatarea@6.0.7",
    "z-paging@2.8.8",
    "yapi-to-typescript@3.38.0",
    "ydoc@4.1.3",
    "@elog/cli@0.14.7",
    "vitepress-plugin-sidebar-resolve@1.2.3",
    "iztro@2.6.1",
    "recorder-core@1.3.26070800",
    "moysklad@0.20.0",
    "yookassa-sdk@0.0.13",
    "crypto-pro-js@2.3.3",
    "rustore@1.0.6",
    "generate-google-calendar-url@0.0.3",
    "@umijs/openapi@1.14.1",
  ].map(docs),
  // mail, calendar, contact and office formats, API specs, change logs and notifications: calendar links and .ics,
  // iCalendar parsing and JSON, vCards, .eml parsing, mbox, slides, Word preview, an OpenAPI spec of a headless CMS,
  // keep-a-changelog, a changelog generator, OpenAPI snippets, Chinese push notifications and a DingTalk bot sender
  ...[
    "datebook@8.0.1",
    "icalendar@0.7.1",
    "vcards-js@2.11.1",
    "ical2json@5.0.0",
    "eml-parse-js@1.1.15",
    "node-mbox@2.0.0",
    "pptxgenjs@4.0.1",
    "docx-preview@0.4.1",
    "@directus/specs@15.2.0",
    "keep-a-changelog@3.1.0",
    "@uphold/github-changelog-generator@4.0.2",
    "openapi-snippet@0.14.0",
    "push-all-in-one@4.5.2",
    "dingtalk-robot-sender@1.2.0",
  ].map(docs),
  // man pages and docs in other languages: the section 2/3 man pages in Korean and Romanian; the Debian policy in
  // Japanese and Chinese; the Debian FAQ in Japanese, Korean, Italian, Portuguese and Dutch; the maintainers' guide in
  // Russian, Vietnamese, Chinese (Taiwan), French, Italian and Catalan; the developers' reference in Italian; the Debian
  // reference in Indonesian and Brazilian Portuguese; aptitude's manual in Czech, Spanish, Finnish, French, Italian and
  // Dutch; the installation guide (all its languages); the Debian Edu manual in Japanese, Ukrainian, Tamil and its
  // legacy one in Chinese; a Russian game-engine manual; a German document-converter manual; KiCad's manuals in
  // Japanese, Chinese and Russian; LinuxCNC's docs in Chinese; two tools with man pages in many languages (dos2unix,
  // uidmap) and a translation toolkit
  ...[
    "manpages-ko-dev=4.27.0-1",
    "manpages-ro-dev=4.27.0-1",
    "debian-policy-ja=4.7.2.0",
    "debian-policy-zh-cn=4.7.2.0",
    "debian-faq-ja=12.2",
    "debian-faq-ko=12.2",
    "debian-faq-it=12.2",
    "debian-faq-pt=12.2",
    "debian-faq-nl=12.2",
    "maint-guide-ru=1.2.53",
    "maint-guide-vi=1.2.53",
    "maint-guide-zh-tw=1.2.53",
    "maint-guide-fr=1.2.53",
    "maint-guide-it=1.2.53",
    "maint-guide-ca=1.2.53",
    "developers-reference-it=13.20",
    "debian-reference-id=2.127",
    "debian-reference-pt-br=2.127",
    "aptitude-doc-cs=0.8.13-7",
    "aptitude-doc-es=0.8.13-7",
    "aptitude-doc-fi=0.8.13-7",
    "aptitude-doc-fr=0.8.13-7",
    "aptitude-doc-it=0.8.13-7",
    "aptitude-doc-nl=0.8.13-7",
    "installation-guide-amd64=20250803+deb13u1",
    "debian-edu-doc-ja=2.13.3~deb13u1",
    "debian-edu-doc-uk=2.13.3~deb13u1",
    "debian-edu-doc-ta=2.13.3~deb13u1",
    "debian-edu-doc-legacy-zh-cn=2.13.3~deb13u1",
    "instead-doc-ru=3.5.2+dfsg-0.2",
    "udo-doc-de=6.4.1-8",
    "kicad-doc-ja=9.0.2+dfsg-1",
    "kicad-doc-zh=9.0.2+dfsg-1",
    "kicad-doc-ru=9.0.2+dfsg-1",
    "linuxcnc-doc-zh-cn=1:2.9.4-2+deb13u1",
    "dos2unix=7.5.2-1",
    "uidmap=1:4.17.4-2",
    "translate-toolkit=3.15.1-1",
  ].map(deb),
  // CI, API-spec, calendar, mail, office and change-log tools: a Jenkins client, OpenAPI request validation, recurring
  // iCalendar events, a CalDAV/CardDAV server library, OpenDocument, DKIM signing, address parsing, a CSV/JSON tool,
  // release notes (two), JUnit XML, a GitHub CLI
  ...[
    "python3-jenkins=1.8.2-2",
    "python3-openapi-core=0.19.4-1",
    "python3-recurring-ical-events=3.3.3-2",
    "python3-radicale=3.5.3-1",
    "python3-odf=1.4.2-4",
    "python3-dkim=1.1.8-2",
    "python3-flanker=0.9.15-1",
    "miller=6.13.0-1",
    "python3-reno=4.1.0-2",
    "towncrier=24.8.0-2",
    "python3-junit.xml=1.9-5",
    "hub=2.14.2~ds1-1+b23",
  ].map(deb),
  // Debian trixie source packages with message catalogues and upstream CI: a diff viewer, a note app, a scanner app,
  // a text editor, a file search, a font manager, a time tracker, a file-sharing client, an XMPP client, a note-taking
  // app for pens, a desktop wiki, a Gemini browser, a finance manager
  ...[
    "meld=3.22.3-1",
    "gnote=48.0-2",
    "simple-scan=46.0-2",
    "mousepad=0.6.3-1",
    "catfish=4.20.0-2",
    "font-manager=0.9.4-2",
    "timewarrior=1.7.1+ds.1-2",
    "nicotine=3.3.10-1",
    "gajim=2.1.1-2",
    "xournalpp=1.2.6-1",
    "zim=0.76.3-1",
    "amfora=1.10.0-1",
    "grisbi=3.0.4-1",
  ].map(src),
];
