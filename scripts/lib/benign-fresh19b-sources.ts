// The second source list of the nineteenth fresh benign set (languages), written down after the first list was fetched, before any of it was.

// Why: the first list (benign-fresh19-sources.ts), fetched and stripped of exact and near duplicates, held only 84 of
// 1,161 files (7.2%) not in English by sets 11-18's strict count, because most of its source trees' gettext catalogs
// were not picked or too large; this list adds npm docs packages whose files set 11's class takes as localized by path
// (translation catalogs under lang/translations/, locale/ and i18n/ folders). Chosen by that alone (counts of files per
// language folder were not looked at, and the scanner was never run); same rule, salt and split as the first list
// (scripts/lib/benign-fresh19.ts). Exact versions from the environment's npm package list; every name checked against
// the earlier sets, their source lists, the first list and node_modules like the first list.

import type { Source19 } from "./benign-fresh19.ts";
import { npmSource } from "./benign-set-pick.ts";

const docs = npmSource("framework-docs");

export const SOURCES19B: Source19[] = [
  // CKEditor 5's feature packages, each with gettext catalogs in some 40 languages (lang/translations/<lang>.po)
  ...[
    "@ckeditor/ckeditor5-alignment@48.5.2",
    "@ckeditor/ckeditor5-basic-styles@48.5.2",
    "@ckeditor/ckeditor5-block-quote@48.5.2",
    "@ckeditor/ckeditor5-code-block@48.5.2",
    "@ckeditor/ckeditor5-find-and-replace@48.5.2",
    "@ckeditor/ckeditor5-font@48.5.2",
    "@ckeditor/ckeditor5-heading@48.5.2",
    "@ckeditor/ckeditor5-image@48.5.2",
    "@ckeditor/ckeditor5-link@48.5.2",
    "@ckeditor/ckeditor5-list@48.5.2",
    "@ckeditor/ckeditor5-table@48.5.2",
    "@ckeditor/ckeditor5-word-count@48.5.2",
  ].map(docs),
  // validation messages and emoji names per language: vee-validate's locales, zod's error map, emoji-mart's data
  ...["@vee-validate/i18n@4.15.1", "zod-i18n-map@2.27.0", "@emoji-mart/data@1.2.1"].map(docs),
];
