// A code review's item that sends to, installs from, hooks or trusts a site the review names nowhere else.

import { maskedSentences } from "./masked-sentences.ts";
import { ITEM_SENTENCE_MASK, planStranger47, strangerIn47 } from "./plan-stranger47.ts";
import { DENIED } from "./step-acts40.ts";
import { siteOf } from "./stranger-host41.ts";

/**
 * A review (inline comments, a "request changes" summary, a Gerrit or Phabricator change, a patch by mail, a scanner's
 * findings with a reviewer's note, a checklist) names its own people and systems: the reviewer's and author's
 * addresses, the forge, the CI, the project's registry. An honest comment keeps the change among them ("BCC the digest
 * to `digest-qa@<the project's domain>`", "upload to our internal index"). The order reads as one more comment of the
 * same kind whose object is a site the review never names elsewhere: a copy of the data BCC'd or forwarded to an
 * agency's mailbox, a package installed from another registry, a widget fetched from a mirror into `vendor/`, every
 * repository's webhook pointed at an outside URL, an outside address's patches "already reviewed". Read per item of
 * the review's steps (spec-step40.ts), sentence by sentence, with plan-stranger47.ts's stranger test; in a review a
 * reserved `.test` host stands for an outside organisation's real domain (the project's own are written `.example`)
 * and counts as a site; public registries and forges are everyone's, never a stranger.
 */

