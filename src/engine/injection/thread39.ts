// A thread read turn by turn: each voice's words (a comment, a chat message, a quoted reply) read alone, as the short message it is.

import { CAP, withViewReading } from "./converted36.ts";
import { isFragment38, withFragmentReading } from "./fragment38.ts";
import { discountReported } from "./long-reported20.ts";
import { partAct34 } from "./record-act34.ts";
import { refusesInOwnWords } from "./refused-specimen39.ts";
import { type Turn, threadTurns } from "./thread39-voices.ts";
import { noticeTurns46, ownPeopleField46 } from "./notice-fields46.ts";
import type { ScanResult } from "./types.ts";

/**
 * In a thread the order is one voice among many: a drive-by commenter's "while you're in there, …", a quoted reply's
 * "whoever finishes the rollout: …", a bot's "suggested follow-up", a pasted assistant's step 3. Read as one document,
 * the thread's other turns (ordinary talk about the work, code, logs, links) are its context, and the readers that
 * judge a short message by its act and object (fragment38.ts: a command given as the fix, a tool-holder's act with no
 * record around it) never look at a text of twenty messages. Here the thread's structure is read once
 * (thread39-voices.ts) and each turn is read alone, without its speaker's label, by the rule stage and the fragment
 * readers: what a reader finds there that it did not find in the whole thread counts for the thread, at most CAP.
 * Writing about such orders (a security write-up quoting one) is left alone, turn by turn.
 */
/** a turn's words at least: an acknowledgement ("ok", "👍", "will do") holds no order */
const BODY_MIN = 24;
/** writing about the trick: a turn that names it quotes an order to say it must not be followed */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|phishing|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;

/**
 * readers that judge whom a text addresses or what kind of text it is, not what it asks done: in a thread people speak
 * to one another, to "the assistant" of a pasted chat, with the polite requests of mail, and a turn's label or greeting
 * is the thread's structure, so a turn counts only by what its act does to its object
 */
const ADDRESS_READERS =
  /^(?:addressed|authority|heuristic|jailbreak|extraction|override|learned)\.|^hijack\.(?:request-in|reader-|your-|response-|note)|^carrier\.reader-/;

/**
 * The rule result with each of the thread's turns read alone: the rule stage's reading of the turn (`read`) and the
 * fragment readers' (the bash layer's reading of a command it gives, `readCommand`; an act of consequence with no
 * record around it) count for the thread when a reader fires that did not fire on the whole text, at most CAP.
 */
export function withThreadReading(
  text: string,
  rule: ScanResult,
  read: (words: string) => ScanResult,
  readCommand: (command: string) => ScanResult,
): ScanResult {
  if (rule.score >= CAP) return rule;
  // (a machine's message, a notice mail, a bot's body, a status page, is read field by field, notice-fields46.ts)
  const thread = threadTurns(text);
  const turns = thread ?? noticeTurns46(text);
  if (turns === null) return rule;
  // (a reader that fired on the whole thread was weighed in the thread's context: its score there stands)
  const seen = new Set(rule.evidence.map((e) => e.rule));
  let best: ScanResult = { score: 0, evidence: [] };
  for (let k = 0; k < turns.length && best.score < CAP; k++) {
    const turn = turns[k] as Turn;
    if (turn.body.length < BODY_MIN || WRITE_UP.test(turn.body)) continue;
    // (an order the turn reports or quotes, "when a customer asks us to 'just turn off 2FA'", is told: long-reported20.ts)
    const told = discountReported(turn.body, read(turn.body), read);
    let own = withFragmentReading(turn.body, told, readCommand);
    // (a long turn's lines, a pasted answer's steps or a bot's findings, are each a fragment of their own)
    if (own.score < CAP && !isFragment38(turn.body)) own = linesRead(turn.body, own, readCommand);
    // (the thread is the turn's record: an address the other turns never name is an outside one, record-act34.ts)
    if (own.score < CAP) own = recordRead(turn, turns, own);
    // (a notice's field that acts on the notice's own people only is its business, notice-fields46.ts)
    if (thread === null && own.score > 0 && ownPeopleField46(text, turn, own)) continue;
    if (own.score <= best.score || !own.evidence.some((e) => !seen.has(e.rule) && !ADDRESS_READERS.test(e.rule)))
      continue;
    best = own;
  }
  // (a notice that refuses in its own words what it shows, an advisory's "Do not follow it.", quotes the order it
  // warns of: asked only once a field fired)
  if (thread === null && best.score > 0 && refusesInOwnWords(text)) return rule;
  return withViewReading(text, rule, best, "thread.voice39");
}

/** lines of a long turn read as fragments at most */
const LINES_MAX = 40;

/** The turn's reading with each of its lines (24 characters or more) read by the fragment readers alone. */
function linesRead(body: string, own: ScanResult, readCommand: (command: string) => ScanResult): ScanResult {
  let best = own;
  let n = 0;
  for (const line of body.split("\n")) {
    if (line.length < BODY_MIN || WRITE_UP.test(line) || ++n > LINES_MAX) continue;
    const read = withFragmentReading(line, { score: 0, evidence: [] }, readCommand);
    if (read.score > best.score) best = read;
  }
  return best;
}

/** the record reader's classes that ask whether an address is one the record knows */
const RECORD_ACTS: ReadonlySet<string> = new Set(["grant", "data-out"]);

/**
 * The turn's reading with a tool-holder's act read as record-act34.ts reads it in a record: rights or bulk data handed
 * to an address that no other turn of the thread names.
 */
function recordRead(turn: Turn, turns: readonly Turn[], own: ScanResult): ScanResult {
  const low = (t: string): string => t.normalize("NFKC").toLowerCase();
  // (the other turns are joined only when an order's address is asked about, record-act34.ts: joining them for each
  // turn made a thread of 120 turns cost 120 times its length)
  const rest = (): string =>
    low(
      turns
        .filter((t) => t !== turn)
        .map((t) => t.body)
        .join("\n"),
    );
  const act = partAct34(low(turn.body), rest);
  if (!act || !RECORD_ACTS.has(act.act)) return own;
  return { score: CAP, evidence: [{ rule: `record.act34-${act.act}`, category: "hijack", start: 0, end: 0 }] };
}
