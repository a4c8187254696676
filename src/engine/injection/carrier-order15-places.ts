// Where an order sends: a mail's own parties, URLs read as destinations, e-mail addresses and the sentence around them.

import { site } from "./host-site.ts";

/** the header lines of a mail name its own parties: an address at their domain is the mail's own business */
const PARTY_LINE = /^(?:from|to|cc|reply-to|sender|von|an|de|para|objet)\s?:[^\n]{0,200}$/gm;
const PARTY_DOMAIN = /@([a-z0-9.-]{1,120}\.[a-z]{2,20})/g;

/** The sites of a text's own parties (the mail's header addresses). */
export function ownSites15(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.slice(0, 4000).match(PARTY_LINE) ?? [])
    for (const m of line.matchAll(PARTY_DOMAIN)) out.add(site(m[1] as string));
  return out;
}

/** a chat channel as the place */
export const CHANNEL = /to (?:the )?#/;
/**
 * What stands before a URL that is a destination: a preposition ("upload it to https://…", "the form at …"), a value
 * ("target": "https://…", src="https://…"), an order to open it. A link in Markdown ("[docs](https://…)"), in a call
 * of code (fetch("https://…")) or after "see" is a reference, not a place to send to.
 */
const URL_PLACE_BEFORE = /(?:\b(?:to|at|into|in|on|via|with|from|open|under)\s{1,2}(?:the\s)?|[=:]\s?\\?["']?)$/;

/** Whether some URL of the text is a destination by what stands before its scheme (each "://" found by indexOf). */
export function urlDestination(text: string): boolean {
  for (let at = text.indexOf("://"); at >= 0; at = text.indexOf("://", at + 1)) {
    const head = text.slice(Math.max(0, at - 24), at).replace(/[a-z]+$/, "");
    if (URL_PLACE_BEFORE.test(head)) return true;
  }
  return false;
}

/** a domain after an "@" (not a decorator, a JSDoc tag or an npm scope) */
const DOMAIN_AFTER = /[a-z0-9-]{1,63}\.[a-z]/y;

/** Whether the text holds an e-mail address: each "@" found by `indexOf`, its domain read in place. */
export function hasMailAddress15(text: string): boolean {
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    DOMAIN_AFTER.lastIndex = at + 1;
    if (at > 0 && /[a-z0-9._%+-]/.test(text[at - 1] as string) && DOMAIN_AFTER.test(text)) return true;
  }
  return false;
}

/** The start of an e-mail address's local part, walked back from its "@" (64 characters at most). */
export function localStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < 64 && /[a-z0-9._%+-]/.test(text[i - 1] as string)) i--;
  return i;
}

/** The start of the sentence holding `at` (back to ".", "!", "?", ";" before white space, or a line end; 300 at most). */
export function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 300);
  const head = text.slice(from, at);
  let cut = -1;
  for (const m of head.matchAll(/[.!?;]\s|\n/g)) cut = m.index + m[0].length;
  return cut < 0 ? from : from + cut;
}
