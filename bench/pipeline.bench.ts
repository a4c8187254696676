// Pipeline benchmark: one call checked by a blocking sentinel and a before-reviewer (20 ms models each) against one of them.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fauxAssistantMessage, fauxToolCall, type AssistantMessage } from "@earendil-works/pi-ai";
import type { ModelPort } from "../src/engine/model-port.ts";
import { runChecks, type BoundCheck } from "../src/engine/pipeline.ts";
import { createConditionLoader } from "../src/engine/review/condition.ts";
import { createRulesCache } from "../src/engine/review/rules-cache.ts";
import { runReviews, type ReviewPorts } from "../src/engine/review/run.ts";
import { toolInputSubject } from "../src/engine/review/subject.ts";
import { SentinelEngine, type FireContext, type Firing } from "../src/engine/sentinel/runner.ts";
import { eventScope } from "../src/engine/sentinel/scope.ts";
import { toolCallVars } from "../src/engine/sentinel/vars.ts";
import { DEFAULT_SETTINGS, type SourcedReviewer, type SourcedRule } from "../src/state/config-model.ts";
import { createStore } from "../src/state/store.ts";
import { median, type BenchSuite } from "./harness.ts";

const AUDIT_PASS: AssistantMessage = fauxAssistantMessage(
  fauxToolCall("audit_verdict", { verdict: "pass", message: "ok" }),
  { stopReason: "toolUse" },
);
const REVIEW_PASS: AssistantMessage = fauxAssistantMessage(
  fauxToolCall("review_verdict", { status: "passed", conclusion: "ok", findings: [] }),
  { stopReason: "toolUse" },
);

/** A model that answers whichever verdict tool it was offered after `delayMs`. */
function port(delayMs: number): ModelPort {
  return {
    resolve: (spec) => ({ ok: true, model: { label: spec, model: {} as never } }),
    stream: (_m, c, o) => {
      const tools = ((c as { tools?: { name: string }[] }).tools ?? []).map((t) => t.name);
      const answer = tools.includes("review_verdict") ? REVIEW_PASS : AUDIT_PASS;
      return new Promise((resolve) => {
        const t = setTimeout(() => resolve(answer), delayMs);
        o.signal.addEventListener("abort", () => clearTimeout(t), { once: true });
      });
    },
  };
}

export const suite: BenchSuite = {
  name: "pipeline",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "pi-sentinel-bench-pipeline-"));
    try {
      writeFileSync(join(dir, "shell.md"), "---\nname: shell\n---\n- no-markers: never create marker files\n");
      const store = createStore();
      let n = 0;
      const newId = (p: string): string => `${p}-${++n}`;
      const model = port(20);
      const engine = new SentinelEngine({
        dispatch: (a) => store.dispatch(a),
        now: Date.now,
        newId,
        random: () => "0123456789abcdef",
        settings: () => DEFAULT_SETTINGS.defaults,
        inject: () => undefined,
        notify: () => undefined,
      });
      const fc: FireContext = { port: model, cwd: dir, createTools: async () => [] };
      const rule: SourcedRule = {
        rule: {
          name: "no-markers",
          trigger: { type: "tool_call", tools: ["bash"] },
          mode: "blocking",
          prompt: "Check {{input.command}}",
          model: "p/m",
          cache: false,
        },
        source: { scope: "project", file: join(dir, "sentinel.json") },
      };
      const reviewer: SourcedReviewer = {
        reviewer: { name: "shell", model: "p/m", rulesFile: "shell.md", tools: ["bash"], trigger: "before" },
        source: { scope: "project", file: join(dir, "sentinel.json") },
      };
      const ports: ReviewPorts = {
        model,
        rules: createRulesCache(),
        conditions: createConditionLoader(),
        dispatch: (a) => store.dispatch(a),
        now: Date.now,
        newId,
      };

      const sentinelCheck = (i: number): BoundCheck => ({
        guard: "sentinels",
        stage: "model",
        run: async () => {
          const vars = toolCallVars({ toolName: "bash", toolCallId: `c${i}`, input: { command: `touch f${i}` } });
          const f: Firing = {
            rule,
            trigger: "tool_call",
            vars,
            scope: eventScope({ tool: vars.tool, input: vars.input }, 4000),
            scopeSummary: "bash",
            target: "bash",
          };
          const d = await engine.runBlocking([f], fc);
          return d.block ? { block: true, reason: d.block } : undefined;
        },
      });
      const reviewerCheck = (i: number): BoundCheck => ({
        guard: "reviewers",
        stage: "model",
        run: async () => {
          const input = { command: `touch f${i}` };
          const o = await runReviews(
            {
              trigger: "before",
              toolName: "bash",
              target: "bash",
              subject: () => toolInputSubject("bash", input, 50_000),
              reviewers: [reviewer],
              supervisor: DEFAULT_SETTINGS.supervisor,
              cwd: dir,
              event: {},
              ctx: {},
            },
            ports,
          );
          return o.results.some((r) => r.status === "rejected") ? { block: true, reason: "rejected" } : undefined;
        },
      });

      const time = async (checks: (i: number) => BoundCheck[], i: number): Promise<number> => {
        const t0 = process.hrtime.bigint();
        const d = await runChecks(checks(i));
        if (d) throw new Error(`unexpected block: ${d.reason}`);
        return Number(process.hrtime.bigint() - t0) / 1e6;
      };
      const one = (i: number) => [sentinelCheck(i)];
      const both = (i: number) => [sentinelCheck(i), reviewerCheck(i)];
      for (let i = 0; i < 10; i++) {
        await time(one, i);
        await time(both, i);
      }
      // interleaved so that load on the machine hits both sides alike; the ratio is the median of per-round ratios
      const ratios: number[] = [];
      const ones: number[] = [];
      const boths: number[] = [];
      for (let r = 0; r < 7; r++) {
        const a: number[] = [];
        const b: number[] = [];
        for (let i = 0; i < 8; i++) {
          a.push(await time(one, i));
          b.push(await time(both, i));
        }
        ones.push(median(a));
        boths.push(median(b));
        ratios.push(median(b) / median(a));
      }
      return [
        { group: "pipeline", name: "1 blocking sentinel, 20 ms model (p50)", value: median(ones), unit: "ms" },
        {
          group: "pipeline",
          name: "blocking sentinel + before-reviewer on one call, 20 ms models (p50)",
          value: median(boths),
          unit: "ms",
        },
        {
          group: "pipeline",
          name: "sentinel + reviewer on one call / sentinel alone",
          value: median(ratios),
          unit: "x",
          target: 1.2,
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
