// Sentinel benchmark: what one blocking rule adds beyond its model call, and 5 concurrent blocking rules against one.

import { fauxAssistantMessage, fauxToolCall, type AssistantMessage } from "@earendil-works/pi-ai";
import type { ModelPort } from "../src/engine/model-port.ts";
import { SentinelEngine, type FireContext, type Firing } from "../src/engine/sentinel/runner.ts";
import { eventScope } from "../src/engine/sentinel/scope.ts";
import { toolCallVars } from "../src/engine/sentinel/vars.ts";
import { DEFAULT_SETTINGS, type SourcedRule } from "../src/state/config-model.ts";
import { createStore } from "../src/state/store.ts";
import { median, type BenchSuite } from "./harness.ts";

const PASS: AssistantMessage = fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict: "pass", message: "ok" }), {
  stopReason: "toolUse",
});

/** A port whose model answers after `delayMs` (0: at once, in the same microtask chain). */
function port(delayMs: number): ModelPort {
  return {
    resolve: (spec) => ({ ok: true, model: { label: spec, model: {} as never } }),
    stream: (_m, _c, o) =>
      delayMs === 0
        ? Promise.resolve(PASS)
        : new Promise((resolve) => {
            const t = setTimeout(() => resolve(PASS), delayMs);
            o.signal.addEventListener("abort", () => clearTimeout(t), { once: true });
          }),
  };
}

function engine(maxConcurrent: number): SentinelEngine {
  const store = createStore();
  let n = 0;
  return new SentinelEngine({
    dispatch: (a) => store.dispatch(a),
    now: Date.now,
    newId: (p) => `${p}-${++n}`,
    random: () => "0123456789abcdef",
    settings: () => ({ ...DEFAULT_SETTINGS.defaults, maxConcurrent }),
    inject: () => undefined,
    notify: () => undefined,
  });
}

const rule = (name: string): SourcedRule => ({
  rule: {
    name,
    trigger: { type: "tool_call", tools: ["bash"] },
    mode: "blocking",
    prompt: "Is `{{input.command}}` destructive? {{json input}}",
    model: "p/m",
    cache: false,
  },
  source: { scope: "project", file: "/p/.pi/sentinel.json" },
});

/** What the tool_call handler does for one call: variables, scope, then every matching blocking rule. */
async function oneCall(e: SentinelEngine, rules: SourcedRule[], fc: FireContext, i: number): Promise<void> {
  const vars = toolCallVars({
    toolName: "bash",
    toolCallId: `c${i}`,
    input: { command: `ls -la /tmp/${i} && echo done` },
  });
  const scope = eventScope({ tool: vars.tool, input: vars.input }, DEFAULT_SETTINGS.defaults.maxWindowTokens);
  const firings: Firing[] = rules.map((r) => ({
    rule: r,
    trigger: "tool_call",
    vars,
    scope,
    scopeSummary: "tool call bash",
    target: "bash",
  }));
  const d = await e.runBlocking(firings, fc);
  if (d.block) throw new Error("unexpected block");
}

async function samples(rules: number, delayMs: number, count: number): Promise<number[]> {
  const e = engine(Math.max(rules, DEFAULT_SETTINGS.defaults.maxConcurrent));
  const fc: FireContext = { port: port(delayMs), cwd: "/tmp", createTools: async () => [] };
  const rs = Array.from({ length: rules }, (_, i) => rule(`rule-${i}`));
  for (let i = 0; i < 20; i++) await oneCall(e, rs, fc, i); // warm-up
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = process.hrtime.bigint();
    await oneCall(e, rs, fc, i);
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}

export const suite: BenchSuite = {
  name: "sentinel",
  async run() {
    const overhead = median(await samples(1, 0, 400));
    const one: number[] = [];
    const five: number[] = [];
    for (let i = 0; i < 3; i++) {
      one.push(median(await samples(1, 20, 15)));
      five.push(median(await samples(5, 20, 15)));
    }
    const o = Math.min(...one);
    const f = Math.min(...five);
    return [
      {
        group: "sentinel",
        name: "blocking rule overhead beyond the model call (p50)",
        value: overhead,
        unit: "ms",
        target: 2,
      },
      { group: "sentinel", name: "1 blocking rule, 20 ms auditor (p50)", value: o, unit: "ms" },
      { group: "sentinel", name: "5 concurrent blocking rules, 20 ms auditors (p50)", value: f, unit: "ms" },
      { group: "sentinel", name: "5 concurrent blocking rules / 1", value: f / o, unit: "x", target: 1.2 },
    ];
  },
};
