// The pure scanner: the rule stage (scan-once.ts) on a text's plain form and around reported quotations, then the learned stage.

// first: V8 must compile the scanner's regexes natively from their first run (regexp-native43.ts says why)
import "./regexp-native43.ts";
import { toolInputHits } from "./bash.ts";
import { type OriginalViews, originalViews } from "./original-views.ts";
import { plainForm } from "./plain-form.ts";
import { toOriginalEvidence } from "./plain-form-evidence.ts";
import { hiddenHitsOnPlain, toPlainSpans } from "./plain-form-hidden.ts";
import { combine as combineWithModel } from "./model.ts";
import { shippedModel } from "./model-asset.ts";
import { discountReported } from "./long-reported20.ts";
import { withDelayedOrders } from "./delayed-order35.ts";
import { withConvertedReading } from "./converted36.ts";
import { withToolEchoReading } from "./tool-echo37.ts";
import { withFragmentReading } from "./fragment38.ts";
import { withThreadReading } from "./thread39.ts";
import { withStepReading } from "./spec-step40.ts";
import type { EvidenceItem, Hit, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";
import { ruleStageOnce } from "./scan-once.ts";

/** Score one text for prompt injection as seen on `surface`. Pure; linear in the input length. */
export function scan(text: string, surface: InjectionSurface, options: ScanOptions = {}): ScanResult {
  const { rule, normText } = ruleStage(text, surface, options);
  // second stage (model.ts): the learned model reads the normalised text and the rule result; rules alone without a model
  const model = options.model === undefined ? shippedModel().model : options.model;
  if (!model) return rule;
  // a long document's many windows are the learned stage's own length correction (model-length.ts), nothing here
  return combineWithModel(model, normText, surface, rule, text.length);
}

/**
 * The rule stage alone: its result and the normalised text the second stage reads. `full` turns the fast path off
 * (every view and check runs whatever the survey says): the tests compare the two.
 */
/** the plain form's score from which the forms it undid are named in the evidence (the warn threshold) */
const FORM_NAMED_AT = 0.5;

export function ruleStage(
  text: string,
  surface: InjectionSurface,
  options: ScanOptions = {},
  full = false,
): { rule: ScanResult; normText: string } {
  // a text in a form that hides words (colour codes, entities, look-alikes, encoded runs…) is judged as its plain form
  // reads: an order scores as the plain order would, and a benign text no higher than its plain form (plain-form.ts);
  // commands are read by the bash layer, which decodes what a shell would
  const budget = options.maxDecodedBytes ?? 256 * 1024;
  if (surface === "bash") return ruleStageText(text, surface, options, full);
  // the text's normalised and decoded views are built once: the plain form's screen reads them, and the rule stage
  // reads the same ones when the text has no plain form (most texts)
  const views = originalViews(text, budget);
  const plain = plainForm(text, budget, views);
  if (plain === null) return ruleStageText(text, surface, options, full, [], false, views);
  // (the hidden-order reader's evidence is the hiding itself: it reads the text as written, plain-form-hidden.ts)
  const hidden = surface === "tool_result" ? hiddenHitsOnPlain(text, plain, views) : [];
  // (a written file is also read as the program or config it is, by the bash layer, which decodes what its platform
  // would (a terraform `user_data_base64`, a script's here-doc): it reads the text as written, as it reads commands)
  const input = toPlainSpans(plain, text.length, toolInputHits(text, options));
  const seeded = [...hidden, ...input];
  let read = ruleStageText(plain.text, surface, options, full, seeded, true);
  // a run shown reversed has two readings (a person's and a model's): the text is judged by the worse one
  if (plain.stored !== undefined) {
    const other = ruleStageText(plain.stored, surface, options, full, seeded, true);
    if (other.rule.score > read.rule.score) read = other;
  }
  // (a form is named as obfuscation only where what it hid warns: a decoded run that spells one weak word by chance,
  // as the rot13 Zen of Python's "break the rules" does, is no obfuscation)
  const named = read.rule.score >= FORM_NAMED_AT;
  return {
    rule: { ...read.rule, evidence: toOriginalEvidence(plain, read.rule.evidence, named) },
    normText: read.normText,
  };
}

function ruleStageText(
  text: string,
  surface: InjectionSurface,
  options: ScanOptions,
  full: boolean,
  seeded: readonly Hit[] = [],
  inputSeeded = false,
  views?: OriginalViews,
): { rule: ScanResult; normText: string } {
  const first = ruleStageOnce(text, surface, options, full, seeded, inputSeeded, views);
  // an order inside a quotation that the text reports or cites ("a customer wrote: '…'") is told, not given
  // (long-reported20.ts); commands are read by the bash layer
  if (surface === "bash") return first;
  const read = (t: string): ScanResult => ruleStageOnce(t, surface, options, full).rule;
  const told = discountReported(text, first.rule, read);
  // a long text's delayed or conditional order ("once the tests pass, …") is read again alone (delayed-order35.ts),
  // and a text converted from other media (captions, transcripts, OCR, metadata) is read again as its plain words
  // (converted36.ts), and a tool's output is read again as the words it echoes (tool-echo37.ts), and a short fragment's command or
  // act is read with no record around it (fragment38.ts); agent instruction
  // files and prompts are the user's own; a thread's turns are read each alone (thread39.ts)
  const readCommand = (command: string): ScanResult => ruleStageOnce(command, "bash", options, full).rule;
  const rule =
    surface === "tool_result" || (surface === "write" && !options.agentFile)
      ? withThreadReading(
          text,
          withFragmentReading(
            text,
            withToolEchoReading(
              text,
              withConvertedReading(text, withDelayedOrders(text, told, read), read, readCommand),
              read,
              readCommand,
            ),
            readCommand,
            first.normText,
          ),
          read,
          readCommand,
        )
      : told;
  // (a spec's, plan's or checklist's steps are read each alone too, spec-step40.ts)
  const steps = surface === "tool_result" || (surface === "write" && !options.agentFile);
  const stepped = steps ? withStepReading(text, rule, readCommand) : rule;
  return stepped === first.rule ? first : { rule: stepped, normText: first.normText };
}

/** Attach short excerpts of the original text to evidence items (for display). */
export function withExcerpts(text: string, evidence: EvidenceItem[], max = 80): EvidenceItem[] {
  return evidence.map((e) => {
    const raw = text.slice(e.start, Math.min(e.end, e.start + max));
    return { ...e, excerpt: raw.replace(/[\u0000-\u001f\u007f]/g, " ") + (e.end - e.start > max ? "…" : "") };
  });
}
