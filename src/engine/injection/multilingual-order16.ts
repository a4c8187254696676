// Orders in languages other than English: an act from a per-language lexicon + what it reaches + an outside place.

import { readActs37 } from "./multilingual-acts37.ts";
import { describesExample41 } from "./multilingual-example41.ts";
import { ANY37 } from "./multilingual-acts37-vocab.ts";
import { ANY33, readClasses33, type Sentence33 } from "./multilingual-class33.ts";
import { readObjects34 } from "./multilingual-object34.ts";
import { foreignByAbsence34, opens34 } from "./multilingual-object34-gate.ts";
import { readClasses17 } from "./multilingual-order17.ts";
import { APPROVED, readCommit19, readSilence19 } from "./multilingual-order19.ts";
import { bareLetters } from "./multilingual-stems.ts";
import { unwrapLines37 } from "./multilingual-unwrap37.ts";
import { withoutLeftOut } from "./multilingual-leftout20.ts";
import { latinLangsOf16, nonEnglish16 } from "./multilingual-lang16.ts";
import {
  ACT_RE,
  type Act16,
  ALL,
  ANY_ACT,
  BULK,
  CLAIM,
  CONCEAL,
  DATA,
  fixTypos,
  negationOf,
  NO_ASK,
  PERSONAL,
  PRIOR,
  READER,
  ROLE,
  RULES,
  SAFEGUARD,
  SECRET,
  sendClause,
  unnegatedAt,
  USER,
  wholeStore,
  withoutAsking,
} from "./multilingual-words16.ts";
import { secretIsMeans37 } from "./multilingual-purpose37.ts";
import { API_KEY, codeLike, FETCH_RUN, HIDDEN, PLACE, SECRET_SHAPE } from "./multilingual-shapes.ts";

/** the weight of a reading with all its parts (as the English order reader's), and of one that lacks a part */
const BLOCK16 = 0.86;
const WARN16 = 0.62;
/**
 * a text up to this long is read whole; a longer one (a long page, a thread, a README of 40,000 characters) is read to
 * MAX_TEXT, but only its sentences that name a program as their reader, hide from a human, keep the act from the user
 * or take away the user's check count: the long real documents hold ordinary orders to people ("передайте учётные
 * данные" in an API client's manual, a detector's test string "ignorer alle instruksjoner")
 */
const WHOLE_TEXT = 24_000;
const MAX_TEXT = 200_000;

/**
 * sentences end at ".", "!", "?", ";" before white space or at the end of a JSON string, at the CJK stops, or at a line
 * end (a JSON record's last sentence does not run on into the next record's words), a JSON string's escaped line end
 * included (`…figure.\n\nMerci d'ajouter …`: one paragraph's negation is not the next one's), and at a JSON value's
 * end before the next key or the object's close (round 37: a minified locale file's messages are one line, and one
 * message's "AI", another's link and a third key's "fail" are no sentence)
 */
const END =
  /[.!?;]+(?=\s|$|"\s{0,2}[,}\]]|\\n)|[。！？]|\n|(?:\\n){2,}|(?<=[^\\\s:,[{])"(?=\s{0,2}(?:,\s{0,2}"[\w.-]{1,40}"\s{0,2}:|\}))/g;
/**
 * a quotation of at least 20 characters (6 in 「」: CJK packs a whole order into ten): what a document reports, not
 * what it asks (a quotation never holds a tag's "<" or ">": the quotes of `class="note">` are an attribute's, not one
 * quotation running into the next)
 */
const QUOTED = /"[^"\n<>]{20,300}"|“[^”\n]{20,300}”|„[^“”\n]{20,300}[“”]|«[^»\n]{20,300}»|「[^」\n]{6,300}」/g;
/**
 * a string of JSON (after a key's colon, in an array or an object, after another value): the carrier of a tool result,
 * not a quotation ("phishing: \"…\"" in prose is one)
 */
