// Accept check of `exfil.secret-to-sink` under a prohibition: "Do not open a public issue … or include credentials in logs".

import { PROHIBITION, REVERSAL } from "./prohibition44.ts";

/**
 * A prohibition that governs the send verb: right before it ("Do not include credentials in logs"), or through a list
 * joined by "or", "nor" or commas ("Do not open a public issue for a suspected vulnerability or include …", "Never
 * commit, print or paste …"). The clause between holds no sentence mark and no word that starts a new order.
 */
const FORBIDS_SEND = new RegExp(
  String.raw`${PROHIBITION}(?!${REVERSAL})(?:\s{1,4}ever)?(?:[^\n.;:!?]{0,120}?(?:\bor|\bnor|,))?\s{1,4}$`,
  "i",
);
/** the send verb and "or" after it: the list the comma before belongs to */
const LIST_GOES_ON = /^[a-z-]{2,16}(?:,\s{1,4}[a-z-]{2,16}){0,3},?\s{1,4}(?:or|nor|and\/or)\s/i;
/** a word that opens a new order inside the clause: "Don't open an issue, just paste …", "… but instead send …" */
const TURN = /\b(?:but|instead|then|just|always|rather|however|please|so|and\s{1,4}(?:then|now))\b/i;

/**
 * False for `exfil.secret-to-sink` when the send is what a prohibition forbids (round 44, realfp44: ez-devbox's
 * SECURITY.md, "Do not open a public issue for a suspected vulnerability or include credentials in logs, screenshots,
 * or reproductions."): security policies and contributing guides name the secret and the sink to keep them apart.
 * "Don't forget to include your credentials in the logs", "Never mind the issue, include …", "Do not open an issue;
 * include …", "Do not open an issue, include …" (a comma splice) and "Don't open an issue, just paste …" keep their hit.
 */
export function notForbiddenSend(text: string, index: number, match: string): boolean {
  const before = text.slice(Math.max(0, index - 200), index);
  const clause = before.slice(before.search(/[^\n.;:!?]*$/));
  const m = FORBIDS_SEND.exec(clause);
  if (!m) return true;
  // a comma right before is a list only when the list goes on with "or" ("Never commit, print or include …"); alone it
  // may be a comma splice ("Do not open an issue, include your credentials in the logs")
  if (/,\s{0,4}$/.test(clause) && !LIST_GOES_ON.test(match)) return true;
  return TURN.test(clause.slice(m.index));
}
