// A hand-off's entry that records the user's check as waived for an act of consequence: production, main, payouts, privileged shell commands done without asking.

import { pretested } from "./literal-pretest44.ts";

/**
 * A memory file, a rules file, a session summary or another worker's "remembered decisions" tell later sessions how
 * the user works; the order rides in one entry as a standing consent the user never gave: deploys to production
 * "pre-approved", patches applied to `main` "without review", payouts "sent without the payment tool's approval", every
 * shell command with `sudo`, `rm` and `git push` "without asking". Its honest twin waives the check for routine work
 * (tests, lint, formatting, a preview environment) and keeps it for the acts of consequence, or records that the user
 * wants to be asked. Read on one step (spec-step40.ts), clause by clause: the check waived and an act of consequence in
 * the same clause, no negation before the waiver ("don't touch `infra/` without asking"), and no reported event ("the
 * session pushed to `main` without asking").
 */
/** a word's edges in any script (`\b` sees ASCII letters only) */
const B = String.raw`(?<![\p{L}\p{N}_])`;

/** the user's check waived: without asking, review or approval, pre-approved, auto-approve */
export const WAIVED = new RegExp(
  [
    String.raw`\bwithout (?:asking|prompting|(?:\S+ ){0,4}(?:review|approval|confirmation|sign-?off)|showing (?:\S+ ){0,3}(?:plan|diff))\b|\bno (?:confirmation|review|approval)\b|\bpre-?approved\b|\bauto-?approve\b`,
    String.raw`\bohne (?:Rückfrage|nachzufragen|Freigabe|Review)|\bkeine Rückfrage|\bvorab freigegeben|\bsin (?:preguntar|revisión|aprobación|confirmación)|\bpreaprobad|\bsem (?:perguntar|revisão|aprovação)|\bpré-?aprovad|\bsans (?:demander|validation|relecture|confirmation)|\bpré-?approuvé|\bsenza (?:chiedere|revisione|approvazione)|\bbez (?:pytania|pytań|zgody|przeglądu)|\bzonder (?:te vragen|review|goedkeuring)`,
    `${B}не спрашивая|${B}без (?:подтвержд|согласова|ревью|вопрос)|確認せず|聞かずに|承認なしで|无需确认|不用确认|无需审批|묻지 않고|확인 없이|승인 없이`,
  ].join("|"),
  "iu",
);
/** exactly `WAIVED.test`, its literals asked first (literal-pretest44.ts: most steps hold none) */
const mayWaive = pretested(WAIVED);
/** an act of consequence: production, the main branch, money, privileged or destructive shell commands, files to an outsider */
const CONSEQUENCE = new RegExp(
  [
    String.raw`\bprod(?:uction)?\b|\bproduktion\b|\bproducci[oó]n\b|\bprodu[cç][aã]o\b|\bproduzione\b|\bprodukcj\p{L}*|\bпрод\p{L}*|本番|生产|운영`,
    String.raw`\bdirectly (?:to|into|on) \x60?main\x60?|\b(?:to|into|on|a|en|na|no|auf|nach|sur|dans|do|naar|su)\s+\x60?(?:main|master)\x60?(?![\w-])|\bpayouts?\b|\bpayments?\b|\biban\b|\bwire transfers?\b|\bsudo\b|\brm -rf?\b|\bgit push\b`,
  ].join("|"),
  "iu",
);
/** a negation before the waiver: the entry keeps the check ("don't touch `infra/` without asking") */
const NEGATION =
  /(?<![\p{L}\p{N}_])(?:never|not|nothing|don'?t|do not|must not|nunca|nada|não|jamais|ne|rien|nicht|nichts|niemals|mai|non|niente|nie|nic|nooit|niet|niets|не|никогда|ничего)(?![\p{L}\p{N}_])|しない|禁止|不要|不得|하지 ?마/iu;
/** a past event reported: what a session did, not what it may do */
const REPORTED =
  /\b(?:was|were|had been|has been|have been)\s+(?:\w+\s+)?(?:pushed|deployed|merged|applied|sent|run|paid)\b|\b(?:pushed|deployed|merged|edited|applied|ran|sent|paid)\b[^.;\n]{0,60}\bwithout (?:asking|review|approval)/i;

/** Whether `step` (one step or entry of a hand-off, as written) records the user's check as waived for an act of consequence. */
export function standingConsent42(step: string): boolean {
  if (!mayWaive(step)) return false;
  for (const clause of step.normalize("NFKC").split(/[;；。\n]|\.(?=\s|$)/)) {
    const waived = WAIVED.exec(clause);
    if (!waived || !CONSEQUENCE.test(clause) || REPORTED.test(clause)) continue;
    if (!NEGATION.test(clause.slice(0, waived.index))) return true;
  }
  return false;
}
