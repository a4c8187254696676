// The rule stage's score: hits weighted per surface, combined per category, quoted matches capped, evidence listed.

import { corroborate, type DocShape } from "./corroborate.ts";
import type { Category, EvidenceItem, Hit, InjectionSurface, ScanResult } from "./types.ts";

const MAX_EVIDENCE = 24;

/**
 * How much a family counts on each surface. Text inside a tool result that addresses the agent or steers its answer
 * is far more suspicious than the same words in the user's own prompt; a prompt that asks for a code snippet is
 * ordinary; a write of security docs quotes attacks.
 */
const SURFACE_FACTOR: Record<InjectionSurface, Partial<Record<Category, number>>> = {
  prompt: {
    addressed: 0.75,
    hijack: 0.3,
    malicious_code: 0.4,
    bash_exfil: 0.7,
    bash_remote_exec: 0.7,
    bash_reverse_shell: 0.8,
    bash_persistence: 0.6,
    bash_agent_file: 0.5,
    bash_supply_chain: 0.5,
  },
  tool_result: {},
  write: { hijack: 0.85 },
  bash: { hijack: 0.6, malicious_code: 0.8 },
};

function surfaceFactor(surface: InjectionSurface, c: Category): number {
  return SURFACE_FACTOR[surface][c] ?? 1;
}

/**
 * Quoted matches (string literals, code fences, inline code, table rows) are data the text shows, not orders to its
 * reader: together they score at most `quoted` times what they would score in plain text, and only plain matches
 * (and the whole-text signals) can lift the score above that. Several quoted cue phrases in one prompt template must
 * not add up to a block.
 */
export function calibrate(hits: Hit[], surface: InjectionSurface, discussion: number, doc?: DocShape): ScanResult {
  if (hits.length === 0) return { score: 0, evidence: [] };
  observer?.(hits, surface, discussion);
  // a noisy rule's lone hit in a long document is capped below warn, and far-apart categories do not add up
  // (corroborate.ts); without `doc` nothing is
  let apart = false;
  if (doc) ({ hits, apart } = corroborate(hits, surface, doc));
  let quoted = 0;
  for (const h of hits) if (h.quoted !== undefined) quoted = Math.max(quoted, h.quoted);
  if (quoted === 0) return { score: combine(hits, surface, discussion, apart), evidence: toEvidence(hits) };
  const plain = hits.filter((h) => h.quoted === undefined);
  // strictly under `quoted`: cues in several categories combine to 1, and 0.5 × 1 would sit on the warn line
  const quotedPart = Math.min(
    Math.floor(quoted * combine(hits, surface, discussion, apart) * 1000) / 1000,
    quoted - 0.001,
  );
  const plainPart = plain.length > 0 ? Math.round(combine(plain, surface, discussion, apart) * 1000) / 1000 : 0;
  return { score: Math.max(plainPart, quotedPart), evidence: toEvidence(hits) };
}

type Observer = (hits: Hit[], surface: InjectionSurface, discussion: number) => void;
let observer: Observer | null = null;
/** `scripts/rule-noise.ts` reads every text's hits before corroboration (its table must not depend on itself) */
export function observeHits(fn: Observer | null): void {
  observer = fn;
}

/** the discussion count from which the damping no longer changes: a caller may stop counting there (scan.ts does) */
export const DISCUSSION_SATURATES = 6;

/** `apart`: the categories' cues lie far apart in a long document, so the strongest category decides alone */
function combine(hits: Hit[], surface: InjectionSurface, discussion: number, apart = false): number {
  // a text that talks about attacks (security docs, write-ups) quotes them; quoting is not attacking
  const damp = discussion >= DISCUSSION_SATURATES ? 0.45 : discussion >= 4 ? 0.5 : discussion >= 2 ? 0.8 : 1;
  // per category: the best weight of each rule; the strongest rule counts fully, corroborating rules at half weight
  // (rules matching the same words do not corroborate each other: overlapping spans count once)
  const byCategory = new Map<Category, Map<string, Hit>>();
  for (const h of hits) {
    let w = h.weight * (h.factor?.[surface] ?? surfaceFactor(surface, h.category));
    if (!h.category.startsWith("bash_") && h.category !== "addressed") w *= damp;
    let rules = byCategory.get(h.category);
    if (!rules) byCategory.set(h.category, (rules = new Map()));
    const cur = rules.get(h.rule);
    if (!cur || cur.weight < w) rules.set(h.rule, { ...h, weight: w });
  }
  let keep = 1;
  let local = 1;
  for (const [category, rules] of byCategory) {
    const ranked = [...rules.values()].sort((a, b) => b.weight - a.weight);
    let inner = 1 - ranked[0].weight;
    const counted: Hit[] = [ranked[0]];
    for (const h of ranked.slice(1)) {
      if (counted.some((c) => h.start < c.end && c.start < h.end && h.end - h.start < 2000)) continue;
      counted.push(h);
      inner *= 1 - h.weight * 0.5;
    }
    // far-apart cues: the strongest category decides; whole-text signals (heuristics, obfuscation) still add
    if (apart && category !== "heuristic" && category !== "obfuscation") local = Math.min(local, Math.max(0.01, inner));
    else keep *= Math.max(0.01, inner);
  }
  keep *= local;
  return Math.round((1 - keep) * 1000) / 1000;
}

function toEvidence(hits: Hit[]): EvidenceItem[] {
  const sorted = [...hits].sort((a, b) => b.weight - a.weight || a.start - b.start);
  const seen = new Set<string>();
  const out: EvidenceItem[] = [];
  for (const h of sorted) {
    const key = `${h.rule}:${h.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      rule: h.rule,
      category: h.category,
      start: h.start,
      end: h.end,
      ...(h.detail ? { detail: h.detail } : {}),
    });
    if (out.length >= MAX_EVIDENCE) break;
  }
  return out;
}
