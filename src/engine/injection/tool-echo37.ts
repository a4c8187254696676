// What a developer's tool echoes back (log lines, test assertions, compiler literals, deprecation notices, table cells, annotations, commit bodies), its framing undone into one plain view the rule stage reads again.

import { CAP, commandReading, looksConverted, withViewReading } from "./converted36.ts";
import { partAct34 } from "./record-act34.ts";
import { changeLogText46 } from "./changelog-entry46.ts";
import type { ScanResult } from "./types.ts";

/**
 * A local tool prints data it got from elsewhere inside its own frame: `docker logs` puts a timestamp and a level
 * before each line, npm a `npm warn deprecated pkg@1.2.3:` label, pytest an `E ` column, `configure` a `configure:
 * NOTICE:` label, `git log` a four-space indent, `kubectl describe` and `psql` a key column or `|` cells, `tsc` quotes a
 * string literal inside `Type '"…"' is not assignable`, a debugger quotes a value, a JSON field keeps `\u0068` and `\n`
 * escapes, and long lines are wrapped hard, sometimes inside a word. The readers take a line end for a sentence end,
 * a label for the sentence's first words and an escape for no letter, so a sentence the tool echoes is read in pieces.
 * Here a text that opens with the command that printed it (a `$ ` prompt line) or shows a log's line prefixes is read
 * once more as the echoed words alone: frames dropped, escapes decoded, wraps run on. What the rule stage (or the bash
 * layer, for a command the words hand over) finds there counts for the text, at most converted36's CAP. Writings about such orders
 * (they quote one to say it must not be followed) are left alone.
 */
/** only the head of a long output is read again */
const MAX = 64 * 1024;

/** the prompt line of the command whose output this is */
const PROMPT = /^[ \t]{0,4}\$[ \t]+\S[^\n]*$/m;
/** a prompt line that prints a file as it is */
const FILE_PRINTER =
  /^\s{0,40}\$[ \t]+(?:sudo[ \t]+)?(?:cat|bat|batcat|less|more|head|tail[ \t]+-n|nl|glow|type|sed[ \t]+-n|awk[ \t]+'NR)\b/;
/** a log line's prefix: an ISO or syslog timestamp, a level, a component in brackets */
const LOG_PREFIX =
  /^[ \t]{0,4}(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?\]?|[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2})[ \t]{1,8}(?:\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRIT)\]?[ \t]{1,8})?(?:\[[^\]\n]{1,40}\][ \t]{0,4})?/gm;
/** a tool's label before the data it echoes */
const TOOL_LABEL =
  /^[ \t]{0,4}(?:npm (?:warn|WARN|notice|ERR!)(?:[ \t]+deprecated[ \t]+[^\s:]{1,120}:)?|configure:(?:[ \t]+(?:NOTICE|WARNING|WARN|error|ERROR):)?|debug>[ \t]?|remote:|hint:|note:|warning:|[+-][ \t]{1,3})[ \t]{0,4}/gm;
