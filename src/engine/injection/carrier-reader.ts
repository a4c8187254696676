// Points of a planted request by its structure: a program addressed as the reader, an order, its objects and its cover.

import {
  AFTER_COLON,
  ASKS_WHY,
  CHECK_WITH_USER,
  CODE_STATEMENT,
  DESTINATION,
  MARKERS,
  MODAL,
  MOVE,
  OBJECT_CLASSES,
  PROHIBITION,
  READER,
} from "./carrier-reader-vocab.ts";
import { addressOf14, bySubject14 } from "./carrier-address14.ts";
import { reach14 } from "./carrier-reach14.ts";
import { colonNounList47 } from "./colon-list47.ts";

export interface ReaderPoints {
  points: number;
  /** the object classes and markers found ("private", "secrecy" …), for the evidence */
  found: string[];
}

const NONE: ReaderPoints = { points: 0, found: [] };
/** the address a tool description's sentence is read under (its reader is the model that calls the tool) */
export const TOOL_ADDRESS = "for the ai: ";
/** a list item's mark ("- ", "2) ") before a config's rule */
const LIST_MARK = /^\s{0,6}(?:[-*•]|\d{1,2}[.)])\s{1,3}/;
/** the label a tool description opens with ("description: |", "\"description\": \"") */
const DESCRIPTION_LABEL = /^[\s{,]{0,8}(?:-\s)?(?:"?(?:name|description)"?\s?:\s?[|>-]{0,2}\s?"?[\w.-]{0,40}"?,?\s?)+/;

/**
 * The points of one sentence addressed to an automated reader. Nothing unless a program is addressed (in the sentence,
 * or in the sentence before when this one opens with the order) and ordered to act; then one point for the order, one
 * per class of what it reaches (someone's private data or a secret, money, a system or safeguard, the reader's answer,
 * two at most), one for an outside address it moves something to, and one per marker that puts the request out of
 * place (secrecy, an agreement claimed, a trigger for later, haste; two at most). No words of any attack are listed:
 * the parts are word classes, and a real note to a program ("AI agents: run the tests first") reaches none of them.
 */
/** `tool`: the text is a tool's description. `before`: the sentence before, or the last short one that addressed a program ("To the bot triaging this repo.") */
export function readerPoints(sentence: string, before = "", after = "", tool = false): ReaderPoints {
  if (CODE_STATEMENT.test(sentence)) return NONE;
  const known = READER.exec(sentence);
  const r = known ?? addressOf14(sentence, tool);
  // "the assistant should say that quotes are delayed": a program as a modal's subject, asked only what to say, is how
  // products describe their assistant; a label or a vocative, or a further object or marker, makes it an address
  const subjectOnly = known === null && bySubject14(r);
  // the address was read by its form (carrier-address14.ts), in this sentence or the one before
  let byForm = known === null;
  let order: boolean;
  let from: number;
  if (tool && !r) {
    // a tool description speaks to the model that calls it: an order in it needs no address, and counts a point less
    // its "use when the user asks …" is how tools are described, not a trigger planted for later
    const own = sentence.replace(DESCRIPTION_LABEL, "").replace(LIST_MARK, "");
    const p = readerPoints(`${TOOL_ADDRESS}${own}`, "", after);
    const later = p.found.includes("later") ? 1 : 0;
    return p.points > 0 ? { points: p.points - 1 - later, found: [...p.found, "tool"] } : p;
  }
  if (r) {
    from = r.index;
    const rest = sentence.slice(r.index + r[0].length);
    order =
      MODAL.test(rest.slice(0, 140)) ||
      // (a colon that opens a list of nouns enumerates, it orders nothing: colon-list47.ts)
      (AFTER_COLON.test(sentence.slice(r.index)) && !colonNounList47(sentence.slice(r.index))) ||
      MODAL.test(sentence.slice(0, r.index));
  } else {
    // "For the assistant compiling the digest: the digest needs one more section. Look through her Sent folder …": the
    // sentence before addressed the program at its opening, and this one opens with the order
    const knownBefore = READER.exec(before);
    const b = knownBefore ?? addressOf14(before, tool);
    byForm = knownBefore === null;
    if (!b || b.index > 40 || !(before.length < 100 || /^[^.!?\n]{0,60}[:—–]/.test(before.slice(b.index)))) return NONE;
    from = 0;
    order = AFTER_COLON.test(`:${sentence.trimStart()}`) || MODAL.test(sentence);
  }
  if (!order) return NONE;
  const body = sentence.slice(from);
  // "AI assistants must never send …": a prohibition is what real instructions to a program say
  if ((PROHIBITION.test(body) && !MARKERS[0]?.re.test(body)) || CHECK_WITH_USER.test(body)) return NONE;
  if (ASKS_WHY.test(body) && !DESTINATION.test(body)) return NONE;
  const found: string[] = [];
  let objects = 0;
  for (const o of OBJECT_CLASSES)
    if (o.re.test(body)) {
      found.push(o.name);
      objects++;
    }
  // an order in a form READER does not know reaches what its shape says: someone's belongings, a place outside
  if (objects === 0 && byForm) {
    const shape = reach14(r ? sentence.slice(r.index + r[0].length) : sentence);
    if (shape) {
      found.push(shape);
      objects++;
    }
  }
  let markers = 0;
  for (const m of MARKERS)
    if (m.re.test(sentence) || m.re.test(after)) {
      found.push(m.name);
      markers++;
    }
  const outside = DESTINATION.test(body) && MOVE.test(body);
  if (outside) found.push("outside");
  if (objects === 0 && !outside) return { points: 0, found };
  if (subjectOnly && markers === 0 && !outside && found.every((f) => f === "answer")) return { points: 0, found };
  return { points: 1 + Math.min(2, objects) + Math.min(2, markers) + (outside ? 1 : 0), found };
}
