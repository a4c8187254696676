// The pure scanner: normalise, build views (hidden, de-spaced, decoded), run the rule families, calibrate per surface.

import { scanBash, toolInputHits } from "./bash.ts";
import { cleanView } from "./clean.ts";
import { countCapped } from "./count-capped.ts";
import { docContext, type DocContext } from "./context.ts";
import { decodedViews, runView } from "./decode.ts";
import { heuristicHits } from "./heuristics.ts";
import { hijackHits } from "./hijack.ts";
import { MULTILINGUAL_DISCUSSION, MULTILINGUAL_RULES } from "./multilingual.ts";
import { despace, normalize, toOriginal, type View } from "./normalize.ts";
import { DISCUSSION_MARKERS, PROSE_RULES, REPORTING_CUE, type ProseRule } from "./patterns.ts";
import { regexReach, type Reach } from "./reach.ts";
import { moreRequiredLiterals, requiredLiterals } from "./gate-literals.ts";
import { combine as combineWithModel } from "./model.ts";
import { shippedModel } from "./model-asset.ts";
import { literalIds } from "./prefilter.ts";
import { literalIndexer, matcher, ruleWindows, WINDOW_MIN_TEXT } from "./windows.ts";
import type { Category, EvidenceItem, Hit, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";

const ALL_RULES: ProseRule[] = [...PROSE_RULES, ...MULTILINGUAL_RULES];
const MAX_HITS_PER_RULE = 16;
const MAX_EVIDENCE = 24;
const NEGATION =
  /(?:\bnot|n't|\bnever|\bno|\bnor|\bwithout|\bavoid|\brefuse to|\bunder no circumstances(?: should you)?|\bshould you)\s{1,4}(?:\w{1,12}\s{1,4}){0,2}$/;

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

/** True when `index` sits inside a quotation opened earlier on the same line. */
function insideQuote(text: string, index: number): boolean {
  let open = false;
  for (let i = index - 1; i >= 0 && index - i < 240; i--) {
    const c = text[i];
    if (c === "\n") break;
    if (
      c === '"' ||
      c === "“" ||
      c === "”" ||
      c === "«" ||
      c === "»" ||
      c === "「" ||
      c === "」" ||
      c === "『" ||
      c === "』"
    )
      open = !open;
  }
  return open;
}

/**
 * Each rule's gates: literal sets that must each have a literal in the text before the rule's regex runs. A rule's
 * own `gate` list, and the literals derived from its pattern (gate-literals.ts), which every match holds by
 * construction: a rule added without a gate list is gated all the same (and a unit test names a rule with neither).
 */
const GATES: (readonly string[])[][] = ALL_RULES.map((rule) => {
  const derived = requiredLiterals(rule.re);
  return [rule.gate, derived, ...moreRequiredLiterals(rule.re)].filter(
    (g): g is readonly string[] => g !== undefined && g !== null,
  );
});
/** the literal set whose every match holds one, for windows: the rule's own list when it says so, else the derived one */
const WINDOW_GATE = ALL_RULES.map((rule, r) =>
  rule.gate && !rule.gateNotInEveryMatch ? rule.gate : rule.gate ? undefined : GATES[r][0],
);

/** Rules whose every match holds a gate literal and whose pattern reads a bounded distance: scanned in windows. */
const REACH = new Map<ProseRule, Reach>();
ALL_RULES.forEach((rule, r) => {
  if (!WINDOW_GATE[r] || rule.perMatch !== undefined) return;
  const reach = regexReach(rule.re);
  if (Number.isFinite(reach.ahead) && reach.behind <= 64) REACH.set(rule, reach);
});
const SET_LITERALS: (readonly string[])[] = GATES.flat();
const literalIndex = literalIndexer(SET_LITERALS.flat());
const literalIdsOf = literalIds(SET_LITERALS.flat());
/** for each gate literal, the indexes in SET_LITERALS of the gate sets it opens */
const SETS_OF_LITERAL = new Map<string, number[]>();
SET_LITERALS.forEach((set, k) => {
  for (const lit of set) {
    const list = SETS_OF_LITERAL.get(lit);
    if (!list) SETS_OF_LITERAL.set(lit, [k]);
    else if (list[list.length - 1] !== k) list.push(k);
  }
});
/** for each literal id of literalIdsOf, the indexes in SET_LITERALS of the gate sets it opens */
const SETS_OF_ID: readonly number[][] = literalIdsOf.literals.map((lit) => SETS_OF_LITERAL.get(lit) ?? []);
/** for each rule, the indexes in SET_LITERALS of its gate sets */
const SETS_OF_RULE: number[][] = [];
{
  let k = 0;
  for (const g of GATES) SETS_OF_RULE.push(g.map(() => k++));
}

function runRules(
  view: View,
  originalLength: number,
  boost: number,
  hits: Hit[],
  discussing: () => boolean = () => false,
  context?: () => DocContext,
): void {
  const text = view.text;
  const gates = new Map<RegExp, boolean>();
  // one multi-literal pass finds every gate literal at once (not one substring search per literal and rule); a short
  // text needs no positions (no windows), only which literals are there, by id
  const index = text.length >= WINDOW_MIN_TEXT ? literalIndex(text, true) : null;
  // the gate sets some found literal opens: one mark per found literal, not one lookup per gate literal and rule
  const opened = new Uint8Array(SET_LITERALS.length);
  if (index) for (const lit of index.keys()) for (const k of SETS_OF_LITERAL.get(lit) ?? []) opened[k] = 1;
  else for (const id of literalIdsOf.ids(text)) for (const k of SETS_OF_ID[id]) opened[k] = 1;
  rules: for (let r = 0; r < ALL_RULES.length; r++) {
    const rule = ALL_RULES[r];
    for (const k of SETS_OF_RULE[r]) if (opened[k] === 0) continue rules;
    if (rule.script) {
      let open = gates.get(rule.script);
      if (open === undefined) gates.set(rule.script, (open = rule.script.test(text)));
      if (!open) continue;
    }
    const re = rule.re;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let n = 0;
    if (rule.perMatch !== undefined) {
      // density rule: distinct matched words, one hit at the first match
      const seen = new Set<string>();
      let first = -1;
      let last = 0;
      while (seen.size < 12 && (m = re.exec(text)) !== null) {
        seen.add(m[0]);
        if (first < 0) first = m.index;
        last = m.index + m[0].length;
      }
      if (seen.size > 0) {
        const weight =
          seen.size === 1 && rule.single !== undefined
            ? rule.single
            : Math.min(rule.cap ?? 1, rule.weight + rule.perMatch * (seen.size - 1));
        const [start, end] = toOriginal(view, first, last, originalLength);
        hits.push({ rule: rule.id, category: rule.category, weight: Math.min(1, weight + boost), start, end });
      }
      continue;
    }
    const reach = REACH.get(rule);
    const gate = WINDOW_GATE[r];
    const windows = reach && gate && index ? ruleWindows(text, gate, reach, index) : null;
    const next = matcher(re, text, windows, reach);
    while (n < MAX_HITS_PER_RULE && (m = next()) !== null) {
      if (rule.accept && !rule.accept(text, m.index, m[0])) continue;
      n++;
      let weight = rule.weight;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (rule.negatable && NEGATION.test(before)) weight *= 0.25;
      else if (REPORTING_CUE.test(before)) weight *= 0.5;
      // a text about attacks quotes them: a match inside quotation marks there is an example, not an order
      else if (discussing() && insideQuote(text, m.index)) weight *= 0.5;
      // a prompt in a string literal, a transcript in a code fence, a command in a table of commands: quoted, not addressed
      const quoted =
        context && !rule.unquoted && rule.category !== "malicious_code" ? context().quotedFactor(m.index) : 1;
      const [start, end] = toOriginal(view, m.index, m.index + m[0].length, originalLength);
      hits.push({
        rule: rule.id,
        category: rule.category,
        weight: Math.min(1, weight + boost),
        start,
        end,
        factor: rule.factor,
        ...(quoted < 1 ? { quoted } : {}),
      });
    }
  }
}

function blank(text: string, spans: [number, number][]): string {
  let out = "";
  let at = 0;
  for (const [s, e] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (s < at) continue;
    out += text.slice(at, s) + " ".repeat(e - s);
    at = e;
  }
  return out + text.slice(at);
}

/** Score one text for prompt injection as seen on `surface`. Pure; linear in the input length. */
export function scan(text: string, surface: InjectionSurface, options: ScanOptions = {}): ScanResult {
  const { rule, normText } = ruleStage(text, surface, options);
  // second stage (model.ts): the learned model reads the normalised text and the rule result; rules alone without a model
  const model = options.model === undefined ? shippedModel().model : options.model;
  return model ? combineWithModel(model, normText, surface, rule, text.length) : rule;
}

/** The rule stage alone: its result and the normalised text the second stage reads. */
export function ruleStage(
  text: string,
  surface: InjectionSurface,
  options: ScanOptions = {},
): { rule: ScanResult; normText: string } {
  const heuristicEnabled = options.heuristicEnabled ?? true;
  const budget = options.maxDecodedBytes ?? 256 * 1024;
  const bash = surface === "bash" && options.code === undefined ? scanBash(text) : null;
  const n = normalize(bash && bash.searchSpans.length > 0 ? blank(text, bash.searchSpans) : text);
  const hits: Hit[] = [];
  // how much the text talks about attacks: counted only once something matched (most texts match nothing)
  let discussion = -1;
  const discussionCount = (): number => {
    if (discussion < 0)
      discussion =
        countCapped(DISCUSSION_MARKERS, n.main.text, 12) + countCapped(MULTILINGUAL_DISCUSSION, n.main.text, 12);
    return discussion;
  };
  let ctx: DocContext | null = null;
  const context = (): DocContext => (ctx ??= docContext(n.main.text));
  runRules(n.main, text.length, 0, hits, () => discussionCount() >= 2, surface === "bash" ? undefined : context);

  const extra: View[] = [];
  if (n.hidden) extra.push(n.hidden);
  const spaced = despace(n.main);
  if (spaced) extra.push(spaced);
  extra.push(...decodedViews(text, n.main, budget));
  if (bash)
    for (const w of bash.unquoted) extra.push({ ...runView(w.text, w.start, w.end, "unquoted"), via: undefined });
  for (const v of extra) {
    const before = hits.length;
    runRules(v, text.length, 0.08, hits);
    if (hits.length > before && v.via) {
      const first = hits[before];
      hits.push({
        rule: `obfuscation.${v.via}`,
        category: "obfuscation",
        weight: 0.6,
        start: first.start,
        end: first.end,
      });
    }
  }
  // the cleaned view (entities, ANSI, NULs, Markdown inside words, leetspeak, typos of cue words) re-reads the whole
  // text: only what it finds beyond the plain view counts
  const cleaned = surface === "bash" ? null : cleanView(n.main);
  if (cleaned) {
    const found: Hit[] = [];
    runRules(cleaned, text.length, cleaned.via === "typo" ? 0 : 0.08, found);
    const fresh = found.filter(
      (h) => h.factor?.[surface] !== 0 && !hits.some((o) => o.rule === h.rule && o.start < h.end && h.start < o.end),
    );
    if (fresh.length > 0) {
      hits.push(...fresh);
      hits.push({
        rule: `obfuscation.${cleaned.via}`,
        category: "obfuscation",
        weight: cleaned.via === "typo" ? 0.3 : 0.6,
        start: fresh[0].start,
        end: fresh[0].end,
      });
    }
  }

  const s = n.signals;
  if (s.tags >= 4)
    hits.push({ rule: "obfuscation.unicode-tags", category: "obfuscation", weight: 0.6, start: 0, end: text.length });
  if (s.zeroWidthInWords >= 3)
    hits.push({ rule: "obfuscation.zero-width", category: "obfuscation", weight: 0.4, start: 0, end: text.length });
  if (s.bidi >= 2)
    hits.push({ rule: "obfuscation.bidi", category: "obfuscation", weight: 0.3, start: 0, end: text.length });
  if (s.confusables >= 3)
    hits.push({ rule: "obfuscation.homoglyph", category: "obfuscation", weight: 0.35, start: 0, end: text.length });

  if (surface === "tool_result") hits.push(...hijackHits(n.main, text.length));
  if (bash) hits.push(...bash.hits);
  hits.push(...toolInputHits(text, options));
  if (heuristicEnabled) hits.push(...heuristicHits(text, n.main.text));
  return {
    rule: hits.length === 0 ? { score: 0, evidence: [] } : calibrate(hits, surface, discussionCount()),
    normText: n.main.text,
  };
}

/**
 * Quoted matches (string literals, code fences, inline code, table rows) are data the text shows, not orders to its
 * reader: together they score at most `quoted` times what they would score in plain text, and only plain matches
 * (and the whole-text signals) can lift the score above that. Several quoted cue phrases in one prompt template must
 * not add up to a block.
 */
function calibrate(hits: Hit[], surface: InjectionSurface, discussion: number): ScanResult {
  if (hits.length === 0) return { score: 0, evidence: [] };
  let quoted = 0;
  for (const h of hits) if (h.quoted !== undefined) quoted = Math.max(quoted, h.quoted);
  if (quoted === 0) return { score: combine(hits, surface, discussion), evidence: toEvidence(hits) };
  const plain = hits.filter((h) => h.quoted === undefined);
  const score = Math.max(
    plain.length > 0 ? combine(plain, surface, discussion) : 0,
    quoted * combine(hits, surface, discussion),
  );
  return { score: Math.round(score * 1000) / 1000, evidence: toEvidence(hits) };
}

function combine(hits: Hit[], surface: InjectionSurface, discussion: number): number {
  // a text that talks about attacks (security docs, write-ups) quotes them; quoting is not attacking
  const damp = discussion >= 6 ? 0.45 : discussion >= 4 ? 0.5 : discussion >= 2 ? 0.8 : 1;
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
  for (const rules of byCategory.values()) {
    const ranked = [...rules.values()].sort((a, b) => b.weight - a.weight);
    let inner = 1 - ranked[0].weight;
    const counted: Hit[] = [ranked[0]];
    for (const h of ranked.slice(1)) {
      if (counted.some((c) => h.start < c.end && c.start < h.end && h.end - h.start < 2000)) continue;
      counted.push(h);
      inner *= 1 - h.weight * 0.5;
    }
    keep *= Math.max(0.01, inner);
  }
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

/** Attach short excerpts of the original text to evidence items (for display). */
export function withExcerpts(text: string, evidence: EvidenceItem[], max = 80): EvidenceItem[] {
  return evidence.map((e) => {
    const raw = text.slice(e.start, Math.min(e.end, e.start + max));
    return { ...e, excerpt: raw.replace(/[\u0000-\u001f\u007f]/g, " ") + (e.end - e.start > max ? "…" : "") };
  });
}