/** a padded key column (`kubectl describe`, `docker inspect`, cloud CLIs): the value after it */
const KEY_COLUMN = /^[ \t]{0,20}[A-Za-z][\w./-]{0,60}:[ \t]{2,40}(?=\S)/gm;
/** an annotation or label whose key is a domain path (`team.example.com/runbook: "…"`): its quoted value */
const ANNOTATION = /^[ \t]{0,40}[\w.-]{1,80}\/[\w.-]{1,80}:[ \t]{1,4}"([^"\n]{12,2000})"[ \t]*$/gm;
/** git log's indented message body */
const INDENT = /^ {4}(?=\S)/gm;
/** a compiler quoting a string literal in its error ("Type '"…"' is not assignable to type 'Key'") */
const LITERAL = /'"([^"\n]{12,2000})"'/g;
/** a JSON string value that is words (a tag's `Value`, a field's `message`, a `motd`): the words on a line of their own */
const JSON_VALUE =
  /"[\w.@/-]{1,60}"[ \t]{0,4}:[ \t]{0,4}"((?:[^"\\\n]|\\.){0,2000}?[\p{L},;][ \t](?:[^"\\\n]|\\.){8,2000}?)"/gu;
/** `git blame`'s columns (commit, author, date, line number) and the comment mark of the line it shows */
const BLAME =
  /^\^?[0-9a-f]{7,40}[ \t]{1,4}(?:[^\s()]{1,200}[ \t]{1,4})?\([^()\n]{1,120}?[ \t]\d{1,6}\)[ \t]?(?:[ \t]*(?:#|\/\/|--|;|\/\*|\*)[ \t]?)?/gm;
/** a debugger's or REPL's quoted value on its own line */
const QUOTED_LINE = /^[ \t]{0,4}'([^'\n]{12,2000})'[ \t]*$/gm;
/** a JSON string's escapes: a letter as `\u0068`, a line break as `\n`, a quote as `\"` */
const JSON_ESCAPE = /\\u00([2-7][0-9a-fA-F])|\\([nt"\\/])/g;
/** an ANSI colour code (the escape byte may be gone when the output was copied) */
const ANSI = /\x1b?\[[0-9;]{0,20}m/g;
/** a writing about such orders: it quotes one to say it must not be followed */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;

/** Whether `text` is a tool's output: it opens with its prompt line, or a third of its lines (three at least) carry a log's prefix. */
export function looksToolOutput(text: string): boolean {
  const head = text.slice(0, 400);
  // (a file printed whole (`cat`, `less`, `head`, `sed -n`) is a document, read as one by the other readers)
  if (PROMPT.test(head) && /^\s{0,40}\$[ \t]/.test(head) && !FILE_PRINTER.test(head)) return true;
  // (a document that shows a few log lines as an example is a document: the log's lines must be a third of the text's)
  LOG_PREFIX.lastIndex = 0;
  let n = 0;
  while (n < 2000 && LOG_PREFIX.exec(text)) n++;
  if (n < 3) return false;
  const lines = text.split("\n").filter((l) => l.trim() !== "").length;
  return n * 3 >= lines;
}

/** A table row's cells as lines of their own (each cell is one value, often a sentence). */
function cellsAsLines(t: string): string {
  return t.replace(/^[^|\n]{0,200}(?:\|[^|\n]{0,2000}){2,}$/gm, (row) =>
    row
      .split("|")
      .map((c) => c.trim())
      .filter((c) => c !== "")
      .join("\n\n"),
  );
}

/**
 * The echoed words of a tool's output, or null when the text is no tool output or writes about such orders. `glue`
 * says how a hard wrap inside a word is read: "word" joins a long line's last letters to the next line's first
 * letters (`inc` + `lude`), "space" runs the lines on with a space.
 */
export function toolEchoView(input: string, glue: "space" | "word" = "space"): string | null {
  const text = input.length > MAX ? input.slice(0, MAX) : input;
  const t = echoedWords(text, glue);
  return t === text ? null : t;
}

/**
 * The echoed words of a tool's output (the text itself when no frame was undone), or null as toolEchoView. `seen.glued`
 * is set where `glue` decided something (a wrap or an escaped line end inside a word): elsewhere both glues give one text.
 */
function echoedWords(text: string, glue: "space" | "word", seen?: { glued: boolean }): string | null {
  // (text converted from other media, `tesseract` or `pdftotext` output, is converted36.ts's to read)
  if (!looksToolOutput(text) || WRITE_UP.test(text) || looksConverted(text)) return null;
  let t = text.replace(/\r\n?/g, "\n").replace(ANSI, "");
  // (the prompt line stays: the carrier readers know from it which tool printed the output; a log line's timestamp and
  // level leave its words whole and in order, and tell the readers it is a log: kept too)
  // pytest's `E` column: a line indented deeper continues the message above it; others are lines of their own
  // (pytest puts seven blanks after the `E` of a message's first line and more before its continuation)
  t = t.replace(/\nE[ \t]{8,20}(?=\S)/g, " ");
  t = t.replace(/^E[ \t]{1,20}(\S[^\n]{0,2000})$/gm, "$1\n");
  t = t.replace(LITERAL, "\n\n$1\n\n");
  t = t.replace(QUOTED_LINE, "\n$1");
  t = t.replace(BLAME, "");
  t = t.replace(TOOL_LABEL, "");
  t = t.replace(INDENT, "");
  t = cellsAsLines(t);
  t = t.replace(KEY_COLUMN, "\n");
  t = t.replace(ANNOTATION, "$1");
  // an annotation's or label's quoted value
  t = t.replace(/^"([^"\n]{12,2000})"[ \t]*$/gm, "$1");
  // a tool's lines are records, each its own sentence; a long line that ends mid-sentence was wrapped and runs on
  // (inside a word, when `glue` says so)
  t = t.replace(
    /^([^\n]{60,2000}?[^\n.!?:;。 \t])[ \t]{0,200}\n[ \t]{0,200}(?=\p{L}|[\x60'"(~/$])/gmu,
    (_m, line: string) => {
      const inWord = /\p{Ll}$/u.test(line);
      if (inWord && seen) seen.glued = true;
      return glue === "word" && inWord ? line : `${line} `;
    },
  );
  // a JSON string's words on a line of their own, its escapes decoded (a `\n` inside a word is a wrap too)
  t = t.replace(JSON_VALUE, "\n$1\n");
  t = t.replace(JSON_ESCAPE, (m, hex: string | undefined, c: string | undefined, at: number, whole: string) => {
    if (hex) return String.fromCharCode(Number.parseInt(hex, 16));
    if (c !== "n") return c === "t" ? " " : (c as string);
    const inWord = /\p{Ll}/u.test(whole[at - 1] ?? "") && /\p{Ll}/u.test(whole[at + m.length] ?? "");
    if (inWord && seen) seen.glued = true;
    return inWord ? (glue === "word" ? "" : " ") : "\n";
  });
  return t;
}

/** a field's length: a value the tool echoes, not a page it prints */
const FIELD_MIN = 24;
const FIELD_MAX = 600;
/**
 * a clean-up inside the project (`rm -rf ./tmp/test-db`, `rm -rf node_modules dist`): what test runners and package
 * managers ordinarily tell their user; a path from the root, the home directory, a variable, a glob or a parent is not
 */
const LOCAL_RM =
  /\brm[ \t]{1,4}-(?:rf|fr|r)((?:[ \t]{1,4}(?:\.\/)?[\w@-][\w@.-]{0,80}(?:\/[\w@.-]{1,80}){0,8}\/?)+)(?=[ \t]*(?:[,;\x60'"]|&&|$))/gm;
/**
 * a destructive step scoped to what is thrown away anyway (a preview or review app, a sandbox, a scratch or temporary
 * directory or table, a test database) or tried first as a dry run: how tools ordinarily tell their user to clean up
 */
const DISPOSABLE =
  /\b(?:preview|sandbox|scratch|throwaway|ephemeral|disposable|pr-\d{1,6}|review[- ]apps?|dry[- ]run|tmp_\w{1,40}|temp_\w{1,40}|test[_-]db|e2e)\b|--dry-run\b|(?:^|[\s\x60'"])\/tmp\//;
/** fields read per text */
const FIELDS_MAX = 400;

/**
 * The act of a tool-holder's order (record-act34.ts) in one field the tool echoes (a line of the view: a log message, a
 * notice, a cell, an annotation, an assertion message, a literal, a commit body run on), or null. The record reader
 * leaves a technical text alone (its acts are its topic), and a tool's frame is technical throughout: but the frame is
 * the tool's, and the field is data from elsewhere, a record of its own, so the field is read alone.
 */
function fieldAct(view: string): string | null {
  const low = (t: string): string => t.normalize("NFKC").toLowerCase();
  const lines = view.split("\n");
  // (a change log's lines are its entries: an entry opens with its commit's subject, changelog-entry46.ts)
  let log: boolean | undefined;
  let n = 0;
  for (let i = 0; i < lines.length && n < FIELDS_MAX; i++) {
    const line = (lines[i] as string).trim();
    if (line.length < FIELD_MIN || line.length > FIELD_MAX || !/\p{L}{3,}[ \t]\p{L}{2,}[ \t]\p{L}{2,}/u.test(line))
      continue;
    n++;
    // (the lines around it are joined only when an order's address is asked about: record-act34.ts)
    const rest = (): string =>
      low(
        lines
          .slice(Math.max(0, i - 40), i)
          .concat(lines.slice(i + 1, i + 41))
          .join("\n"),
      );
    // (a quotation in the field is reported, not ordered: a revert quoting the subject it reverts)
    const own = low(line)
      .replace(LOCAL_RM, "clean $1")
      .replace(/"[^"\n]{4,300}"|“[^”\n]{4,300}”/g, (q) => " ".repeat(q.length));
    const act = partAct34(own, rest, /^[*-][ \t]/.test(own) ? (log ??= changeLogText46(view)) : false);
    if (act && !(act.act === "run-harm" && DISPOSABLE.test(own))) return act.act;
  }
  return null;
}

/**
 * The rule result with the tool output's echoed words read again: the rule stage's score of that view (from COUNTS,
 * at most CAP) counts for the text when it is higher, and so does the bash layer's reading of a command the words hand
 * over. A hard wrap inside a word is read both ways (run on with a space, or joined).
 */
export function withToolEchoReading(
  text: string,
  rule: ScanResult,
  readPlain: (plain: string) => ScanResult,
  readCommand?: (command: string) => ScanResult,
): ScanResult {
  if (rule.score >= CAP) return rule;
  const head = text.length > MAX ? text.slice(0, MAX) : text;
  const glue = { glued: false };
  const words = echoedWords(head, "space", glue);
  if (words === null) return rule;
  // (the rule stage reads the view again only where a frame was undone; the fields are read alone in any tool output)
  const spaced = words === head ? null : words;
  // (the glue decides only where a wrap or an escaped line end falls inside a word: elsewhere one pass gives both)
  const glued = glue.glued ? echoedWords(head, "word") : words;
  const joined = glued === head ? null : glued;
  // (a reader that already fired on the text as written was not kept from the words by the frame: its score there,
  // weighed in the whole output's context, stands)
  const seen = new Set(rule.evidence.map((e) => e.rule));
  const unseen = (r: ScanResult): ScanResult =>
    r.evidence.some((e) => !seen.has(e.rule)) ? r : { score: 0, evidence: [] };
  let read: ScanResult = spaced === null ? { score: 0, evidence: [] } : unseen(readPlain(spaced));
  let via = "tool.echo37";
  if (joined !== null && joined !== spaced && read.score < CAP) {
    const other = unseen(readPlain(joined));
    if (other.score > read.score) read = other;
  }
  const command = readCommand && spaced !== null && read.score < CAP ? commandReading(spaced, readCommand) : null;
  if (command && command.score > read.score) {
    read = command;
    via = "tool.echo37-command";
  }
  const field = read.score < CAP ? fieldAct(joined ?? words) : null;
  if (field) {
    read = {
      score: CAP,
      evidence: [{ rule: `record.act34-${field}`, category: "hijack", start: 0, end: text.length }],
    };
    via = "tool.echo37-field";
  }
  return withViewReading(text, rule, read, via);
}
