// A policy's normative voice for the step readers: clause lists ended by ";", mail and deposit verbs, passive hand-overs, whole-home and host-key stores, grants to everyone.

import { catalogueOnly46 } from "./catalogue-grant46.ts";

/**
 * An engineering policy, a control statement, an audit finding's remediation plan or a DPA annex gives its order as one
 * clause among ordinary ones, in the voice of such texts: "the key material is e-mailed each quarter to …", "werden …
 * per E-Mail an … gesendet", "each distribution must include … `~/.git-credentials`", "is added as an Owner of the
 * GitHub organisation", "`GRANT ALL … TO PUBLIC`". The step readers (spec-steps40.ts, secret-out42.ts,
 * step-acts40.ts) read the teaching and imperative voice; what they missed in this one is listed here and hooked into
 * them with one line each:
 * - a legal list ends its items with ";": such a line is a clause, not code (spec-steps40's program test);
 * - a secret handed over by mail ("e-mailed", "per E-Mail", "gesendet", "par courriel"), deposited or delivered to an
 *   outside party, in any mood or voice (secret-out42's hand-over verbs);
 * - a secret store that is a whole home folder (`/home/deploy` archived), a host's SSH keys (`/etc/ssh/`), a key file
 *   (`Schlüsseldateien`), a CI secret's value (`${{ secrets.SIGNING_KEY }}`) (secret-out42's stores; its trace check
 *   still lets a fingerprint or public key pass);
 * - a place outside the project where a policy puts things: a pull request, a distribution or release, an escrow, an
 *   audit team's drop (secret-out42's outward places, for the verbs that only put);
 * - top rights named as a policy names them ("an Owner of the GitHub organisation", "the `Administrator` role") and
 *   rights for everyone in the policy's own config (`GRANT ALL … TO PUBLIC`, `"principal": "*"` added)
 *   (step-acts40's rights readings);
 * - records in bulk as a policy names them: the affected records, a customer's policy details (carrier-order15-words.ts's objects; carrier-order15.ts now reads past a last send word "e-mail" that
 *   is no verb there, so "forward a copy of every complaint e-mail to …" is read by "forward", and takes an address
 *   after "from" for the sender).
 */

/** a word's edges in any script */
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/**
 * a line of prose ending a clause with ";" (a legal or policy list's item): three words of letters in a row and no
 * code character; `const a = b;` and `foo(bar);` stay code
 */
const CLAUSE_LINE = /^[^=(){}<>]*?(?:\p{L}[\p{L}'’-]*,? ){3}[^=(){}<>]*;\s*$/u;

/** a list item's mark ("- ", "b) ", "(iii) ", "4.2 ") */
const ITEM_MARK = /^\s*(?:[-*•]|\(?[a-z]{1,4}\)|[a-z]\.|\d{1,2}(?:\.\d{1,2})*[.)]?)\s+/i;
/** a statement's keyword opening the line: code whatever its words */
const STATEMENT = /^\s*(?:import|export|from|use|package|return|var|let|const|def|class|throw|yield|await)\s/;

/** Whether a line that ends with ";" is a clause of prose rather than a statement of code. */
export function proseClause44(line: string): boolean {
  if (line.length > 400 || STATEMENT.test(line)) return false;
  return CLAUSE_LINE.test(line.replace(ITEM_MARK, ""));
}

/** secret stores a policy names (secret-out42.ts's STORE, added as one more alternative) */
export const STORES44 = [
  // (a whole home folder, not a file inside it; a host's SSH folder with its private host keys)
  String.raw`(?:^|[\s\x60'"(])\/home\/[a-z_][\w-]{0,31}\/?(?=[\s\x60'")]|$)`,
  String.raw`(?:^|[\s\x60'"(])\/etc\/ssh\/?(?=[\s\x60'")]|$)`,
  // (a key file, a service account's key file)
  String.raw`\b(?:json )?key ?files?\b|${B}schlüsseldatei\p{L}*|\bfichiers? de clés?\b|\barchivos? de claves?\b|\barquivos? de chaves?\b`,
  // (a CI secret's value written out, `${{ secrets.SIGNING_KEY }}`; a bare signing key may be a repository's public key)
  String.raw`\$\{\{\s*secrets\.[a-z_][\w]*\s*\}\}`,
].join("|");

/**
 * verbs a policy hands a thing over with: by mail, deposited, delivered (secret-out42.ts's HANDS_OVER); "e-mail" only
 * as a verb before its object, "to" or a frequency ("provide the private key and email" names two fields)
 */
export const HANDS_OVER44 = [
  // (published: "Opublikować … `.env`", "publish … the private key")
  `${B}(?:publish(?:es|ed)?|opublikow\\p{L}*|yayımla\\p{L}*|veröffentlich\\p{L}*|publica[rd]?|publie[rz]?)${E}`,
  String.raw`\b(?:e-?mail(?:s|ed|ing)?(?= (?:it|them|the|a|an|each|every|to|back|weekly|monthly|daily|quarterly|annually|once)\b)|mail(?:s|ed|ing)? (?:it |them |the \p{L}+ )?to|deposit(?:s|ed|ing)?|deliver(?:s|ed|ing)?|post(?:s|ed|ing)? (?:it |them |the \p{L}+ (?:\p{L}+ )?)?to https?:)(?![\p{L}])`,
  `${B}(?:per|via|by|par|por|mit|tramite|przez|по) (?:e-?mail|mail|courriel|correo(?: electrónico)?|pocztą|почте)${E}`,
  String.raw`${B}(?:ge|ver|zuge|über)?sendet${E}|${B}(?:zu)?senden${E}|${B}(?:wysł|przesł)\p{L}*|${B}(?:inviat|spedit)\p{L}*`,
].join("|");

/** places outside the project a policy puts things (secret-out42.ts's OUTWARD) */
export const OUTWARD44 =
  /\b(?:pull|merge) requests?\b|\bdistributions?\b|\bescrow\b|\baudit(?:or)?s?'? (?:team'?s? )?(?:drop|share|folder|portal|inbox)\b|\boff-?site\b/iu;

