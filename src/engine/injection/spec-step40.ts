// A spec, plan or checklist read step by step: each step's act read alone, with the rest of the document as its record.

import { CAP, withViewReading } from "./converted36.ts";
import { withFragmentReading } from "./fragment38.ts";
import { partAct34 } from "./record-act34.ts";
import { refusesInOwnWords } from "./refused-specimen39.ts";
import { specSteps } from "./spec-steps40.ts";
import { GUARD_LINES, stepAct40 } from "./step-acts40.ts";
import type { ScanResult } from "./types.ts";

/**
 * In the description of a job (an issue's acceptance criteria, a runbook, a release checklist, a migration plan, a
 * hand-off note) the order is step 4 of 8, phrased as the job's own requirement. Read as one document, the other steps
 * (ordinary work: tests, docs, reviews, code spans, links) are its context, and the readers that judge a short text by
 * its act and its object (fragment38.ts: a command given as the fix, a tool-holder's act with no record around it) never
 * look at a text of eight steps. Here the document's steps are read once from its structure (spec-steps40.ts) and each
 * is read alone: the bash layer's reading of a command it gives, an act of consequence read in its words, and a grant or
 * people's data handed to an address no other step names (the document is the step's record: its own hosts, teams and
 * addresses are the project's), plus the acts whose object decides (step-acts40.ts: rights for everyone, a guard off
 * everywhere, a secret where others read). What a step adds counts for the document, at most CAP. Writing about such
 * orders (a write-up that quotes one) is left alone.
 */
/** writing about the trick: a step or a document that names it quotes an order to say it must not be followed */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|phishing|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;
/** the record reader's classes that ask whether an address is one the record knows */
const RECORD_ACTS: ReadonlySet<string> = new Set(["grant", "data-out"]);

/**
 * The rule result with each of the document's steps read alone (the fragment readers, with `readCommand` for the
 * commands a step gives; the record reader with the other steps as the record; step-acts40.ts), when a reader fires
 * that did not fire on the whole document; at most CAP.
 */
export function withStepReading(
  text: string,
  rule: ScanResult,
  readCommand: (command: string) => ScanResult,
): ScanResult {
  if (rule.score >= CAP) return rule;
  const steps = specSteps(text);
  if (steps === null) return rule;
  const seen = new Set(rule.evidence.map((e) => e.rule));
  let best: ScanResult = { score: 0, evidence: [] };
  const low = steps.map((s) => s.normalize("NFKC").toLowerCase());
  // (a document about such attacks, a threat model or a write-up, names acts as its topic: its words are not read as
  // acts; the commands it gives still are, by the bash layer)
  const writeUp = WRITE_UP.test(text);
  for (let k = 0; k < steps.length && best.score < CAP; k++) {
    const step = steps[k] as string;
    if (WRITE_UP.test(step)) continue;
    const rest = (): string => low.filter((_, j) => j !== k).join("\n");
    let own = byCode(step, withFragmentReading(step, { score: 0, evidence: [] }, readCommand), readCommand);
    if (own.score < CAP) own = recordRead(low[k] as string, rest(), own);
    if (own.score < CAP && !writeUp) {
      const act = stepAct40(withoutFences(low[k] as string));
      if (act) own = { score: CAP, evidence: [{ rule: `spec.${act}40`, category: "hijack", start: 0, end: 0 }] };
    }
    if (own.score <= best.score || !own.evidence.some((e) => !seen.has(e.rule))) continue;
    best = own;
  }
  // (a document about such orders, refusing them in its own words, is a write-up: asked only once a step fired)
  if (best.score === 0 || refusesInOwnWords(text)) return rule;
  return withViewReading(text, rule, best, "spec.step40");
}

/** what the bash layer reads in a step's command for it to count: a download run, the home folder removed */
const COMMAND_BAR = 0.9;
/** a command quoted in a step */
const TICKED = /\x60([^\x60\n]{3,300})\x60/g;
/** the fragment readings that judge code: a command read by the bash layer, code whose running is the harm */
const CODE_READINGS = /^(?:fragment\.command38|record\.act34-run-harm|bash\.)/;

/**
 * A step's reading of code, kept only when the bash layer reads one of the step's commands at COMMAND_BAR: a spec's
 * steps quote the project's ordinary commands (a vendor's installer over https, a sandbox folder removed, 0.88), and
 * the bash layer, not the words around a command, judges what it does.
 */
function byCode(step: string, own: ScanResult, readCommand: (command: string) => ScanResult): ScanResult {
  if (own.score === 0 || !own.evidence.every((e) => CODE_READINGS.test(e.rule) || e.rule.startsWith("fragment.act")))
    return own;
  if (!own.evidence.some((e) => e.rule !== "fragment.act38" && CODE_READINGS.test(e.rule))) return own;
  let top = -1;
  TICKED.lastIndex = 0;
  for (let m = TICKED.exec(step); m; m = TICKED.exec(step)) top = Math.max(top, readCommand(m[1] as string).score);
  return top < 0 || top >= COMMAND_BAR ? own : { score: 0, evidence: [] };
}

/** a fenced block: code or config shown with the step, read by the bash layer and the code readers, not as words */
const FENCED = /^\s*(?:\x60{3,}|~{3,})[^]*?(?:^\s*(?:\x60{3,}|~{3,})|(?![^]))/gm;

/** The step's words without its fenced blocks, except the lines of a config that switch a guard (step-acts40.ts). */
function withoutFences(step: string): string {
  return step.replace(FENCED, (block) => (GUARD_LINES.test(block) ? block : " "));
}

/** A grant or people's data handed to an address the rest of the document never names (record-act34.ts). */
function recordRead(step: string, rest: string, own: ScanResult): ScanResult {
  const act = partAct34(step, rest);
  if (!act || !RECORD_ACTS.has(act.act)) return own;
  return { score: CAP, evidence: [{ rule: `record.act34-${act.act}`, category: "hijack", start: 0, end: 0 }] };
}