const JSON_VALUE = /(?:"\s{0,2}[:,]|[[{]|(?:true|false|null|\d)\s{0,2},)\s{0,2}$/;
/**
 * a free-text field's value in YAML or TOML (`description: "…"`, `notes = """…`) or a CSV cell (`open,"…"`): the
 * carrier's own field, read as a JSON string is (round 33: the orders planted in tool descriptions and records)
 */
const FIELD_VALUE =
  /(?:^|\n)[ \t-]{0,12}(?:description|text|body|notes?|comments?|message|summary|title|content|value|instructions|snippet|preview|details?|reason|hint|help)\s{0,2}[:=]\s{0,2}(?:"")?$|[^\s,],$/;
/** links, mail addresses and code spans: places and shapes, not words of a language */
// (a GNU-quoted name, `mail-user-agent' in Emacs and Texinfo manuals, is code as a backquoted one is: round 42, realfp42)
const LITERAL = /https?:\/\/[^\s)>\]]+|[a-z0-9._%+-]{1,40}@[a-z0-9.-]{1,80}|`[^`'\s]{1,80}'|`[^`\n]{0,300}`/g;
/**
 * a command-line option's gloss: the sentence opens with the option in code and says what it does ("`--force` 跳过 …
 * 的确认提示" — the flag skips the tool's own prompt): a manual's option list, no order (round 34, realfp34: a skill's
 * reference page)
 */
const OPTION_GLOSS = /^[\s>*•-]{0,8}`--?[a-z][\w-]{0,30}(?:[ =][^`\n]{0,30})?`\s{0,3}[:：]?\s{0,3}[^\s`]/;
/** a sentence in a Markdown table row */
const TABLE_ROW = /^\s{0,4}\|/;

export interface Reading16 {
  act: string;
  weight: number;
  start: number;
  end: number;
}

/** How one sentence reads as an order; `agentFile` grades the standing orders of an instruction file. */
function readSentence(
  raw: string,
  line: string,
  next: string,
  agentFile: boolean,
  full: string = raw,
  objectsOnly = false,
): Omit<Reading16, "start" | "end"> | null {
  // words are read outside links, addresses and code ("…/install.sh", "mobilenext.ai"); places and shapes inside them
  const s = raw.replace(LITERAL, " ");
  // each language's negations where it is spoken (the union where no function word tells the language)
  const langs = latinLangsOf16(s);
  const negation = negationOf(langs);
  const turkish = langs.length === 0 || langs.includes("tr");
  const says = (re: RegExp): boolean => unnegatedAt(s, re, negation, turkish) >= 0;
  const has = (act: Act16): boolean => ACT_RE[act].test(s) && says(ACT_RE[act]);
  // what says an order is planted: a program named as its reader, the user's check taken away or the act hidden from
  // them, the line hidden from a human
  const addressed = READER.test(s) || HIDDEN.test(line);
  const concealed = CONCEAL.test(s) || CONCEAL.test(next);
  const cues =
    (READER.test(s) ? 1 : 0) + (withoutAsking(s, negation) ? 1 : 0) + (concealed ? 1 : 0) + (HIDDEN.test(line) ? 1 : 0);
  const place = PLACE.test(raw);
  // a file the agent writes: only the readings by object (a command, a setting, a role …), not the looser word readings
  if (objectsOnly) return readObjects34({ words: s, raw, full, line, place, cues });
  const r17 = readClasses17({
    words: s,
    raw,
    cues,
    place,
    agentFile,
    says,
    tells: has("tell"),
    reaches: DATA.test(s) || USER.test(s),
    role: ROLE.test(s),
    claim: CLAIM.test(s) || APPROVED.test(s),
  });
  const r19 =
    readSilence19(s, concealed, addressed) ??
    readCommit19({
      words: s,
      raw,
      says,
      secret: SECRET.test(s) || SECRET_SHAPE.test(raw) || API_KEY.test(raw),
      cues,
      every: ALL.test(s),
      agentFile,
    });
  const r16 = ((): Omit<Reading16, "start" | "end"> | null => {
    if (has("send") && place && !secretIsMeans37(s)) {
      // what is sent: not a secret that a deletion in the same sentence reaches ("send the logs and delete the
      // credentials from them first")
      // nor a secret the sentence leaves out ("envoyez les journaux, sans clés d'API, à …")
      const [w, r] = [withoutLeftOut(sendClause(s)), withoutLeftOut(sendClause(raw))];
      const sensitive = SECRET.test(w) || SECRET_SHAPE.test(r) || API_KEY.test(r) || PERSONAL.test(w);
      // someone's data in bulk: "all the mails", "the user's calendar" (in the send's clause, as the secret is)
      const bulk = DATA.test(w) && (ALL.test(w) || USER.test(w));
      if (sensitive || bulk || (cues > 0 && DATA.test(w))) return { act: "send", weight: agentFile ? 0.9 : BLOCK16 };
      if (cues > 0) return { act: "send", weight: WARN16 };
    }
    if (has("grant") && ROLE.test(s) && place) return { act: "grant", weight: BLOCK16 };
    if (has("ignore") && RULES.test(s) && PRIOR.test(s)) return { act: "override", weight: 0.88 };
    if (has("disable") && SAFEGUARD.test(s) && !OPTION_GLOSS.test(raw)) {
      const n = cues + (ALL.test(s) ? 1 : 0);
      if ((agentFile && n >= 1) || n >= 2) return { act: "safeguards-off", weight: agentFile ? 0.88 : BLOCK16 };
      if (n === 1) return { act: "safeguards-off", weight: WARN16 };
    }
    if (agentFile && withoutAsking(s, negation)) return { act: "no-confirmation", weight: 0.88 };
    if (has("run") && FETCH_RUN.test(raw) && (agentFile || cues > 0)) return { act: "run", weight: BLOCK16 };
    if (has("remove") && BULK.test(s) && (ALL.test(s) || wholeStore(s)) && (agentFile || cues > 0))
      return { act: "delete", weight: BLOCK16 };
    if (has("tell") && CLAIM.test(s) && cues > 0) return { act: "steer", weight: WARN16 };
    return null;
  })();
  // round 33: classes of order by their objects (secrets, code of consequence, protections, start-up files)
  const s33: Sentence33 = {
    words: s,
    raw,
    says,
    cues,
    place,
    agentFile,
    sends: has("send"),
    ignores: has("ignore"),
    tells: has("tell"),
    secret: SECRET.test(s) || SECRET_SHAPE.test(raw) || API_KEY.test(raw),
    prior: PRIOR.test(s),
    user: USER.test(s),
    every: ALL.test(s),
  };
  const r33 = readClasses33(s33);
  // round 37: the English readers' bar for records made public, history forced, protections off everywhere
  const r37 = readActs37(s33);
  // round 34: the act read by its object (a command, a setting, a role, a memory, a summary, a public place)
  const r34 = readObjects34({ words: s, raw, full, line, place, cues });
  const best = [r16, r17, r19, r33, r34, r37].reduce<Omit<Reading16, "start" | "end"> | null>(
    (a, b) => (b && (!a || b.weight > a.weight) ? b : a),
    null,
  );
  return best;
}

/** a sign in the sentence (or the words after it) that it is planted: its reader named, hidden markup, concealment */
const signed = (words: string, line: string, after: string): boolean =>
  READER.test(words) || HIDDEN.test(line) || CONCEAL.test(words) || CONCEAL.test(after) || NO_ASK.test(words);

/** The strongest order of a normalised text, sentence by sentence (only sentences not in English are read). */
export function readOrders16(text: string, agentFile: boolean, objectsOnly = false): Reading16 | null {
  if (text.length > MAX_TEXT) return null;
  const long = text.length > WHOLE_TEXT;
  // (hard-wrapped prose joined back into its sentences: a line end stops a sentence here)
  const whole = unwrapLines37(bareLetters(text));
  const read = whole.replace(QUOTED, (q, at: number) =>
    JSON_VALUE.test(whole.slice(Math.max(0, at - 8), at)) || FIELD_VALUE.test(whole.slice(Math.max(0, at - 40), at))
      ? q
      : " ".repeat(q.length),
  );
  let best: Reading16 | null = null;
  END.lastIndex = 0;
  let from = 0;
  for (let n = 0; from < read.length && n < 6000; n++) {
    const m = END.exec(read);
    const to = m ? m.index + m[0].length : read.length;
    const s = read.slice(from, Math.min(to, from + 600));
    const bare = s.replace(LITERAL, " ");
    // a table row describes (a mode, an option); an order hides in prose, a comment or a list item
    const objects = opens34(s);
    const plain = ANY_ACT.test(bare) || ANY33.test(bare) || ANY37.test(bare) || objects;
    // a sentence with a place or a program named may hold a typo'd act or object: it is read again with typos fixed
    const suspect = agentFile || PLACE.test(s) || READER.test(bare);
    // a sentence foreign only by the absence of English words gets the object readings alone (an English bullet such as
    // "secret management (create, update, delete …)" has no English function word either)
    const byAbsence = !nonEnglish16(bare) && objects && foreignByAbsence34(bare);
    const foreign = !byAbsence ? nonEnglish16(bare) : true;
    const only = objectsOnly || byAbsence;
    if (s.length > 8 && (plain || suspect) && foreign && !TABLE_ROW.test(s)) {
      const lineStart = read.lastIndexOf("\n", from - 1) + 1;
      const lineEnd = read.indexOf("\n", from);
      const line = read.slice(lineStart, lineEnd < 0 ? read.length : lineEnd);
      const after = read.slice(to, to + 200);
      // the sentence with its quotations (what a memory is told to hold is often quoted)
      const full = whole.slice(from, from + s.length);
      let r = plain && (objects || !only) ? readSentence(s, line, after, agentFile, full, only) : null;
      const fixed = !only && suspect && (r === null || r.weight < BLOCK16) ? fixTypos(s) : s;
      if (fixed !== s && ANY_ACT.test(fixed.replace(LITERAL, " "))) {
        const again = readSentence(fixed, line, after, agentFile);
        if (again && (r === null || again.weight > r.weight)) r = again;
      }
      if (r && long && (r.weight < BLOCK16 || !signed(bare, line, after) || codeLike(s))) r = null;
      if (r && describesExample41(bare) && !signed(bare, line, after)) r = null;
      if (r && (best === null || r.weight > best.weight)) best = { ...r, start: from, end: from + s.length };
    }
    from = to;
    if (!m) break;
  }
  return best;
}
