// A thread's structure (speaker lines, comment headers, quoted replies) cut into its turns, each turn one voice's words without its label.

import { literalPretest } from "./literal-pretest44.ts";

/**
 * A thread the agent reads (an issue's comments, a review, a mailing-list reply, a Q&A page, a chat export, a meeting's
 * chat, a ticket's history, a wiki talk page) is many voices in one text: each turn opens with who speaks (a chat line's
 * `[10:02] nick:` or `<nick>`, a `@user:server:` handle, a `Comment by …:` or `**name** commented …` header, a `name —
 * date` or `Name  7:02 AM` header, an `On … wrote:` line over a quoted block, a wiki signature) or is set apart by
 * quoting. Readers that judge an order by the whole text read it as one document; here each turn is cut out with its
 * label removed, quote marks stripped and hard wraps run on, and consecutive turns of one speaker are joined (an order
 * split over two chat lines is one message).
 */
export interface Turn {
  /** where the turn starts and ends in the text (its label included) */
  start: number;
  end: number;
  /** who speaks, lower-cased ("" when the turn is set apart only by quoting) */
  speaker: string;
  /** the turn's words: label, quote marks and hard wraps removed */
  body: string;
}

/** only the head of a long text is cut */
const MAX = 32 * 1024;
/** turns read per text at most */
const TURNS_MAX = 120;
/** a turn's words at most (a longer turn is a document of its own, read by the other readers) */
const BODY_MAX = 2400;

const TIME = String.raw`\d{1,2}[:.h]\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?`;
/** a name: one to three words of letters, digits and the marks handles use */
const NAME = String.raw`[\p{L}\p{N}][\p{L}\p{N}._'’-]{0,30}(?:[ \t][\p{L}\p{N}][\p{L}\p{N}._'’-]{0,30}){0,2}`;
/** a role or tag after a name: `(maintainer)`, `(author)`, `(bot)`, `(on-call)` */
const ROLE = String.raw`(?:[ \t]{0,2}\([^()\n]{1,40}\))?`;

/**
 * a line that opens a turn and carries its words, with the speaker in group 1: a time stamp then a name and a colon, a
 * time stamp then `<nick>`, `<nick>` alone, a Matrix handle, a bracketed role and name with a time, a meeting chat's
 * `14:07 From Name to Everyone:`
 */
const INLINE: readonly RegExp[] = [
  new RegExp(
    String.raw`^[ \t]{0,4}(?:\[${TIME}\]|\(${TIME}\)|${TIME})[ \t]{1,3}(?:From[ \t]{1,2})?(${NAME}?)${ROLE}(?:[ \t]{1,2}to[ \t]{1,2}[^:\n]{1,40})?[ \t]{0,2}:[ \t]`,
    "u",
  ),
  new RegExp(
    String.raw`^[ \t]{0,4}(?:(?:\[${TIME}\]|${TIME})[ \t]{1,3})?<[@+~&%]?(?!(?:p|b|i|u|a|li|td|th|tr|ul|ol|br|hr|em|dd|dt|code|pre|span|div|font|tt)>)([^\s<>@./="']{2,32})>[ \t]`,
    "u",
  ),
  /^[ \t]{0,4}(@[\w.-]{1,40}:[\w.-]{1,80}):?[ \t]/u,
  new RegExp(
    String.raw`^[ \t]{0,4}\[(?:[\p{L} ]{2,20}:[ \t]{0,2})?(${NAME})[ \t]{1,3}(?:—|–|-|·|,)[^\]\n]{0,30}${TIME}[^\]\n]{0,10}\][ \t]{1,3}(?=\S)`,
    "u",
  ),
];
/**
 * a plain `nick: words` line (an issue export's comments): a turn only in a text with four such lines from two
 * speakers at least, one of whom speaks twice (a field list's keys, `Note:`, `Error:` and a YAML file's keys do not
 * repeat as a dialogue does)
 */
const PLAIN = new RegExp(String.raw`^(?:\*\*)?(${NAME})(?:\*\*)?${ROLE}(?:\*\*)?:(?:\*\*)?[ \t]+(?=\S)`, "u");
/**
 * a line that opens a turn whose words follow on the next lines, with the speaker in group 1 (or group 2): a comment
 * or answer header, a review comment, a bold name, a forum post's `name — Nov 4`, a chat export's `Name  7:02 AM`, a
 * mail reply's `On … wrote:` line (in the languages mail clients write it)
 */
