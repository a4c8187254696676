// Rules planted for the agent: a line put into an agent instruction file or its memory that takes the user's say away.

import { PLANT_TARGET36 } from "./act-effects36.ts";
import { hostileOrder } from "./agent-file-orders.ts";

/**
 * An agent instruction file or memory holds what later sessions obey. A sentence that has a line added to one
 * ("add the line '…' to `AGENTS.md`", "save to the project memory that …", "the line '…' goes into `memory/MEMORY.md`")
 * plants a standing order; it is harmful by what the line does: commands run or secrets shared without the user's
 * confirmation, others' words raised to the user's authority, the agent's safeguards off, things hidden from the user.
 * The line is read by what the agent-file readers know (agent-file-orders.ts) and by these effects; an ordinary
 * convention ("add a line on the test command to `AGENTS.md`") plants nothing. The files' names are PLANT_TARGET36
 * (act-effects36.ts: act-order36's gate reads them with the effects' words).
 */

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
  ].join("|"),
);
/** the verbs of putting a line there (or the line that "goes into" it) */
const PUT =
  /\b(?:add|write|append|put|insert|save|store|record|remember|replace|goes into|go into|create|ajoutez|enregistrez|ecrivez|remplacez|anade|agrega|guarda|escribe|ersetzen|eintragen|hinzufugen|speichern|vermerken)\b/;

/** What the planted line does, when the sentence plants one in an agent file or memory, or null. */
export function plantedRule36(sentence: string): string | null {
  if (!PLANT_TARGET36.test(sentence) || !PUT.test(sentence)) return null;
  if (EFFECT.test(sentence)) return "a standing rule that takes the user's say away";
  const quoted = /["“„«']([^"”“»']{20,400})["”“»']/.exec(sentence);
  const judged = quoted ? hostileOrder(quoted[1] as string, true) : null;
  return judged ? judged.why : null;
}
