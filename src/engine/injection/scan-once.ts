// The rule stage on one text: the bash layer, the views, every rule family and reader, the benign readings, calibration.

import { agentConfigHits } from "./agent-config.ts";
import { artifactOrderHits18 } from "./artifact-orders18.ts";
import { fetchRunHits19 } from "./artifact-fetchrun19.ts";
import { agentPlantHits19 } from "./artifact-plant19.ts";
import { dictatedReportHits19 } from "./artifact-verdict19.ts";
import { readsAsAgentOrRunFile } from "./written-file-kind.ts";
import { toolInputHits } from "./bash.ts";
import { scanBash } from "./bash-scan.ts";
import { cleanView } from "./clean.ts";
import { countCapped } from "./count-capped.ts";
import { docContext, type DocContext } from "./context.ts";
import { viewContext } from "./context-view.ts";
import { decodedViews, runView } from "./decode.ts";
import { heuristicHits } from "./heuristics.ts";
import { hiddenOrderHits24 } from "./hidden-order24.ts";
import { machineOrderHits25 } from "./machine-order25.ts";
import { declaredActHits26 } from "./declared-act26.ts";
import { pipedSecretHits28 } from "./piped-secret28.ts";
import { pressedActHits29 } from "./pressed-act29.ts";
import { appliedHits30 } from "./code-applied30.ts";
import { codeRemedyHits30 } from "./code-remedy30.ts";
import { codeActHits31 } from "./code-act31.ts";
import { stagedCaptureHits28 } from "./staged-capture28.ts";
import { carrierHits } from "./carrier.ts";
import { plumbingHits32 } from "./plumbing32.ts";
import { noOrders34, recordActHits34 } from "./record-act34.ts";
import { actOrderHits36 } from "./act-order36.ts";
import { deceitHits40 } from "./deceit40.ts";
import { hijackHits } from "./hijack.ts";
import { MULTILINGUAL_DISCUSSION } from "./multilingual.ts";
import { foreignObjectHits34, foreignOrderHits16 } from "./multilingual-order16-hits.ts";
import { foreignLetters16, mayBeForeign16 } from "./multilingual-pretest.ts";
import { despace, normalize, type View } from "./normalize.ts";
import type { OriginalViews } from "./original-views.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { PROBE_EMAIL, PROBE_ROT13, runRules } from "./scan-rules.ts";
import {
  ARTIFACT18_GATE,
  FOREIGN16_GATE,
  gateClosed,
  mayOrderAct36,
  mayRead,
  mayRecordAct34,
  PLANT19_GATE,
  VERDICT19_GATE,
} from "./reader-gates.ts";
import { survey } from "./survey.ts";
import { calibrate, DISCUSSION_SATURATES } from "./scan-calibrate.ts";
import { dropHouseNoteHits } from "./house-note28.ts";
import { dropPublicHalfSends } from "./public-half28.ts";
import { dropGuardedSends } from "./guarded-send28.ts";
import { dropThreadNoteHits } from "./thread-note29.ts";
import { dropCodeNoteHits } from "./code-note30.ts";
import { dropGptIdentifierHits } from "./gpt-identifier33.ts";
import { dropRelayNoteHits } from "./relay-note33.ts";
import { dropRealFileHits35 } from "./real-fp35.ts";
import { dropQuietRecordHits36 } from "./quiet-records36.ts";
import { dropRealFileHits38 } from "./real-fp38.ts";
import { trustPolicyHits47 } from "./trust-policy47.ts";
import { kubeWriteHits47 } from "./kube-writes47.ts";
import { credHelperHits47 } from "./cred-helpers47.ts";
import type { Hit, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";

// ruleStageOnce reads ruleStage's options and views: scan.ts wraps it (plain form, reported quotations)
/** Readings of benign prose that drop rule hits, applied in this order to every surface but bash (see ruleStageOnce). */
const BENIGN_ACCEPTS: readonly ((text: string, hits: Hit[]) => Hit[])[] = [
  dropHouseNoteHits,
  dropPublicHalfSends,
  dropGuardedSends,
  dropThreadNoteHits,
  dropCodeNoteHits,
  dropGptIdentifierHits,
  dropRelayNoteHits,
  dropRealFileHits35,
  dropQuietRecordHits36,
  dropRealFileHits38,
];

/** the weakest hit in a decoded view that marks the text as obfuscated */
const MIN_HIDDEN_CUE = 0.25;

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

export function ruleStageOnce(
  text: string,
  surface: InjectionSurface,
  options: ScanOptions,
  full: boolean,
  seeded: readonly Hit[] = [],
  /** the tool-input hits are among `seeded` (read on the text as written): not read again here */
  inputSeeded = false,
  /** `text`'s views, already built by the plain form's screen (never given for bash, whose view may be blanked) */
  views?: OriginalViews,
): { rule: ScanResult; normText: string } {
  const heuristicEnabled = options.heuristicEnabled ?? true;
  const budget = options.maxDecodedBytes ?? 256 * 1024;
  const bash = surface === "bash" && options.code === undefined ? scanBash(text) : null;
  const n = views
    ? views.normalized()
    : normalize(bash && bash.searchSpans.length > 0 ? blank(text, bash.searchSpans) : text);
  const hits: Hit[] = [];
  // how much the text talks about attacks: counted only once something matched (most texts match nothing)
  let discussion = -1;
  const discussionCount = (): number => {
    if (discussion < 0) {
      // calibrate reads the count up to DISCUSSION_SATURATES only: the multilingual words (a second pass over the text)
      // are counted only when the English ones stay below it
      const own = countCapped(DISCUSSION_MARKERS, n.main.text, DISCUSSION_SATURATES);
      discussion =
        own >= DISCUSSION_SATURATES
          ? own
          : own + countCapped(MULTILINGUAL_DISCUSSION, n.main.text, DISCUSSION_SATURATES - own);
    }
    return discussion;
  };
  let ctx: DocContext | null = null;
  const context = (): DocContext => (ctx ??= docContext(n.main.text));
  const probes = runRules(
    n.main,
    text.length,
    0,
    hits,
    () => discussionCount() >= 2,
    surface === "bash" ? undefined : context,
  );
  // the readers of the main view ask the same pass's probe bits for their pretests (reader-gates.ts)
  n.main.found = { text: n.main.text, probes };
  // the fast path: one more pass over the main view says which views and checks can find anything (most texts: none)
  const sv = full ? null : survey(n.main.text, n.main.map === null);

  const extra: View[] = [];
  if (n.hidden) extra.push(n.hidden);
  const spaced = sv && !sv.spaced ? null : despace(n.main);
  if (spaced) extra.push(spaced);
  // (the shared views were decoded with every pass on: a skipped ROT13 pass is its views dropped, the last ones)
  const rot13 = !sv || (probes[0] & PROBE_ROT13) !== 0;
  if (views) extra.push(...(rot13 ? views.decoded() : views.decoded().filter((v) => v.via !== "rot13")));
  else extra.push(...decodedViews(text, n.main, budget, sv ? { rot13 } : undefined));
  if (bash)
    for (const w of bash.unquoted) extra.push({ ...runView(w.text, w.start, w.end, "unquoted"), via: undefined });
  for (const v of extra) {
    const before = hits.length;
    runRules(v, text.length, 0.08, hits);
    // a decoded view of ordinary text (rot13 of the Zen of Python) can spell one weak word by chance: only a real
    // cue found there (not a lone lexicon word) says something was hidden
    if (hits.length > before && v.via && hits.slice(before).some((h) => h.weight >= MIN_HIDDEN_CUE)) {
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
  const cleaned = surface === "bash" ? null : cleanView(n.main, sv ? sv.spaced : true);
  if (cleaned) {
    const found: Hit[] = [];
    runRules(
      cleaned,
      text.length,
      cleaned.via === "typo" ? 0 : 0.08,
      found,
      undefined,
      viewContext(context, cleaned, n.main),
    );
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

  // a table needs three lines starting with "|" or "<", an email one of its marks (or "hi" and a white space unit
  // beyond ASCII: a text that may hold one is read)
  const mayBeData = !sv || sv.tableish || n.main.map !== null || (probes[0] & PROBE_EMAIL) !== 0;
  if (surface === "tool_result" && mayBeData) hits.push(...hijackHits(n.main, text.length));
  if (surface === "tool_result") hits.push(...carrierHits(n.main, text.length));
  if (surface === "tool_result") hits.push(...hiddenOrderHits24(text, n.main, extra));
  for (const h of seeded) if (!hits.some((o) => o.rule === h.rule && o.start < h.end && h.start < o.end)) hits.push(h);
  // (each reader's whole-text pretest is answered first by the prefilter pass's bits: reader-gates.ts)
  if (surface === "tool_result" && !gateClosed(n.main, ARTIFACT18_GATE))
    hits.push(...artifactOrderHits18(n.main, text.length));
  if (surface === "tool_result" && !gateClosed(n.main, PLANT19_GATE))
    hits.push(...agentPlantHits19(n.main, text.length));
  if (surface === "tool_result" && !gateClosed(n.main, VERDICT19_GATE))
    hits.push(...dictatedReportHits19(n.main, text.length));
  if (surface === "tool_result") hits.push(...fetchRunHits19(n.main, text.length));
  if (surface === "tool_result") hits.push(...machineOrderHits25(n.main, text.length));
  if (surface === "tool_result" || surface === "write") hits.push(...declaredActHits26(n.main, text.length));
  if (surface === "tool_result") hits.push(...pipedSecretHits28(n.main, text.length));
  if (surface === "tool_result") hits.push(...stagedCaptureHits28(n.main, text.length));
  if (surface === "tool_result") hits.push(...pressedActHits29(n.main, text.length));
  if (surface === "tool_result") hits.push(...codeRemedyHits30(n.main, text.length));
  if (surface === "tool_result") hits.push(...appliedHits30(n.main, text.length));
  if (surface === "tool_result" || surface === "write") hits.push(...codeActHits31(text));
  if (surface === "tool_result") hits.push(...plumbingHits32(text));
  // an act only a reader with tools could do, ordered in a record that speaks of no such acts (record-act34.ts)
  // (where the pass found neither, the fragment reader's reading of the same text is known to find none: noOrders34)
  if (surface === "tool_result" || surface === "write")
    if (mayRecordAct34(n.main)) hits.push(...recordActHits34(n.main, text.length));
    else noOrders34(n.main.text);
  // a consequential act ordered in any carrier, read by its effect (act-order36.ts)
  if ((surface === "tool_result" || surface === "write") && mayOrderAct36(n.main))
    hits.push(...actOrderHits36(n.main, text.length));
  // a fact kept from those it concerns, or a record made to say what did not happen (deceit40.ts)
  if (surface === "tool_result" || surface === "write") hits.push(...deceitHits40(n.main, text.length));
  // mayBeForeign16: an ASCII text (its main view has no map) holds no foreign letter, and the words are the pass's bits
  const foreign =
    surface === "tool_result" && ((n.main.map !== null && foreignLetters16(text)) || mayRead(n.main, FOREIGN16_GATE));
  if (foreign) hits.push(...foreignOrderHits16(n.main, text.length));
  // a file the agent writes in another language: the orders read by their object (round 34)
  if (surface === "write" && mayBeForeign16(text, n.main.text)) hits.push(...foreignObjectHits34(n.main, text.length));
  // a written policy document that trusts any CI repository or a second account's root, unconditioned (round 47)
  if (surface === "write") hits.push(...trustPolicyHits47(text, "code.cloud-trust-out", "hijack"));
  if (surface === "write") hits.push(...kubeWriteHits47(text));
  if (surface === "write") hits.push(...credHelperHits47(text));
  if (surface === "tool_result" || (surface === "write" && !readsAsAgentOrRunFile(options.agentFile)))
    hits.push(...agentConfigHits(text));
  if (bash) hits.push(...bash.hits);
  if (!inputSeeded) hits.push(...toolInputHits(text, options));
  if (heuristicEnabled) hits.push(...heuristicHits(text, n.main.text));
  // a project's note to coding agents that asks only for safe, bounded work is not an injection (house-note28.ts), nor
  // is a rotation notice that has people upload the public half of their new key (public-half28.ts), nor a send of
  // named work output beside a prohibition on sending secrets (guarded-send28.ts), nor a thread's message to the agent
  // that asks only for bounded work or only restrains it (thread-note29.ts), nor such a note in a code artefact's
  // comment, docstring, cell or string (code-note30.ts), nor a program's lowerCamelCase "…GPT" identifier
  // (gpt-identifier33.ts), nor a record's note that has its AI reader only report a request it hands on to people
  // (relay-note33.ts), nor words that fire as a program's, a UI's or a doc's in ordinary real files (real-fp35.ts), nor
  // a meeting's action item for a named person, a request log line or an env template copied (quiet-records36.ts)
  const kept = surface === "bash" ? hits : BENIGN_ACCEPTS.reduce((left, accept) => accept(text, left), hits);
  return {
    rule:
      kept.length === 0
        ? { score: 0, evidence: [] }
        : calibrate(kept, surface, discussionCount(), {
            length: text.length,
            text: n.main.text,
            agentFile: readsAsAgentOrRunFile(options.agentFile),
          }),
    normText: n.main.text,
  };
}