const HEADER: readonly RegExp[] = [
  new RegExp(
    String.raw`^[ \t]{0,4}(?:comment|answer|reply|reporter|description|response|review)\b[^\n:]{0,60}?(?:\bby[ \t]{1,2}(${NAME})|\((${NAME})\))?${ROLE}[ \t]{0,2}:[ \t]*$`,
    "iu",
  ),
  /^[ \t]{0,4}\*\*([^*:\n]{1,40})\*\*(?:[ \t]{0,2}\([^()\n]{1,40}\)[ \t]{0,2}:?|[ \t]{1,2}(?:commented|replied|wrote|reviewed|suggested|approved|requested|dismissed)\b[^\n]{0,100})[ \t]*$/u,
  // (a bold handle alone, `**olumide-a**:`; a bold label, `**Expected outcome**:`, heads a field)
  /^[ \t]{0,4}\*\*([\p{L}\p{N}]+[._-][\p{L}\p{N}._-]*)\*\*[ \t]{0,2}:[ \t]*$/u,
  new RegExp(String.raw`^[ \t]{0,4}(${NAME})[ \t](?:—|–|·)[ \t][^\n]{0,30}?\d{1,2}[^\n]{0,20}$`, "u"),
  new RegExp(String.raw`^[ \t]{0,4}(${NAME})[ \t]{2,6}${TIME}[ \t]*$`, "u"),
  /^[ \t]{0,4}(?:>[ \t]?)*(?:on|am|le|el|il|op|em|w dniu)\b[^\n]{4,160}\b(wrote|schrieb|a écrit|escribió|ha scritto|schreef|escreveu|napisał\(a\)|napisał)(?!\p{L})[^\n:]{0,80}(?:<[^>\n]{1,80}>)?[ \t]*:[ \t]*$/iu,
  /^[ \t]{0,4}(?:>[ \t]?)*il giorno\b[^\n]{4,160}\b(ha scritto)[ \t]*:[ \t]*$/iu,
];
/**
 * per HEADER entry, its literal pretest (literal-pretest44.ts), asked once on the whole text: every line is a slice of
 * it, so where the text holds none of an entry's literals no line matches the entry (its "wrote", its "**", its
 * header word), and the entry is not run on each line (round 44)
 */
const HEADER_PRE: readonly (RegExp | null)[] = HEADER.map(literalPretest);
/** HEADER's entries from this one on are a mail reply's `On … wrote:` line */
const MAIL_HEADERS = 5;
/** HEADER's bold name with a role or a verb, and its bold handle alone */
const BOLD_NAME = 1;
const BOLD_HANDLE = 2;
/** a wiki talk page's signature at a turn's end: `— Name (talk) 11:20, 10 November 2026` */
const SIGNATURE = /(?:—|--)[ \t]{0,2}([^\n()]{1,40}?)[ \t]\(talk\)[^\n]{0,60}$/iu;
/** SIGNATURE's literals ("(talk)" after a blank): a text without one has no signed line (round 44) */
const SIGNATURE_PRE = literalPretest(SIGNATURE);
/**
 * a plain label that names a person: a handle (`teodora-v`, `night_owl42`, `j.doe`), a name with a role (`hollis
 * (maintainer)`), or a person's names (`Dev Rao`, `Hamid R.`); a field's or a component's label (`Aliases`, `perf`,
 * `api changes`) is none
 */
const PERSON =
  /^(?:\*\*)?(?:[\p{L}\p{N}]+[._-][\p{L}\p{N}._-]*|[^:(\n]{1,40}\([^()\n]{1,40}\)|\p{Lu}[\p{Ll}'’-]{1,20}(?:[ \t]\p{Lu}[\p{Ll}'’-]{0,20}\.?){1,2})(?:\*\*)?[ \t]{0,2}(?:\([^()\n]{1,40}\))?(?:\*\*)?:/u;
/** labels that head a field, a step or a note, not a speaker */
const NOT_A_SPEAKER =
  /^(?:note|notes|nb|warning|caution|important|example|examples|step|tip|todo|fixme|input|output|expected|result|error|errors|info|debug|usage|summary|instructions?|task|context|rules?|goal|prompt|query|question|answer|response|reply|title|description|subject|from|to|date|cc|bcc|re|fwd|q|a|http|https|file|path|url|id|name|type|status|version|labels?|assignee|milestone|priority|category|topic|tags?|content-[\w-]+|mime-version|message-id|user-agent|in-reply-to|reply-to|followup-to|references|x-[\w-]+|thought|action|action input|observation|final answer|(?:function|tool) (?:name|input|output|description|input schema)|fix|cause|workaround|update|edit|see|source|reason|impact|steps|and|but|or|so|then|also|because|here|this|the)$/u;

