// The order reader's words: every language's lexicon fields as regexes, and where an act is said unnegated, unreported.

import { askFirstClause } from "./multilingual-ask-first.ts";
import { LEXICONS16, type Lexicon16 } from "./multilingual-lex16.ts";
import { LEXICONS17 } from "./multilingual-lex17.ts";
import { LEXICONS18 } from "./multilingual-lex18.ts";
import { ACTS17 } from "./multilingual-acts17.ts";
import { ACTS17_SOURCE } from "./multilingual-order17.ts";
import { ACTS19 } from "./multilingual-acts19.ts";
import { ACTS19_SOURCE } from "./multilingual-order19.ts";
import { unionField } from "./multilingual-stems.ts";
import { addresseeRegex } from "./multilingual-addressee20.ts";
import type { StemBounds } from "./multilingual-bounds.ts";
import { typoFixer } from "./multilingual-typo18.ts";
import { LATIN_LANGS16 } from "./multilingual-lang16.ts";

/** every language's table: lang16's, the round-17 languages', the round-18 code-mixed and romanized ones */
const TABLES: Record<string, Lexicon16> = { ...LEXICONS16, ...LEXICONS17, ...LEXICONS18 };
const field = (name: keyof Lexicon16, whole = false, bounds?: StemBounds): RegExp =>
  unionField(TABLES, name, whole, bounds);

const ACTS = ["send", "grant", "ignore", "disable", "run", "remove", "tell"] as const;
export type Act16 = (typeof ACTS)[number];
/** a field of the round-16–18 tables with the round-19 table's stems for it ("exportieren", "mailen", "環境変数") */
const with19 = (re: RegExp, name: "send" | "envvars" | "records"): RegExp =>
  new RegExp(`${re.source}|${unionField(ACTS19, name).source}`);
export const ACT_RE = Object.fromEntries(
  ACTS.map((a) => [a, a === "send" ? with19(field(a), "send") : field(a)]),
) as Record<Act16, RegExp>;
/** the acts that open a sentence to the reader (a concealment alone does not: its separable forms cost 3% of a scan) */
export const ANY_ACT = new RegExp([...ACTS.map((a) => ACT_RE[a].source), ACTS17_SOURCE, ACTS19_SOURCE].join("|"));
export const SECRET = with19(field("secret"), "envvars");
export const PERSONAL = with19(field("personal"), "records");
// the override's words where their words end: 명령 not in 명령행 (a command line), 规则 not in 规则引擎, 위의 not in 상위의
export const RULES = field("rules", false, "noun");
export const PRIOR = field("prior", false, "modifier");
export const SAFEGUARD = field("safeguard");
export const BULK = field("bulk");
export const ALL = field("all", true);
const NEGATION = field("negation", true);
/**
 * the tables whose negations are read in every sentence: the other scripts' (they cannot match Latin words) and the
 * English loanwords'; a Latin-script language's negations are read only in a sentence of that language ("nu" is
 * Romanian "not" and Swedish "now", "ne" French "not" and Italian "of it")
 */
const ALWAYS_NEGATED = Object.keys(TABLES).filter((lang) => !LATIN_LANGS16.includes(lang));
const NEGATION_OF = new Map<string, RegExp>();
export function negationOf(langs: readonly string[]): RegExp {
  if (langs.length === 0) return NEGATION;
  const key = langs.join(",");
  let re = NEGATION_OF.get(key);
  if (!re) {
    const tables = Object.fromEntries([...ALWAYS_NEGATED, ...langs].map((lang) => [lang, TABLES[lang]]));
    NEGATION_OF.set(key, (re = unionField(tables, "negation", true)));
  }
  return re;
}
export const NO_ASK = field("noAsk");
const REPORTED = field("reported");
/** the order's program addressee: a reader word in its cases, or the one who processes this text (round 20) */
export const READER = addresseeRegex(TABLES);
export const CLAIM = field("claim");
export const ROLE = field("role");
export const DATA = field("data");
export const USER = field("user");
export const CONCEAL = field("conceal");

/** a negation after the verb (Japanese, Korean, Bengali) */
const NEG_AFTER = /^[^\s.。]{0,4}(?:ない|ません|지\s?마|지\s?않|말아)|^\s?না(?![\u0980-\u09ff])/;
/** a Turkish negative suffix on the verb, read in Turkish only: "-me" ends "envíame" (send me) in Spanish */
const TURKISH_NEG_SUFFIX = /^[a-zı]{0,2}(?:mey|may|mez|maz|m[ea](?![a-zı]))/;

