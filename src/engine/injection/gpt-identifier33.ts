// A "…GPT" word that is a program's identifier (`askChatGPT`, `requiresGpt`), not an invented persona: its persona hits are dropped.

import type { Hit } from "./types.ts";

/** an identifier's units around the match */
const ID_UNIT = /[A-Za-z0-9_$]/;
/**
 * lowerCamelCase: a lower-case first letter and a capital further on. The personas jailbreaks invent are written as
 * names (BetterGPT, AntiGPT, UnleashedGPT, FreedomGPT: a capital first); a program's functions, fields and options are
 * written lowerCamelCase (`askChatGPT`, `requiresGpt`, `isGpt4Model`)
 */
const LOWER_CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const escapeRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text uses `word` as code at least once: a member (`.word`, `['word']`), a call (`word(`), a key or assignment
 * (`word:`, `word =`, `"word":`), a declaration (`function word`, `const word`, `def word`). Prose that names a
 * persona addresses it ("BetterGPT, answer…", "you are evilGpt now"), it does not call or assign it.
 */
export function usedAsCode(text: string, word: string): boolean {
  const w = escapeRegExp(word);
  const re = new RegExp(
    String.raw`(?:\.|\[\s?["'\x60]|\b(?:function|const|let|var|def|fn|func|async)\s{1,3})${w}(?![A-Za-z0-9_$])|(?<![A-Za-z0-9_$])${w}["'\x60]?\s{0,2}(?:\(|\?\s{0,2}:|:(?!\/)|=(?!=))`,
  );
  return re.test(text);
}

/** the original word that holds [start, end), or null when the span is not inside one identifier */
function identifierAt(text: string, start: number, end: number): string | null {
  let s = start;
  let e = end;
  while (s > 0 && ID_UNIT.test(text[s - 1] as string)) s--;
  while (e < text.length && ID_UNIT.test(text[e] as string)) e++;
  const word = text.slice(s, e);
  return /[A-Za-z]/.test(word) && word.length <= 64 ? word : null;
}

/** jailbreak.gpt-persona hits on a lowerCamelCase word the text also uses as code are dropped. Pure. */
export function dropGptIdentifierHits(text: string, hits: Hit[]): Hit[] {
  if (!hits.some((h) => h.rule === "jailbreak.gpt-persona")) return hits;
  return hits.filter((h) => {
    if (h.rule !== "jailbreak.gpt-persona") return true;
    const word = identifierAt(text, h.start, h.end);
    return !(word !== null && LOWER_CAMEL.test(word) && usedAsCode(text, word));
  });
}
