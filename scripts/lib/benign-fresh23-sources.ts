// The sources of the twenty-third fresh benign set (fresh23-tune: round 30's report set, tuning data since round 31), written down before the importer fetched any.

// Why these and how their files are picked: scripts/lib/benign-fresh23.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package index), so the manifest
// can be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-22, 15b, 16b and 19b included,
// names and npm scopes), node_modules (names and scopes) and the Debian packages installed on the image. Chosen by
// package and kind, languages first and by their files, not their summaries, as sets 21 and 22 chose them, for prose
// in other languages than set 22's mostly Chinese (round 30's brief): each npm candidate (123: 58 for languages, 65
// for AI code) was fetched once beforehand and set 23's own rule run on it, its picks counted by set 11's strict test
// (a localized path, or Markdown and text at least 30% non-Latin), by kind and by shell scripts; only texts and paths
// were read, no scanner was run. The list keeps the language candidates with at least one pick in another language
// and the AI candidates with the most picks. Then Debian packages made of shell scripts (28 read the same way
// beforehand, 20 of them kept, and 33 chosen by their package description and section only, when the time for reading
// ran out). The
// scanner's rules were not read, and it was never run on these files.

import type { Source23 } from "./benign-fresh23.ts";
import { debSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;

export const SOURCES23: Source23[] = [
  // by language first, prose in Japanese, Russian and Korean: a Japanese book-writing CLI whose AGENTS.md, project
  // rules, spec and user guide are Japanese; Typograf's Russian rule docs; kuroshiro's translated READMEs; Japanese
  // holiday, kana and textlint tools; Russian declension, plural and UI kits (Sber, Cloud.ru, Dartcom) and a VK API
  // library with a Russian change log; Korean address search, payments and brokerage API READMEs
  ...[
    "tree-to-book@1.2.0",
    "typograf@7.8.0",
    "kuroshiro@1.2.0",
    "slick-address-kr@1.0.3",
    "@bootpay/client-js@5.3.1",
    "yaspeller@10.0.1",
    "@basemachina/bm-view-preview@0.0.11",
    "japanese-holidays@1.0.10",
    "petrovich@0.2.1",
    "@cloud-ru/uikit-product-code-editor@2.0.0",
    "jaco@4.0.0",
    "@dartcom/ui-kit@10.7.19",
    "@sberbusiness/triplex-next@1.14.0",
    "lvovich@2.1.0",
    "nest-wrapper-kiwoom@0.117.0",
    "textlint-rule-ja-hiragana-fukushi@1.3.0",
    "easyvk@2.8.2",
    "plural-ru@2.0.2",
  ].map(docs),
  // then AI code: agent steering files and skills whose picks held prose in other languages (a Kiro steering kit,
  // a skill creator with Chinese templates, a Claude Code kit of agent skills, an MCP server with a Japanese README),
  // then MCP servers, agent frameworks and agent CLIs with prompts, tool descriptions, skills and prompt templates
  ...[
    "bmall-mcp@1.10.9",
    "skill-creator@1.5.2",
    "shopify-cc-kit@2.0.3",
    "00bx-photoshop-mcp@1.1.2",
    "llm-advisor-mcp@0.4.5",
    "@neverinfamous/mysql-mcp@5.1.1",
    "wile@1.3.0",
    "mssql-mcp-server@1.3.0",
    "pinion-os@0.4.0",
    "@agllama/mcp@0.10.1",
    "@monoharada/wcf-mcp@0.12.0",
    "@movk/nuxt-docs@1.18.5",
    "@openzeppelin/contracts-mcp@0.7.1",
    "agent-orchestrator-mcp-server@0.8.11",
    "boondmanager-mcp-server@2.15.2",
    "dataiku-mcp@1.1.1",
    "erosolar-cli@2.1.315",
    "glove-core@4.1.0",
    "pulsemcp-cms-admin-mcp-server@0.10.6",
    "sportsclaw-engine-core@0.29.1",
    "@paretools/jvm@0.22.2",
    "clawnet@0.0.34",
    "@datacore-one/mcp@2.1.0",
    "@easybits.cloud/mcp@0.3.7",
    "ashby-mcp@1.7.3",
    "create-better-fullstack@2.6.7",
    "pi-prompt-template-model@0.12.2",
    "@runpod/mcp-server@4.0.0",
    "@zeeg/dex@0.16.0",
    "skills-npm@1.2.1",
    "skillman@0.0.6",
    "skills-manifest@0.3.3",
  ].map(ai),
  // Debian packages read beforehand: Debian Edu's legacy manuals in Japanese and Ukrainian (HTML), then packages
  // whose picks held shell scripts (maintainer and init scripts, autopkgtest and packaging helpers, captive portal
  // and zeroconf helpers, input method data scripts, Munin plugins, firewall tools)
  ...[
    "debian-edu-doc-legacy-ja=2.13.3~deb13u1",
    "debian-edu-doc-legacy-uk=2.13.3~deb13u1",
    "gdebi-core=0.9.5.8",
    "kiwix-zim-updater=3.3-1",
    "vramsteg=1.1.0-1+b2",
    "opennds-daemon-common=10.3.1+dfsg-1",
    "pkg-js-autopkgtest=0.15.23",
    "dh-octave-autopkgtest=1.8.0",
    "shim-signed-common=1.51~1+deb13u1+16.1-2~deb13u1",
    "zookeeperd=3.9.3-1+deb13u1",
    "dh-runit=2.16.4",
    "mate-common=1.26.0-1",
    "policy-rcd-declarative=0.6",
    "dhcpcd=1:10.1.0-11+deb13u5",
    "sbuild-debian-developer-setup=0.89.3+deb13u4",
    "gcin-data=2.9.4+dfsg1-3",
    "arptables=0.0.5-5",
    "avahi-autoipd=0.8-16",
    "ebtables=2.0.11-6",
    "munin-plugins-extra=2.0.76-5",
  ].map(deb),
  // Debian daemons and admin tools chosen by description and section only (network and system services whose
  // maintainer and init scripts are shell; backup, imaging and boot tools made of shell scripts)
  ...[
    "miredo=1.2.6-7.2",
    "ndppd=0.2.5-6",
    "ssmtp=2.64-12",
    "msmtp-mta=1.8.28-3",
    "atftpd=0.8.0-8",
    "nbd-server=1:3.26.1-6.1",
    "tgt=1:1.0.85-1.3",
    "iodine=0.7.0-11",
    "haveged=1.9.19-12+deb13u1",
    "rng-tools5=5-4.1+b1",
    "irqbalance=1.9.4-1+deb13u1",
    "thermald=2.5.9-1",
    "daemontools-run=1:0.76-14",
    "ulogd2=2.0.8-3",
    "ladvd=1.1.2-4",
    "linuxptp=4.2-1",
    "uptimed=1:0.4.6-3.1",
    "multipath-tools=0.11.1-2",
    "ldirectord=1:4.16.0-3+deb13u2",
    "openbsd-inetd=0.20221205-3+b2",
    "rinetd=0.73-2",
    "redir=3.3-1",
    "shorewall6=5.2.8-6",
    "fireqos=3.1.8+ds-1",
    "sipcalc=1.1.6-3",
    "clonezilla=5.9.9-1",
    "drbl=5.4.10-1",
    "pppconfig=2.3.30",
    "udhcpd=1:1.37.0-6",
    "busybox-syslogd=1:1.37.0-6",
    "conntrackd=1:1.4.8-2",
    "bird2=2.17.6-0+deb13u1",
    "usb-modeswitch=2.6.1-4+b2",
  ].map(deb),
];
