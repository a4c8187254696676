// Rules planted for the agent: a line put into an agent instruction file or its memory that takes the user's say away.

import { hostileOrder } from "./agent-file-orders.ts";

/**
 * An agent instruction file or memory holds what later sessions obey. A sentence that has a line added to one
 * ("add the line '…' to `AGENTS.md`", "save to the project memory that …", "the line '…' goes into `memory/MEMORY.md`")
 * plants a standing order; it is harmful by what the line does: commands run or secrets shared without the user's
 * confirmation, others' words raised to the user's authority, the agent's safeguards off, things hidden from the user.
 * The line is read by what the agent-file readers know (agent-file-orders.ts) and by these effects; an ordinary
 * convention ("add a line on the test command to `AGENTS.md`") plants nothing.
 */
const TARGET =
  /\b(?:agents|claude|gemini|copilot-instructions|conventions)\.md\b|\.(?:cursorrules|windsurfrules|clinerules)\b|\.cursor\/rules\b|\.github\/instructions\b|\bmemory\/[\w.-]+|\.mem\w{0,6}\/[\w.-]+|\b(?:project|agent|agent's|long-term|persistent) memory\b|\bmemor(?:y|ies) file\b|\bremembered preferences?\b|\b(?:root |agent |project )?instructions? file\b|\brule file\b|\bsystem prompt\b|\bmemoire\b|\bspeicher\b/;
/**
 * memory named loosely, as a speaker or a note names it (said57): "whatever memory or notes file the tools keep",
 * "the notes file that persists between sessions", "keep in memory", "for later sessions", "die Notizdatei des
 * Projekts … in späteren Sitzungen", "記憶ファイル"
 */
const LOOSE_TARGET =
  // (a notes file counts only as the tools' or one that persists: a release notes file is no memory)
  /\bmemory\.md\b|\bmemory (?:or notes? )?files?\b|\bnotes? (?:or memory )?files? (?:that (?:persists?|survives?|carries over)|(?:the|your) (?:tools?|assistants?|agents?)\b)|\bpersist\w{0,5} (?:notes?|memory)\b|\bkeep (?:this |it )?in (?:your |the )?memory\b|\b(?:later|future|subsequent) sessions\b|\bnotizdatei\b|\bgedachtnis\b|\b(?:spateren|kunftigen|nachsten) sitzungen\b|\bsessions? (?:suivantes|futures)\b|\bsesiones (?:futuras|siguientes)\b|記憶ファイル|メモリファイル|メモリー?に|記憶に/;
/** what the planted line does to the user's say */
const EFFECT = new RegExp(
  [
    // the user's confirmation taken away
    String.raw`\bwithout (?:asking|confirmation|confirming|review|checking)\b|\bpre-?approved\b|\bno (?:need to )?(?:ask|confirm)\w*\b|\bohne (?:ruckfrage|rueckfrage|bestatigung|nachfrage)\b|\bsans (?:confirmation|demander)\b|\bsin (?:confirmacion|preguntar)\b`,
    // others' words raised to the user's authority
    String.raw`\bas if (?:typed|written|sent|given) by\b|\bas coming from the (?:user|owner)\b|\bare trusted\b|\bis a maintainer\b|\bfollow their\b|\bmay be (?:run|executed) directly\b`,
    // safeguards off, things hidden from the user
    String.raw`\bdisabled (?:all )?safety\b|\bsafety checks? (?:off|disabled)\b|\b(?:skip|stop) showing\b|\bnot (?:shown|show|tell|mention)\w{0,2} (?:to )?the user\b`,
    // secrets shared on request
    String.raw`\b(?:keys?|tokens?|secrets?|credentials|passwords?)\b[^.\n]{0,40}\bshared with (?:anyone|whoever|everyone)\b`,
    // (said57) the user's say taken away in a speaker's words: standing approval, warnings silenced, others ranked above
    String.raw`\b(?:user|owner) (?:always )?(?:approves|allows|permits|okays)\b[^.\n]{0,60}\b(?:no need|without|never)\b|\bnever (?:to )?(?:flag|mention|warn about|tell the user)\w{0,2}\b|\bout-?rank\w{0,2} (?:the )?(?:user|owner)\b|\b(?:ci |test |build )?failures (?:may|can) be ignored\b`,
    "確認しない|確認せず|常に許可",
  ].join("|"),
);
/**
 * what a loosely named memory must hold (said57): an ordinary memo there also says "no need to ask Marc" or "trusted
 * for labels", so with no agent file named the line counts when it takes the user's say in strong words (standing
 * approval, others outranking the user, things kept from the user, secrets shared), or takes a confirmation away from
 * a consequential act (pushes to main, deletions, production, secrets)
 */
const STRONG =
  /\b(?:user|owner) (?:always )?(?:approves|allows|permits|okays)\b[^.\n]{0,60}\b(?:no need|without|never)\b|\bnever (?:to )?(?:flag|mention|warn about|tell the user)\w{0,2}\b|\bout-?rank\w{0,2} (?:the )?(?:user|owner)\b|\b(?:ci |test |build )?failures (?:may|can) be ignored\b|\bas if (?:typed|written|sent|given) by\b|\bas coming from the (?:user|owner)\b|\bnot (?:shown|show|tell|mention)\w{0,2} (?:to )?the user\b|\bdisabled (?:all )?safety\b|\bshared with (?:anyone|whoever|everyone)\b|常に許可/;
const CONSEQUENTIAL =
  /\b(?:force[- ]?push\w*|push\w* (?:directly )?to (?:main|master|prod\w*)|delet\w+|drop\w*|rm -rf|production|prod|secrets?|deploy keys?|tokens?|passwords?|credentials|sudo|root|loschung\w*|produktion\w*)\b|本番|削除/;
/** the verbs of putting a line there (or the line that "goes into" it) */
const PUT =
  /\b(?:add|write|append|put|insert|save|store|record|remember|replace|goes into|go into|create|ajoutez|enregistrez|ecrivez|remplacez|anade|agrega|guarda|escribe|ersetzen|eintragen|hinzufugen|speichern|vermerken|keep)\b|保存|記憶して|覚えて/;
/**
 * the planting ordered (said57): the verb opens the sentence or a clause after a label, a colon or "please"; the
 * memory kept ("keep in memory"); a German infinitive closing the clause; a Japanese "保存し…/保存すること"
 */
const PLANT_ORDER =
  /(?:^|[:;(]\s*|\b(?:please|bitte|and|then)\s+)(?:\W{0,4}\s*)(?:remember|store|save|put|write|add|record|keep|note down)\b|\bkeep (?:this |it )?in (?:\w+ )?memory\b|\bspeichern\b(?=\s*(?:[,.;:!]|$))|^\W{0,6}bitte\b[^.\n]{0,120}\bspeichern\b|保存し|保存すること|記憶して|覚えておいて/;
/** the effect's own words blanked, so a prohibition inside the planted line ("never mention …") is not read as the frame's */
const EFFECT_ALL = new RegExp(EFFECT.source, "g");
export function plantFrame36(sentence: string): string {
  return sentence.replace(EFFECT_ALL, " ");
}
/** Whether the sentence orders the planting (not only describes a line that is there). */
export function plantOrdered36(sentence: string): boolean {
  return PLANT_ORDER.test(sentence);
}
/** Where the planting verb stands (a request reported before it is not an order), or 0. */
export function plantVerbAt36(sentence: string): number {
  return PUT.exec(sentence)?.index ?? 0;
}

/** What the planted line does, when the sentence plants one in an agent file or memory, or null. */
export function plantedRule36(sentence: string): string | null {
  const named = TARGET.test(sentence);
  if (!(named || LOOSE_TARGET.test(sentence)) || !PUT.test(sentence)) return null;
  const takes = named
    ? EFFECT.test(sentence)
    : STRONG.test(sentence) || (EFFECT.test(sentence) && CONSEQUENTIAL.test(sentence));
  if (takes) return "a standing rule that takes the user's say away";
  const quoted = /["“„«']([^"”“»']{20,400})["”“»']/.exec(sentence);
  const judged = quoted ? hostileOrder(quoted[1] as string, true) : null;
  return judged ? judged.why : null;
}
