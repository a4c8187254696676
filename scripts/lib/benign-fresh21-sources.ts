// The sources of the twenty-first fresh benign set (fresh21-tune: round 28's report set, tuning data since round 29), written down before the importer fetched any.

// Why these and how their files are picked: scripts/lib/benign-fresh21.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package and source indexes), so
// the manifest can be re-fetched. Every name was checked before this was written against the earlier sets
// (eval/benign-fresh and eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-20, 15b, 16b
// and 19b included, names and npm scopes), node_modules (names and scopes) and the Debian packages installed on the
// image. Chosen by package and kind, languages first and by their files, not their summaries (round 28's brief: set
// 20 chose by summary and got 78 files of 1,117 in other languages): each candidate for a language was fetched once
// beforehand and set 21's own rule run on it, its picks counted by set 11's strict test (a localized path, or Markdown
// and text at least 30% non-Latin) and by kind; only texts and paths were read, no scanner was run. Then AI and agent
// code with prompts in its source, then Debian packages made of shell scripts (their script counts read the same way),
// then upstream source trees whose change logs, issue templates and translation catalogs are third-party text an agent
// reads on the web. The scanner's rules were not read, and it was never run on these files.

import type { Source21 } from "./benign-fresh21.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES21: Source21[] = [
  // by language first, locale catalogs: Unicode CLDR's per-locale data (list patterns, delimiters, emoji names) and
  // emojibase's per-locale emoji data, JSON under folders named by the language
  ...["cldr-misc-full@48.2.0", "cldr-annotations-full@48.2.0", "emojibase-data@17.0.0"].map(docs),
  // UI kits whose components carry their own i18n/ru.json and i18n/en.json keysets: Gravity UI (Yandex's design
  // system: base kit, components, date pickers, an AI chat kit, a page constructor, tables, a Markdown editor with GPT
  // prompts, charts, dashboards, forms)
  ...[
    "@gravity-ui/uikit@7.51.1",
    "@gravity-ui/components@4.24.1",
    "@gravity-ui/date-components@3.4.2",
    "@gravity-ui/aikit@2.2.0",
    "@gravity-ui/page-constructor@8.23.4",
    "@gravity-ui/table@1.15.3",
    "@gravity-ui/markdown-editor@15.47.0",
    "@gravity-ui/charts@1.34.1",
    "@gravity-ui/dashkit@9.3.2",
    "@gravity-ui/dynamic-forms@5.13.1",
    "@gravity-ui/chartkit@7.37.1",
  ].map(docs),
  // Open edX front ends with i18n/messages/<lang>.json catalogs (a learning assistant chat, a component library, a
  // content editor, a site header), and Atlassian's i18n catalog for its Rovo agent components
  ...[
    "@edx/frontend-lib-learning-assistant@2.24.0",
    "@openedx/paragon@24.0.0",
    "@edx/frontend-lib-content-components@2.7.0",
    "@edx/frontend-component-header-edx@10.3.0",
    "@atlaskit/afm-i18n-platform-ai-mate-rovo-agent-components@2.10.0",
  ].map(docs),
  // translated or non-English docs: TDesign's uni-app components (a README per component in Chinese), Kontur's React
  // UI (Russian), BEM's bem-xjst for ENB (api.ru.md), Diplodoc (README.ru.md), Hexo themes with README_zh-CN/zh-TW,
  // uView and AntMJS mini-program kits, Fusion Next (README.zh-cn.md), Toss utils (README.ko.md), Qiita's and
  // Zenn's CLIs and renderers (Japanese), Koishi chat-bot plugins (Chinese READMEs and locales/zh.json)
  ...[
    "tdesign-uniapp@0.6.3",
    "@skbkontur/react-ui@5.4.4",
    "enb-bemxjst@8.10.6",
    "@diplodoc/transform@4.78.9",
    "@diplodoc/cli@5.19.6",
    "hexo-theme-keep@4.3.0",
    "hexo-theme-redefine@2.9.0",
    "hexo-theme-a4@2.0.1",
    "hexo-theme-async@2.2.7",
    "hexo-theme-kratos-rebirth@3.0.1",
    "hexo-theme-nexmoe@4.2.2",
    "hexo-theme-shokax@0.5.4",
    "uview-plus@3.8.112",
    "uview-ui@2.0.38",
    "@antmjs/vantui@3.7.0",
    "@alifd/next@1.27.34",
    "@toss/utils@1.6.1",
    "@qiita/qiita-cli@1.10.0",
    "zenn-markdown-html@0.5.4",
    "koishi-plugin-jm-week-recommendation@0.3.3",
    "koishi-plugin-stock@2.2.1",
    "koishi-plugin-markdown@1.1.1",
  ].map(docs),
  // then AI and agent code with prompts in its source: multi-agent systems and agent CLIs, LLM SDKs and routers,
  // MCP SDKs and servers, AI SDK tools (web search, parsing, cost), prompt tooling (PromptX's DPML, Coze's prompt
  // editor preset, Zhipu's SDK), copilots for editors and chat UIs
  ...[
    "telecom-mas-agent@1.0.12",
    "@activepieces/piece-openai@0.3.18",
    "litellm@0.12.0",
    "agent-relay@9.1.6",
    "@memnexus-ai/mx-agent-cli@0.1.294",
    "@llm-dev-ops/agentics-cli@2.9.1",
    "aui-agent-builder@0.4.66",
    "solana-agent-kit@2.0.10",
    "@rocketnew/llm-sdk@1.2.1",
    "@arcgis/ai-agents@5.0.9",
    "dpml-prompt@2.2.1",
    "n8n-nodes-azure-openai-ms-oauth2@1.6.1",
    "@coze-editor/preset-prompt@0.1.0-alpha.879fbb",
    "@zenbase/llml@0.4.0",
    "opik-openai@1.11.14",
    "@wrtnio/openai-function-schema@0.2.6",
    "agent-twitter-client@0.0.18",
    "chrome-mcp-shared@1.0.1",
    "mcp-playwright@0.0.1",
    "@camunda/copilot-chat@0.7.0",
    "codemirror-copilot@0.0.7",
    "@githubnext/github-copilot-cli@0.1.36",
    "@copilot-extensions/preview-sdk@5.0.1",
    "agentic-pm@0.5.4",
    "agentic-team-templates@0.26.0",
    "@docmd/plugin-llms@0.9.7",
    "@agentick/huggingface@0.15.3",
    "@khanglvm/llm-router@2.6.2",
    "llm-usage-metrics@0.8.0",
    "recursive-llm-ts@5.2.10",
    "llm-diff-patcher@0.2.1",
    "@camsoft/mcp-sdk@1.17.1",
    "@node-llm/core@1.17.1",
    "@digipair/skill-llm@0.143.0",
    "@digipair/skill-mcp@0.110.3",
    "zhipuai-sdk-nodejs-v4@0.1.12",
    "@fastgpt-sdk/storage@0.6.15",
    "gpt-po@1.2.3",
    "@adobe/spacecat-shared-gpt-client@1.6.16",
    "mcpcat-api@0.1.9",
    "@e-llm-studio/streaming-response@1.1.92",
    "@superdevhq/llm-integration@0.1.10",
    "@tavily/ai-sdk@0.5.0",
    "@exalabs/ai-sdk@2.1.0",
    "@parallel-web/ai-sdk-tools@0.2.1",
    "@temporalio/ai-sdk@1.23.0",
    "@ai-sdk-tool/parser@4.1.26",
    "@fluentui-copilot/react-prompt-starter@0.10.9",
  ].map(ai),
  // then Debian packages made of shell scripts: ADR and git tools, cloud and network helpers, initramfs and boot
  // scripts, backup and mirror tools, pass extensions, Debian packaging helpers, VM and rootfs builders
  ...[
    "adr-tools=3.0.0-2",
    "amazon-ec2-net-utils=2.4.1-2",
    "ani-cli=4.10-1",
    "ansiweather=1.19.0-1",
    "autodep8=0.29",
    "autorevision=1.22-2",
    "bashbro=1.13-1",
    "bd=1.03-5",
    "biabam=0.9.7-8",
    "binstats=1.08-10",
    "btrfsmaintenance=0.5.2-1",
    "clamassassin=1.2.4-2",
    "overlayroot=0.18.debian14",
    "debuerreotype=0.15-1.1",
    "debvm=0.4.5+deb13u1",
    "esh=0.3.2-2",
    "fadecut=0.2.1-1.1",
    "fake-hwclock=0.14",
    "filetraq=0.4",
    "ftpsync=20180513+nmu1",
    "git-quick-stats=2.5.8-1",
    "git-remote-gcrypt=1.5-1",
    "gitpkg=0.31+nmu1",
    "graudit=3.8-1",
    "gt5=1.5.0~20111220+bzr29-4",
    "guilt=0.36-3",
    "kubetail=1.6.20-1",
    "laptop-detect=0.16+nmu1",
    "ldapscripts=2.0.8-2",
    "local-apt-repository=0.10",
    "lsix=1.9.1-2",
    "mgitstatus=2.3+dfsg-1",
    "netconsole=0.3.1-3",
    "netselect-apt=0.3.ds1-31",
    "openssh-known-hosts=0.6.3-1",
    "opensysusers=0.7.3-5",
    "pass-extension-tail=1.2.0-1",
    "pass-extension-update=2.2.1-1",
    "pass-report=0.4-2",
    "pkgsync=1.28+nmu1",
    "pollinate=4.33-4",
    "prettyping=1.0.1-1.1",
    "profile-cleaner=2.45-3",
    "profile-sync-daemon=6.50-1",
    "open-infrastructure-service-tools=20240930-1",
    "driverctl=0.115-2",
    "due=3.0.0-1",
    "image-garden=0.2-2",
    "kwartz-client=3.0-17",
    "policyrcd-script-zg2=0.1-3.1",
    "mrename=1.2-17",
    "cowdancer=0.90",
    "mdm=0.1.3-3",
    "uruk=20240930-1",
    "vbackup=1.0.1-1.1",
    "vpnc-scripts=0.1~git20220510-1",
    "wifi-qr=0.4-1",
    "wofi-pass=24.1.0-2",
    "writeboost=1.20170616-1.3",
    "x2gothinclient-management=1.5.0.1-10.2",
    "xbuilder=1.0.1+nmu2",
    "yubikey-luks=0.5.1+29.g5df2b95-6.3",
    "xorriso-dd-target=1.5.6-1.2",
    "arch-test=0.22-1",
    "man2html=1.6g-16",
  ].map(deb),
  // then upstream source trees (GitHub projects with gettext catalogs): change logs, issue templates, CI files and
  // scripts as third-party text, and po/<lang>.po catalogs as text in other languages
  ...[
    "diffuse=0.9.0-1",
    "peek=1.5.1+git20230114-1",
    "hamster-time-tracker=3.0.3-3",
    "network-manager-l2tp=1.20.20-2+deb13u1",
    "axel=2.17.14-2",
    "txt2regex=0.9-5",
    "playerctl=2.4.1-3",
    "mailnag=2.2.0-3",
    "photocollage=1.4.8-0.1",
    "ymuse=0.22-1",
    "ayatana-indicator-datetime=25.4.0-2",
    "blueman=2.4.4-1",
    "budgie-desktop-view=1.3-2",
    "clipit=1.4.5+git20241103-1",
    "ddccontrol=1.0.3-1",
    "gpicview=0.3.1-1",
    "gtkterm=1.3.1-1",
    "indicator-sensors=1.4-1",
  ].map(src),
];
