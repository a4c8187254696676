// The sources of the eighteenth fresh benign set (fresh18-tune: round 25's report set, tuning data since round 26), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh18.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-17, names and npm scopes, including
// sources that could not be fetched; set 17's lists only by that mechanical check), node_modules (names and scopes) and
// the Debian packages installed on the image. Chosen by package and kind from those lists, by language first (round
// 25's emphasis: at least 15% of the files not in English; set 17 reached 3.2%), then AI and agent code with prompts in
// its source, then shell scripts (at least 60), then docs, configs and CI files; not by anything the scanner does (its
// rules were not read, and it was never run on these files).

import type { Source18 } from "./benign-fresh18.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES18: Source18[] = [
  // AI code by Chinese authors and companies (chosen by language first: READMEs, docs and prompts mostly in Chinese):
  // a browser automation agent and a GUI agent SDK (ByteDance), a WeChat bot framework, Alibaba's DashScope and Bailian
  // clients, DeepSeek tools, the Dify client, DingTalk's stream SDK, MiniMax's MCP server, a Qwen provider, a Kimi
  // launcher for Claude Code, Tencent's Hunyuan SDK, a Feishu document converter, an MCP SDK
  ...[
    "@midscene/web@1.13.1",
    "@ui-tars/sdk@1.2.3",
    "@juzi/wechaty@1.0.144",
    "dashscope@1.0.1",
    "@alicloud/bailian20231229@2.12.0",
    "deepseek-cowork@0.4.0",
    "deepseek-mcp-server@1.0.1",
    "dify-client@2.3.2",
    "dingtalk-stream@2.1.5",
    "minimax-mcp-js@0.0.18",
    "qwen-ai-provider-v5@2.1.3",
    "kimi-code@1.0.11",
    "tencentcloud-sdk-nodejs-hunyuan@4.1.188",
    "feishu-docx@0.7.0",
    "@chatmcp/sdk@1.0.6",
  ].map(ai),
  // MCP servers, clients and agent libraries by authors not used before: an HTTP server and a client for MCP, a stdio
  // transport, TypeScript helpers, Linear, Figma (three), Storybook, fetching, Effect, a CLI generator, PrimeVue, an
  // ACP provider, an app template, a workshop server, crypto exchanges, an Express handler, Strapi, payments, analytics,
  // a code graph, CodeMirror, library docs, WebMCP, browser logs, React components, Firebase, image generation, a
  // browser agent, Shopify, OpenAPI, MySQL, an installer, trading charts, sequential thinking, Alertmanager, UTCP,
  // Electron, Hugging Face, Prometheus, Puppeteer, FlutterFlow, search, brokerage, code review, Paperless, WordPress,
  // Google Calendar, web research, Firefox devtools, Gemini, ComfyUI, Godot, Excalidraw, agent trajectories, state
  // machine agents, OpenAI agents, agent relays
  ...[
    "mcp-http-server@1.2.4",
    "mcp-client@1.13.1",
    "@tmcp/transport-stdio@0.5.0",
    "typescript-mcp@0.0.14",
    "@mseep/linear-mcp@78.0.1",
    "figma-mcp@0.1.4",
    "forgekit-storybook-mcp@1.4.0",
    "@tokenizin/mcp-npx-fetch@1.0.0",
    "effect-mcp@0.1.16",
    "cursor-talk-to-figma-mcp@0.3.5",
    "mcpcac@0.0.2",
    "@primevue/mcp@5.0.1",
    "@mcpc-tech/acp-ai-provider@0.2.9",
    "create-xmcp-app@0.2.1",
    "@epic-web/workshop-mcp@6.90.33",
    "@mcpfun/mcp-server-ccxt@1.2.1",
    "express-mcp-handler@0.3.0",
    "@sensinum/strapi-plugin-mcp@1.1.0",
    "x402-mcp@0.0.5",
    "mcpcat@0.1.17",
    "mcp-code-graph@1.1.2",
    "@marimo-team/codemirror-mcp@0.1.7",
    "context7-mcp-server@1.0.1",
    "@jason.today/webmcp@0.1.13",
    "gasoline-mcp@0.7.9",
    "reactbits-dev-mcp-server@1.1.2",
    "@gannonh/firebase-mcp@1.4.9",
    "nano-banana-mcp@1.0.3",
    "agent-browser-mcp@0.1.3",
    "shopify-mcp@1.0.8",
    "openapi-mcp-server@2.1.0",
    "mysql-mcp@1.1.1",
    "install-mcp@1.10.2",
    "tradingview-mcp-server@0.7.1",
    "mcp-sequentialthinking-tools@0.0.3",
    "fetch-mcp@0.0.5",
    "mcp-alertmanager@2.1.1",
    "@utcp/mcp@1.1.3",
    "electron-mcp-server@1.5.1",
    "@llmindset/hf-mcp-server@0.4.23",
    "prometheus-mcp@1.1.3",
    "puppeteer-mcp-claude@0.2.2",
    "flutterflow-mcp@0.3.7",
    "o3-search-mcp@0.0.3",
    "interactive-brokers-mcp@1.24.1",
    "coderabbitai-mcp@1.1.1",
    "@baruchiro/paperless-mcp@2.2.1",
    "mcp-wordpress@3.3.35",
    "mcp-google-calendar@0.0.5",
    "@mzxrai/mcp-webresearch@0.1.7",
    "@padenot/firefox-devtools-mcp@0.7.5",
    "@houtini/gemini-mcp@2.6.2",
    "comfyui-mcp@0.52.203",
    "@satelliteoflove/godot-mcp@4.1.11",
    "excalidraw-mcp@1.0.0",
    "agent-trajectories@0.6.1",
    "@statelyai/agent@1.1.6",
  ].map(ai),
  // docs packages chosen by language: Chinese (mock data, a rich-text editor, utilities, a Markdown editor, pinyin, the
  // lunar calendar, Chinese numerals, the WeChat JS SDK, a JSON viewer, AlloyTeam's ESLint rules, a TOML parser, a PPTX
  // previewer), Japanese (writing lint rules, similar-word search), Korean (keyboard-layout conversion, particles,
  // postpositions, the lunar calendar, romanization, a payment API client), Russian (restoring ё, CryptoPro, sums in
  // words, tax and registry codes)
  ...[
    "mockjs@1.1.0",
    "@wangeditor/editor@5.1.23",
    "xe-utils@4.0.13",
    "vditor@4.0.0",
    "pinyin@4.0.0",
    "lunar-typescript@1.8.6",
    "nzh@1.0.14",
    "weixin-js-sdk@1.6.5",
    "vue-json-viewer@3.0.4",
    "eslint-config-alloy@5.1.2",
    "@ltd/j-toml@1.38.0",
    "pptx-preview@1.0.7",
    "textlint-rule-ja-no-abusage@3.0.0",
    "textlint-rule-ja-no-mixed-period@3.0.2",
    "textlint-rule-no-double-negative-ja@2.0.1",
    "textlint-rule-ja-no-weak-phrase@2.0.0",
    "closewords@2.3.1",
    "textlint-rule-prefer-tari-tari@1.0.3",
    "inko@1.1.1",
    "josa-complete@2.0.1",
    "cox-postposition@1.4.1",
    "kor-lunar@1.4.0",
    "koroman@1.0.16",
    "iamport-rest-client-nodejs@0.9.12",
    "eyo-kernel@4.0.1",
    "crypto-pro@2.5.2",
    "rubles@3.0.0",
    "ru-validation-codes@2.9.0",
  ].map(docs),
  // npm packages that ship shell scripts: a shell test framework, a macOS app wrapper, sourcing env files, a bash
  // obfuscator, dotfiles, a shell-script GUI runner
  ...[
    "urchin@0.0.5",
    "mac-appify@2019.4.13",
    "shell-source@1.1.0",
    "bash-obfuscate@1.2.1",
    "dotfiles@0.8.0",
    "shellmarks@1.0.27",
  ].map(docs),
  // Debian trixie binary packages chosen by language: translated man pages (sysvinit, help2man, nmap, live-boot,
  // cruft-ng), translated guides (the Debian maintainers' guide in several languages, a German packaging book),
  // Japanese docs (ChaSen, EB, Wanderlust and its libraries APEL, FLIM and SEMI, lookup, YaTeX, Canna, the SKK
  // dictionary and its ibus engine, Anthy's fcitx5 engine and dictionary tool, Rabbit), French (a Minitel emulator,
  // Algobox), Chinese input (Chewing, libpinyin, SunPinyin, Rime), Korean input (nabi, ibus-hangul), Vietnamese input
  ...[
    "sysvinit-core=3.14-4",
    "help2man=1.49.3",
    "nmap-common=7.95+dfsg-3",
    "live-boot-doc=1:20250815~deb13u1",
    "cruft-ng=0.9.71",
    "debmake-doc=1.22-1",
    "debian-package-book-de=0.9.9",
    "chasen=2.4.5-46",
    "eb-utils=4.4.3-14.3",
    "wl=2.15.9+0.20210131-2",
    "apel=10.8+0.20220720-1",
    "flim=1:1.14.9+0.20230205-1",
    "semi=1.14.7~0.20230104-1",
    "lookup-el=1.4.1-21",
    "yatex=1.82-4",
    "canna=3.7p3-25",
    "canna-utils=3.7p3-25",
    "skkdic=20230109-1",
    "ibus-skk=1.4.3-3+b1",
    "fcitx5-anthy=5.1.6-1",
    "kasumi=2.5+debian2-1",
    "rabbit=3.0.3-1",
    "xtel=3.3.0-30",
    "algobox=1.1.1+dfsg-1+b1",
    "ibus-chewing=2.1.4-1",
    "libchewing3-data=0.9.1-1",
    "ibus-libpinyin=1.15.8-2",
    "libpinyin-utils=2.8.1-1+b2",
    "sunpinyin-utils=3.0.0~rc2+ds1-5+b2",
    "fcitx5-rime=5.1.10-2",
    "nabi=1.0.1-2+b1",
    "ibus-hangul=1.5.5-2+b1",
    "ibus-unikey=0.7.0~beta1-2",
  ].map(deb),
  // Debian trixie binary packages for shell scripts: orphaned init scripts, the live system's initramfs hooks, an apt
  // proxy detector, a shell argument parser, directory bookmarks, a monitoring client, power management (laptop-mode,
  // pm-utils, ACPI scripts and daemon, hdparm), networking (ifupdown extras, bonding, VLANs, bridges, PPP, ethtool,
  // WPA), backups (backup-manager, MySQL, PostgreSQL), GRUB's scripts, bootable images (debootstick, bootcd), FAI's
  // client and server, boot logging, init ordering
  ...[
    "orphan-sysvinit-scripts=0.21+deb13u2",
    "live-boot-initramfs-tools=1:20250815~deb13u1",
    "auto-apt-proxy=16.8+deb13u2",
    "auxilium=0.0.26",
    "apparix=11-062-3",
    "xymon-client=4.3.30-4",
    "laptop-mode-tools=1.74-1.4",
    "pm-utils=1.4.1-21",
    "acpi-support=0.143-5.2",
    "acpid=1:2.0.34-1+b1",
    "hdparm=9.65+ds-1.1",
    "ifupdown-extra=0.34",
    "ifenslave=2.14",
    "vlan=2.0.5+nmu3",
    "bridge-utils=1.7.1-4+b1",
    "ppp=2.5.2-1+1",
    "ethtool=1:6.14.2-1",
    "wpasupplicant=2:2.10-24",
    "backup-manager=0.7.14-3",
    "automysqlbackup=2.6+debian.4-4",
    "autopostgresqlbackup=2.5-1",
    "grub-common=2.12-9+deb13u4",
    "debootstick=2.8",
    "bootcd=6.8.2",
    "fai-client=6.4.3",
    "fai-server=6.4.3",
    "bootlogd=3.14-4",
    "insserv=1.26.0-1",
  ].map(deb),
  // Debian trixie source trees with upstream CI, tests and shell: a bash unit-test framework, the pass password store
  // and two of its extensions, a web shell, a notifier for long commands, easy-rsa, a spell-checking front end, a
  // coverage tool's tests
  ...[
    "bash-unit=2.3.2-1",
    "password-store=1.7.4-7",
    "pass-otp=1.2.0-10",
    "pass-tomb=1.3-4",
    "shellinabox=2.21",
    "undistract-me=0.1.0+git20200809.2f8ac25-1",
    "easy-rsa=3.2.2-1",
    "ssft=0.9.17+nmu1",
    "kcov=43+dfsg-1",
  ].map(src),
];
