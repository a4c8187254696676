// Corroboration: a hit of a rule that is noisy on real documents counts fully only when something backs it.

import { docKind } from "./doc-kind.ts";
import { NOISY_RULES } from "./rule-noise-table.ts";
import type { Hit, InjectionSurface } from "./types.ts";

/** What calibrate knows of the whole text: its length and its normalised main view (for its kind). */
export interface DocShape {
  length: number;
  text: string;
  /** the text is written into an agent instruction file (the write's path, not a name the text gives itself) */
  agentFile?: boolean;
}

/** up to this many characters a text is mostly its sentence (a tool result, a mail), and every hit keeps its weight */
export const SHORT_TEXT = 2000;
/** an uncorroborated noisy hit in a longer text weighs at most this (below warn: one odd sentence of a document) */
export const LONE_CAP = 0.45;
/** and at most this in a document whose kind is recognised by its structure (a man page, a changelog) */
export const KIND_CAP = 0.3;
/** a whole-text count (zero-width, bidi, tag characters, homoglyphs) in a text this long with no cue beside it … */
export const SIGNAL_TEXT = 65_536;
/** … weighs at most this: the counts are absolute, and a bundle or a data file reaches them by its size alone */
export const SIGNAL_CAP = 0.25;
/**
 * rules that steer the shape of the reader's answer ("in your reply", "present your results"): an agent prompt's
 * author writes them to the agent on every line, so there they need corroboration like a noisy rule
 */
const ANSWER_STYLE = new Set(["hijack.response-style", "hijack.your-response", "hijack.open-verb-your-response"]);
/**
 * rules that guess a document's kind from a few marks (a lone request line in what looks like a mail): in a
 * long document they need corroboration whatever the noise table says. The table measured them noisy until their worst
 * look-alikes were fixed (round 15); uncapped, the long docs of mail software (man pages, READMEs) warn again.
 */
const SHAPE_GUESSES = new Set(["hijack.request-in-email"]);
/** what an answer-style order must not carry into the reply, even in an agent prompt: a key, a token, a password */
const SECRET_NEAR =
  /~\/\.(?:ssh|aws|gnupg|kube|netrc|npmrc)|\bid_(?:rsa|ed25519|ecdsa)\b|\.env\b|\b(?:api[\s_-]?keys?|secrets?|tokens?|passwords?|credentials?|private\s{1,4}keys?|environment\s{1,4}variables?)\b/;
/**
 * what an answer-style order in an agent file must not reach to be its author's: data (a key, a token, a file's
 * contents), money, a safeguard (switched off, skipped, hidden from the user) or an outside place (a link, an address,
 * a download). Read in the order's own sentence.
 */
const REACHES = new RegExp(
  `${SECRET_NEAR.source}|[\\w$]{0,30}(?:token|secret|passw(?:or)?d|api_?key|credential)|\\$[a-z_]{2,30}\\b|\\benv\\b|environment|https?:\\/\\/|\\bwww\\.|[\\w.+-]{1,40}@[\\w-]{1,40}\\.[a-z]{2,}|~\\/|\\/etc\\/|[$€£]\\s?\\d|\\b(?:wire|pay|payments?|invoices?|bank|iban|bitcoin|btc|crypto|wallets?|gift\\s{1,4}cards?|funds|disabl\\w*|skip\\w*|bypass\\w*|turn(?:ed)?\\s{1,4}off|suppress\\w*|hid(?:e|den|ing)|conceal\\w*|never\\s{1,4}mention|(?:do\\s{1,4}not|don't)\\s{1,4}(?:mention|tell|reveal|report)|without\\s{1,4}(?:telling|asking|mentioning)|security|audit\\w*|approv\\w*|passed|install\\w*|download\\w*|curl|wget|personal\\s{1,4}data|contents\\s{1,4}of)\\b`,
  "i",
);

/** the line of the text around [start, end), and where it starts */
export function lineAround(text: string, start: number, end: number): { from: number; line: string } {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  return { from, line: text.slice(from, nl < 0 ? text.length : nl) };
}

/** the sentence around [start, end): from the last sentence end before it to the first after it, at most `reach` each side */
export function sentenceOf(text: string, start: number, end: number, reach = 400): string {
  let from = start;
  while (from > 0 && start - from < reach && !/[.!?\n]/.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && to - end < reach && !/[.!?\n]/.test(text[to])) to++;
  return text.slice(from, to);
}

/**
 * An agent instruction file (AGENTS.md, GEMINI.md) is its author's orders to the agent: "always include a short
 * summary in your first reply" is the file's purpose, not an injection. Its answer-style orders weigh at most KIND_CAP
 * unless their sentence reaches data, money, a safeguard or an outside place; every other hit keeps its weight.
 */
export function agentFileStyle(hits: Hit[], text: string): Hit[] {
  let out: Hit[] | null = null;
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k];
    if (!ANSWER_STYLE.has(h.rule) || h.weight <= KIND_CAP) continue;
    if (REACHES.test(sentenceOf(text, h.start, h.end))) continue;
    out ??= hits.slice();
    out[k] = { ...h, weight: KIND_CAP };
  }
  return out ?? hits;
}

