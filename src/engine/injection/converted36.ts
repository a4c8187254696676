// Text converted from other media (captions, transcripts, OCR, PDF text, metadata, alt text, diagrams): the converter's marks and damage undone into one plain view that the rule stage reads again.

import { repairOcrWords } from "./converted36-repair.ts";
import type { EvidenceItem, ScanResult } from "./types.ts";

/**
 * A converter puts its own marks between the words of what it converts: a caption file cuts a sentence into cues with
 * numbers and timestamps, a transcript puts a speaker's label before each turn, `exiftool` a key before each value, a
 * PDF or OCR pass wraps lines hard (and hyphenates across the wrap), OCR confuses letters with digits (`upl0ad`,
 * `de1ete`), a sheet export puts cell separators between the words of one note, a Markdown export keeps a figure's
 * text as an image's alt text, a diagram keeps a note as a `%%` comment. The readers take a line end for a sentence end,
 * a comment for code and a digit for no letter, so an order riding in such text goes unread though a person reads it at
 * once. Here a text that shows a converter's structure (or names one) is read once more as its plain words: marks
 * dropped, lines unwrapped, hyphenation and OCR confusions undone. What the rule stage finds there counts for the text,
 * at most CAP. Writings about such attacks are left alone (they quote the order to say it must not be followed).
 */
export const CAP = 0.86;
/** what a reading of the plain words must reach to count */
const COUNTS = 0.5;
/** only the head of a long text is converted (the marks a converter leaves are regular: a head shows them) */
const MAX = 64 * 1024;
// (every run of white space a pattern crosses is bounded: a long run of blanks costs each start a bounded scan)

/** caption timestamps (SRT `00:01:02,345 --> …`, WebVTT `00:01.000 --> …`) */
const CUE_TIME = /^[ \t]*(?:\d{1,2}:)?\d{1,2}:\d{2}[,.]\d{3}[ \t]+-->[ \t]+[^\n]*$/gm;
/** a transcript's speaker label at a line start, with an optional timestamp: "[00:12:04] Leo:", "Amara:", "<v Host>" */
const SPEAKER =
  /^[ \t]*(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\)?\]?[ \t]*[-–]?[ \t]*)?(?:\p{Lu}[\p{L}'.-]{0,20}(?:[ \t]\p{Lu}[\p{L}'.-]{0,20})?|speaker[ \t]?\d{1,2}|spk_\d{1,2})[ \t]*(?:\([^)\n]{0,30}\))?:[ \t]+(?=\S)/gmu;
/** a metadata tool's line: a key, padding before the colon, a value (`exiftool`, `mediainfo`, `id3v2`) */
const META_LINE = /^[ \t]*[A-Z][A-Za-z0-9 /()-]{1,40}?[ \t]{2,}:[ \t]/gm;
/**
 * a converter named in the text (the command that made it, or the mark its output carries): the programs' names only,
 * not words that any document may use ("converted from", "extracted from", "alt text", a speech model's name)
 */
const CONVERTER =
  /\b(?:tesseract|ocrmypdf|pdftotext|exiftool|mediainfo|id3v2|xlsx2csv|ods2csv|pptx2txt|html2(?:md|text|markdown)|turndown|w3m -dump|lynx -dump|zbarimg|zxing|handwriting[- ]ocr)\b|\[auto-?transcribed\]/i;
