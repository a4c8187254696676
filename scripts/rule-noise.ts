// Writes src/engine/injection/rule-noise-table.ts: each rule's firings on benign real files against its catches on injections.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ruleStage } from "../src/engine/injection/scan.ts";
import { calibrate, observeHits } from "../src/engine/injection/scan-calibrate.ts";
import type { Hit, InjectionSurface } from "../src/engine/injection/types.ts";
import { benignCorpus, freshCorpus } from "./benign-corpus.ts";

/**
 * Usage: `node scripts/rule-noise.ts` rewrites the table; `--check` exits 1 when the committed table differs from what
 * the corpora and rules on disk give (it needs eval/benign-fresh's files: `node scripts/import-benign-fresh.ts`). Both
 * refuse, naming the groups, when files of the tuning groups are absent: a table measured on part of the corpus calls
 * other rules noisy (round 33's was written from 17,402 of 24,255 files while a re-fetch was unfinished).
 * `--partial` writes or checks it anyway.
 *
 * Benign real files: pi's docs, the READMEs in node_modules, this repository, eval/benign-hard's tune part and the fresh
 * groups that are tuning data (fresh-tune … fresh10-tune; fresh6 was read only in its half T while fp11 built the table,
 * and whole since round 11 relabelled it; fresh7 since round 13, fresh8 since round 14, fresh9 since round 16, fresh10 since round 17, fresh11 since round 18, fresh12 since round 19, fresh13 since round 20, fresh14 since round 21, fresh15 since round 22, fresh16 since round 23, fresh17 since round 25, fresh18 since round 26, fresh19 since round 27, fresh20 since round 28, fresh21 since round 29, fresh22 since round 30, fresh23 since round 31, fresh24 since round 32, fresh25 since round 33, fresh26 since round 34, fresh27 since round 35, fresh28 since round 36, fresh29 since round 37, fresh30 since round 38, fresh31 since round 39, fresh32 since round 40, fresh33 since round 41, fresh34 since round 42, fresh35 since round 43, fresh36 since round 44, fresh37 since round 45, fresh38 since round 46, fresh39 since round 47, fresh40 since round 48; `fresh41-holdout`, the report set, is never read). Injections: train.jsonl,
 * dev.jsonl and the own prose sets 1–9 (never a report set), rows of the tool_result and write surfaces. A rule fires
 * on a text when one of its hits weighs at least STRONG (quoting counted). A rule is noisy on real documents when it
 * fired on at least NOISY_MIN_FIRED real files and its likelihood ratio (share of injections it fires on over share of
 * real files it fires on) is below NOISY_MIN_RATIO, or when it fired on any real file and never warned an injection alone.
 */
export const NOISY_MIN_FIRED = 3;
export const NOISY_MIN_RATIO = 15;
export const TUNING_FRESH = [
  "fresh-tune",
  "fresh2-tune",
  "fresh3-tune",
  "fresh4-tune",
  "fresh5-tune",
  "fresh6-tune",
  "fresh7-tune",
  "fresh8-tune",
  "fresh9-tune",
  "fresh10-tune",
  "fresh11-tune",
  "fresh12-tune",
  "fresh13-tune",
  "fresh14-tune",
  "fresh15-tune",
  "fresh16-tune",
  "fresh17-tune",
  "fresh18-tune",
  "fresh19-tune",
  "fresh20-tune",
  "fresh21-tune",
  "fresh22-tune",
  "fresh23-tune",
  "fresh24-tune",
  "fresh25-tune",
  "fresh26-tune",
  "fresh27-tune",
  "fresh28-tune",
  "fresh29-tune",
  "fresh30-tune",
  "fresh31-tune",
  "fresh32-tune",
  "fresh33-tune",
  "fresh34-tune",
  "fresh35-tune",
  "fresh36-tune",
  "fresh37-tune",
  "fresh38-tune",
  "fresh39-tune",
  "fresh40-tune",
];
export const INJECTION_SETS = [
  "train.jsonl",
  "dev.jsonl",
  "heldout-own.jsonl",
  "heldout-own2.jsonl",
  "heldout-own3.jsonl",
  "heldout-own5.jsonl",
  "heldout-own7.jsonl",
  "heldout-own9.jsonl",
];
/** the surfaces the corroboration reads (bash is the shell layer's, prompt is the user's own text) */
const SURFACES: InjectionSurface[] = ["tool_result", "write"];
const WARN = 0.5;

