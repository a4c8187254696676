// The second source list of the sixteenth fresh benign set (fresh16-tune: round 22's report set, tuning data since round 23), written down before any of it was fetched.

// Why a second list: after set 16's first list (benign-fresh16-sources.ts) was fetched, 106 of its 1,427 files (7.4%)
// were in a language other than English by the count earlier sets used (localized by path, or Markdown/text whose
// letters are at least 30% non-Latin), far short of round 22's 15%: the Debian Edu, KiCad and LinuxCNC manuals and the
// input-method packages gave no file that count takes (their translated manuals are not where the rule's localized
// classes look, and French or Spanish text is Latin script). This list adds sources chosen by language alone, the
// way sets 5 and 15 added a second list (--select5b, --select15b): npm packages whose docs, translated READMEs or data
// are in Chinese, Japanese, Korean or Russian (BEM tools with Russian docs, Chinese UI kits whose components carry
// Chinese readmes, Hexo themes, proxies and registry tools by Chinese authors, Japanese proofreading dictionaries and
// holidays, Korean Hangul libraries, ISO country and language names and CLDR's locale names in every language), and
// two Debian packages with man pages in Russian and Japanese. It was written from the package lists and what is known
// of these projects, before any of its files was fetched; no score of any file exists (the scanner was never run), so
// nothing here was chosen by what the scanner does. Same rule, salt and split as the first list (select16: set 12's
// rule plus shell scripts, salt fresh16, split holdout16, tune16 since round 23); the same checks against earlier sets.

import type { Source16 } from "./benign-fresh16.ts";
import { debSource, npmSource } from "./benign-set-pick.ts";

const docs = npmSource("framework-docs");
const deb = debSource;

export const SOURCES16B: Source16[] = [
  ...[
    // Russian: BEM's template engine, assembler, naming library and builder (docs and READMEs in Russian)
    "bem-xjst@8.10.0",
    "enb@1.5.1",
    "bem-naming@1.0.1",
    "borschik@3.0.0",
    // Chinese: uni-app's UI kit, TDesign for mini-programs, Taro's UI kit, Varlet, Hexo themes (three), a debugging
    // proxy (two), npm registry tools (two), Egg's developer tool, a docs generator's CLI
    "@dcloudio/uni-ui@1.5.12",
    "tdesign-miniprogram@1.16.0",
    "taro-ui@3.3.2",
    "@varlet/ui@3.20.6",
    "hexo-theme-butterfly@5.7.0",
    "hexo-theme-fluid@1.9.9",
    "hexo-theme-next@8.29.0",
    "whistle@2.10.10",
    "anyproxy@4.1.3",
    "cnpm@9.4.0",
    "nrm@2.1.0",
    "egg-bin@6.13.0",
    "docsify-cli@5.0.0",
    // Japanese: a proofreading helper and its rules, technical-term rules, a spell-check rule, a tokenizer wrapper,
    // the holiday calendar
    "prh@5.4.4",
    "technical-word-rules@1.9.5",
    "textlint-rule-spellcheck-tech-word@5.0.0",
    "kuromojin@3.0.1",
    "@holiday-jp/holiday_jp@2.5.1",
    // Korean: Hangul libraries (two)
    "es-hangul@2.4.0",
    "hangul-js@0.2.6",
    // names in every language: ISO country and language names, CLDR's locale display names
    "i18n-iso-countries@7.14.0",
    "@cospired/i18n-iso-languages@4.2.0",
    "cldr-localenames-full@48.2.0",
  ].map(docs),
  // Debian trixie: an editor with a Russian man page, a small program with a Japanese one
  ...["joe=4.6-2", "sl=5.02-1+b1"].map(deb),
];