/** a hit of another category corroborates when it is this strong (quoting counted) … */
const BACKING_WEIGHT = 0.3;
/** … and this near (characters between the spans) */
const BACKING_REACH = 2000;
/** the signals scan.ts counts over the whole text (absolute counts: a 1 MB bundle reaches them by its size alone) */
const WHOLE_TEXT_SIGNALS = new Set([
  "obfuscation.unicode-tags",
  "obfuscation.zero-width",
  "obfuscation.bidi",
  "obfuscation.homoglyph",
]);

function strength(h: Hit): number {
  return h.weight * (h.quoted ?? 1);
}

/** a cue: a hit that is neither a whole-text heuristic nor an obfuscation mark, strong enough to count */
function isCue(h: Hit): boolean {
  return h.category !== "heuristic" && h.category !== "obfuscation" && strength(h) >= BACKING_WEIGHT;
}

/** A cue of another category near `h`. */
function backed(h: Hit, hits: Hit[]): boolean {
  for (const o of hits) {
    if (o === h || o.category === h.category || !isCue(o)) continue;
    const gap = o.start > h.end ? o.start - h.end : h.start > o.end ? h.start - o.end : 0;
    if (gap <= BACKING_REACH) return true;
  }
  return false;
}

/**
 * The hits with lone hits capped, on the `tool_result` and `write` surfaces in a text longer than SHORT_TEXT (a
 * document, where one odd sentence is weaker evidence than in a tool result that is mostly that sentence):
 * - a hit of a noisy rule (`NOISY_RULES`, measured by scripts/rule-noise.ts, or SHAPE_GUESSES) with no cue of another category near it
 *   weighs at most LONE_CAP, or KIND_CAP in a man page or a changelog (`doc-kind.ts`);
 * - in an agent prompt (front matter with a name and a description), a lone answer-style order weighs at most
 *   KIND_CAP, other hits as in a text of no kind;
 * - in a man page or a changelog, any other lone hit weighs at most LONE_CAP, except text addressed to an AI;
 * - in a text of SIGNAL_TEXT or more, the whole-text counts weigh at most SIGNAL_CAP when no cue kept its weight;
 * - `apart`: no cue is near a cue of another category, so categories do not add up (calibrate takes the strongest).
 * Precise rules elsewhere, short texts and backed hits are unchanged, and the learned stage still reads the text (its
 * score is combined by max).
 */
export function corroborate(
  hits: Hit[],
  surface: InjectionSurface,
  doc: DocShape,
  noisy: ReadonlySet<string> = NOISY_RULES,
): { hits: Hit[]; apart: boolean } {
  if (surface === "write" && doc.agentFile) hits = agentFileStyle(hits, doc.text);
  if (surface !== "tool_result" && surface !== "write") return { hits, apart: false };
  let kind: string | null | undefined;
  // a skill or subagent file read or written whole is its author's prompt at any length: its answer-style orders
  // ("output all findings directly in your response") are the file's purpose unless they reach data, money, a
  // safeguard or an outside place (agentFileStyle); the length-gated caps below stay for longer texts
  if (doc.text.startsWith("---") && hits.some((h) => ANSWER_STYLE.has(h.rule))) {
    kind = docKind(doc.text);
    if (kind === "agent-prompt") hits = agentFileStyle(hits, doc.text);
  }
  if (doc.length <= SHORT_TEXT) return { hits, apart: false };
  let out: Hit[] | null = null;
  const cap = (k: number, to: number): void => {
    if (hits[k].weight <= to) return;
    out ??= hits.slice();
    out[k] = { ...hits[k], weight: to };
  };
  let apart = true;
  let keptCue = false;
  const signals: number[] = [];
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k];
    if (WHOLE_TEXT_SIGNALS.has(h.rule) && h.start === 0 && h.end >= doc.length) {
      signals.push(k);
      continue;
    }
    if (h.category === "heuristic" || h.category === "obfuscation") continue;
    const isBacked = isCue(h) && backed(h, hits);
    if (isBacked) apart = false;
    if (h.weight <= KIND_CAP || isBacked) {
      if (isCue(h)) keptCue = true;
      continue;
    }
    if (kind === undefined) kind = docKind(doc.text);
    // an agent prompt (a skill, a subagent) is ordinary in its answer-style orders only: any other cue keeps its weight
    if (kind === "agent-prompt") {
      if (ANSWER_STYLE.has(h.rule) && !SECRET_NEAR.test(doc.text.slice(Math.max(0, h.start - 200), h.end + 200)))
        cap(k, KIND_CAP);
      else if (noisy.has(h.rule) || SHAPE_GUESSES.has(h.rule)) cap(k, LONE_CAP);
      else keptCue = true;
    } else if (noisy.has(h.rule) || SHAPE_GUESSES.has(h.rule)) cap(k, kind ? KIND_CAP : LONE_CAP);
    else if (kind && h.category !== "addressed") cap(k, LONE_CAP);
    else keptCue = true;
  }
  if (!keptCue && doc.length >= SIGNAL_TEXT) for (const k of signals) cap(k, SIGNAL_CAP);
  return { hits: out ?? hits, apart };
}
