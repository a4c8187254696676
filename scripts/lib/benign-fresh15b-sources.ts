// The second source list of the fifteenth fresh benign set (fresh15-tune: round 21's report set, tuning data since round 22), written down before any of it was fetched.

// Why a second list: after set 15's first list (benign-fresh15-sources.ts) was fetched and its exact and near
// duplicates of earlier sets dropped, 106 of its 786 files (13.5%) were in a language other than English by the count
// earlier sets used (localized by path, or letters at least 30% non-Latin), short of round 21's 15%: the translated
// Debian manuals held nothing but change logs and scripts shared with earlier sets. This list adds sources chosen by
// language alone, the way set 5's second list was added (--select5b): npm packages whose summaries are in Chinese,
// Japanese or Russian, KiCad's manuals in five more languages and apt's utilities (man pages in many languages). It
// was written from the package lists only, before any of its files was fetched; no score of any file exists (the
// scanner was never run), so nothing here was chosen by what the scanner does. Same rule, salt and split as the
// first list (select15: set 12's rule, salt fresh15, split holdout15, tune15 since round 22); the same checks against earlier sets.

import type { Source15 } from "./benign-fresh15.ts";
import { debSource, npmSource } from "./benign-set-pick.ts";

const docs = npmSource("framework-docs");
const deb = debSource;

export const SOURCES15B: Source15[] = [
  // docs mostly not in English: Chinese form, print-template, chat, cron, prerender, chat-UI, QR-code, lyrics,
  // permalink and captcha libraries; Japanese writing-lint rules (two), a style analyser and a full/half-width
  // converter; Russian SMS, address-lookup and signature clients
  ...[
    "form-create@1.6.6",
    "vue-plugin-hiprint@0.0.58",
    "lemon-imui@1.8.0",
    "vcrontab-3@3.3.22",
    "vite-plugin-seo-prerender@1.1.1",
    "@tencentcloud/chat-uikit-uniapp@3.2.0",
    "uqrcodejs@4.0.7",
    "@applemusic-like-lyrics/lyric@1.1.0",
    "vitepress-plugin-permalink@1.2.1",
    "create-puzzle@3.0.4",
    "textlint-rule-ja-no-redundant-expression@4.0.1",
    "textlint-rule-no-dropping-the-ra@3.0.0",
    "analyze-desumasu-dearu@5.0.2",
    "moji@0.5.1",
    "node-sms-ru@0.3.0",
    "smsaero@2.0.0",
    "react-dadata-box@1.3.9",
    "ncalayer-js-client@1.5.6",
  ].map(docs),
  // KiCad's manuals in German, Spanish, French, Italian and Polish; apt's utilities (man pages in many languages)
  ...[
    "kicad-doc-de=9.0.2+dfsg-1",
    "kicad-doc-es=9.0.2+dfsg-1",
    "kicad-doc-fr=9.0.2+dfsg-1",
    "kicad-doc-it=9.0.2+dfsg-1",
    "kicad-doc-pl=9.0.2+dfsg-1",
    "apt-utils=3.0.4",
  ].map(deb),
];
