// The sources of the twenty-second fresh benign set (fresh22-tune: round 29's report set, tuning data since round 30), written down before the importer fetched any.

// Why these and how their files are picked: scripts/lib/benign-fresh22.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package and source indexes), so
// the manifest can be re-fetched. Every name was checked before this was written against the earlier sets
// (eval/benign-fresh and eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-21, 15b, 16b
// and 19b included, names and npm scopes), node_modules (names and scopes) and the Debian packages installed on the
// image. Chosen by package and kind, languages first and by their files, not their summaries, as set 21 chose them, but
// for prose rather than catalogs (round 29's brief: set 21's text in other languages was mostly translation catalogs
// and locale data): each npm candidate was fetched once beforehand and set 22's own rule run on it, its picks counted
// by set 11's strict test (a localized path, or Markdown and text at least 30% non-Latin) and by kind; only texts and
// paths were read, no scanner was run. Then AI and agent code with prompts in its source (agent skills, rule files and
// prompt files as agents write them), then Debian packages made of shell scripts (22 read the same way beforehand, 38
// chosen by their package description and section only, when the time for reading ran out), then upstream source trees
// whose change logs, CI files and scripts are third-party text an agent reads on the web. The scanner's rules were not
// read, and it was never run on these files.

import type { Source22 } from "./benign-fresh22.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES22: Source22[] = [
  // by language first, prose in Chinese: uni-app and mini-program component kits with a README per component written in
  // Chinese (sard-uniapp, Youzan's Zent with README_zh-CN.md per component, mp-html with Chinese docs, change logs and
  // issue templates, ZhongAn's Zarm demos, uv-ui, NutUI for uni-app), Hexo themes whose folders carry Chinese READMEs
  // and contributing notes, vxe-table's translated READMEs, editors and component kits with Chinese docs
  ...[
    "sard-uniapp@1.30.6",
    "zent@10.0.18",
    "mp-html@2.5.2",
    "zarm@3.4.2",
    "@wya/mc@1.5.14",
    "@climblee/uv-ui@1.1.20",
    "nutui-uniapp@1.11.2",
    "mini-stores@2.3.0",
    "hexo-theme-volantis@6.8.3",
    "hexo-theme-solitude@4.0.0",
    "hexo-theme-stellar@1.44.0",
    "hexo-theme-yun@1.10.11",
    "vxe-table@4.21.3",
    "wangeditor@4.7.15",
    "mdui@2.1.5",
    "iview@3.5.4",
    "@arco-design/web-react@2.66.16",
    "@arco-design/web-vue@2.59.0",
  ].map(docs),
  // Chinese text tools whose docs and bundled notes are Chinese (jieba's word segmenter, OpenCC, CJK converters)
  ...["nodejieba@3.5.8", "opencc-js@1.4.2", "cjk-conv@1.2.150", "novel-segment@2.7.123"].map(docs),
  // Russian: Yandex's UI kit (a readme.md in Russian per component), Consta's UI kit, a Russian morphology library
  ...["@yandex/ui@3.34.0", "@consta/uikit@5.33.3", "az@0.2.3"].map(docs),
  // Japanese: markuplint (its architecture and maintenance notes in Japanese) and textlint rules for Japanese prose
  ...[
    "markuplint@4.18.3",
    "textlint-rule-max-ten@5.0.0",
    "textlint-rule-no-doubled-conjunction@3.0.1",
    "textlint-rule-no-doubled-joshi@5.1.1",
    "textlint-rule-preset-jtf-style@3.0.3",
  ].map(docs),
  // Chinese READMEs of Egg.js plugins (README.zh-CN.md / README.zh_CN.md beside the English one)
  ...[
    "egg-jwt@3.1.7",
    "egg-logger@3.6.1",
    "egg-mock@5.15.2",
    "egg-mysql@5.0.0",
    "egg-security@3.8.1",
    "egg-socket.io@4.1.6",
    "egg-validate@2.0.2",
  ].map(docs),
  // MCP tools whose READMEs are translated into Spanish, French, Hindi, Italian, Japanese, Portuguese and Chinese
  ...["@mcptoolshop/ai-jam-sessions@2.6.1", "@mcptoolshop/brand@1.1.1", "@mcptoolshop/polyglot-mcp@1.7.2"].map(docs),
  // AI and agent code whose picks held prose in other languages (Japanese role and task docs, Chinese and Korean
  // READMEs, translated READMEs), then agent skills, rule files, slash commands and agent definitions as agents write
  // them (Claude Code and OpenCode plugins, spec-driven workflow kits), then agent frameworks, MCP servers and CLIs
  ...[
    "@geekbeer/minion@5.13.0",
    "figma-restoration-tools@1.0.0",
    "oh-my-imagicma@0.2.2",
    "remotion-claude-agent-demo@0.1.24",
    "bmad-method@6.12.0",
    "casabot@1.2.0",
    "@mcptoolshop/registry-stats@3.4.0",
    "opencode-qwencode-auth@1.3.0",
    "omniroute@3.7.9",
  ].map(ai),
  ...[
    "get-shit-done-ios@1.6.0",
    "selfish-pipeline@1.3.0",
    "get-shit-done-antigravity@1.0.9",
    "oh-my-claudecode-opencode@0.7.2",
    "spring-boot4-skill@1.7.1",
    "gspec@1.14.0",
    "appsheet-project@1.1.5",
    "claude-dev-environment-setup@1.4.0",
    "happy@1.2.5",
    "ai-rulez@4.11.5",
    "@fission-ai/openspec@1.13.2",
    "tokencanary@0.1.7",
    "ask-gemini-mcp@1.6.14",
    "heartbeat-opencode-plugin@0.1.7",
    "greptile@2.4.0",
  ].map(ai),
  ...[
    "ruflo@3.42.5",
    "@kbediako/codex-orchestrator@0.2.1",
    "@amitdeshmukh/ax-crew@9.0.2",
    "agentplane@0.6.25",
    "embark-cli@1.4.1",
    "convex-durable-agents@0.2.6",
    "lua-cli@3.37.0",
    "@clawdbot/lobster@2026.9.13",
    "@girardmedia/bootspring@3.4.1",
    "@juspay/neurolink@9.37.0",
    "0nmcp@4.22.0",
    "@sudosandwich/limps@3.4.0",
    "agents-config@1.1.2",
    "agentlang@0.11.0",
    "mdx-prompt@0.4.3",
    "dj-claude@0.1.18",
    "@adobe-commerce/commerce-extensibility-tools@3.5.0",
    "@askjo/camofox-browser@1.17.0",
    "crawd@0.9.11",
  ].map(ai),
  // npm packages that are shell scripts: an npm start written in bash, a project scaffold with release scripts, a Sass test script
  ...["npm-start@1.4.2", "aberlaas@2.19.0", "sass-test.sh@1.4.0"].map(docs),
  // Debian packages made of shell scripts, read beforehand by their picks' script counts (Japanese dictionary and input
  // method packages with maintainer scripts, packaging helpers, OpenStack CI, monitoring collectors, test and build tools)
  ...[
    "hime=0.9.11+dfsg-4+b4",
    "yaskkserv=1.1.1-3+b2",
    "xjdic=24-12",
    "uim-mozc=2.29.5160.102+dfsg-1.4",
    "emacs-mozc=2.29.5160.102+dfsg-1.4",
    "naist-jdic=1:0.4.3-21",
    "gjiten=3.1-2+b1",
    "kanjidic=2024.08.06",
    "openstack-pkg-tools=135",
    "pkg-kde-tools=0.18.12",
    "pkg-perl-autopkgtest=0.82",
    "prometheus-node-exporter-collectors=0.0~git20241119.a2b43e1-1",
    "tiger-otheros=1:3.2.4~rc1-3.4",
    "virtme-ng=1.35-1",
    "javahelper=0.80",
    "obs-build=20210120-4",
    "apticron-systemd=1.2.10",
    "openstack-tempest-ci=0.39",
    "openstack-tempest-ci-live-booter=0.39",
    "sidedoor=0.2.1-1.3",
    "stgit-contrib=0.19-2",
    "bosixnet-daemon=2.0-2.2",
  ].map(deb),
  // more Debian packages of shell scripts, chosen by their description and section (not read beforehand: time ran out)
  ...[
    "ltsp=23.02-3",
    "lxc-templates=3.0.4.89.gc128b96-1",
    "dphys-swapfile=20100506-7.2",
    "openrc=0.56-1",
    "hollywood=1.21-1.1",
    "cryptsetup-suspend=2:2.7.5-2",
    "apt-config-auto-update=2.2",
    "dracut-squash=106-6",
    "cloud-initramfs-dyn-netconf=0.18.debian14",
    "sysprofile=0.3.10",
    "syslogout=0.3.10",
    "ssl-cert-check=4.14-1",
    "chiark-backup=8.0.1",
    "runit-helper=2.16.4",
    "eiskaltdcpp-scripts=2.4.2-1.3",
    "perf-tools-unstable=1.0.1~20200130+git49b8cdf-1",
    "netscript-ipfilter=5.5.5+nmu3",
    "systraq=20201231-5",
    "reboot-notifier=0.12",
    "check-dfsg-status=1.34",
    "dish=1.19.1-1.1",
    "restricted-ssh-commands=0.4-1.1",
    "getty-run=2.2.0-3",
    "speakup-tools=1:0.0~git20121016.1-7",
    "openstack-cluster-installer-utils=43.0.10",
    "openstack-cluster-installer-live-image-builder=43.0.10",
    "debian-edu-router-deployserver=2.13.6~deb13u1",
    "git-annex-remote-rclone=0.8-1",
    "dh-consoledata=0.7.91",
    "calamares-settings-debian=13.0.13-1",
    "dh-shell-completions=0.1.0",
    "multipath-tools-boot=0.11.1-2",
    "rauc-service=1.13-3+deb13u1",
    "fai-nfsroot=6.4.3",
    "asn=0.78.0-1",
    "vtgamma=0.5-1",
    "pass-extension-tomb=1.3-4",
    "x2gothinclient-chroot=1.5.0.1-10.2",
  ].map(deb),
  // upstream source trees the mirror served when checked: change logs, CI files and scripts as third-party text
  ...["asciinema=2.4.0-1", "openconnect=9.12-3+deb13u2", "acme-tiny=1:5.0.1-1", "bpytop=1.0.68-2"].map(src),
];
