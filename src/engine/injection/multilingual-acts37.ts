// Round 37's acts in other languages read as the English readers read them: records made public, history forced, protections off everywhere.

import type { Reading33, Sentence33 } from "./multilingual-class33.ts";
import { DISABLE33, PROHIBIT33, WRITEUP33 } from "./multilingual-class33-vocab.ts";
import {
  AUDIT37,
  FORCE_PUSH37,
  HISTORY37,
  IF_OPENS37,
  PEOPLE37,
  PRIVATE_DETAIL37,
  PROTECTION37,
  PUBLIC37,
  PUBLISH37,
  REWRITE37,
  TOLD37,
} from "./multilingual-acts37-vocab.ts";

/**
 * The English act readers read three acts by their effect with no sign that the order is planted: people's records put
 * on a public page (`act.order36-exposed`), a recorded history erased and force-pushed (`machine.order25-force-push`),
 * a protection of consequence switched off everywhere (`carrier.act16-safeguard`: "in every HTTP client"), every audit
 * log erased (`carrier.act16-destroy`). The
 * round-16 reader asked the same orders in other languages for a planted sign as well (a reader named, "without
 * asking"), so the same sentence read 0.86 in English and 0.62 or nothing in German or Japanese. Here the acts and
 * objects come from one table per act (multilingual-acts37-vocab.ts, thirteen languages as stems) and the bar is the
 * English one: the act unnegated, the object of consequence, and no condition, explanation, example or prohibition.
 * In long texts the round-16 reader still drops a reading without a sign (readOrders16), as it does for every other.
 */
const BLOCK = 0.86;

/** The first match of `re` in `s` blanked (the verb, so that the same word cannot also stand for its object). */
function withoutFirst(s: string, re: RegExp): string {
  const m = re.exec(s);
  return m ? s.slice(0, m.index) + " ".repeat(m[0].length) + s.slice(m.index + m[0].length) : s;
}

/** Whether the sentence explains, sets a condition, gives an example or forbids, rather than orders. */
function told(w: string): boolean {
  return WRITEUP33.test(w) || PROHIBIT33.test(w) || TOLD37.test(w) || IF_OPENS37.test(w);
}

/** The act one sentence orders by the English readers' bar, or null. */
export function readActs37(s: Sentence33): Reading33 | null {
  const w = s.words;
  const exposes = s.says(PUBLISH37) && PUBLIC37.test(withoutFirst(w, PUBLISH37));
  const forced = s.says(FORCE_PUSH37) && HISTORY37.test(w) && REWRITE37.test(w);
  const opened = s.every && s.says(DISABLE33) && PROTECTION37.test(w);
  // (every audit log erased: `carrier.act16-destroy` reads "delete all audit logs" as English)
  const erased = s.every && s.says(REWRITE37) && AUDIT37.test(w);
  if (!exposes && !forced && !opened && !erased) return null;
  if (told(w)) return null;
  // people's records with what makes them private (contact details, pay, health)
  if (exposes && PEOPLE37.test(w) && PRIVATE_DETAIL37.test(w)) return { act: "records-public", weight: BLOCK };
  if (forced) return { act: "history-forced", weight: BLOCK };
  if (opened) return { act: "protections-off", weight: BLOCK };
  if (erased) return { act: "audit-erased", weight: BLOCK };
  return null;
}
