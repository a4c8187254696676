// Colors of the outcome words (the vocabulary itself is src/state/outcomes.ts, shared with the export).

import type { OutcomeWord } from "../state/outcomes.ts";
import type { PaintColor } from "./paint.ts";

export { countOutcomes, NOTABLE, OUTCOME_WORDS, outcomeWord, type OutcomeWord } from "../state/outcomes.ts";

export const OUTCOME_TONE: Record<OutcomeWord, PaintColor> = {
  "would block": "warning",
  fail: "error",
  rejected: "error",
  blocked: "error",
  withheld: "error",
  warn: "warning",
  warned: "warning",
  unaudited: "warning",
  error: "error",
  pass: "success",
  passed: "success",
  clean: "success",
  allowed: "success",
  skipped: "dim",
  cancelled: "dim",
  queued: "muted",
  running: "accent",
};