interface Mark {
  line: number;
  speaker: string;
  /** where the turn's words start on the line (the line's length for a header) */
  cut: number;
  plain: boolean;
  /** a mark documents share (a plain label, a bold one): it makes a thread only where speakers answer one another */
  weak: boolean;
}

/** The speaker mark a line opens with, or null. `headers[k]`: HEADER[k] may match a line of this text (HEADER_PRE). */
function markOf(line: string, n: number, headers: readonly boolean[]): Mark | null {
  for (const re of INLINE) {
    const m = re.exec(line);
    if (m) return { line: n, speaker: (m[1] ?? "").toLowerCase(), cut: m[0].length, plain: false, weak: false };
  }
  for (let k = 0; k < HEADER.length; k++) {
    if (!headers[k]) continue;
    const m = (HEADER[k] as RegExp).exec(line);
    // (a mail reply's header names no speaker of the words under it: ">" marks that the text quotes a message)
    const speaker = k >= MAIL_HEADERS ? ">" : (m?.[1] ?? m?.[2] ?? "").toLowerCase();
    if (m && !NOT_A_SPEAKER.test(speaker))
      return { line: n, speaker, cut: line.length, plain: false, weak: k === BOLD_NAME || k === BOLD_HANDLE };
  }
  const m = PLAIN.exec(line);
  if (m && PERSON.test(m[0]) && !NOT_A_SPEAKER.test((m[1] as string).toLowerCase()))
    return { line: n, speaker: (m[1] as string).toLowerCase(), cut: m[0].length, plain: true, weak: true };
  return null;
}

/** plain `nick: words` marks a thread holds at least before they open turns (one speaker among them speaks twice) */
const PLAIN_MARKS_MIN = 4;

/** quote depth of a line and its text without the marks */
function unquoted(line: string): [number, string] {
  // (the mark stands after at most three blanks: a line without one there is not quoted, and the regex is not run)
  if (!opensWith(line, 3, 62)) return [0, line];
  const m = /^[ \t]{0,3}((?:>[ \t]?)+)/.exec(line);
  if (!m) return [0, line];
  return [(m[1] as string).replace(/[^>]/g, "").length, line.slice(m[0].length)];
}

/** Whether `line`, after at most `blanks` spaces or tabs, has the unit `code` (or `other`). */
function opensWith(line: string, blanks: number, code: number, other = code): boolean {
  for (let i = 0; i <= blanks && i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === code || c === other) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return false;
}
/** a code fence's opening: "```" or "~~~" after at most three blanks (the regex asked only where one may stand) */
const isFence = (line: string): boolean => opensWith(line, 3, 96, 126) && /^[ \t]{0,3}(?:```|~~~)/.test(line);

/** a line this long that ends mid-sentence was wrapped by a mail client (a signature's short lines were not) */
const WRAP_MIN = 54;

/** A turn's lines as words: hard wraps (a long line that ends mid-sentence) run on with a space. */
function bodyOf(lines: readonly string[]): string {
  let out = "";
  let fence = false;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (isFence(line)) fence = !fence;
    if (out === "") out = line.trimStart();
    else if (!fence && /[\p{L},;`'"]$/u.test(out) && out.length - out.lastIndexOf("\n") > WRAP_MIN && /^\S/.test(line))
      out += ` ${line}`;
    else out += `\n${line}`;
  }
  return out.trim();
}

/**
 * The turns of `text` when it is a thread (three speaker marks at least, from two speakers at least, or a mail reply
 * that quotes another message), else null.
 */
