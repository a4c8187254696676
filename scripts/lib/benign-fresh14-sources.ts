// The sources of the fourteenth fresh benign set (fresh14-tune: round 20's report set, tuning data since round 21), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh14.ts. Versions are exact (npm, as the package list
// in the environment's package lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-13, including sources that could not
// be fetched; set 13's list was used for that check only), node_modules (names and scopes) and the Debian packages
// installed on the image. Chosen by language first (round 20 asks for at least 15% of files not in English), then by
// what an agent reads as tool output and edits in real projects, not by anything the scanner does (its rules were not
// read, and it was never run on these files).

import type { Source14 } from "./benign-fresh14.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES14: Source14[] = [
  // AI code whose docs, prompts or skills are mostly not in English (Chinese, Japanese, Korean, Russian): an agent
  // platform SDK, a document CLI, a UI-library MCP server, an AI chat UI kit, a payments-guide MCP server, a Cursor skill
  // installer, an AI platform SDK, a database-query skill, a Codex API bridge, a project-workflow kit, an LLM memory
  // engine, a smart-speaker assistant, a knowledge-base MCP server, a novel-writing agent, a stock-data SDK with an MCP
  // server, an AI chat plugin, an MCP framework, a virtual-assistant client, an analysis-and-reasoning package
  ...[
    "@coze/api@1.3.9",
    "@geolonia/yuuhitsu@0.1.14",
    "@jzone-mcp/antd-components-mcp@2.0.22",
    "@matechat/core@1.14.0",
    "@tosspayments/integration-guide-mcp@0.0.31",
    "api-gen-skill@1.0.5",
    "baidu-aip-sdk@4.16.16",
    "claude-db-mcp-query-skill@1.0.6",
    "codex-proapi@1.0.8",
    "gd-project-kit@1.0.10",
    "llmemory@0.2.3",
    "mi-gpt@4.2.0",
    "mongo-knowledge@2.0.5",
    "novel-writer-cn@0.20.0",
    "stock-sdk@2.4.4",
    "@ibiz-template-plugin/ai-chat@0.0.107",
    "@bestmcp/server@0.1.2",
    "@salutejs/client@1.37.1",
    "@nahisaho/katashiro-analyzer@2.7.5",
  ].map(ai),
  // MCP servers by authors not used before: video data, billing, a blockchain, workflow automation, fitness, chat,
  // observability, translation, PDF reading, browser automation, consulting other models, weather, secrets, stock
  // quotes, charts, architecture planning, a test runner, a CMS, containers, interactive feedback (with Chinese docs), a
  // game engine, a drive, a forum, note vaults, Java decompiling, a knowledge graph, marketing, a UI library, bookmarks,
  // a task manager (with Chinese docs), issue trackers (two), web search, diagrams
  ...[
    "youtube-data-mcp-server@1.0.16",
    "@paddle/paddle-mcp@0.1.6",
    "@bnb-chain/mcp@1.5.1",
    "@leonardsellem/n8n-mcp-server@0.1.8",
    "@r-huijts/strava-mcp-server@1.2.1",
    "@zencoderai/slack-mcp-server@0.0.1",
    "signoz-mcp-server@1.2.2",
    "@translated/lara-mcp@1.0.6",
    "@sylphlab/pdf-reader-mcp@0.3.23",
    "@automatalabs/mcp-server-playwright@1.2.1",
    "consult-llm-mcp@2.13.4",
    "open-meteo-mcp-server@2.1.0",
    "@dopplerhq/mcp-server@1.0.5",
    "stockquotes-mcp@1.0.29",
    "mcp-echarts@0.7.1",
    "@agiflowai/architect-mcp@1.3.0",
    "@djankies/vitest-mcp@0.5.1",
    "strapi-mcp@0.2.3",
    "docker-mcp@1.0.0",
    "mcp-feedback-enhanced@1.2.23",
    "godot-mcp-server@0.6.0",
    "mcp-google-drive@1.6.2",
    "@discourse/mcp@0.3.1",
    "obsidian-mcp@2.0.1",
    "@idachev/mcp-javadc@1.2.4",
    "@itseasy21/mcp-knowledge-graph@1.0.7",
    "@iterable/mcp@1.9.0",
    "@ark-ui/mcp@1.3.0",
    "@karakeep/mcp@0.33.1",
    "mcp-shrimp-task-manager@1.0.21",
    "mcp-server-linear@1.6.0",
    "mcp-jira-cloud@4.4.0",
    "duckduckgo-mcp-server@0.1.2",
    "drawio-mcp@1.6.0",
  ].map(ai),
  // coding-agent skill packs, skill managers and installers, plugins and auth providers (OpenCode, Claude Code, Cursor),
  // prompt libraries and prompt languages, agent runners, session browsers, an agent framework, an LLM test reporter
  // and a browser operator
  ...[
    "skillpm@1.0.0",
    "opencode-qwen-auth@0.3.4",
    "@sureshsankaran/opencode-destructive-check@1.0.5",
    "prompts.chat@0.0.7",
    "@ckelsoe/claude-skill-prompt-architect@2.1.4",
    "@kjerneverk/riotprompt@1.0.24",
    "@funstack/skill-installer@1.1.0",
    "@sudocode-ai/claude-code-acp@0.13.10",
    "@latitude-data/promptl@0.3.2",
    "claude-code-runner@0.3.3",
    "claude-code-starter@2.2.0",
    "@houseofwolvesllc/claude-scrum-skill@2.8.1",
    "claude-mermaid@1.3.0",
    "claude-run@0.3.0",
    "@skillsmith/core@0.4.3",
    "@longtq2501/next-spring-skills@1.6.3",
    "claw-cookbook@0.3.13",
    "raysurfer@0.6.2",
    "@ai-devkit/agent-manager@0.37.0",
    "@blowmage/cursor-agent-acp@0.7.1",
    "quoroom@0.1.42",
    "@clipboard-health/playwright-reporter-llm@2.11.7",
    "@gui-agent/operator-browser@0.3.0",
  ].map(ai),
  // docs mostly not in English: a Russian app-framework CLI, Chinese mini-program, admin UI, form designer, i18n,
  // lint-config, SSO, Node middleware and cloud API SDKs, a Russian view framework and repository module, Taiwanese
  // e-invoice and payment SDKs, a Japanese address geocoder, a Korean office-document (HWPX) parser, a Chinese
  // framework's OpenAPI module
  ...[
    "@tramvai/cli@6.80.26",
    "weapp-tailwindcss@4.12.0",
    "pro-naive-ui@3.2.3",
    "@airpower/web@2.9.0",
    "plainjs@0.0.4",
    "node-tw-e-invoice@1.0.0",
    "ecpay_aio_nodejs@1.2.2",
    "@voerkai18n/cli@3.0.22",
    "@form-create/designer@3.5.0",
    "@digital-go-jp/abr-geocoder@2.2.0",
    "@ssabrojs/hwpxjs@0.2.0",
    "@escook/express-joi@1.1.1",
    "@authing/sso@2.0.2",
    "@applint/spec@1.2.3",
    "@e22m4u/js-repository@0.2.4",
    "@volcengine/openapi@1.36.2",
    "@midwayjs/swagger@3.20.24",
  ].map(docs),
  // mail, calendar and office formats (EML, Outlook .msg, vCard, calendar links, iCal dates, DOCX), OpenAPI mocks and
  // matchers, git logs, CI tools (GitHub Actions pinning, a local GitHub mock) and webhook payload schemas
  ...[
    "eml-format@0.6.1",
    "@kenjiuno/msgreader@1.28.0",
    "vcard-parser@1.0.0",
    "calendar-link@2.11.5",
    "ical-date-parser@4.0.0",
    "docx4js@3.3.0",
    "swagger-express-middleware@4.0.2",
    "gitlog2@5.0.35",
    "pin-github-action@3.4.0",
    "@kie/mock-github@2.0.1",
    "@octokit/webhooks-schemas@7.6.1",
    "jest-openapi@0.14.2",
  ].map(docs),
  // Debian trixie packages that ship man pages in many languages (po4a-translated Debian tools, Japanese and Chinese
  // text tools and input methods)
  ...[
    "po4a=0.73-2",
    "aptitude=0.8.13-7",
    "dselect=1.22.22",
    "debconf-doc=1.5.91",
    "debconf-utils=1.5.91",
    "po-debconf=1.0.21+nmu1",
    "dctrl-tools=2.24-3+b1",
    "popularity-contest=1.78",
    "debfoster=2.8-1",
    "localepurge=0.7.3.11",
    "apt-file=3.3",
    "tasksel=3.81",
    "menu=2.1.51",
    "apt-show-versions=0.22.15+nmu1",
    "w3m=0.5.3+git20230121-2.1",
    "nkf=1:2.1.5-1+b8",
    "lv=4.51-10",
    "kakasi=2.3.6-4.2+b1",
    "cmigemo=1:1.2+gh0.20220623-1+b2",
    "anthy=1:0.4-3+b1",
    "uim=1:1.9.6-1",
    "zhcon=1:0.2.6-20",
    "enca=1.19-3",
    "opencc=1.1.9+ds1-1+deb13u1",
  ].map(deb),
  // Debian manuals in other languages: the FAQ (German, Chinese, Russian, French), the reference (Spanish, Italian,
  // Portuguese, traditional Chinese, German), the developers' reference (French, Japanese, Russian), the new
  // maintainers' guide (Spanish, simplified Chinese, German), aptitude's manual (Japanese, Russian), Debian Edu's
  // manual (German, simplified Chinese)
  ...[
    "debian-faq-de=12.2",
    "debian-faq-zh-cn=12.2",
    "debian-faq-ru=12.2",
    "debian-faq-fr=12.2",
    "debian-reference-es=2.127",
    "debian-reference-it=2.127",
    "debian-reference-pt=2.127",
    "debian-reference-zh-tw=2.127",
    "debian-reference-de=2.127",
    "developers-reference-fr=13.20",
    "developers-reference-ja=13.20",
    "developers-reference-ru=13.20",
    "maint-guide-es=1.2.53",
    "maint-guide-zh-cn=1.2.53",
    "maint-guide-de=1.2.53",
    "aptitude-doc-ja=0.8.13-7",
    "aptitude-doc-ru=0.8.13-7",
    "debian-edu-doc-de=2.13.3~deb13u1",
    "debian-edu-doc-zh-cn=2.13.3~deb13u1",
  ].map(deb),
  // calendars, logs, CI and office formats: a to-do/calendar client, two calendar programs, two log colourisers, a
  // Jenkins job builder, a GitLab API client, DOCX and XLSX libraries, Word, ODT and DOCX to text converters
  ...[
    "todoman=4.5.0-2",
    "pal=0.4.3-11",
    "wyrd=1.7.4-1+b1",
    "ccze=0.2.1-8",
    "grc=1.13.1-1",
    "python3-jenkins-job-builder=6.4.2-3",
    "python3-gitlab=1:4.9.0-1",
    "python3-docx=1.1.2+dfsg-1",
    "python3-openpyxl=3.1.5+dfsg-2",
    "antiword=0.37-17",
    "odt2txt=0.5-7",
    "docx2txt=1.4-5",
  ].map(deb),
  // Debian trixie source trees with message catalogues and translated docs: upstream CI files, Dockerfiles, Makefiles
  // and shell scripts, then Debian CI files, translations, change logs and test data (a task manager, an editor, four
  // terminals, a BitTorrent client, an IRC client, a colour-temperature tool, a wallpaper changer)
  ...[
    "task=2.6.2+dfsg-1",
    "geany=2.0-2",
    "guake=3.10-2",
    "terminator=2.1.4-4",
    "deluge=2.2.0-1",
    "hexchat=2.16.2-1",
    "redshift=1.12-4.2",
    "tilix=1.9.6-3",
    "variety=0.8.13-1",
    "xfce4-terminal=1.1.4-1",
  ].map(src),
];
