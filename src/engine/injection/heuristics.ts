// Heuristic signals of the older guardrails extension: imperative density, system/hidden words, odd structure.

import { countCapped } from "./count-capped.ts";
import type { Hit } from "./types.ts";

const IMPERATIVE_START =
  /(?:^|[.!?]\s{1,4}|\n\s{0,8})(?:ignore|forget|disregard|do|don't|never|always|you must|you will|you should|must|reveal|show|print|output|tell|give|send|repeat|write|say|act|pretend|respond|answer|provide|list|execute|run|delete|remove|stop|start|begin|follow|obey|confirm|include|use|make|remember|keep|generate|explain|describe|summarize|translate)\b/g;
const SYSTEM_WORDS =
  /\b(?:system|internal|hidden|secret|admin|administrator|root|override|confidential|developer mode|privileged|unrestricted|bypass|jailbreak)\b/g;
const YOU = /\byou(?:r|rself)?\b/g;
/**
 * System words count only in a cluster this long (about a hundred words): a long page reaches three of them by its
 * length alone ("root", "system", "admin" in a sysadmin README), while an injection packs them into one passage.
 */
export const SYSTEM_WORD_SPAN = 600;

/** The most matches of `re` (global) inside any span of `span` characters of `text`, counting at most `cap` matches. */
export function densestCluster(re: RegExp, text: string, span: number, cap: number): number {
  re.lastIndex = 0;
  const starts: number[] = [];
  let best = 0;
  let first = 0;
  for (let m = re.exec(text); m !== null && starts.length < cap; m = re.exec(text)) {
    starts.push(m.index);
    while (m.index + m[0].length - starts[first] > span) first++;
    best = Math.max(best, starts.length - first);
  }
  return best;
}

/** Weak signals; they move the score a little and never block on their own. */
export function heuristicHits(text: string, lowered: string): Hit[] {
  const hits: Hit[] = [];
  // only the head of a long text: the signals are densities, and the cost must stay bounded
  const head = lowered.length > 4000 ? lowered.slice(0, 4000) : lowered;
  // every signal needs the text to say "you": most texts do not, and then no other count is needed
  if (!head.includes("you")) return hits;
  const you = countCapped(YOU, head, 80);
  if (you === 0) return hits;
  const words = Math.max(1, head.length / 6);
  const imperatives = you >= 2 ? countCapped(IMPERATIVE_START, head, 40) : 0;
  const system = densestCluster(SYSTEM_WORDS, head, SYSTEM_WORD_SPAN, 40);
  if (imperatives >= 3 && imperatives / words > 0.03 && you >= 2) {
    hits.push({
      rule: "heuristic.imperative-density",
      category: "heuristic",
      weight: Math.min(0.35, 0.08 * imperatives),
      start: 0,
      end: head.length,
    });
  }
  if (system >= 3 && you >= 1) {
    hits.push({
      rule: "heuristic.system-words",
      category: "heuristic",
      weight: Math.min(0.3, 0.07 * system),
      start: 0,
      end: head.length,
    });
  }
  if (text.length < 600) {
    const caps = countCapped(/\b[A-Z]{4,}\b/g, text.slice(0, 600), 20);
    const brackets = countCapped(/[<[{][A-Za-z _-]{2,24}[>\]}]/g, text.slice(0, 600), 20);
    if (caps + brackets >= 4 && you >= 1) {
      hits.push({ rule: "heuristic.structure", category: "heuristic", weight: 0.15, start: 0, end: head.length });
    }
  }
  return hits;
}
