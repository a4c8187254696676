// A document's own hosts and its header's role labels: what a planning document names as its own is no act's stranger.

import { ownOrg45 } from "./own-org45.ts";

/**
 * A design-system page, a PRD or a migration plan names its organisation in its header (the owner's address, the docs
 * site, the tracker) and then, in a step, its own internal registry or mirror ("`npm config set @harbor:registry
 * https://npm.harborline.example/` (our internal registry)"). The attack twin points the same step at a host the
 * document never names elsewhere. And its header gives a role as a field's label ("Owner: rohan@cloudmere.example ·
 * 20 Dec"): a name, no role given.
 */

/** a URL's host */
const URL_HOST = /https?:\/\/([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?){1,8})/gi;

/**
 * Whether every URL host of `line` (found in `text` from `at` on) is of the document's own organisation: named at two
 * places or more on other lines of `text` (own-org45.ts). False when the line names no URL.
 */
export function ownHostsOnly47(text: string, line: string, at: number): boolean {
  let n = 0;
  for (const m of line.matchAll(URL_HOST)) {
    if (++n > 8) return false;
    const host = m[1] as string;
    const p = text.indexOf(host, Math.max(0, at - 1));
    if (p < 0 || !ownOrg45(text, host, p, p + host.length)) return false;
  }
  return n > 0;
}

/**
 * a role word as a field's label, in several languages and as the normalised view folds them ("Owner: …", "Owners:",
 * "Propriétaire :", "Właściciel:", "担当:")
 */
export const ROLE_LABEL47 =
  /(?<![\p{L}\p{N}_])(?:owners?|admins?|administrators?|propri[eé]taire|propietari[oa]|proprietári[oa]|proprietari[oa]|eigent[uü]mer(?:in)?|inhaber(?:in)?|w[lł]a[sś]ciciel(?:ka)?|eigenaar|sahibi|владелец|власник|所有者|オーナー|担当者?|负责人|负责|담당자?|소유자)\s{0,2}[:：]/giu;

/** `words` with its role labels blanked: the header's "Owner:" read as no role. */
export function withoutRoleLabels47(words: string): string {
  return words.replace(ROLE_LABEL47, " ");
}
