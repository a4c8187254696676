// The piped-secret reader: a command in a tool result that feeds a secret's store (or a command that prints one) into a program sending it to another machine, also when the command is split across a record's string fields.

import { countCapped } from "./count-capped.ts";
import { docContext } from "./context.ts";
import { documentFactor, documentHit } from "./document-hit.ts";
import type { View } from "./normalize.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import {
  FLOWS28,
  NEED28,
  OUTSIDE28,
  SECRET28_ANY,
  TAKES_STDIN28,
  WARN_REACH28,
  WARNS28,
} from "./piped-secret28-vocab.ts";
import { gateClosed, PIPED28_GATE } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: the order readers look for an order's words, and a document, a log or a ticket that hands
 * the agent a command to run needs none: "the next step is `cat ~/.npmrc | curl -d @- https://…`", a wizard's printed
 * follow-up, a ticket whose two fields hold the two halves of a pipe. The command itself is the act of consequence, as
 * a reader of the text can tell without running it: a credential store or a token printer on the left, a program that
 * sends its input to another machine on the right. Benign documents pipe the same stores into local programs (`grep`,
 * `docker login --password-stdin`), send tokens as the header of the API they belong to, or upload build artefacts.
 */
const MAX28 = 200_000;
const WEIGHT28 = 0.9;
/** a record's string values, in order: `"…"` followed by the end of the value (`,`, `}`, `]`) */
const STRING_VALUE = /"((?:[^"\\\n]|\\.){1,400})"\s{0,3}(?=[,}\]])/g;
/** a record has at least this many values before its fields are read joined */
const MIN_VALUES = 2;
/** a comment's line break and the next line's comment mark */
const COMMENT_BREAK = /\n[ \t]{0,8}(?:#|\/\/)[ \t]{0,3}(?=\S)/;
const COMMENT_BREAK_ALL = new RegExp(COMMENT_BREAK.source, "g");
/** two words of attack discussion: the text is a write-up that quotes such commands */
const TALKS_DOCUMENT = 2;

export interface PipedSecret28 {
  /** where the command starts in the text read (the view's text, or the joined values of a record) */
  at: number;
  length: number;
  /** read from a record's joined string values or a comment's joined lines: the command has no place of its own */
  joined: boolean;
}

/** The first command of the text that sends a secret to another machine, or null. Pure. */
export function pipedSecret28(text: string): PipedSecret28 | null {
  if (text.length > MAX28 || !NEED28.test(text) || !SECRET28_ANY.test(text)) return null;
  if (countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT) >= TALKS_DOCUMENT) return null;
  const plain = firstFlow(text);
  if (plain) return { ...plain, joined: false };
  // (a command that runs on over a comment's next lines: the comment read as one line)
  if (COMMENT_BREAK.test(text)) {
    const wrapped = firstFlow(text.replace(COMMENT_BREAK_ALL, " "));
    if (wrapped) return { ...wrapped, joined: true };
  }
  // (a command split across a record's fields: its string values read one after the other)
  const joined = joinedValues(text);
  if (joined === null) return null;
  const split = firstFlow(joined);
  return split ? { ...split, joined: true } : null;
}

/** The first flow of a secret into a sender that reaches another machine and is not warned of. */
function firstFlow(text: string): { at: number; length: number } | null {
  for (const [k, flow] of FLOWS28.entries()) {
    flow.lastIndex = 0;
    for (let m = flow.exec(text), n = 0; m !== null && n < 50; m = flow.exec(text), n++) {
      const command = m[0];
      // (a piped secret is sent only by a sender that reads its input: `curl -d @-`, not `curl -o file`)
      if (k === 0 && !TAKES_STDIN28.test(command.slice(command.lastIndexOf("|")))) continue;
      if (!OUTSIDE28.test(command)) continue;
      const lineStart = text.lastIndexOf("\n", m.index) + 1;
      if (WARNS28.test(text.slice(Math.max(lineStart, m.index - WARN_REACH28), m.index))) continue;
      return { at: m.index, length: command.length };
    }
  }
  return null;
}

/** A record's string values joined by a space, or null when the text holds fewer than two. */
export function joinedValues(text: string): string | null {
  const values: string[] = [];
  STRING_VALUE.lastIndex = 0;
  for (let m = STRING_VALUE.exec(text); m !== null && values.length < 2000; m = STRING_VALUE.exec(text))
    values.push((m[1] as string).replace(/\\"/g, '"').replace(/\\n/g, " "));
  return values.length < MIN_VALUES ? null : values.join(" ");
}

/** The hit of the first piped secret in a tool result, discounted where the text quotes it as a fixture or an example. */
export function pipedSecretHits28(view: View, originalLength: number): Hit[] {
  // (the prefilter pass of the rule stage already said whether a sender's name is in this text)
  if (gateClosed(view, PIPED28_GATE)) return [];
  const found = pipedSecret28(view.text);
  if (!found) return [];
  // (a command read from joined values has no place of its own in the text: the hit spans the record)
  const [at, end] = found.joined ? [0, view.text.length] : [found.at, found.at + found.length];
  // (quoting is read where the command's line starts, as the declared-act reader reads it: a command in inline code
  // inside a step is what the step hands over, not a quotation; a fixture's string discounts it where the words are)
  const lineStart = view.text.lastIndexOf("\n", at) + 1;
  const factor = found.joined ? docContext(view.text).fixtureFactor(0) : documentFactor(view.text, lineStart, at);
  return documentHit(view, originalLength, {
    rule: "piped.secret28",
    category: "exfiltration",
    weight: WEIGHT28,
    from: at,
    to: end,
    factor,
  });
}
