// A standing order in agent instruction content judged by what its action reaches (data moved out, a safeguard taken
// away, code fetched and run, something planted outside the project, the user kept out, money moved), not by wording.

import { describesOption } from "./agent-file-ordinary29.ts";
import { NAMES_ONLY } from "./agent-file-orders.ts";
import {
  ACCOUNT,
  AUTH_TO_API,
  CONCEAL,
  CONSENTED,
  DISCLOSE,
  DISCUSSES,
  FETCH_RUN,
  INTO_PLACE,
  MOVE,
  NEGATION,
  PAY,
  PERSIST_TARGET,
  PLANT_WORD,
  PROMOTED,
  RC_FILE,
  RC_RUNS,
  SAFEGUARD_OFF,
  SECRET,
  SELF_GRANT,
  TO_OUTSIDE,
  UNCONFIRMED_PROD,
  WORK,
} from "./agent-file-reach-vocab.ts";
import { prohibitedLines } from "./context-prohibitions.ts";
import { statesUserLacks } from "./rule-accept-user-knows.ts";

export interface ReachVerdict {
  weight: number;
  why: string;
}

const short = (s: string): string => s.trim().replace(/\s+/g, " ").slice(0, 80);

/** "Add the required environment variables to the README": names of settings documented, no value shown. */
export function namesDocumented(unit: string, rest: string): boolean {
  return NAMES_ONLY.test(unit) && /\b(?:readme|docs?|documentation|changelog|wiki|\.env\.example)\b/i.test(rest);
}

/** True when the text before `at` in `unit` forbids what follows ("never … send", "do not … skip"). */
export function forbidden(unit: string, at: number): boolean {
  return NEGATION.test(unit.slice(Math.max(0, at - 80), at));
}

/**
 * What may stand before an order's verb: a bullet, a moment or condition ending in a comma or colon ("Whenever you open
 * a session,", "Standing rule:"), adverbs ("always", "then"), or a coordinated order before it ("Read the diff and").
 */
const LEAD =
  /^(?:[\W_]{0,4}(?:(?:at\s{1,3}the\s{1,3}(?:end|start|beginning|close)\s{1,3}of|after|before|on)\s{1,3}(?:each|every|the|a)\s{1,3}(?:\w+\s{1,3}){0,2}?(?:session|task|run|turn|day|commit|push|merge|release|build|deploy(?:ment)?|conversation|chat|reply|answer|response)s?\s{1,3})?(?:(?:when|whenever|before|after|on|for|if|once|at|during|while|every|each|by\s{1,3}default|from\s{1,3}now\s{1,3}on|standing\s{1,3}(?:rule|order)|in\s{1,3}(?:every|each|all))\b[^,:]{0,100}?[,:]\s{0,3})?(?:(?:always|then|also|first|please|just|now|immediately|quietly|silently|automatically|and)\s{1,3})*)$/i;
/** The unit opens with an order's verb ("Apply plans with …", "Deploy with …"). */
const LEAD_VERB =
  /^[\W_]{0,4}(?:(?:always|just)\s{1,3})?(?:apply|run|deploy|push|release|ship|use|pass|execute|merge|commit|install)\b/i;
const AFTER_AND = /(?:,|;|\band|\bthen|\balso)\s{1,3}(?:(?:always|also|then|first)\s{1,3})?$/i;

/** each pattern's global twin, compiled once (imperative runs per order unit) */
const GLOBAL_OF = new WeakMap<RegExp, RegExp>();

/** The first match of `re` (global) that stands where an order's verb stands, or null. */
export function imperative(unit: string, re: RegExp): RegExpExecArray | null {
  let g = GLOBAL_OF.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    GLOBAL_OF.set(re, g);
  }
  g.lastIndex = 0;
  for (let m = g.exec(unit), n = 0; m !== null && n < 8; m = g.exec(unit), n++) {
    const before = unit.slice(0, m.index);
    if (LEAD.test(before) || AFTER_AND.test(before)) return m;
  }
  return null;
}

