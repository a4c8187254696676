// The prose rule families: bounded regular expressions over the normalised (lower-case, folded) text, in one list.

import { OVERRIDE_RULES } from "./rules-override.ts";
import { AUTHORITY_RULES } from "./rules-authority.ts";
import { JAILBREAK_RULES } from "./rules-jailbreak.ts";
import { EXTRACTION_RULES } from "./rules-extraction.ts";
import { EXFIL_RULES } from "./rules-exfil.ts";
import { HIJACK_RULES } from "./rules-hijack.ts";
import { QUIET_HIJACK_RULES } from "./rules-quiet-hijack.ts";
import { AGENT_BENCH_RULES } from "./rules-agent-bench.ts";
import { ADDRESSED_RULES } from "./rules-addressed.ts";
import { HIJACK7_RULES } from "./rules-hijack7.ts";
import { TOOL7_RULES } from "./rules-tool7.ts";
import { HIJACK8_RULES } from "./rules-hijack8.ts";
import { LATER9_RULES } from "./rules-later9.ts";
import { TOOL9_RULES } from "./rules-tool9.ts";
import { PERSUADE9_RULES } from "./rules-persuade9.ts";
import { MOOD13_RULES } from "./rules-mood13.ts";
import { FRAMED13_RULES } from "./rules-framed13.ts";
import { PROCESSOR32_RULES } from "./rules-processor32.ts";
import type { ProseRule } from "./rule-vocab.ts";

export type { ProseRule } from "./rule-vocab.ts";

/** every prose rule, in a fixed order (evidence and prefilter indices follow it) */
export const PROSE_RULES: ProseRule[] = [
  ...OVERRIDE_RULES,
  ...AUTHORITY_RULES,
  ...JAILBREAK_RULES,
  ...EXTRACTION_RULES,
  ...EXFIL_RULES,
  ...HIJACK_RULES,
  ...QUIET_HIJACK_RULES,
  ...AGENT_BENCH_RULES,
  ...ADDRESSED_RULES,
  ...HIJACK7_RULES,
  ...TOOL7_RULES,
  ...HIJACK8_RULES,
  ...LATER9_RULES,
  ...TOOL9_RULES,
  ...PERSUADE9_RULES,
  ...MOOD13_RULES,
  ...FRAMED13_RULES,
  ...PROCESSOR32_RULES,
];

/** Words that say the text is talking ABOUT attacks (security docs) rather than making one. */
export const DISCUSSION_MARKERS =
  /\b(?:attackers?|adversar(?:y|ies|ial)|vulnerabilit(?:y|ies)|mitigations?|scenarios?|malicious|exploit(?:s|ed|ing)?|owasp|prompt\s{1,4}injections?|jailbreak(?:s|ing)|threat\s{1,4}model|red\s{1,4}team(?:ing)?|payloads?|guardrails?|untrusted|sanitiz(?:e|ation)|security\s{1,4}(?:risk|control|researcher)s?)\b/g;

/** Reported speech right before a match: "… instructing it to ignore …", "phrases like …". */
export const REPORTING_CUE =
  /(?:\b(?:instruct(?:s|ed|ing)|tell(?:s|ing)|trick(?:s|ed|ing)?|caus(?:es|ing)|convinc(?:es|ing)|ask(?:s|ed|ing)|attempt(?:s|ed|ing)?|tries|trying|such\s{1,4}as|like|e\.g\.,?|for\s{1,4}example|called|named|says|saying|contain(?:s|ing)?|phrases?|strings?)\b[^.!?\n]{0,24})$/;
