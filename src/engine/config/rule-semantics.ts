// The one rule-semantics check of a sentinel rule (what the schema cannot say): load validation, lint, the control center and the runtime all call it.

import { compileCached } from "../sentinel/template.ts";
import { CORE_EVENT_NAMES, CORE_EVENT_PREFIX, isCoreEventName } from "./core-events.ts";
import { isPlainObject, show, type PathSegment } from "./explain.ts";

/** One problem of a rule; `path` is relative to the rule (["trigger", "event"]). */
export interface RuleSemanticProblem {
  path: PathSegment[];
  message: string;
}

/**
 * Problems that make a rule unusable even when each field has the right type: blocking off a tool_call trigger, a
 * context_tokens trigger without a threshold, an event trigger without an event or with an unknown `core:` name, a
 * prompt template that does not compile. Takes the raw object (fields may be missing or of the wrong type: those are
 * the schema's to report, never thrown on here).
 */
export function ruleSemanticProblems(rule: Readonly<Record<string, unknown>>): RuleSemanticProblem[] {
  const problems: RuleSemanticProblem[] = [];
  const trigger = isPlainObject(rule.trigger) ? rule.trigger : undefined;
  const type = trigger?.type;
  if (rule.mode === "blocking" && trigger && type !== "tool_call") {
    problems.push({
      path: ["mode"],
      message: `"blocking" only works with a tool_call trigger (this one is ${show(type)}); use "background"`,
    });
  }
  if (type === "context_tokens" && (trigger?.threshold === undefined || trigger.threshold === null)) {
    problems.push({ path: ["trigger"], message: 'a context_tokens trigger needs "threshold" (a token count)' });
  } else if (type === "context_tokens" && typeof trigger?.threshold === "number" && !(trigger.threshold > 0)) {
    problems.push({ path: ["trigger", "threshold"], message: '"threshold" must be a positive token count' });
  }
  if (type === "event") {
    const event = trigger?.event;
    if (event === undefined || event === "") {
      problems.push({
        path: ["trigger"],
        message: 'an event trigger needs "event" (a pi.events channel or "core:<pi event name>")',
      });
    } else if (
      typeof event === "string" &&
      event.startsWith(CORE_EVENT_PREFIX) &&
      !isCoreEventName(event.slice(CORE_EVENT_PREFIX.length))
    ) {
      problems.push({
        path: ["trigger", "event"],
        message: `"${event}" is not a pi event; use one of: ${CORE_EVENT_NAMES.map((n) => CORE_EVENT_PREFIX + n).join(", ")}`,
      });
    }
  }
  if (typeof rule.prompt === "string") {
    const compiled = compileCached(rule.prompt);
    if (!compiled.ok) problems.push({ path: ["prompt"], message: `the template does not compile: ${compiled.error}` });
  }
  return problems;
}
