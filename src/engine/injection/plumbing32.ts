// The plumbing reader: a tool result that is the agent's own traffic (a tool list or schema, an error, a function's output, a model's reply or stream, an agent's task result, a transcript, a runner's log) read field by field; a field that asks for an act of consequence has left its role, whatever its words.

import { ASK30, ACTS30, INSTALLER_URL30, INSTALLS30, STEP_ASK30 } from "./code-remedy30-vocab.ts";
import { countCapped } from "./count-capped.ts";
import { documentFactor } from "./document-hit.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { plumbingFields } from "./plumbing32-carriers.ts";
import { ACTS32, ASK32 } from "./plumbing32-vocab.ts";
import { readings, refused, refusedAfter, reported } from "./pressed-act29.ts";
import { ACTS29, ASK29, TALKS29, WIPE29, WRITEUP29 } from "./pressed-act29-vocab.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/**
 * Why a reader of its own: a field of the plumbing has a role the protocol gives it (describe a tool or a parameter,
 * report a result, say why a call failed, hand over a task's output). Its ordinary content is usage notes, parameter
 * docs, "retry with a smaller page", "call list_files first", a result that names credentials as data; none of that
 * asks the agent for an act of consequence. An ask of one (widen privileges, plant a key or a start-up job, switch a
 * protection off, hand a secret or the environment over, wipe a trail, plant a standing rule, dictate a false verdict)
 * is out of role, and the carrier itself is the cue the prose readers look for in words ("AI agent:", "Fix:"): the
 * agent reads these fields as trusted machinery. The acts are the earlier rounds' lists, named by what they touch
 * (a path, a flag, a setting), which reads the same in every language; the ask is any imperative.
 */
const WEIGHT32 = 0.86;
/** this many write-up words make the result a write-up about such fields (a security post fetched as JSON) */
const TALKS_DOCUMENT = 2;
/**
 * Rounds 29 and 30's acts but their secret hand-overs, whose places are words ("e-mail", "chat": a comment's "keep the
 * .env local; e-mail or chat" names both): this reader's hand-over names an address, a call's argument or the reply
 */
const ACTS = [...[...ACTS29, ...ACTS30].filter(([cls]) => cls !== "secret-out"), ["wipe", WIPE29] as const, ...ACTS32];
/** a field whose value is code (a search hit's snippet, a patch): code doing its job is read by the code readers */
const CODE_KEYS = /^(?:snippet|code|source_?code|patch|diff|hunk|script)$/i;
/** an inline code span or an address: no ask is read inside one */
const CODE_OR_URL = /\x60[^\x60\n]{1,300}\x60|https?:\/\/\S{1,300}/g;
/** a message's clauses: an act is asked in its own clause or the one before */
const SENTENCE = /(?:[^.!?。！？\n]|[.!?](?=[^\s.!?]))+[.!?。！？]*/g;

export interface PlumbingAct32 {
  cls: string;
  key: string;
  at: number;
  length: number;
}

/** The first field of a plumbing tool result that asks for an act of consequence, or null. Pure. */
export function plumbingAct32(text: string): PlumbingAct32 | null {
  const fields = plumbingFields(text);
  if (!fields || fields.length === 0) return null;
  for (const f of fields) {
    if (CODE_KEYS.test(f.key)) continue;
    const cls = askedAct(f.text);
    if (!cls) continue;
    // (asked only once an act is found: most results hold none) a write-up shows such fields to warn of them
    const lower = lowerCased(text);
    const talks = countCapped(DISCUSSION_MARKERS, lower, TALKS_DOCUMENT);
    if (talks + countCapped(WRITEUP29, lower, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
    return { cls, key: f.key, at: f.at, length: Math.min(f.text.length, 300) };
  }
  return null;
}

/** The class of the first act a message asks for in a sentence with an ask, not refused, reported or talked about. */
function askedAct(message: string): string | null {
  for (const m of message.matchAll(SENTENCE)) {
    const sentence = m[0];
    if (sentence.trim().length < 12) continue;
    const forms = readings(sentence);
    // (the ask is in the prose: a command's or an address's own words, `run.sh`, `…/add`, ask nothing)
    const prose = forms.map((f) => f.replace(CODE_OR_URL, " "));
    if (!prose.some((f) => ASK29.test(f) || ASK30.test(f) || STEP_ASK30.test(f) || ASK32.test(f))) continue;
    // (round 29's write-up words, but "reported": a plumbing message says what gets reported, "usage is reported")
    if (forms.some((f) => TALKS29.test(f.replace(/\breported\b/gi, "")))) continue;
    for (const f of forms)
      for (const [cls, re] of ACTS) {
        const a = re.exec(f);
        if (!a) continue;
        if (refused(f, a.index) || refusedAfter(f, a.index + a[0].length) || reported(f, a.index)) continue;
        // (a tool's own installer fetched and run is how every tool is documented, in a locale file's hint too)
        if (cls === "run-fetched" && (INSTALLER_URL30.test(f) || INSTALLS30.test(f))) continue;
        return cls;
      }
  }
  return null;
}

/** The hit of the first such field in a tool result. */
export function plumbingHits32(text: string): Hit[] {
  const found = plumbingAct32(text);
  if (!found) return [];
  // a field of a test fixture or a quoted example (records with the verdict each should get) is held, not sent
  const factor = documentFactor(text, found.at);
  return [
    {
      ...(factor < 1 ? { quoted: factor } : {}),
      rule: `plumbing.act32-${found.cls}`,
      category: "hijack",
      weight: WEIGHT32,
      start: found.at,
      end: Math.max(found.at + found.length, found.at + 1),
    },
  ];
}