export function threadTurns(text: string): Turn[] | null {
  const head = text.length > MAX ? text.slice(0, MAX) : text;
  // (three turns, or a quoted message and a reply, take three lines: most short texts are ruled out by two lookups)
  const first = head.indexOf("\n");
  if (first < 0 || head.indexOf("\n", first + 1) < 0) return null;
  const joined = head.replace(/\r\n?/g, "\n");
  const lines = joined.split("\n");
  // (each line is a slice of the joined text: an entry whose literals it lacks matches none of them)
  const headers = HEADER_PRE.map((pre) => pre === null || pre.test(joined));
  const signed = SIGNATURE_PRE === null || SIGNATURE_PRE.test(joined);
  const marks: (Mark | null)[] = [];
  const depth: number[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const [d, line] = unquoted(lines[i] as string);
    depth.push(d);
    const tick = isFence(line);
    marks.push(fence ? null : markOf(line, i, headers));
    if (tick) fence = !fence;
  }
  // (a plain `nick: words` mark counts only where its speaker speaks twice and two such speakers do)
  const plainSeen = new Map<string, number>();
  for (const m of marks) if (m?.plain) plainSeen.set(m.speaker, (plainSeen.get(m.speaker) ?? 0) + 1);
  const plainMarks = [...plainSeen.values()].reduce((a, b) => a + b, 0);
  const repeated = [...plainSeen.values()].some((k) => k >= 2) && plainSeen.size >= 2 && plainMarks >= PLAIN_MARKS_MIN;
  // (once a thread's speakers have, every such line opens a turn: a drive-by commenter speaks once)
  if (!repeated) for (let i = 0; i < marks.length; i++) if (marks[i]?.plain) marks[i] = null;
  const kept = marks.filter((m): m is Mark => m !== null);
  const speakers = new Set(kept.map((m) => m.speaker).filter((s) => s !== "" && s !== ">"));
  // (a talk page's turns are signed at their end)
  for (const l of signed ? lines : []) {
    const sig = SIGNATURE.exec(l);
    if (sig) {
      kept.push({ line: -1, speaker: (sig[1] as string).trim().toLowerCase(), cut: 0, plain: false, weak: false });
      speakers.add((sig[1] as string).trim().toLowerCase());
    }
  }
  const quoting = depth.some((d) => d > 0) && kept.some((m) => m.speaker === ">");
  // (a dialogue's speakers take turns: a changelog's or a reference's repeated labels come in runs)
  const named = kept.filter((m) => m.speaker !== "" && m.speaker !== ">");
  let changes = 0;
  for (let k = 1; k < named.length; k++) if ((named[k] as Mark).speaker !== (named[k - 1] as Mark).speaker) changes++;
  // (people answer one another: two speakers at least speak twice; a document's labels head one section each)
  const times = new Map<string, number>();
  for (const m of named) times.set(m.speaker, (times.get(m.speaker) ?? 0) + 1);
  const replying = [...times.values()].filter((k) => k >= 2).length >= 2;
  // (or the marks are a thread's own: time-stamped chat lines, nicks, handles, comment headers, dated posts, signatures)
  const strong = named.filter((m) => !m.weak);
  const threadMarks = strong.length >= 3 && new Set(strong.map((m) => m.speaker)).size >= 2;
  const dialogue = (replying || threadMarks) && changes * 2 >= named.length - 1;
  if (!(dialogue || quoting)) return null;
  // turns: a speaker mark or a change of quote depth opens one
  const raw: { start: number; speaker: string; lines: string[]; depth: number }[] = [];
  let offset = 0;
  const starts: number[] = [];
  for (const l of lines) {
    starts.push(offset);
    offset += l.length + 1;
  }
  for (let i = 0; i < lines.length && raw.length <= TURNS_MAX; i++) {
    const m = marks[i];
    const d = depth[i] as number;
    const line = unquoted(lines[i] as string)[1];
    const sig = signed ? SIGNATURE.exec(line) : null;
    const last = raw[raw.length - 1];
    if (m || !last || (d !== last.depth && line.trim() !== "")) {
      raw.push({ start: starts[i] as number, speaker: m && m.speaker !== ">" ? m.speaker : "", lines: [], depth: d });
      const rest = m ? line.slice(m.cut) : line;
      if (rest.trim() !== "") (raw[raw.length - 1] as { lines: string[] }).lines.push(rest);
    } else last.lines.push(line);
    // (a signed paragraph on a talk page ends its turn, and names its speaker)
    if (sig) {
      const turn = raw[raw.length - 1] as { speaker: string; lines: string[] };
      turn.speaker = (sig[1] as string).trim().toLowerCase();
      turn.lines[turn.lines.length - 1] = line.slice(0, sig.index);
      raw.push({ start: (starts[i] as number) + line.length + 1, speaker: "", lines: [], depth: d });
    }
  }
  const turns: Turn[] = [];
  for (let k = 0; k < raw.length; k++) {
    const t = raw[k] as (typeof raw)[number];
    const end = k + 1 < raw.length ? (raw[k + 1] as (typeof raw)[number]).start : head.length;
    const body = bodyOf(t.lines).slice(0, BODY_MAX);
    if (body === "") continue;
    const prev = turns[turns.length - 1];
    // (one speaker's consecutive turns are one message: an order split over two chat lines)
    if (prev && t.speaker !== "" && prev.speaker === t.speaker && prev.body.length + body.length < BODY_MAX) {
      prev.body = `${prev.body}\n${body}`;
      prev.end = end;
    } else turns.push({ start: t.start, end, speaker: t.speaker, body });
  }
  return turns;
}
