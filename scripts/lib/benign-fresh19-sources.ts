// The sources of the nineteenth fresh benign set (fresh19-tune: round 26's report set, tuning data since round 27), written down before any was fetched.

// Why these and how their files are picked: scripts/lib/benign-fresh19.ts. Versions are exact (npm, as the package list
// in the environment's registry lists gives them; Debian trixie's, from the mirror's package lists), so the manifest can
// be re-fetched. Every name was checked before this was written against the earlier sets (eval/benign-fresh and
// eval/benign-hard manifests, names and npm scopes, and the source lists of sets 1-18, names and npm scopes, including
// sources that could not be fetched), node_modules (names and scopes) and the Debian packages installed on the image.
// Chosen by package and kind from those lists, by language first (round 26's emphasis: at least 15% of the files not
// in English by set 18's strict count, which set 18 reached only after a trim), then AI and agent code with prompts in
// its source, then shell scripts (at least 100), then docs, configs and CI files; not by anything the scanner does
// (its rules were not read, and it was never run on these files). While choosing, 36 candidate Debian binary packages
// were downloaded from the mirror and only their file lists read (dpkg -c), to see which ship translated man pages:
// four did, so the languages come mostly from source trees and npm docs packages; nothing else was fetched before.

import type { Source19 } from "./benign-fresh19.ts";
import { debSource, debSrcSource, npmSource } from "./benign-set-pick.ts";

const ai = npmSource("ai-source");
const docs = npmSource("framework-docs");
const deb = debSource;
const src = debSrcSource;

