// The code-remedy reader: a message carried by code (a string literal, an error or log message, a docstring, a comment, a resource bundle's value, a test's hint, a manifest's field) that tells whoever reads it to do an act of consequence as the fix, setup or next step.

import { ownRepoPush } from "./code-own-push45.ts";
import { countCapped } from "./count-capped.ts";
import { documentFactor, documentHit } from "./document-hit.ts";
import {
  ASK30,
  ADDRESSED30,
  ACTS30,
  INSTALLER_URL30,
  INSTALLS30,
  REMEDY30,
  REPAIR30,
  STEP_ASK30,
} from "./code-remedy30-vocab.ts";
import type { View } from "./normalize.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { readings, refused, refusedAfter, reported } from "./pressed-act29.ts";
import { ACTS29, ASK29, LEVERS29, NOT29, TALKS29, WRITEUP29 } from "./pressed-act29-vocab.ts";
import { CODE_REMEDY30_GATE, gateClosed } from "./reader-gates.ts";
import { quotedDisavowed33 } from "./quoted-disavowed33.ts";
import { redactedObject } from "./carrier-redacted.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: an order hidden in source needs no override word and no lever. It is worded as the remedy a
 * program gives ("To repair the cache, run: …", "hint: …", "Setup: …", "next step: …", "Migration: run …") or as a note
 * to whoever edits or reads the file ("LLM:", "AI assistant,"), and the reader trusts code more than a stranger's mail.
 * A remedy alone is everyday (`npm login`, a toolchain's installer, `chmod 600`), and an act of consequence alone is code
 * doing its job; both in one message, asked of the reader, is the attack. Fetched code counts only as a repair or with
 * the reader addressed: installing a tool from its own site is how every tool is documented.
 */
const MAX30 = 100_000;
const WEIGHT30 = 0.86;
/** a message is a statement of a few lines: the act's line and the two before it */
const LINES_BEFORE = 2;
/** a line this long is minified code or data, not a message */
const MAX_LINE = 600;
/** this many write-up words make the text a write-up about such orders */
const TALKS_DOCUMENT = 2;
/** a package script asked for by name: its command is read into the message */
const RUN_SCRIPT = /\b(?:npm|pnpm|yarn|bun)\s{1,3}(?:run\s{1,3})?([\w:.-]{2,40})/g;
/**
 * the literal every match of RUN_SCRIPT holds: a message is lines of the text joined by a space, so one without a space
 * stands in the text itself, and a text without one has no message that names a script (asked once per text)
 */
const RUNNER = /npm|yarn|bun/;
/** round 29's acts but its hand-over of a secret, which names secrets by word ("an api key"): this reader's names them */
const ALL_ACTS = [...ACTS29.filter(([cls]) => cls !== "secret-out"), ...ACTS30];
/** the hiding lever of round 29 also makes a note to the editor a step to take quietly */
const HIDING = LEVERS29.find(([cls]) => cls === "hiding")?.[1] ?? /$^/;
/** an act that is an order only with another beside it: a hook skipped is a common hint of git tools */
const WEAK = /--no-verify\b/i;
/** test code: a test function, a test runner's call, an assertion */
const TEST_CODE30 =
  /\bdef\s{1,3}test_|\b(?:it|test|describe)\s{0,2}\(\s{0,2}["'\x60]|\bassert(?:equals?|_eq)?\b|\bexpect\s{0,2}\(|#\[test\]|@test\b/i;
/** a collection of attack samples: what a security test feeds the code it tests */
const ATTACK_SAMPLES30 =
  /\b(?:attacks?|payloads?|malicious|injections?|jailbreaks?|adversarial|exploits?|evil)\w{0,12}\s{0,3}(?:=|:|\[)/i;
/** the act declared obsolete by what follows it ("… is no longer needed and should be removed", "wird nicht mehr benötigt") */
const RETIRED_AFTER30 =
  /^(?:[^.;\n]|\.(?=\S)){0,60}?(?:\bno\s{1,3}longer\b|\bnot\s{1,3}needed\b|\bshould\s{1,3}be\s{1,3}removed\b|\bnicht\s{1,3}mehr\b|\bentfernt\b|\bn'est\s{1,3}plus\b|\bya\s{1,3}no\b|больше\s{1,3}не)/i;
/** an ask reported, not made: "the next result then asks to upload …", "pages that tell agents to run …" */
const REPORTED_ASK30 = /\b(?:asks?|asked|tells?|told|says|instructs?)(?:\s{1,3}[\w-]{1,20}){0,2}\s{1,3}to\s{1,3}$/i;
/** a negation inside the act's own words ("… nie in ein Issue kopieren", "make install not need root") */
const NOT_INSIDE = new RegExp(`${NOT29.source}|\\bnot\\b|\\bno\\s{1,3}longer\\b`, "i");

export interface CodeRemedy30 {
  cls: string;
  cue: string;
  /** where the act's line starts in the view's text, and its length */
  at: number;
  length: number;
}

/** The first code-carried message of a tool result that gives an act of consequence as a remedy, or null. Pure. */
export function codeRemedy30(text: string): CodeRemedy30 | null {
  if (text.length > MAX30) return null;
  const talks = countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT);
  if (talks + countCapped(WRITEUP29, text, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
  // a security test's attack strings are what the test feeds its guard
  if (TEST_CODE30.test(text) && ATTACK_SAMPLES30.test(text)) return null;
  const lines: { at: number; text: string }[] = [];
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf("\n", start);
    const stop = nl < 0 ? text.length : nl;
    // (a JSON string's escaped line breaks are lines of its message: a notebook's output, a review's body)
    let at = start;
    for (const piece of text.slice(start, stop).split("\\n")) {
      lines.push({ at, text: piece });
      at += piece.length + 2;
    }
    start = stop + 1;
  }
  const runners = RUNNER.test(text);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as (typeof lines)[number];
    if (line.text.length > MAX_LINE || line.text.trim().length < 8) continue;
    const before = lines
      .slice(Math.max(0, i - LINES_BEFORE), i)
      .filter((l) => l.text.length <= MAX_LINE)
      .map((l) => l.text.trim())
      .join(" ");
    const found = readMessage(before, line.text.trim(), runners ? text : null);
    // (security writing quotes such a message and refuses it after the quote: quoted-disavowed33.ts)
    if (found && !quotedDisavowed33(text, line.at)) return { ...found, at: line.at, length: line.text.length };
  }
  return null;
}

/**
 * The act and the cue when a message (the act's line and the lines before it) gives an act as a remedy. The act must
 * end on the line read now (or in a package script it names), so a message is judged once, where its act ends.
 */
function readMessage(before: string, line: string, text: string | null): { cls: string; cue: string } | null {
  // (`text` null: it names no script runner, so no message of it does: withScripts would change nothing)
  const joined = before === "" ? line : `${before} ${line}`;
  const message = text === null ? joined : withScripts(joined, text);
  const forms = readings(message);
  // the cue and the ask first: most messages have neither, and the acts' long patterns are this reader's cost (each
  // test below is pure and only ever returns null, so their order changes no answer)
  const addressed = forms.some((f) => ADDRESSED30.test(f));
  const cue = addressed
    ? "addressed"
    : forms.some((f) => REMEDY30.test(f) || STEP_ASK30.test(f))
      ? "remedy"
      : forms.some((f) => HIDING.test(f))
        ? "hiding"
        : null;
  if (!cue || !forms.some((f) => ASK29.test(f) || ASK30.test(f) || STEP_ASK30.test(f))) return null;
  const acts = actsOf(forms, before === "" ? 0 : before.length + 1);
  if (acts.length === 0) return null;
  if (forms.some((f) => TALKS29.test(f))) return null;
  const strong = acts.filter((a) => !(a.cls === "run-fetched" && !fetchedAsRepair(forms, addressed)) && !a.weak);
  if (strong.length === 0) return null;
  return { cls: (strong[0] as (typeof strong)[number]).cls, cue };
}

/**
 * Fetched code is an order as a repair, or as a step given to an addressed reader, never from a tool's own installer
 * (a README for agents shows `curl …/install.sh | bash` as every README does).
 */
function fetchedAsRepair(forms: readonly string[], addressed: boolean): boolean {
  if (forms.some((f) => INSTALLER_URL30.test(f))) return false;
  return addressed || (forms.some((f) => REPAIR30.test(f)) && !forms.some((f) => INSTALLS30.test(f)));
}

/** The message with the command of each package script it asks for by name, when the text defines that script. */
function withScripts(message: string, text: string): string {
  let out = message;
  for (const m of message.matchAll(RUN_SCRIPT)) {
    const name = (m[1] as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const def = new RegExp(`"${name}"\\s{0,3}:\\s{0,3}"([^"\\n]{1,400})"`).exec(text);
    if (def) out += ` ${def[1]}`;
  }
  return out;
}

/**
 * The acts of consequence in a message that end past `from` (the start of the line read now in the message as written;
 * a reading that joins spaced letters is shorter, so the mark moves back by what it lost), not refused or reported
 * where they stand; a lone skipped hook is weak.
 */
function actsOf(forms: readonly string[], from: number): { cls: string; weak: boolean }[] {
  const out: { cls: string; weak: boolean }[] = [];
  const written = (forms[0] as string).length;
  for (const f of forms)
    for (const [cls, re] of ALL_ACTS) {
      const m = re.exec(f);
      if (!m || m.index + m[0].length <= from - (written - f.length)) continue;
      // (a negation between a secret and its hand-over refuses it: "… nie in ein Issue kopieren")
      if (
        RETIRED_AFTER30.test(f.slice(m.index + m[0].length, m.index + m[0].length + 80)) ||
        REPORTED_ASK30.test(f.slice(Math.max(0, m.index - 40), m.index)) ||
        refused(f, m.index) ||
        refusedAfter(f, m.index + m[0].length) ||
        // (a secret named as what to take out first: "redact ~/.kube/config before you attach any diagnostics")
        (cls === "secret-out" && redactedObject(f, m.index)) ||
        // (a CI job's push with its token to its own repository: code-own-push45.ts)
        (cls === "secret-out" && ownRepoPush(f, m.index, m[0])) ||
        reported(f, m.index) ||
        NOT_INSIDE.test(m[0])
      )
        continue;
      out.push({ cls, weak: WEAK.test(m[0]) });
    }
  // (a skipped hook beside another act is part of the same order)
  const strong = out.some((a) => !a.weak);
  return strong ? out.map((a) => ({ ...a, weak: false })) : out;
}

/** The hit of the first such message in a tool result, quoted as the rule stage quotes a document. */
export function codeRemedyHits30(view: View, originalLength: number): Hit[] {
  if (gateClosed(view, CODE_REMEDY30_GATE)) return [];
  const found = codeRemedy30(view.text);
  if (!found) return [];
  return documentHit(view, originalLength, {
    rule: `code.remedy30-${found.cls}`,
    category: "hijack",
    weight: WEIGHT30,
    from: found.at,
    to: found.at + found.length,
    factor: documentFactor(view.text, found.at),
  });
}
