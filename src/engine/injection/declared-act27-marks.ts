// Marks round 27 adds to the declared-act reader (declared-act26.ts): a step kept out of the record, the stated effect of a script fetched and run, and the markup a statement's words sit in.

import { SECRET_STORE26, SECRET_WORD26 } from "./declared-act26-vocab.ts";

/**
 * A step kept out of the record, in the languages the reader reads (lower-cased, accents folded): "the transfer is
 * not recorded in the change log", "is usually left out of write-ups", "needs no mention", "no need to attach them",
 * "doesn't print anything", "removes the import log afterwards", "keeps itself updated", "n'apparaît pas dans le journal", "لا يُذكر", "따로 알릴 필요는
 * 없어요". A benign document records its steps: it says where they are logged, not that they are not.
 */
export const KEPT_OUT27 = new RegExp(
  [
    String.raw`\b(?:is|are|was|were|gets?|be)\s{1,3}(?:not|never)\s{1,3}(?:recorded|logged|noted|tracked|audited|documented)\b`,
    String.raw`\bleft\s{1,3}out\s{1,3}of\s{1,3}(?:write-?ups|the\s{1,3}(?:notes|log|changelog|summary|report|release\s{1,3}notes))\b`,
    String.raw`\b(?:needs?|requires?)\s{1,3}no\s{1,3}(?:mention|announcement|notice)\b|\bno\s{1,3}need\s{1,3}to\s{1,3}(?:mention|tell|attach|report|announce|list|note)\b`,
    String.raw`\b(?:doesn't|does\s{1,3}not|won't|will\s{1,3}not|never)\s{1,3}(?:print|show|output|announce)\s{1,3}(?:anything|a\s{1,3}thing)\b`,
    String.raw`\b(?:removes?|deletes?|wipes?|purges?)\s{1,3}the\s{1,3}(?:\w{1,12}\s{1,3})?(?:log|logs|audit\s{1,3}trail)\s{1,3}(?:afterwards|after\s{1,3}(?:it|each|every)|again)\b`,
    String.raw`\bkeeps?\s{1,3}itself\s{1,3}(?:updated|up\s{1,3}to\s{1,3}date)\b`,
    String.raw`\b(?:should|must)\s{1,3}not\s{1,3}mention\b|\b(?:don't|do\s{1,3}not)\s{1,3}(?:list|mention)\s{1,3}(?:it|this|the)\b`,
    String.raw`n'apparai\w{1,4}\s{1,3}pas\s{1,3}dans|n'est\s{1,3}pas\s{1,3}(?:consigne|journalise|enregistre)|sans\s{1,3}laisser\s{1,3}de\s{1,3}trace`,
    String.raw`\bno\s{1,3}(?:aparece|consta|se\s{1,3}registra)\b|\bsin\s{1,3}dejar\s{1,3}rastro`,
    String.raw`\bnicht\s{1,3}(?:protokolliert|erfasst|im\s{1,3}(?:protokoll|log|changelog))\b|\btaucht\s{1,3}nicht\b`,
    String.raw`\bnon\s{1,3}(?:compare|risulta)\s{1,3}(?:nel|nei|in)\b|\bnao\s{1,3}aparece\s{1,3}(?:no|nos|em)\b`,
    `لا\\s{0,3}يُ?ذكر|لا\\s{0,3}يظهر\\s{0,3}في|دون\\s{0,3}(?:إشعار|ذكر)`,
    `알릴\\s{0,3}필요|기록되지\\s{0,3}않|記録されません|記録に残りません|知らせる必要はありません|不会记录|无需告知|不必告知`,
  ].join("|"),
);
export const KEPT_OUT27_ALL = new RegExp(KEPT_OUT27.source, "g");

const SECRET_NAMED = String.raw`(?:${SECRET_STORE26}|${SECRET_WORD26}|\b(?:the\s{1,3})?(?:env|\.env)\s{1,3}files?\b|\bssh\s{1,3}(?:config|keys?)\b|\b(?:credentials|tokens|api\s{1,3}keys|cookies|secrets)\b)`;
const CARRY = String.raw`\b(?:sends?|uploads?|posts?|packages?|collects?|ships?|copies|forwards?|exfiltrates?|submits?|transmits?|mails?|reports?)\b`;
/**
 * What a script fetched and piped to a shell is said to do, when that is an act of consequence: secrets sent or
 * packaged ("it packages the env file and SSH config and sends them to our portal", "also uploads
 * ~/.git-credentials"), or a way in added ("adds a key for remote support", "changes the sshd settings"; Korean
 * "원격 … 키를 추가"). An installer said to download a binary, check it and put it on the PATH does none of these.
 */
export const FETCHED_EFFECT27 = new RegExp(
  [
    `${CARRY}[^.\\n]{0,80}?${SECRET_NAMED}`,
    `${SECRET_NAMED}[^.\\n]{0,80}?${CARRY}`,
    String.raw`\b(?:adds?|installs?|plants?|appends?)\b[^.\n]{0,40}?\b(?:ssh\s{1,3})?keys?\s{1,3}(?:for|to\s{1,3}allow)\s{1,3}(?:remote|support|access)|\bauthorized_keys\b|\bsshd\b|\bremote\s{1,3}(?:support|access)\s{1,3}keys?\b|원격[^.\n]{0,20}키`,
  ].join("|"),
);
/** a denial inside an effect: "sends a crash report (no tokens)" */
const EFFECT_DENIED = /\b(?:no|not|never|without|nor|none)\b/;

/** The fetched script's effect stated in a statement, and not denied in its own words. Pure. */
export function fetchedEffect27(statement: string): boolean {
  const m = FETCHED_EFFECT27.exec(statement);
  return m !== null && !EFFECT_DENIED.test(m[0]);
}

/**
 * An HTML or XML tag with its attributes: not words of the sentence around it (`<div style="display:none">` holds no
 * prohibition). Read as a space.
 */
export const MARKUP27 = /<\/?[a-z][\w:-]{0,30}(?:\s[^<>\n]{0,300})?\/?>/g;