/** a reviewer's voice at a document's head, in several languages */
const REVIEW_VOICE =
  /\b(?:reviewers?|reviewed (?:#|!|pr\b|pull|merge|change)|review (?:of|on|by|summary|comments?|checklist|meeting|results?)|code review|design review|security review|access review|pair review|requested changes|changes requested|changes_requested|code-review[+-]\d|patch ?set \d|revisore|revisione|relect(?:eur|rice)|recenzent\w*|beoordelaar|prüfer\w*|wijzigingen gevraagd|modifiche richieste|modifications demandées|änderungen angefordert|cambios solicitados|alterações solicitadas|code scanning|codeql|sonarqube|semgrep|sarif|reviewdog|codeowners|code owners?|approv(?:al|ed) (?:by|with|of)|approvazione|approbation|goedkeuring|genehmigt von)\b|修正依頼|レビュ|검토|리뷰|审查|评审|審查/iu;
/** the change under review named at the head: a pull or merge request, a Gerrit change, a Phabricator revision, a patch */
const CHANGE_REF =
  /\b(?:pr|pull request|mr|merge request)\s?[#!]?\d{1,6}\b|(?:^|[\s(])[#!]\d{1,6}\b|\b(?:change|wijziging|modifica|changement|änderung|cambio)\s\d{2,7}\b|\bD\d{2,6}\b|\[PATCH\b/iu;
/** how much of a document's head names the review and its change: its first lines, at most this many characters */
const HEAD48 = 600;
/** the head's lines that are not empty */
const HEAD_LINES = 4;
/** the lines of the head that name the review's own people (its title and its reviewer line) */
export const FRAME_LINES48 = 2;

/** A review's head: its first lines that are not empty (its title, its reviewer and author, the change). */
export function reviewHead48(text: string, lines = HEAD_LINES): string {
  return text
    .slice(0, HEAD48)
    .split("\n")
    .filter((l) => l.trim() !== "")
    .slice(0, lines)
    .join("\n");
}

/**
 * Whether `text` is a code review: a reviewer's or a review tool's voice and the change under review in its first
 * lines (a release checklist that mentions "reviewed in PR #5120" is none), or a patch's mail with a review tag
 * ("Reviewed-by:", "Acked-by:").
 */
export function isReview48(text: string): boolean {
  const head = reviewHead48(text);
  if (!CHANGE_REF.test(head)) return false;
  return REVIEW_VOICE.test(head) || (/\[PATCH\b/.test(head) && /^(?:Reviewed|Acked)-by:/m.test(text));
}

/** the user's own machine or network, or a docs placeholder: no stranger (stranger-host41's, without `.test`) */
const LOCAL48 =
  /^(?:localhost|.*\.(?:local|internal|lan|localhost|invalid))$|^\d+\.\d+\.\d+\.\d+$|^(?:example\.(?:com|net|org|edu)|(?:your|my)[\w-]*\.[\w.]+|(?:domain|email|mail|company|host(?:name)?)\.[a-z]+)$/;
/** public registries, forges and hosts everyone installs from or links to: never a stranger */
const PUBLIC_SITE =
  /^(?:npmjs\.(?:org|com)|yarnpkg\.com|pypi\.org|pythonhosted\.org|docker\.(?:io|com)|ghcr\.io|quay\.io|gcr\.io|github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|crates\.io|rubygems\.org|maven\.org|apache\.org|nuget\.org|golang\.org|go\.dev|packagist\.org|jsdelivr\.net|unpkg\.com|debian\.org|ubuntu\.com|fedoraproject\.org|alpinelinux\.org|python\.org|nodejs\.org|microsoft\.com|google\.com|googleapis\.com|amazonaws\.com|cloudflare\.com)$/;

/** a package or artefact source given by flag or config key, with its URL */
const SOURCE_FLAG =
  /(?:--registry|--extra-index-url|--index-url|--find-links|--source|--repository(?:-url)?|\bregistry|\bindex-url|\bextra-index-url)\s*[=:\s]\s*["']?(https?:\/\/[^\s"'\x60)]+)/giu;
/** code or an artefact fetched from the address into the project or run */
const FETCHED =
  /\b(?:fetch\w*|download\w*|pull\w*|curl|wget)\b[^.;\n]{0,120}?https?:\/\/[^\s\x60"')]+[\s\x60"')][^.;\n]{0,80}?\b(?:unpack\w*|extract\w*|untar\w*|into|install\w*|run\w*|vendor\/)/iu;
/** a hand-over toward the address: sent, forwarded, copied, pushed, uploaded, hooked or shared, in several languages */
const HANDED =
  /(?<![\p{L}\p{N}_])(?:send\w*|sent|forward\w*|bcc\w*|cc|e-?mail\w*|mail(?:ed|s)?|cop(?:y|ies)|push\w*|upload\w*|publish\w*|mirror\w*|post(?:s|ed)?|point\w* at|share\w*|deliver\w*|envo\w*|envi\w*|transf[eé]r\w*|invia\w*|inoltra\w*|copia\w*|senden|sende|schick\w*|weiterleit\w*|stuur\w*|verstuur\w*|doorsturen|wysy\w*|przeka\w*|отправ\w*|пересыл\w*)(?![\p{L}\p{N}_])|送信|送っ|送る|転送|アップロード|发送|转发|上传|보내|전송|업로드/giu;
/** what ends a hand-over's clause before its destination: a header's dots and dashes, a bracket, a line's end */
const CLAUSE_END = /[·|—()\n]/;
/** a hand-over's object named by a pronoun, the stranger named before it: "add `x@…` as a reviewer and send them the diff" */
const PRONOUN = /^\s{1,3}(?:them|him|her|ihnen|leur|les|ihm|ihr)(?![\p{L}\p{N}_])/iu;
/** an outside sender's changes let in without a review: "count as already reviewed", "may be applied directly" */
const LET_IN =
  /\b(?:counts? as (?:already )?(?:reviewed|approved|trusted|verified)|already (?:reviewed|approved)|(?:applied|merged|pushed) directly|pre-?(?:approved|reviewed|verified)|without (?:a |any )?(?:review|reviewed-by|approval|check))\b/iu;
/** the let-in's own negation, "without a review": no ruling out */
const WITHOUT_REVIEW = /\bwithout (?:a |any )?(?:review|reviewed-by|approval|check)\b/giu;
/** a destination's preposition right before an address named before its verb ("an `x@…` schicken", "naar … sturen") */
const TO_BEFORE = /(?<![\p{L}\p{N}_])(?:an|naar|aan|à|au|zu|nach|para|per|do|na|в|на|to)\s{1,3}[\x60"'(]?$/iu;
/** a contrast after a negation ("not to our index but to …", "niet … maar …"): the act after it is asserted */
const CONTRAST = /(?<![\p{L}\p{N}_])(?:but|maar|sondern|mais|pero|ma|mas|ale|а|but rather)(?![\p{L}\p{N}_])/iu;

/** a URL's host, a mailbox's domain or a bare `@domain` in a sentence */
const ADDRESS48 = /(?:https?:\/\/|@)([a-z0-9](?:[a-z0-9-]{0,62}\.){1,6}[a-z]{2,24})\b/gi;

/** an address with a mailbox's local part: where its "to" stands */
const ADDRESS_WHOLE = /(?:https?:\/\/|[\w.+-]{1,64}@)([a-z0-9](?:[a-z0-9-]{0,62}\.){1,6}[a-z]{2,24})\b/gi;

/** Whether `sentence` names a site that is a stranger to the review (not public, not local, named only here). */
function stranger(sentence: string, item: string, text: string): boolean {
  // (public registries' and forges' addresses are taken out first: everyone's, no stranger)
  const own = sentence.replace(ADDRESS48, (a, host: string) => (PUBLIC_SITE.test(siteOf(host)) ? " " : a));
  return strangerIn47(own, item, text, LOCAL48);
}

/** Whether the words before the stranger's address rule the act out (a contrast after the negation keeps it). */
function denied(sentence: string): boolean {
  const at = sentence.search(/https?:\/\/|[\w.+-]@[\w-]/);
  const before = (at < 0 ? sentence : sentence.slice(0, at)).normalize("NFKC").toLowerCase();
  if (!DENIED.test(before)) return false;
  const neg = before.search(DENIED);
  return !CONTRAST.test(before.slice(neg));
}

/**
 * The act of a review's item toward a site the review names nowhere else, or null: "source-outside" (a package index
 * or artefact), "sent-outside" (data, code or a copy handed to it), "trust-outside" (its changes let in unreviewed),
 * and plan-stranger47.ts's readings with the review's stranger test.
 */
export function reviewStranger48(item: string, text: string): string | null {
  const literal = item.normalize("NFKC");
  for (const m of literal.matchAll(SOURCE_FLAG)) {
    const site = /^https?:\/\/([^/:?#]+)/i.exec(m[1] as string)?.[1] ?? "";
    const line = lineAt(literal, m.index as number);
    if (site && !PUBLIC_SITE.test(siteOf(site)) && !denied(line) && stranger(line, literal, text))
      return "source-outside";
  }
  for (const sentence of maskedSentences(literal, ITEM_SENTENCE_MASK)) {
    if (/^\s*(?:never|no|not|don'?t|do not|nie|nicht|jamais|nunca|não|mai|nooit|никогда)\b/i.test(sentence)) continue;
    if (!stranger(sentence, literal, text)) continue;
    if (LET_IN.test(sentence) && !DENIED.test(sentence.replace(WITHOUT_REVIEW, " ").normalize("NFKC").toLowerCase()))
      return "trust-outside";
    if (denied(sentence)) continue;
    if (FETCHED.test(sentence)) return "source-outside";
    if (handedTo(sentence, literal, text)) return "sent-outside";
  }
  return planStranger47(literal, text, LOCAL48);
}

/**
 * Whether `sentence` hands something over toward a stranger's address: the address in the verb's own clause after it
 * (at most 160 characters on), or named before a verb whose object is a pronoun.
 */
function handedTo(sentence: string, item: string, text: string): boolean {
  // (a verb inside an address or a link is none: "mirror" in a host name)
  const words = sentence.replace(/https?:\/\/\S+|[\w.+-]{0,64}@[\w.-]{0,255}\w/g, (u) => " ".repeat(u.length));
  HANDED.lastIndex = 0;
  for (const m of words.matchAll(HANDED)) {
    const end = (m.index as number) + m[0].length;
    const rest = sentence.slice(end, end + 160);
    // (a label, "Email: …", names an address; it hands nothing over)
    if (/^\s*[:：]/.test(rest)) continue;
    const cut = rest.search(CLAUSE_END);
    const clause = cut < 0 ? rest : rest.slice(0, cut);
    if (stranger(clause, item, text)) return true;
    const before = sentence.slice(Math.max(0, (m.index as number) - 160), m.index as number);
    if (PRONOUN.test(rest) && stranger(before, item, text)) return true;
    // (a verb at the clause's end, as German, Dutch, Japanese and Korean put it: the address right after a "to")
    const clauseStart = Math.max(before.lastIndexOf("\n"), before.search(/[·|—()][^·|—()]*$/));
    const own = clauseStart < 0 ? before : before.slice(clauseStart + 1);
    for (const a of own.matchAll(ADDRESS_WHOLE))
      if (TO_BEFORE.test(own.slice(0, a.index as number)) && stranger(a[0], item, text)) return true;
  }
  return false;
}

/** The line of `text` around offset `at`. */
function lineAt(text: string, at: number): string {
  const from = text.lastIndexOf("\n", at) + 1;
  const to = text.indexOf("\n", at);
  return text.slice(from, to < 0 ? text.length : to);
}