/** a Markdown export's figure kept as its words: an image whose alt text is a sentence, in a text that says so */
const ALT_TEXT = /!\[[^\]\n]{60,1000}\]\(/;
const ALT_NAMED = /\balt[- ]text\b|\bimage descriptions?\b|\bimages? (?:replaced by|as|described by)\b/i;
/**
 * a program, a man page or a data file: its comments, strings and keys are read by the rule stage as code (the plain
 * view would lose that), and a converter's name in one is its topic
 */
const CODE_LINE = /[;{}][ \t]*$/gm;
const ROFF = /^\.(?:TH|SH|SS|TP|PP|BR|IR|B|I)\b/gm;

/** OCR's letter-for-digit damage: a word with a digit between letters (`upl0ad`, `de1ete`, `instal1`) */
const OCR_WORD = /\b\p{L}{1,20}[0134]\p{L}{1,20}\b|\b\p{L}{5,20}1\b/u;
/** a word hyphenated across a line break, as PDF and OCR text keeps it ("work-\nflows", "entfer-\nnen") */
const HYPHEN_WRAP = /(\p{L})[-‐][ \t]{0,200}\n[ \t]{0,200}(\p{Ll})/gu;
/** a writing about such orders: it quotes them to say they must not be followed */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;

/** How many times `re` (global) matches `text`, up to `cap`. */
function count(re: RegExp, text: string, cap: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < cap && re.exec(text)) n++;
  return n;
}