export interface RuleNoise {
  /** benign real files (of `files`) whose rule score warned with this rule among the evidence */
  warned: number;
  /** benign real files where the rule fired at all */
  fired: number;
  /** injections (tool_result and write rows) the rule fired on */
  caught: number;
  /** injections warned by the rules where it is the only rule (obfuscation marks aside) */
  alone: number;
}

export function isNoisy(r: RuleNoise, files: number, injections: number): boolean {
  // a rule that fired on a real file and never warned an injection on its own: asking it for corroboration costs no
  // measured recall, while one more real file read can drop it under NOISY_MIN_FIRED (round 13: a docstring's "later
  // rules always override previous rules" blocked at 0.88 once fresh7's count tables stopped firing it elsewhere)
  if (r.fired >= 1 && r.alone === 0) return true;
  return r.fired >= NOISY_MIN_FIRED && r.caught * files < NOISY_MIN_RATIO * r.fired * injections;
}

/** a hit this strong (its weight times its quoting factor) fires; weaker ones (quoted, lexicon words) do not count */
const STRONG = 0.3;

/**
 * The rule stage on `text` before corroboration: its score and the rules that fired strongly (obfuscation marks and
 * whole-text heuristics aside). The table must not depend on itself, so the hits are read before corroborate.ts.
 */
function rawStage(text: string, surface: InjectionSurface): { score: number; rules: string[] } {
  let seen: { hits: Hit[]; discussion: number } | null = null;
  observeHits((hits, _s, discussion) => {
    seen = { hits: hits.slice(), discussion };
  });
  try {
    ruleStage(text, surface);
  } finally {
    observeHits(null);
  }
  const got = seen as { hits: Hit[]; discussion: number } | null;
  if (!got) return { score: 0, rules: [] };
  const rules = new Set<string>();
  for (const h of got.hits)
    if (h.category !== "obfuscation" && h.category !== "heuristic" && h.weight * (h.quoted ?? 1) >= STRONG)
      rules.add(h.rule);
  return { score: calibrate(got.hits, surface, got.discussion).score, rules: [...rules] };
}

/** The tuning groups with absent files, as "group N" (empty when the corpus is whole). */
export function absentTuning(missingBy: Readonly<Record<string, number>>): string[] {
  return TUNING_FRESH.filter((g) => (missingBy[g] ?? 0) > 0).map((g) => `${g} ${missingBy[g]}`);
}

export function measure(root: string): { files: number; injections: number; rules: Record<string, RuleNoise> } {
  const stats = new Map<string, RuleNoise>();
  const get = (rule: string): RuleNoise => {
    let s = stats.get(rule);
    if (!s) stats.set(rule, (s = { warned: 0, fired: 0, caught: 0, alone: 0 }));
    return s;
  };
  const texts = [
    ...benignCorpus(root)
      .filter((r) => r.group !== "holdout")
      .map((r) => r.text),
    ...freshCorpus(root)
      .rows.filter((r) => TUNING_FRESH.includes(r.group))
      .map((r) => r.text),
  ];
  for (const text of texts) {
    const seen = new Set<string>();
    for (const surface of SURFACES) {
      const raw = rawStage(text, surface);
      for (const name of raw.rules) {
        const s = get(name);
        if (!seen.has(name)) s.fired++;
        if (raw.score >= WARN && !seen.has(`w:${name}`)) {
          s.warned++;
          seen.add(`w:${name}`);
        }
        seen.add(name);
      }
    }
  }
  let injections = 0;
  for (const set of INJECTION_SETS) {
    const file = join(root, "eval", "injection", set);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { text: string; label: string; surface: InjectionSurface };
      if (row.label !== "injection" || !SURFACES.includes(row.surface)) continue;
      injections++;
      const raw = rawStage(row.text, row.surface);
      for (const name of raw.rules) get(name).caught++;
      if (raw.rules.length === 1 && raw.score >= WARN) get(raw.rules[0]).alone++;
    }
  }
  const rules: Record<string, RuleNoise> = {};
  for (const name of [...stats.keys()].sort()) rules[name] = stats.get(name) as RuleNoise;
  return { files: texts.length, injections, rules };
}

