// The staged-capture reader: a setup step that routes a tool through another host (an alias, an exported variable, a git or package-manager setting) and a statement that the host keeps, records or passes on the credentials that then flow through it.

import { documentFactor, documentHit } from "./document-hit.ts";
import type { View } from "./normalize.ts";
import { gateClosed, STAGED28_GATE } from "./reader-gates.ts";
import { BETWEEN28, CREDENTIALS28, DENIED28, KEEPS28, NEED_STAGED28, SETTING28 } from "./staged-capture28-vocab.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: the order is staged, and neither stage is an act alone. A setting that points a tool at
 * another registry, proxy or remote is everyday setup (company mirrors, proxies), and "then log in as usual" is no
 * act; what the document hands over is the consequence it states itself: the host in between keeps the tokens, records
 * the credentials, reports the keys. Benign setup documents say what the host in between does with packages (caches,
 * filters) and, if they name credentials, that it never keeps them.
 */
const MAX28 = 100_000;
const WEIGHT28 = 0.86;
/** how far before the verb a prohibition reaches */
const DENIED_REACH = 50;
/** the statement is looked for this far after the setting */
const AFTER = 700;
const SENTENCE = /(?<=[.!?;。])\s+|\n/;
/** a command line's word: a URL, an address, an assignment, a path or a flag */
const CODE_WORD = /\S*[=:/@]\S*|(?<!\S)-\S+/g;

export interface StagedCapture28 {
  /** where the setting starts */
  at: number;
  /** where the statement of what the host keeps starts */
  said: number;
}

/** The first setting routed through another host that the text says keeps the credentials, or null. Pure. */
export function stagedCapture28(text: string): StagedCapture28 | null {
  if (text.length > MAX28 || !NEED_STAGED28.test(text) || !CREDENTIALS28.test(text)) return null;
  SETTING28.lastIndex = 0;
  for (let m = SETTING28.exec(text), n = 0; m !== null && n < 50; m = SETTING28.exec(text), n++) {
    const from = text.lastIndexOf("\n", m.index) + 1;
    const window = text.slice(from, Math.min(text.length, m.index + m[0].length + AFTER));
    let offset = 0;
    for (const sentence of window.split(SENTENCE)) {
      const at = window.indexOf(sentence, offset);
      offset = at + sentence.length;
      if (keepsCredentials(sentence)) return { at: m.index, said: from + at };
    }
  }
  return null;
}

/** The sentence names the credentials, the host in between and what it does with them, not under a prohibition. */
export function keepsCredentials(sentence: string): boolean {
  // (the credentials and the verb are words of the statement, not of a command line's URLs, flags or assignments)
  const words = sentence.replace(CODE_WORD, " ");
  if (!CREDENTIALS28.test(words) || !BETWEEN28.test(sentence)) return false;
  KEEPS28.lastIndex = 0;
  for (let k = KEEPS28.exec(words); k !== null; k = KEEPS28.exec(words)) {
    if (!DENIED28.test(words.slice(Math.max(0, k.index - DENIED_REACH), k.index))) return true;
  }
  return false;
}

/** The hit of the first staged capture in a tool result, quoted where the statement's line is quoted. */
export function stagedCaptureHits28(view: View, originalLength: number): Hit[] {
  if (gateClosed(view, STAGED28_GATE)) return [];
  const found = stagedCapture28(view.text);
  if (!found) return [];
  const lineStart = view.text.lastIndexOf("\n", found.said) + 1;
  const stop = view.text.indexOf("\n", found.said);
  return documentHit(view, originalLength, {
    rule: "staged.capture28",
    category: "exfiltration",
    weight: WEIGHT28,
    from: found.at,
    to: stop < 0 ? view.text.length : stop,
    factor: documentFactor(view.text, lineStart, found.at),
  });
}