export const SOURCES19: Source19[] = [
  // MCP servers, clients, transports and SDKs by authors not used before: Expo's tunnel, Metorial's and Redocly's
  // SDKs, Backstage actions and chat, Elementor, Siemens Element, Angular tools, Univer sheets, Kendo, a graph
  // database, Figma (three), Power Platform, AG Grid, HTTP transport, Vercel (two), a card-game event finder, factory
  // work orders, a social network, MySQL, Lighthouse, WordPress, Pipedream, Shopify, social-media crawling, Selenium,
  // traces, support desks, a server kit, Whop, an installer, game assets, WebMCP hooks, n8n, sandboxes, agent memory,
  // API docs, fetching, an assistant bridge, research, tasks, accessibility, agent identity, SQL Server, dev servers,
  // multi-client tools, user prompts, voice agents, device farms, a debugger, a shell CLI, OCR, SMS, Meta ads, a
  // boilerplate
  ...[
    "@expo/mcp-tunnel@0.2.4",
    "@metorial/mcp-server-sdk@1.0.2",
    "@redocly/mcp-typescript-sdk@1.18.1",
    "@backstage/plugin-mcp-actions-backend@0.2.2",
    "@elementor/editor-mcp@4.3.0",
    "mcp@1.4.2",
    "@siemens/element-mcp@51.1.0-v.2.0.3",
    "@ama-mcp/angular@13.3.0-rc.3",
    "mcp-server@0.0.9",
    "@univerjs-pro/mcp@0.10.8",
    "@progress/kendo-angular-mcp@1.0.0",
    "@terasky/backstage-plugin-catalog-mcp-backend@0.11.0",
    "indra_db_mcp@0.2.2",
    "@backstage-community/plugin-mcp-chat-backend@0.14.1",
    "@sethdouglasford/mcp-figma@1.0.9",
    "@mcp-consultant-tools/powerplatform-core@34.0.0",
    "ag-mcp@1.0.0",
    "@tylercoles/mcp-transport-http@0.2.2",
    "@robinson_ai_systems/vercel-mcp@1.0.1",
    "mcp-figma@0.1.1",
    "unofficial-ravensburger-playhub-mcp@1.2.4",
    "@dotzero.ai/work-order-mcp@1.5.0",
    "moltbook-http-mcp@1.1.1",
    "mysql-mcp-server@0.1.4",
    "lighthouse-mcp@0.1.17",
    "@respira/wordpress-mcp-server@8.3.34",
    "@pipedream/mcp@0.0.1",
    "@junis/shopify-mcp@1.4.4",
    "@bycrawl/mcp@0.9.0",
    "@seleniumbox/sbox-mcp@2.1.0",
    "@flightbox/mcp-server@0.0.15",
    "@mistertk/vercel-mcp@0.1.1",
    "@great-detail/support-mcp@0.6.0",
    "@mcp-z/server@2.2.3",
    "@whop/mcp@0.0.6",
    "@anaisbetts/mcp-installer@0.5.0",
    "spritecook-mcp@0.2.17",
    "usewebmcp@5.1.0",
    "@illuminaresolutions/n8n-mcp-server@1.0.1",
    "proliferate-sandbox-mcp@0.1.19",
    "@nunchiai/nexus-mcp@0.4.13",
    "@flink-app/mcp@1.0.0",
    "mcp-server-fetch-typescript@0.1.1",
    "openclaw-mcp@1.7.0",
    "mcp-researchpowerpack@7.1.3",
    "motionmcp@2.9.0",
    "accessflow-mcp-server@1.0.15",
    "@provenonce/mcp@1.1.5",
    "@stevestomp/ohno-mcp@0.20.0",
    "meta-ads-mcp@1.1.0",
    "@bilims/mcp-sqlserver@2.0.3",
    "dev-manager-mcp@0.1.2",
    "@jaggerxtrm/unified-ai-mcp-tool@2.0.1",
    "mcp-vibepowerpack@1.2.10",
    "@abhaybabbar/retellai-mcp-server@1.0.2",
    "figma-context-mcp@1.1.1",
    "mobile-device-farm-mcp@1.0.0",
    "x64dbg-mcp-server@2.3.0",
    "mcp-cli@1.0.5",
    "ocr-provenance-mcp@1.6.9",
    "twilio-mcp@1.0.0",
    "@vapi-ai/mcp-server@0.0.11",
    "@tigerdata/mcp-boilerplate@1.6.5",
  ].map(ai),
  // LLM SDKs and agent libraries with prompts in their source: a LangChain Hub client, a ChatGPT client, Markprompt,
  // a document-to-text service for LLMs, OpenAI at the edge, an agent platform's core, Tencent Cloud's AI 3D SDK
  ...[
    "langchainhub@0.0.11",
    "chatgpt@5.2.5",
    "@markprompt/core@0.43.1",
    "llmwhisperer-client@2.5.1",
    "openai-edge@1.2.3",
    "@agentuity/core@2.0.21",
    "tencentcloud-sdk-nodejs-ai3d@4.1.155",
  ].map(ai),
  // docs packages chosen by language: Japanese (textlint writing rules, morpheme matching), Chinese (the SM3 hash,
  // directory listing, DingTalk's JS API, px to rpx, AMap, a lottery wheel, region data, word segmentation, pinyin
  // search, simplified/traditional conversion, mobile layout, scrolling, pinyin, CJK string tools, a VuePress theme,
  // a Hexo plugin, Taiwan ID numbers, ESLint rules, a task pool, a Markdown linter's parser), Korean (a payment
  // client), Russian (UI utilities, keyboard-layout switching), lunar dates
  ...[
    "textlint-rule-no-mix-dearu-desumasu@6.0.4",
    "textlint-rule-no-hankaku-kana@2.0.1",
    "textlint-rule-ja-space-between-half-and-full-width@3.0.3",
    "textlint-rule-ja-unnatural-alphabet@2.0.1",
    "textlint-rule-ja-no-successive-word@2.0.1",
    "morpheme-match@2.0.4",
    "sm3@1.0.3",
    "rd@2.0.1",
    "dingtalk-jsapi@3.2.9",
    "postcss-pxtransform@4.2.1",
    "amap-js@2.4.0",
    "lucky-canvas@1.7.27",
    "china-area-data@5.0.1",
    "segmentit@2.0.3",
    "pinyin-match@1.2.10",
    "chinese-conv@4.0.0",
    "lib-flexible@0.3.2",
    "vue3-seamless-scroll@3.0.2",
    "js-pinyin@0.2.7",
    "str-util@3.0.2",
    "iamport-react-native@3.0.3",
    "@snack-uikit/utils@5.0.0",
    "ai-switcher-translit@1.0.2",
    "lunar-lite@0.2.8",
    "@lint-md/parser@0.2.1",
    "vuepress-theme-vdoing@1.12.9",
    "hexo-admonition@1.1.2",
    "taiwan-id-validator2@0.2.0",
    "eslint-config-cmyr@2.3.1",
    "run-in-task-pool@0.10.0",
  ].map(docs),
  // docs packages in Latin-script languages: Spanish (Argentina's AFIP, Mexico's SAT), Portuguese (CNPJ lookups, a
  // programming language in Portuguese, bank slips), German (tactical symbols), French (1024pix lint rules, address
  // validation), Vietnamese (a payment gateway)
  ...[
    "@afipsdk/afip.js@1.2.3",
    "@nodecfdi/sat-ws-descarga-masiva@2.0.0",
    "consultar-cnpj@1.0.22",
    "@designliquido/delegua@1.0.0",
    "@mrmgomes/boleto-utils@1.3.3",
    "taktische-zeichen-core@0.10.0",
    "@1024pix/eslint-plugin@1.3.1",
    "@ban-team/validateur-bal@3.5.2",
    "sepay-pg-node@1.0.0",
  ].map(docs),
  // one more Chinese docs package (a VuePress plugin for Baidu's search push)
  ...["vuepress-plugin-baidu-autopush@1.0.1"].map(docs),
  // Debian trixie binary packages chosen by language: the ones among the candidates that ship translated man pages
  // (Synaptic, apt-build, apt-forktracer, the French conjugation tool verbiste)
  ...["synaptic=0.91.7", "apt-build=0.12.51", "apt-forktracer=0.11", "verbiste=0.1.49-1"].map(deb),
  // Debian trixie binary packages for shell scripts: fan control, LVM, dracut's initramfs modules, CARP, DHCP clients
  // (udhcpc, dhcpcd, WIDE DHCPv6), atop, PHP's module tools, SELinux setup, boot loaders (rEFInd, extlinux, U-Boot
  // menus), DRBD, monitoring plugins, UPS clients, XDM's session scripts, quotas, NFS, hostapd, PPPoE setup,
  // checkinstall, sysv-rc, runit, logrotate, installation reports, fakechroot, dlocate, hardware discovery
  ...[
    "fancontrol=1:3.6.2-2",
    "lvm2=2.03.31-2",
    "dracut=106-6",
    "ucarp=1.5.2+git20192404.1a9aaf7-1+b1",
    "udhcpc=1:1.37.0-6",
    "dhcpcd-base=1:10.1.0-11+deb13u5",
    "atop=2.11.1-3",
    "php-common=2:96",
    "selinux-basics=0.6.0",
    "refind=0.14.2-2.1",
    "extlinux=3:6.04~git20190206.bf6db5b4+dfsg1-3.1",
    "u-boot-menu=4.2.4",
    "drbd-utils=9.22.0-1.1",
    "monitoring-plugins-basic=2.4.0-3+deb13u1",
    "monitoring-plugins-common=2.4.0-3+deb13u1",
    "nut-client=2.8.1-5+deb13u1",
    "xdm=1:1.1.11-6.1",
    "quota=4.09-1+b1",
    "nfs-common=1:2.8.3-1",
    "hostapd=2:2.10-24",
    "wide-dhcpv6-client=20080615-24",
    "pppoeconf=1.22",
    "checkinstall=1.6.2+git20170426.d24a630-5.1",
    "sysv-rc=3.14-4",
    "runit=2.2.0-3",
    "logrotate=3.22.0-1",
    "installation-report=2.97",
    "fakechroot=2.20.1+ds-18",
    "dlocate=1.17",
    "discover=2.1.2-10.1",
  ].map(deb),
  // Debian trixie source trees chosen by language and for shell scripts: GNU and other programs with gettext catalogs
  // (po/) and shell scripts (build-aux, samples, tests): sharutils, cpio, pv, pinfo, ELinks, hello, gawk, m4, Bison,
  // indent, cflow, parted, dosfstools, which, enscript, a2ps, dialog (its samples are shell scripts), Texinfo, flex,
  // datamash, barcode, gdbm, shtool
  ...[
    "sharutils=1:4.15.2-12",
    "cpio=2.15+dfsg-2",
    "pv=1.9.31-1",
    "pinfo=0.6.13-2",
    "elinks=0.18.0-1",
    "hello=2.10-5",
    "gawk=1:5.2.1-2",
    "m4=1.4.19-8",
    "bison=2:3.8.2+dfsg-1",
    "indent=2.2.13-7",
    "cflow=1:1.7-5",
    "parted=3.6-5+deb13u1",
    "dosfstools=4.2-1.2",
    "gnu-which=2.21+dfsg-5",
    "enscript=1.6.5.90-3.1",
    "a2ps=1:4.15.6-1",
    "dialog=1.3-20250116-1",
    "texinfo=7.1.1-1",
    "flex=2.6.4-8.2",
    "datamash=1.9-1",
    "barcode=0.99-9",
    "gdbm=1.24-2",
    "shtool=2.0.8-10",
  ].map(src),
];