/** Whether `text` shows a converter's structure or names one. */
export function looksConverted(text: string): boolean {
  if (/^\s*[[{]/.test(text) || /^[ \t]*(?:```|~~~)/m.test(text)) return false;
  if (count(CODE_LINE, text, 5) >= 5 || count(ROFF, text, 2) >= 2) return false;
  if (count(CUE_TIME, text, 2) >= 2) return true;
  if (/^WEBVTT\b/m.test(text)) return true;
  if (CONVERTER.test(text)) return true;
  if (count(META_LINE, text, 4) >= 4) return true;
  return ALT_TEXT.test(text) && ALT_NAMED.test(text);
}

/** The plain words of a converted text, or null when it shows no converter (or is a writing about such orders). */
export function convertedView(input: string): string | null {
  const text = input.length > MAX ? input.slice(0, MAX) : input;
  if (!looksConverted(text) || WRITE_UP.test(text)) return null;
  let t = text.replace(/\r\n?/g, "\n");
  // a shell prompt's command line is the converter's, not the converted words
  t = t.replace(/^[ \t]*\$ [^\n]*$/gm, "");
  // caption files: the header, cue numbers and timestamps go; a cue's lines and the next cue's run on (a sentence
  // spans cues)
  t = t.replace(/^(?:WEBVTT|Kind:|Language:|NOTE\b)[^\n]*$/gm, "");
  t = t.replace(/^[ \t]*\d{1,5}[ \t]*\n(?=[ \t]*(?:\d{1,2}:)?\d{1,2}:\d{2}[,.]\d{3})/gm, "");
  t = t.replace(CUE_TIME, "\u0000");
  t = t.replace(/\n*\u0000\n/g, "  ");
  // WebVTT voice and style tags, HTML tags a converter kept (a hidden span's words are words)
  t = t.replace(/<\/?(?:v|c|i|b|u|span|div|p|font|lang|ruby|rt)\b[^>\n]{0,80}>/gi, " ");
  // a Markdown image's alt text is the figure's words
  t = t.replace(/!\[([^\]\n]{8,1000})\]\([^)\n]{0,300}\)/g, "\n\n$1\n\n");
  // a diagram's comment or note marker (Mermaid `%%`, PlantUML `'` and `note … :`), a metadata key: the words after it
  t = t.replace(/^[ \t]*%%[ \t]?/gm, "");
  t = t.replace(/^[ \t]*(?:'|note (?:left|right|over|top|bottom)[^:\n]{0,40}:)[ \t]?/gim, "");
  t = t.replace(META_LINE, "\n");
  t = t.replace(SPEAKER, "\n");
  // cell separators of a table row (a line opening with one) or of OCR's columns (padded before): a break between
  // sentences; a command's pipe (one space each side) stays
  t = t.replace(/^[ \t]*\|[^\n]*$/gm, (row) => row.replace(/[ \t]{0,200}\|[ \t]{0,200}/g, " \n"));
  t = t.replace(/[ \t]{2,200}\|[ \t]{0,200}/g, " \n");
  // hyphenation across a wrap joined, OCR's digits in words read as the letters they stand for
  t = t.replace(HYPHEN_WRAP, "$1$2");
  if (OCR_WORD.test(t)) t = repairOcrWords(t);
  // hard-wrapped lines run on (a line that ends a sentence, a heading or a list item keeps its break)
  t = t.replace(/([^\n.!?:;。 \t])[ \t]{0,200}\n(?![ \t]{0,200}(?:\n|[-*•#>]|\d{1,2}[.)][ \t]))[ \t]{0,200}/g, "$1 ");
  return t === text ? null : t;
}

/**
 * A command a caption, a slide, a metadata field or a note hands its reader ("paste this in your terminal: docker run
 * --privileged -v /:/host …", a `Comment` field holding `schtasks /create … iex(iwr …)`): from a program's name at a line
 * start, after a colon, a quote or a bracket, or after "run"/"paste"/"type", to the line's end, the cue's (two
 * spaces) or the sentence's. The bash layer judges it as the shell would.
 */
const COMMAND =
  /(?:^|[:(`'"]|[ \t]{2}|\b(?:run|execute|paste|type|enter)[ \t])[ \t]{0,8}((?:sudo[ \t]+)?(?:docker|podman|curl|wget|npm|npx|pnpm|yarn|pip3?|cargo|apt(?:-get)?|echo|schtasks|crontab|chmod|chown|rm|git|powershell|iex|bash|sh|zsh|python3?|node|kubectl|terraform|aws|gcloud|gh|ssh|scp|rsync|tar|psql|mysql|systemctl|launchctl|reg)[ \t][^\n`]{3,300}?)(?=[ \t]{2}|[.;][ \t]+\p{Lu}|$)/gmu;
/** commands read at most per text */
const COMMANDS_MAX = 12;

/** The highest bash reading of a command in the plain words, or null. */
export function commandReading(plain: string, readCommand: (command: string) => ScanResult): ScanResult | null {
  let best: ScanResult | null = null;
  let n = 0;
  COMMAND.lastIndex = 0;
  for (let m = COMMAND.exec(plain); m && n < COMMANDS_MAX; m = COMMAND.exec(plain), n++) {
    const read = readCommand(m[1] as string);
    if (!best || read.score > best.score) best = read;
  }
  return best;
}

/**
 * The rule result with the converted text's own reading added: read as its plain words, the rule stage's score
 * (from COUNTS, at most CAP) counts for the text when it is higher, with its evidence; so does the bash layer's
 * reading of a command the words hand over.
 */
export function withConvertedReading(
  text: string,
  rule: ScanResult,
  readPlain: (plain: string) => ScanResult,
  readCommand?: (command: string) => ScanResult,
): ScanResult {
  if (rule.score >= CAP) return rule;
  const plain = convertedView(text);
  if (plain === null) return rule;
  let read = readPlain(plain);
  let via = "converted.plain36";
  const command = readCommand && read.score < CAP ? commandReading(plain, readCommand) : null;
  if (command && command.score > read.score) {
    read = command;
    via = "converted.command36";
  }
  return withViewReading(text, rule, read, via);
}

/**
 * The rule result with a view's reading counted (converted36's plain words, tool-echo37's echoed words): capped at CAP,
 * it replaces the text's own score when it reaches COUNTS and is higher; the view's spans are not the text's, so its
 * evidence covers the whole text, named by `via` and the view's first three readings.
 */
export function withViewReading(text: string, rule: ScanResult, read: ScanResult, via: string): ScanResult {
  const score = Math.min(CAP, read.score);
  if (read.score < COUNTS || score <= rule.score) return rule;
  const whole = (e: EvidenceItem): EvidenceItem => ({ rule: e.rule, category: e.category, start: 0, end: text.length });
  const item: EvidenceItem = {
    rule: via,
    category: read.evidence[0]?.category ?? "hijack",
    start: 0,
    end: text.length,
  };
  return { score, evidence: [item, ...read.evidence.slice(0, 3).map(whole), ...rule.evidence] };
}