/** The files whose content decides which rules fire: a change in any of them can make the table stale. */
export function ruleSources(root: string): string[] {
  const dir = join(root, "src", "engine", "injection");
  return readdirSync(dir)
    .filter((f) =>
      /^(?:rules?-(?!noise)|hijack|heuristics|patterns|multilingual|context|allow-patterns|carrier-).*\.ts$/.test(f),
    )
    .sort()
    .map((f) => join(dir, f));
}

export function fingerprint(root: string): string {
  const h = createHash("sha1");
  for (const f of ruleSources(root)) h.update(f.slice(root.length)).update("\0").update(readFileSync(f)).update("\0");
  return h.digest("hex").slice(0, 16);
}

export function render(root: string): string {
  const m = measure(root);
  const noisy = Object.keys(m.rules).filter((r) => isNoisy(m.rules[r], m.files, m.injections));
  const rows = Object.entries(m.rules)
    .filter(([, s]) => s.fired > 0)
    .map(
      ([r, s]) =>
        `  ${JSON.stringify(r)}: { warned: ${s.warned}, fired: ${s.fired}, caught: ${s.caught}, alone: ${s.alone} },`,
    );
  return [
    "// Generated by scripts/rule-noise.ts (do not edit): each rule's firings on benign real files and catches on injections.",
    "",
    `/** sha1 of the rule sources the table was measured with (scripts/rule-noise.ts fingerprint) */`,
    `export const RULE_NOISE_SOURCES = ${JSON.stringify(fingerprint(root))};`,
    `/** benign real files read (tool_result and write) and injections read */`,
    `export const RULE_NOISE_CORPUS = { files: ${m.files}, injections: ${m.injections} };`,
    "",
    "/** per rule: real files warned and fired on, injections caught and caught alone (rules that fired on no real file are left out) */",
    "export const RULE_NOISE: Record<string, { warned: number; fired: number; caught: number; alone: number }> = {",
    ...rows,
    "};",
    "",
    "/** rules that warn real documents more than their catches justify: their hits need corroboration */",
    // one name a line, as the formatter writes it
    `export const NOISY_RULES: ReadonlySet<string> = new Set([${noisy.map((r) => `\n  ${JSON.stringify(r)},`).join("")}${noisy.length > 0 ? "\n" : ""}]);`,
    "",
  ].join("\n");
}

const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = join(here, "src", "engine", "injection", "rule-noise-table.ts");
  const absent = absentTuning(freshCorpus(here).missingBy);
  if (absent.length > 0 && !process.argv.includes("--partial")) {
    process.stderr.write(
      `rule-noise: files of the tuning groups are absent (${absent.join(", ")}); fetch them first with ` +
        "`node scripts/import-benign-fresh.ts --only <split>`, or pass --partial to measure on what is present\n",
    );
    process.exit(1);
  }
  const text = render(here);
  if (process.argv.includes("--check")) {
    const same = existsSync(out) && readFileSync(out, "utf8") === text;
    process.stdout.write(
      same ? "rule-noise table is current\n" : "rule-noise table is stale: node scripts/rule-noise.ts\n",
    );
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(out, text);
    process.stdout.write(`wrote ${out}\n`);
  }
}
