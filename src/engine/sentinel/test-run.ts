// /sentinel:test: one rule through render + scope + side loop with zero dispatch side effects (no cache, cooldown, injection, gating).

import type { ResolvedSettings, SourcedRule, Verdict } from "../../state/config-model.ts";
import type { Usage } from "../../state/actions.ts";
import { runSideLoop } from "../sideloop.ts";
import { prepareAudit, type FireContext } from "./runner.ts";
import { eventScope, transcriptScope, transcriptOptions } from "./scope.ts";
import { auditVerdictTool } from "./verdict.ts";
import { simulatedVars } from "./vars.ts";
import { splitArgs } from "../prompt/split.ts";

export interface TestReport {
  rule: string;
  content: string;
  prompt: string;
  unresolved: string[];
  model?: string;
  verdict?: Verdict;
  message?: string;
  error?: string;
  usage?: Usage;
  elapsedMs: number;
  /** with --examples: the expected verdict */
  expect?: Verdict;
}

/** The scope an audit of simulated content sees. */
export function simulatedScope(
  r: SourcedRule,
  content: string,
  vars: Record<string, unknown>,
  maxWindowTokens: number,
): string {
  const t = r.rule.trigger.type;
  if (t === "tool_call" || t === "tool_result" || t === "event") return eventScope(vars, maxWindowTokens);
  const role = t === "turn_end" ? "assistant" : "user";
  return transcriptScope([{ role, content }], { full: true }, maxWindowTokens, transcriptOptions(r.rule)).text;
}

export async function runRuleTest(
  r: SourcedRule,
  content: string,
  fc: FireContext,
  defaults: ResolvedSettings["defaults"],
  clock: { now(): number; random(): string },
  signal?: AbortSignal,
): Promise<TestReport> {
  const started = clock.now();
  const vars = simulatedVars(r.rule.trigger, content);
  const scope = simulatedScope(r, content, vars, defaults.maxWindowTokens);
  const prep = prepareAudit(
    { rule: r, trigger: r.rule.trigger.type, vars, scope, scopeSummary: "simulated", target: "test" },
    defaults,
    fc.sessionModel,
    clock.random,
    started,
  );
  const base = {
    rule: r.rule.name,
    content,
    prompt: prep.prompt,
    unresolved: prep.unresolved,
    ...(prep.model ? { model: prep.model } : {}),
  };
  if (!prep.model)
    return {
      ...base,
      error: "no auditor model: set the rule's model or defaults.model, or select a session model",
      elapsedMs: clock.now() - started,
    };
  const res = await runSideLoop({
    port: fc.port,
    model: prep.model,
    systemPrompt: prep.systemPrompt,
    userText: prep.message,
    tools: await fc.createTools(r.rule.tools, fc.cwd),
    verdictTool: auditVerdictTool,
    maxTurns: r.rule.maxTurns,
    thinking: prep.thinking,
    timeoutMs: prep.timeoutMs,
    ...(signal ? { signal } : {}),
  });
  const elapsedMs = clock.now() - started;
  return res.ok
    ? { ...base, verdict: res.value.verdict, message: res.value.message, usage: res.usage, elapsedMs }
    : { ...base, error: `${res.kind}: ${res.error}`, usage: res.usage, elapsedMs };
}

export function formatReport(rep: TestReport): string {
  const lines = [`rule: ${rep.rule}`, `model: ${rep.model ?? "(none)"}`, `time: ${rep.elapsedMs} ms`];
  if (rep.expect) lines.push(`expected: ${rep.expect} -> ${rep.verdict === rep.expect ? "OK" : "MISMATCH"}`);
  lines.push(
    rep.verdict
      ? `verdict: ${rep.verdict}${rep.message ? ` - ${rep.message}` : ""}`
      : `audit failed: ${rep.error ?? "unknown"}`,
  );
  lines.push(`unresolved variables: ${rep.unresolved.length ? rep.unresolved.join(", ") : "none"}`);
  lines.push("rendered prompt:", ...rep.prompt.split("\n").map((l) => `  ${l}`));
  return lines.join("\n");
}

export interface TestCommandArgs {
  rule: string;
  content: string;
  examples: boolean;
}

/**
 * Parses `<rule> [simulated content]` or `<rule> --examples`, splitting the words the way pi splits template
 * arguments (quotes group and are removed), so `'git push --force'` and `git push --force` test the same content.
 */
export function parseTestArgs(args: string): TestCommandArgs | { error: string } {
  const words = splitArgs(args.trim());
  if (words.length === 0 || !words[0])
    return { error: "usage: /sentinel:test <rule> [simulated content] | /sentinel:test <rule> --examples" };
  const [rule, ...rest] = words;
  if (rest.length === 1 && rest[0] === "--examples") return { rule, content: "", examples: true };
  return { rule, content: rest.join(" "), examples: false };
}

/** Runs /sentinel:test and returns the report text. Zero dispatch side effects. */
export async function runTestCommand(
  args: string,
  rules: readonly SourcedRule[],
  fc: FireContext,
  defaults: ResolvedSettings["defaults"],
  clock: { now(): number; random(): string },
): Promise<{ text: string; level: "info" | "warning" | "error" }> {
  const parsed = parseTestArgs(args);
  if ("error" in parsed) return { text: parsed.error, level: "warning" };
  const r = rules.find((x) => x.rule.name === parsed.rule);
  if (!r) {
    const names = rules.map((x) => x.rule.name);
    return {
      text: `no valid sentinel rule named "${parsed.rule}"${names.length ? `; rules: ${names.join(", ")}` : " (no rules loaded)"}`,
      level: "warning",
    };
  }
  if (!parsed.examples) {
    const rep = await runRuleTest(r, parsed.content, fc, defaults, clock);
    return { text: formatReport(rep), level: rep.verdict ? "info" : "warning" };
  }
  const examples = r.rule.examples ?? [];
  if (examples.length === 0) return { text: `rule "${r.rule.name}" has no examples`, level: "warning" };
  const reports: TestReport[] = [];
  for (const ex of examples)
    reports.push({ ...(await runRuleTest(r, ex.content, fc, defaults, clock)), expect: ex.expect });
  const ok = reports.filter((x) => x.verdict === x.expect).length;
  const body = reports
    .map((x, i) => `example ${i + 1}: ${JSON.stringify(x.content.slice(0, 80))}\n${formatReport(x)}`)
    .join("\n\n");
  return {
    text: `rule "${r.rule.name}": ${ok}/${reports.length} examples as expected\n\n${body}`,
    level: ok === reports.length ? "info" : "warning",
  };
}
