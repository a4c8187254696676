// What an ordered act does, read from its words in any carrier: the settings, edits and records that weaken a protection.

import { OPEN_SETTING34 } from "./multilingual-object34-vocab.ts";

/**
 * One effect: the words that show it in a sentence (normalised: lower case, accents folded) and what it takes away.
 * The same setting is read by the shell layer as a command (`sed -i 's/PermitRootLogin no/…yes/'`, a sudoers line
 * written by `tee`); here it is read in prose that orders it, so the table names the setting once, not per tool.
 */
/** the foreign-language readers' table of settings that open a protection, less the agent's own permission flags */
const AGENT_FLAGS =
  /\bautoapprove\b|"?allow"?\W{0,4}\[\s{0,2}"\*"|\bbash\(\*\)|\bbypasspermissions\b|dangerously-skip-permissions|\bwrite-all\b/g;
const OPEN_SETTING36 = {
  test: (sentence: string): boolean => OPEN_SETTING34.test(sentence.replace(AGENT_FLAGS, " ")),
};

export interface Effect36 {
  effect:
    | "access-opened"
    | "check-passed"
    | "checks-removed"
    | "privilege-widened"
    | "history-rewritten"
    | "evidence-erased"
    | "exposed";
  what: string;
  re: { test(sentence: string): boolean };
  /** for a `re` that is no RegExp: a regex every sentence `re` accepts matches (its literals gate the reader) */
  need?: RegExp;
}

/** a verification routine by its name: auth, access, permission, signature, token, session, password checks */
const CHECK_NAME = String.raw`[\w.]{0,40}(?:verif|valid|auth|allow|permi|check|is_?admin|isadmin|acces|control|signature|token|session|login|password|csrf|estautorise|autoris|berechtig|prufe|pruef)[\w.]{0,40}\s{0,2}\(\s{0,2}\)?`;
const TRUE_ALWAYS = String.raw`(?:always |toujours |siempre |immer |unconditionally )?[\x60'"]?true[\x60'"]?`;

/** a public page or download folder, by its words */
const PUBLIC_PLACE = /\b(?:website|public|offentlich\w{0,2}|oeffentlich\w{0,2}|downloads? page|download-bereich)\b/;
/** people's private records, by their words */
const PRIVATE_RECORDS =
  /\b(?:salar(?:y|ies)|home addresses|personnel files|patient records|gehaelter|gehalter|gehaltsband\w{0,3}|patienten)\b/;
/** a dump, a backup or secrets copied to a public folder (German word order: the verb last) */
const RECORDS_PUT_PUBLIC =
  /\b(?:dump|backup|\.sql|customers?|secrets?|\.env)\b[^\n]{0,100}?\b(?:offentlich\w{0,2}|oeffentlich\w{0,2}|public)\b[^\n]{0,80}?\b(?:kopieren|hochladen|stellen|legen)\b/;

/**
 * Private records and a public place named on one line, in either order. Exactly what the regex
 * `(?=[^\n]*PUBLIC_PLACE)[^\n]*PRIVATE_RECORDS` answers to `test`, without its lookahead scanning to the line's end
 * from every position (quadratic in the line: 15% of the short-text scan in round 36). A match from any position
 * holds one from its line's start, so the question is whether one line holds both words; `\b` at a line's ends sees
 * "\n" or the string's end, both non-word, so a line split off answers as it did in place.
 */
function recordsBesidePublicPlace(s: string): boolean {
  if (!PRIVATE_RECORDS.test(s) || !PUBLIC_PLACE.test(s)) return false;
  return !s.includes("\n") || s.split("\n").some((line) => PRIVATE_RECORDS.test(line) && PUBLIC_PLACE.test(line));
}

/**
 * A check made to pass holds "true" (a routine returning it) or its skipping verb: tried first, as a literal scan, since
 * the pattern's leading `[\w.]{0,40}` is tried at every position of every sentence (2% of the short-text scan).
 */
const CHECK_PASSED_LITERALS = /true|skip|bypass|ignore|omit|drop/;

/** `test` exactly as `new RegExp(source)`'s, asked only when `literals` (one of which every match holds) is found. */
function withLiterals(literals: RegExp, source: string): { test(sentence: string): boolean } {
  const re = new RegExp(source);
  return { test: (sentence: string): boolean => literals.test(sentence) && re.test(sentence) };
}

export const EFFECTS36: readonly Effect36[] = [
  // remote login and authentication opened: root or passwords over ssh, empty passwords, PAM accepting anyone
  {
    effect: "access-opened",
    what: "remote login opened",
    re: /\bpermitrootlogin\s{1,3}[\x60'"]?yes\b|\bpermitemptypasswords\s{1,3}[\x60'"]?yes\b|\bpasswordauthentication\s{1,3}[\x60'"]?yes\b|\bpam_permit\.so\b|\bstricthostkeychecking\W{0,3}no\b|\ballowunauthenticated\W{0,4}true\b/,
  },
  // rights widened: sudo for everything, an admin or owner role, a wildcard policy
  {
    effect: "privilege-widened",
    what: "privileges widened",
    re: /\bnopasswd\s{0,2}:\s{0,2}all\b|\ball\s{0,2}=\s{0,2}\(all(?::all)?\)\s{0,2}(?:nopasswd|all)\b|\badministratoraccess\b|"action"\s{0,2}:\s{0,2}"\*"|\bpath\s{1,3}"\*"[^\n]{0,120}?"sudo"|\brole\s{0,2}=\s{0,2}(?:admin|owner)\b|\b(?:as|to) (?:an? )?org(?:anization)? owners?\b|\bowner role\b|\bcluster-admin\b[^\n]{0,80}?(?:system:anonymous|system:unauthenticated|allusers)/,
  },
  // a certificate check, CORS, anonymous access, the agent's approvals, CSRF off (the foreign-language readers' table)
  // (the agent's own permission flags are everyday words in AI tools' docs: the shell layer reads them as edits)
  { effect: "access-opened", what: "a protection's setting switched off", re: OPEN_SETTING36, need: OPEN_SETTING34 },
  // a dashboard or service open to anonymous users with rights, or without its password
  {
    effect: "access-opened",
    what: "anonymous access with rights",
    re: /\bauth\.anonymous\b[^\n]{0,120}?\borg_role\s{0,2}=\s{0,2}[\x60'"]?(?:admin|editor)\b|\banonymous\s{1,3}(?:admin|administrator|write|editor)\b|\bprotected-mode\s{1,3}[\x60'"]?no\b|\brequirepass\s{1,3}["']{2}|\bauthentication\s{0,2}[:=]\s{0,2}[\x60'"]?(?:none|disabled|off)\b/,
  },
  // a second factor made optional
  {
    effect: "access-opened",
    what: "a second factor switched off",
    re: /\b(?:mfa|2fa|otp|two_?factor|totp)_?(?:required|enforced|enabled|enforcement)\b[^\n]{0,60}?[\x60'"]?(?:false|0|off|no|none|disabled)\b|\b(?:with|ohne|sans|sin) (?:mfa|2fa|two-factor)\b[^\n]{0,12}(?:turned off|disabled|off)|\bmfa (?:turned off|disabled)\b/,
  },
  // a check made to pass: a verification routine returning true, or its comparison skipped
  {
    effect: "check-passed",
    what: "a check made to pass",
    need: CHECK_PASSED_LITERALS,
    re: withLiterals(
      CHECK_PASSED_LITERALS,
      String.raw`${CHECK_NAME}[^\n]{0,60}?\b(?:returns?|return|renvoie|renvoyer|retourne|retourner|devuelv[ae]|devolver|zuruckgeben|zurueckgeben|liefert|answers?)\s{1,3}${TRUE_ALWAYS}|\b(?:skips?|bypass(?:es)?|ignores?|omits?|drops?)\s{1,3}the\s{1,3}(?:expiry|expiration|signature|token|csrf|auth\w{0,12}|permission|password|hash|checksum|integrity|certificate|origin|scope)\s{1,3}(?:check|comparison|verification|validation)\b`,
    ),
  },
  // rights handed to an outside address: write or admin access, a key on root
  {
    effect: "privilege-widened",
    what: "rights handed to an outside address",
    re: /\binvite\w{0,3}\b[^\n]{0,40}[\w.+-]+@[\w-]+\.[^\n]{0,120}?\b(?:write|admin|maintain|owner)\w{0,6}\b|\b(?:public key|clave publica|cle publique|offentlichen schlussel|ssh-copy-id)\b[^\n]{0,120}?(?:[\w.+-]+@[\w-]+\.[^\n]{0,80}?\broot\b|\broot\b[^\n]{0,80}?[\w.+-]+@[\w-]+\.)/,
  },
  // the pipeline's own guards removed: secret and code scanning, dependency review, required reviews, owners
  {
    effect: "checks-removed",
    what: "the pipeline's security checks removed",
    re: /(?:\b(?:remove|delete|disable|drop|skip|loschen|loeschen|entfernen|supprime\w{0,2}|desactive\w{0,2}|elimina|borra|desactiva)\b|削除|無効)[^\n]{0,80}?(?:\bsecret[- ]scan\w{0,4}|\bdependency-review\b|\bcodeql\b|\bgitleaks\b|\btrufflehog\b|\bbranch protection\b|\brequired (?:reviews?|reviewers|approvals?)\b|\bcodeowners\b)|(?:\bsecret[- ]scan\w{0,4}|\bdependency-review\b|\bcodeql\b|\bgitleaks\b)[^\n]{0,80}?(?:削除|無効|\bloschen\b|\bentfernen\b)/,
  },
  // signatures no longer checked: a package's, a release's, a commit's
  {
    effect: "checks-removed",
    what: "signature checks switched off",
    re: /(?:\b(?:disable|turn off|switch off|skip|remove|deaktivieren|desactive\w{0,2}|desactiva)\b|отключ[а-я]{0,4}|удали[а-я]{0,2})[^\n]{0,40}?(?:\bsignature (?:check|verification)s?\b|\bsignaturprufung\b|\bverification des signatures\b|\bverificacion de firmas\b|проверк[а-я]{0,2} подпис[а-я]{0,3})/u,
  },
  // signed history rewritten, sign-offs forged or backdated
  {
    effect: "history-rewritten",
    what: "signed history rewritten",
    re: /\b(?:amend|move|re-?tag|re-?sign|recreate|retarget|repoint|point)\w{0,2}\b[^\n]{0,60}?\bsigned\b[^\n]{0,30}?\btags?\b|\bsigned\b[^\n]{0,30}?\btags?\b[^\n]{0,80}?(?:--force\b|\bforce-?push)|\brewritten history\b[^\n]{0,80}?\b(?:drops?|removes?|without)\b[^\n]{0,40}?\b(?:security\.md|audit|codeowners|license)|\bbackdat\w{1,4}\b[^\n]{0,40}?\b(?:entries|records?|sign-?offs?|approvals?|commits?|audit|logs?|timestamps?|reviews?)\b|\b(?:sign-?off|review|approval|audit)\s{1,3}(?:records?|entries|log)\b[^\n]{0,60}?\b(?:fill in|rewrite|replace|forge)\b/,
  },
  // the evidence erased: system logs and shell history, audit retention cut, backups removed
  {
    effect: "evidence-erased",
    what: "logs, history or backups erased",
    re: /\brm\s{1,3}-\w*r\w*\b[^\n]{0,80}?(?:\/var\/log\b|bash_history|zsh_history)|\b(?:audit|access|cloudtrail)\w{0,4}\s{1,3}(?:log\s{1,3})?retention\b[^\n]{0,60}?\b(?:0|1|one)\s{1,3}(?:days?|hours?)\b|\bs3\s{1,3}rm\s{1,3}s3:\/\/[\w.-]{0,60}backup\w{0,3}\b[^\n]{0,20}--recursive/,
  },
  // people's private records put on a public page or a public download folder
  {
    effect: "exposed",
    what: "people's private records made public",
    re: { test: (s: string): boolean => recordsBesidePublicPlace(s) || RECORDS_PUT_PUBLIC.test(s) },
    need: new RegExp(`${PRIVATE_RECORDS.source}|${RECORDS_PUT_PUBLIC.source}`),
  },
  // private data or secrets made public: a repository's visibility, a public-read object, a public download page
  {
    effect: "exposed",
    what: "private data made public",
    re: /--visibility\s{1,3}public\b|\bremove\b[^\n]{0,40}?\bprivate\W{0,4}true\b[^\n]{0,80}?\bpublish\b|\bpublish\b[^\n]{0,120}?\bprivate\W{0,4}true\W{0,4}(?:you )?remove\b|--acl\s{1,3}public-read\b|\b(?:upload|copy|put|publish|include|kopieren|hochladen|sube|copia|publie\w{0,2}|copie\w{0,2})\b[^\n]{0,80}?\b(?:dump|backup|\.sql|customers?|salar\w{0,4}|gehalt\w{0,4}|gehaelter|patient\w{0,2}|personnel|mitarbeiter|secrets?|\.env)\b[^\n]{0,100}?\b(?:to|into|in|on|onto|en|a|in den|im)\s(?:the\s|a\s|our\s|el\s|la\s|le\s)?(?:public|offentlich\w{0,2}|oeffentlich\w{0,2}|publico|publique)\b|\bpublic-read\b[^\n]{0,60}?\b(?:dump|backup|\.sql|customer|secret)/,
  },
];

/**
 * A regex every sentence some effect accepts matches: each effect's own regex, or its `need` (reader-gates.ts derives
 * act-order36's gate literals from it). A RegExp `re` beside a `need` would be left out: none has both.
 */
export const EFFECT_NEED36 = new RegExp(EFFECTS36.map((e) => (e.need ?? (e.re as RegExp)).source).join("|"));

/** The first effect the sentence shows, or null. */
export function effectOf36(sentence: string): Effect36 | null {
  for (const e of EFFECTS36) if (e.re.test(sentence)) return e;
  return null;
}

/** an agent instruction file or its memory, named (act-planted36.ts plants a rule only in a sentence that names one) */
export const PLANT_TARGET36 =
  /\b(?:agents|claude|gemini|copilot-instructions|conventions)\.md\b|\.(?:cursorrules|windsurfrules|clinerules)\b|\.cursor\/rules\b|\.github\/instructions\b|\bmemory\/[\w.-]+|\.mem\w{0,6}\/[\w.-]+|\b(?:project|agent|agent's|long-term|persistent) memory\b|\bmemor(?:y|ies) file\b|\bremembered preferences?\b|\b(?:root |agent |project )?instructions? file\b|\brule file\b|\bsystem prompt\b|\bmemoire\b|\bspeicher\b/;

/**
 * act-order36's necessary condition: a sentence it reads holds an effect's words or an agent file's name (readSentence
 * asks effectOf36 or plantedRule36 first). reader-gates.ts derives its gate literals; scan-once.ts skips the reader
 * on a text the prefilter pass found none of them in.
 */
export const NEED36 = new RegExp(`${EFFECT_NEED36.source}|${PLANT_TARGET36.source}`);