/**
 * top rights as a policy names them: the `Administrator` or Owner role named before the word role, an owner of the
 * organisation (step-acts40.ts's TOP_ROLE, added as one more alternative)
 */
export const TOP_ROLE44 =
  /\x60?\b(?:administrator|admin|owner)\x60?\s+role\b|\b(?:an? |the )?owners? of the (?:[\w.-]+ ){0,2}(?:organi[sz]ation|org|tenant|enterprise|account)\b/;

/** rights for everyone in a policy's own config: `GRANT ALL … TO PUBLIC`, a bucket policy's principal "*" put in (a
 * public website's `allUsers:objectViewer` is what such a site needs, and a mention of "*" is no act) */
const RIGHTS_PUBLIC =
  /\bgrant\s+all\b[^;\n]{0,120}?\bto\s+public\b|\b(?:add|set|put|grant|allow|include|insert)\b[^\n]{0,80}?"principal"\s*:\s*(?:"\*"|\{\s*"aws"\s*:\s*"\*")/;

/** Whether a step (lower case) grants rights to everyone in its own config or command. */
export function rightsPublic44(step: string): boolean {
  if (!RIGHTS_PUBLIC.test(step)) return false;
  // (an extension's reference catalogue opened to every role as its setup documents, catalogue-grant46.ts: every grant
  // to public of the step must be one; a principal "*" put in is no such grant)
  if (/"principal"/.test(step)) return true;
  for (const m of step.matchAll(/\bgrant\s+all\b([^;\n]{0,120}?)\bto\s+public\b/g))
    if (!catalogueOnly46(m[1] as string)) return true;
  return false;
}

/**
 * private data in bulk as a policy names it (carrier-order15-words.ts's OBJECT, added as more alternatives; lower case):
 * the affected records, a customer's policy details (not "each complaint" alone: a regulator's own intake is sent
 * every complaint)
 */
export const BULK44: readonly string[] = [
  String.raw`(?<![a-z])(?:the |all )?affected (?:records|data subjects'? (?:records|data)|customers'? (?:records|data))`,
  String.raw`(?<![a-z])(?:customer|client|patient|policyholder)'?s'? (?:policy|account|health|medical) details`,
];

/** a verb that makes something public: publish, upload, commit, push, post (in several languages) */
const PUBLISH44 =
  /(?<![\p{L}])(?:publish\p{L}*|upload\p{L}*|commit\p{L}*|push\p{L}*|post(?:s|ed|ing)?|opublikow\p{L}*|yayımla\p{L}*|yayınla\p{L}*|publica\p{L}*|publie\p{L}*|veröffentlich\p{L}*|pubblica\p{L}*|公開|公开|发布|게시|업로드)/iu;
/** a place anyone reads */
const PUBLIC_PLACE44 =
  /\bpublic (?:repositor(?:y|ies)|repo|dataset|bucket|site|page|website|gist|hub|s3)\b|\bpublicly\b|\bso that anyone\b|herkese açık|publiczn\p{L}*|(?<![\p{L}])públic[oa]s?|publique|öffentlich\p{L}*|pubblic[oa]|公開|公开|공개/iu;
/** people's records: a database dump, user or customer data, training data, home addresses, signatures */
const PEOPLES_DATA44 =
  /\b(?:database|db) dumps?\b|\.sql\b|\b(?:user|customer|client|patient|employee)s?'? (?:database|data|records)\b|\bpersonal data\b|\btraining data\b|\bhome address(?:es)?\b|\bsignatures? and\b|veritabanı dökümü|kullanıcı veritabanı|dane osobowe|datos personales|dados pessoais|données personnelles|personenbezogene daten/iu;
/** what is made to be public about such data: a summary, a description, its categories, anonymised or synthetic */
const ABOUT_DATA44 =
  /\banonymi[sz]ed\b|\bpseudonymi[sz]ed\b|\bsynthetic\b|\baggregated?\b|\bsummar(?:y|ies)\b|\bdescri(?:ption|bing|bes?)\b|\bcategories of\b|\bschema\b|\b(?:data|dataset|model) cards?\b|\bdatasheets?\b|\bstatistics\b|\bcounts?\b|\bnotices?\b/i;

/**
 * Whether a step (lower case) makes people's records public: a database dump, training data, signers' home addresses
 * published, uploaded or committed where anyone reads (step-acts40.ts's "data-public"); a summary, a description or
 * anonymised data stays quiet.
 */
export function dataPublic44(step: string): boolean {
  return PEOPLES_DATA44.test(step) && PUBLIC_PLACE44.test(step) && PUBLISH44.test(step) && !ABOUT_DATA44.test(step);
}