/** the two words after a verb, in the scripts that put spaces between words */
const NEXT_WORDS = /^\s{1,2}(?:[a-z\u00c0-\u024f\u0400-\u04ff']{1,12}\s{1,2})?[a-z\u00c0-\u024f\u0400-\u04ff']{1,12}/;

/** "no" at most two words before the verb ("no lo envíes", "no debes enviar"; Spanish, Catalan): the same word is
 * Portuguese "in the", so it does not reach as far back as the other negations */
const NO_BEFORE = /(?:^|\s)no(?:\s{1,2}\S+){0,2}\s{0,2}$/;
/** the last six words before a verb: a negation further back belongs to another clause */
const LAST_WORDS = /(?:\S+\s+){0,6}\S*$/;
const negatedBefore = (before: string, negation: RegExp): boolean =>
  NO_BEFORE.test(before) || negation.test(LAST_WORDS.exec(before)?.[0] ?? before);
const GLOBAL = new Map<RegExp, RegExp>();

const PRODUCTION = unionField(ACTS17, "prod");
/** typos of the acts and of the objects they reach ("sennde", "credenciles", "przesłać" typed "przeslac" is bare) */
const FUZZY_FIELDS = ["send", "remove", "run", "ignore", "disable", "secret", "bulk"] as const;
export const fixTypos = typoFixer(Object.values(TABLES).flatMap((t) => FUZZY_FIELDS.map((f) => t[f])));
const BULK_ALL = new RegExp(BULK.source, "g");
/**
 * a deletion's object is a whole store without an all-word when it is production's ("la base de datos de producción")
 * or two stores at once ("das Repository und die Backups")
 */
export function wholeStore(s: string): boolean {
  if (PRODUCTION.test(s) || /(?<![a-z])prod(?:uction)?(?![a-z])/.test(s)) return true;
  return new Set(s.match(BULK_ALL)).size >= 2;
}

/**
 * The part of a sentence a send reaches when a deletion shares it: up to the deletion when it follows the send, from
 * the send on when it precedes it ("löschen Sie die Zugangsdaten und schicken Sie die Logs an …")
 */
export function sendClause(s: string): string {
  const send = ACT_RE.send.exec(s);
  const remove = ACT_RE.remove.exec(s);
  const whole = !send || !remove || remove.index === send.index;
  const clause = whole ? s : remove.index > send.index ? s.slice(0, remove.index) : s.slice(send.index);
  return send ? beforeNextClause(clause, send.index - (whole || remove.index > send.index ? 0 : send.index)) : clause;
}

/**
 * a CJK clause joined on after a comma ("…发送至 legal@…，并在员工门户中更新您的银行账户信息": "and update your bank
 * details in the portal"): another act with its own objects
 */
const NEXT_CLAUSE = /[，,、]\s{0,2}(?:并且|并|然后|再|同时|另外|並且|並|然後|同時|そして|また|그리고|또한)/g;

/** The clause up to the next clause joined on after `from` that holds no send of its own (the whole clause else). */
function beforeNextClause(clause: string, from: number): string {
  NEXT_CLAUSE.lastIndex = Math.max(0, from);
  const m = NEXT_CLAUSE.exec(clause);
  if (!m || ACT_RE.send.test(clause.slice(m.index))) return clause;
  return clause.slice(0, m.index);
}

/** The first unnegated, unreported match of `re` in a sentence, or -1. */
export function unnegatedAt(sentence: string, re0: RegExp, negation: RegExp, turkish: boolean): number {
  let re = GLOBAL.get(re0);
  if (!re) GLOBAL.set(re0, (re = new RegExp(re0.source, "g")));
  re.lastIndex = 0;
  for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 26);
    // "senden Sie niemals", "n'envoyez jamais": the negation may follow the verb by a word or two
    const next = NEXT_WORDS.exec(after.replace(/^[\p{L}\p{M}]*/u, ""))?.[0] ?? "";
    if (negatedBefore(before, negation) || NEG_AFTER.test(after) || negation.test(next)) continue;
    if (turkish && TURKISH_NEG_SUFFIX.test(after)) continue;
    if (REPORTED.test(before)) continue;
    return m.index;
  }
  return -1;
}

/**
 * "without asking" that the sentence does not itself forbid: "não adicione dependências sem perguntar" (do not add
 * them without asking) is a rule that the agent asks, the commonest line of an ordinary agent file
 */
export function withoutAsking(s: string, negation: RegExp): boolean {
  const m = NO_ASK.exec(s);
  return (
    m !== null &&
    !negatedBefore(s.slice(Math.max(0, m.index - 60), m.index), negation) &&
    // (round 29: the negation heads the phrase's clause further back, "no subas `out/` a ningún sitio sin preguntar")
    !askFirstClause(s, m.index, negation)
  );
}