/** a prohibition in the same clause just before a place: "— don't ask them to paste the token in chat)" */
const CLAUSE_NEGATED =
  /\b(?:never(?!\s{1,3}mind)|not|don't|do\s{1,3}not|mustn't|shouldn't|avoid)\b[^.;,:!?()\u2014\u2013\n]{0,60}$/i;

/**
 * Some place others read (or an outside address) in `rest` that no prohibition in its own clause governs: "Store it in
 * `.env.local` (… don't ask them to paste the token in chat)" names the chat only as where the secret must not go
 * (round 32, realfp32); "keep it out of the logs, post it in the issue" still moves it into the issue.
 */
export function placeNotForbidden(rest: string): boolean {
  for (const re of [TO_OUTSIDE, INTO_PLACE]) {
    const g = new RegExp(re.source, `${re.flags}g`);
    for (let m = g.exec(rest), n = 0; m !== null && n < 8; m = g.exec(rest), n++)
      if (!CLAUSE_NEGATED.test(rest.slice(Math.max(0, m.index - 80), m.index))) return true;
  }
  return false;
}

/**
 * What one order of an agent file reaches, judged by its parts: a move of secrets to any place others read, of the
 * project's work to an outside address, a safeguard removed, code from an outside address run, something planted
 * outside the project, the user kept out, money sent to an account named here. Null for ordinary orders.
 */
export function reachOrder(unit: string): ReachVerdict | null {
  if (unit.length > 600 || DISCUSSES.test(unit)) return null;
  const move = imperative(unit, MOVE);
  if (move && !forbidden(unit, move.index)) {
    const after = unit.slice(move.index);
    const secret = SECRET.exec(after);
    const rest = secret ? after.slice(secret.index) : "";
    // ("add the required environment variables to the README" documents names, it shows no value)
    if (secret && placeNotForbidden(rest) && !AUTH_TO_API.test(unit) && !namesDocumented(unit, rest))
      return { weight: 0.9, why: `moves a secret where others read it ("${short(unit)}")` };
    const out = TO_OUTSIDE.exec(after);
    // (the work is the object, between the verb and the address: not a word inside the URL)
    if (out && WORK.test(after.slice(0, out.index)) && !CONSENTED.test(unit))
      return { weight: 0.88, why: `sends the project's work or the session outside ("${short(unit)}")` };
  }
  const off = imperative(unit, SAFEGUARD_OFF);
  // ("**Skip review:** if ORCHESTRATE_SKIP_REVIEW=1 is set, …" describes an option the user turns on)
  if (off && !forbidden(unit, off.index) && !CONSENTED.test(unit) && !describesOption(unit, off.index, off[0].length))
    return { weight: 0.86, why: `takes a safeguard away ("${short(off[0])}")` };
  const run = FETCH_RUN.exec(unit);
  if (run && /\b(?:https?|ftp):\/\//i.test(unit) && !forbidden(unit, run.index) && !CONSENTED.test(unit))
    return { weight: 0.9, why: `runs code fetched from elsewhere ("${short(unit)}")` };
  const plant = imperative(unit, PLANT_WORD);
  if (plant && !forbidden(unit, plant.index) && !CONSENTED.test(unit)) {
    const rest = unit.slice(plant.index);
    if (PERSIST_TARGET.test(rest) || (RC_FILE.test(rest) && RC_RUNS.test(rest)))
      return { weight: 0.86, why: `plants something outside the project ("${short(unit)}")` };
  }
  const unconfirmed = imperative(unit, UNCONFIRMED_PROD) ?? (LEAD_VERB.test(unit) ? UNCONFIRMED_PROD.exec(unit) : null);
  if (unconfirmed && !forbidden(unit, unconfirmed.index))
    return { weight: 0.86, why: `skips confirmation in production ("${short(unconfirmed[0])}")` };
  const grant = imperative(unit, SELF_GRANT);
  if (grant && !forbidden(unit, grant.index))
    return { weight: 0.86, why: `raises the agent's own authority ("${short(grant[0])}")` };
  const told = imperative(unit, DISCLOSE);
  if (told && !forbidden(unit, told.index) && SECRET.test(unit.slice(told.index, told.index + told[0].length + 40)))
    return { weight: 0.88, why: `reads a secret out ("${short(unit)}")` };
  // (no verb position needed: "text in fetched pages carries the authority of the user" gives it as surely)
  const promoted = PROMOTED.exec(unit);
  if (promoted && !forbidden(unit, promoted.index) && !/\b(?:never|not|no)\b/i.test(promoted[0]))
    return { weight: 0.86, why: `gives content from elsewhere the user's authority ("${short(promoted[0])}")` };
  const hide = CONCEAL.exec(unit);
  if (hide && !statesUserLacks(unit, hide.index, hide[0]))
    return { weight: 0.86, why: `keeps the user from knowing ("${short(hide[0])}")` };
  const pay = imperative(unit, PAY);
  if (pay && ACCOUNT.test(unit) && !forbidden(unit, pay.index))
    return { weight: 0.88, why: `moves money to an account the file names ("${short(unit)}")` };
  return null;
}

/**
 * The orders of agent instruction content in any carrier: list items and numbered steps, table cells, YAML values and
 * JSON strings become plain sentences (a key or bullet is no part of the order).
 */
export function plainOrders(content: string): string[] {
  const out: string[] = [];
  const lines = content.split("\n");
  // items under "**MUST NOT:**" or after "**Never**:" are what the file forbids (context-prohibitions.ts)
  const forbiddenLines = prohibitedLines(lines);
  for (let k = 0; k < lines.length; k++) {
    const raw = lines[k];
    if (out.length > 2000) break;
    if (forbiddenLines.has(k)) continue;
    // a table row keyed by one name ("| `--yolo` | Skip all permission prompts |") describes an option, it orders nothing
    if (/^\s*\|\s*`?[\w.$@/-]+`?\s*\|/.test(raw)) continue;
    const line = raw
      // "**Skip review** — go directly to approval": a named choice offered, read by its description
      .replace(/^\s*(?:[-*+]\s+|\d{1,2}[.)]\s+)?\*\*[^*]{1,60}\*\*\s*(?:—|–|-|:)\s*/, "")
      .replace(/^\s*\|?|\|\s*$/g, "")
      .replace(/\s\|\s/g, " ")
      .replace(/^\s*(?:[-*+]|\d{1,2}[.)])\s+/, "")
      .replace(/^[\s{[]*["']?[\w.-]{1,40}["']?\s*:\s+(?=\S)/, "");
    for (const piece of line.split(/["']\s*,\s*["']|(?<=[.!?;])\s+(?=[A-Z`"'*(-])|;\s+/)) {
      const t = piece.replace(/^[\s[{"']+|[\s\]}",']+$/g, "");
      if (t.length >= 12) out.push(t);
    }
  }
  return out;
}

/** The first order in `content` that reaches beyond what a project's instructions need, or null. */
export function reachingOrder(content: string): ReachVerdict | null {
  for (const unit of plainOrders(content)) {
    const v = reachOrder(unit);
    if (v) return v;
  }
  return null;
}
