// Reviewers wiring: before-reviews gate tool_call, after-reviews read the real change in tool_result; records, cards, /sentinel:reviewers.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import {
  getAgentDir,
  getSelectListTheme,
  getSettingsListTheme,
  type ExtensionAPI,
  type ExtensionCommandContext,
  type ExtensionContext,
  type ToolCallEvent,
  type ToolCallEventResult,
  type ToolResultEvent,
  type ToolResultEventResult,
} from "@earendil-works/pi-coding-agent";
import { selectEnabledReviewers } from "../src/state/config.ts";
import { registryModelPort } from "../src/engine/model-port.ts";
import { createConditionLoader } from "../src/engine/review/condition.ts";
import { confinePath } from "../src/engine/config/boundary.ts";
import { applyReviewerChanges } from "../src/engine/review/config-edit.ts";
import { afterDiagnostic, beforeDecision, type ReviewOutcome } from "../src/engine/review/outcome.ts";
import { createRulesCache } from "../src/engine/review/rules-cache.ts";
import { runReviews, type ReviewPorts, type ReviewRequest } from "../src/engine/review/run.ts";
import { CANCELLED_BY_USER } from "../src/engine/sentinel/runner.ts";
import { FILE_TOOLS, globPathFor, resolveToolPath, reviewersFor } from "../src/engine/review/select.ts";
import {
  afterFileSubject,
  beforeFileSubject,
  cardDataOf,
  targetLabel,
  toolInputSubject,
} from "../src/engine/review/subject.ts";
import { renderReviewCard, type ReviewCardData } from "../src/ui/review-card.ts";
import { reviewerRows, summarizeEdits, type ReviewerEdit } from "../src/ui/reviewers-config.ts";
import { createReviewersPanel } from "../src/ui/reviewers-panel.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";

export const REVIEW_ENTRY = "pi-sentinel:review";

interface Capture {
  abs: string;
  rel: string;
  before: string | null;
}

const CAPTURE_LIMIT = 256;

async function readOrNull(abs: string): Promise<string | null> {
  try {
    return await readFile(abs, "utf8");
  } catch {
    return null;
  }
}

function resultText(content: ToolResultEvent["content"]): string {
  return content.map((c) => (c.type === "text" ? c.text : `[${c.type}]`)).join("\n");
}

export function registerReviewers(pi: ExtensionAPI, rt: Runtime): void {
  const rules = createRulesCache();
  const conditions = createConditionLoader();
  const captures = new Map<string, Capture>();
  const shownProblems = new Set<string>();

  // running reviews by record id: the fleet's cancel ends them at once
  const running = new Map<string, (reason: string) => void>();
  rt.store.subscribe((_state, action) => {
    if (action.type === "audit/cancelRequested") running.get(action.auditId)?.(CANCELLED_BY_USER);
  });
  // a condition module or rules file a tool call of this session wrote without the user's yes is never loaded (protect.ts)
  const notToolWritten = (abs: string, what: string): string | undefined =>
    rt.toolWritten?.has(abs)
      ? `${what} ${abs} was changed by a tool call of this session that the user did not confirm; pi-sentinel does not load it (edit it yourself or restart pi)`
      : undefined;
  const guardedRules: typeof rules = {
    load: (abs, maxRuleLines) => {
      const refused = notToolWritten(abs, "rules file");
      return refused ? Promise.resolve({ ok: false, path: abs, error: refused }) : rules.load(abs, maxRuleLines);
    },
  };
  const guardedConditions: typeof conditions = {
    load: (abs) => {
      const refused = notToolWritten(abs, "condition module");
      return refused ? Promise.reject(new Error(refused)) : conditions.load(abs);
    },
  };

  const ports = (ctx: ExtensionContext): ReviewPorts => ({
    model: registryModelPort(ctx.modelRegistry),
    rules: guardedRules,
    conditions: guardedConditions,
    dispatch: (a) => rt.dispatch(a),
    now: () => rt.now(),
    newId: (p) => rt.newId(p),
    onRunning: (auditId, cancel) => {
      running.set(auditId, cancel);
      return () => void running.delete(auditId);
    },
    // trust boundary, checked again right before a module is imported or a rules file read (symlinks can change after load)
    confine: (raw, source) =>
      confinePath(raw, source.scope, {
        cwd: ctx.cwd,
        agentDir: getAgentDir(),
        projectTrusted: rt.isProjectTrusted ? rt.isProjectTrusted(ctx) : ctx.isProjectTrusted(),
      }),
  });

  const settings = (ctx: ExtensionContext) => {
    rt.refreshConfig(ctx);
    const config = rt.store.getState().config;
    return { reviewers: selectEnabledReviewers(config), supervisor: config.settings.supervisor };
  };

  /** Records the gate's outcome, shows problems once (condition errors every time), and appends the transcript card. */
  const report = (
    ctx: ExtensionContext,
    o: ReviewOutcome,
    outcome: "blocked" | "annotated" | "allowed",
    reason?: string,
  ): void => {
    for (const r of o.results) {
      if (r.conditionError && r.error)
        rt.notify(
          ctx,
          `pi-sentinel reviewer "${r.reviewer}": ${r.error}${o.trigger === "before" ? " (call blocked)" : ""}`,
          "error",
        );
      for (const p of r.problems) {
        if (r.conditionError || shownProblems.has(p)) continue;
        shownProblems.add(p);
        rt.notify(ctx, `pi-sentinel reviewer "${r.reviewer}": ${p}`, "warning");
      }
      if (
        r.auditId &&
        outcome !== "allowed" &&
        (r.status === "rejected" || (outcome === "blocked" && r.conditionError))
      ) {
        rt.dispatch({
          type: "audit/outcomeRecorded",
          auditId: r.auditId,
          outcome,
          ...(reason ? { reason } : {}),
          at: rt.now(),
        });
      }
    }
    const card = cardDataOf(o, outcome);
    if (card.reviewers.length === 0) return;
    try {
      pi.appendEntry<ReviewCardData>(REVIEW_ENTRY, card);
    } catch {
      // no session to append to (shutdown): the records are in the store already
    }
  };

  const request = (ctx: ExtensionContext, base: Omit<ReviewRequest, "cwd" | "ctx" | "signal">): ReviewRequest => ({
    ...base,
    cwd: ctx.cwd,
    ctx,
    signal: ctx.signal,
  });

  /** Bad input never breaks pi: an unexpected error is shown as a notification and the call goes on unreviewed. */
  const guarded =
    <E, R>(phase: string, handler: (event: E, ctx: ExtensionContext) => Promise<R | undefined>) =>
    async (event: E, ctx: ExtensionContext): Promise<R | undefined> => {
      try {
        return await handler(event, ctx);
      } catch (e) {
        rt.notify(
          ctx,
          `pi-sentinel reviewers: ${phase} failed, the call was not reviewed: ${e instanceof Error ? e.message : String(e)}`,
          "error",
        );
        return undefined;
      }
    };

  const onToolCall = async (event: ToolCallEvent, ctx: ExtensionContext): Promise<ToolCallEventResult | undefined> => {
    const { reviewers, supervisor } = settings(ctx);
    if (reviewers.length === 0) return undefined;
    const tool = event.toolName;
    const input = (event.input ?? {}) as Record<string, unknown>;
    const isFileTool = FILE_TOOLS.includes(tool) && typeof input.path === "string";
    const abs = isFileTool ? resolveToolPath(input.path as string, ctx.cwd) : undefined;
    const rel = abs ? globPathFor(abs, ctx.cwd) : undefined;

    // the content before the tool runs, for after-reviews (read now: tool_result is too late)
    const afterReviewers = reviewersFor(reviewers, "after", tool);
    let current: string | null | undefined;
    if (afterReviewers.length > 0 && abs && rel) {
      current = await readOrNull(abs);
      if (captures.size >= CAPTURE_LIMIT) captures.delete(captures.keys().next().value as string);
      captures.set(event.toolCallId, { abs, rel, before: current });
    }

    const beforeReviewers = reviewersFor(reviewers, "before", tool);
    if (beforeReviewers.length === 0) return undefined;
    if (abs && rel && current === undefined) current = await readOrNull(abs);
    const outcome = await runReviews(
      request(ctx, {
        trigger: "before",
        toolName: tool,
        target: targetLabel(tool, input, rel),
        filePath: rel,
        subject: () =>
          abs && rel
            ? beforeFileSubject(tool, rel, current ?? null, input, supervisor.maxFileContextChars)
            : toolInputSubject(tool, input, supervisor.maxFileContextChars),
        reviewers: beforeReviewers,
        supervisor,
        event,
      }),
      ports(ctx),
    );
    const decision = beforeDecision(outcome);
    report(ctx, outcome, decision.block ? "blocked" : "allowed", decision.block ? decision.reason : undefined);
    if (!decision.block) return undefined;
    captures.delete(event.toolCallId);
    return { block: true, reason: decision.reason };
  };

  const onToolResult = async (
    event: ToolResultEvent,
    ctx: ExtensionContext,
  ): Promise<ToolResultEventResult | undefined> => {
    const capture = captures.get(event.toolCallId);
    captures.delete(event.toolCallId);
    const { reviewers, supervisor } = settings(ctx);
    const tool = event.toolName;
    const afterReviewers = reviewersFor(reviewers, "after", tool);
    if (afterReviewers.length === 0 || event.isError) return undefined; // a failed tool call is not reviewed
    const input = (event.input ?? {}) as Record<string, unknown>;
    let req: ReviewRequest;
    if (FILE_TOOLS.includes(tool)) {
      if (!capture) return undefined;
      const after = await readOrNull(capture.abs);
      if (after === null || after === capture.before) return undefined; // nothing changed
      req = request(ctx, {
        trigger: "after",
        toolName: tool,
        target: targetLabel(tool, input, capture.rel),
        filePath: capture.rel,
        subject: () => afterFileSubject(tool, capture.rel, capture.before, after, supervisor.maxFileContextChars),
        reviewers: afterReviewers,
        supervisor,
        event,
      });
    } else {
      req = request(ctx, {
        trigger: "after",
        toolName: tool,
        target: targetLabel(tool, input),
        subject: () => toolInputSubject(tool, input, supervisor.maxFileContextChars, resultText(event.content)),
        reviewers: afterReviewers,
        supervisor,
        event,
      });
    }
    const outcome = await runReviews(req, ports(ctx));
    const diagnostic = afterDiagnostic(outcome);
    report(ctx, outcome, diagnostic ? "annotated" : "allowed", diagnostic);
    if (!diagnostic) return undefined; // the tool's own result passes through untouched
    return {
      content: [...event.content, { type: "text", text: diagnostic }],
      ...(event.structuredContent !== undefined ? { structuredContent: event.structuredContent } : {}),
    };
  };

  toolPipeline(pi).onToolCall({ guard: "reviewers", stage: "model", check: guarded("before-review", onToolCall) });
  toolPipeline(pi).onToolResult({ guard: "reviewers", apply: guarded("after-review", onToolResult) });

  pi.registerEntryRenderer<ReviewCardData>(REVIEW_ENTRY, (entry, { expanded }, theme) => {
    const data = entry.data;
    if (!data || typeof data !== "object" || !Array.isArray((data as ReviewCardData).reviewers)) return undefined;
    return { render: (width: number) => renderReviewCard(data, expanded, width, theme), invalidate: () => {} };
  });

  const configure = async (_args: string, ctx: ExtensionCommandContext): Promise<void> => {
    rt.refreshConfig(ctx);
    const rows = reviewerRows(rt.store.getState().config.reviewers);
    if (!ctx.hasUI) {
      rt.notify(
        ctx,
        "/sentinel:reviewers needs the interactive UI; edit supervisor.reviewers in sentinel.json instead.",
        "warning",
      );
      return;
    }
    let models: string[] = [];
    try {
      models = ctx.modelRegistry.getAvailable().map((m) => `${m.provider}/${m.id}`);
    } catch {
      // no model list: the current models stay selectable
    }
    const edits = await ctx.ui.custom<Map<string, ReviewerEdit>>(
      (tui, theme, _keys, done) =>
        createReviewersPanel({
          rows,
          models,
          paint: theme,
          settingsTheme: getSettingsListTheme(),
          selectTheme: getSelectListTheme(),
          requestRender: () => tui.requestRender(),
          done,
        }),
      { overlay: true, overlayOptions: { anchor: "center", width: "80%", maxHeight: "80%" } },
    );
    if (!edits || edits.size === 0) return;
    const summary = summarizeEdits(edits, rows);
    if (summary.readOnly.length > 0)
      rt.notify(
        ctx,
        `Not written (these reviewers are not defined in a sentinel.json): ${summary.readOnly.join("; ")}`,
        "warning",
      );
    if (summary.byFile.size === 0) return;
    const ok = await ctx.ui.confirm("Write reviewer changes?", summary.lines.join("\n"));
    if (!ok) {
      rt.notify(ctx, "Reviewer changes discarded; nothing was written.", "info");
      return;
    }
    const written: string[] = [];
    for (const [file, changes] of summary.byFile) {
      try {
        const r = applyReviewerChanges(existsSync(file) ? readFileSync(file, "utf8") : undefined, changes);
        if (!r.ok) {
          rt.notify(ctx, `Could not update ${file}: ${r.error}`, "error");
          continue;
        }
        if (r.missing.length > 0)
          rt.notify(ctx, `${file} no longer defines ${r.missing.join(", ")}; those changes were skipped.`, "warning");
        if (r.applied.length === 0) continue;
        writeFileSync(file, r.text);
        written.push(file);
      } catch (e) {
        rt.notify(ctx, `Could not update ${file}: ${e instanceof Error ? e.message : String(e)}`, "error");
      }
    }
    if (written.length > 0)
      rt.notify(ctx, `Reviewer changes written to ${written.join(", ")}; they apply on the next tool call.`, "info");
  };
  pi.registerCommand("sentinel:reviewers", {
    description: "Enable/disable reviewers, pick their models and triggers (writes sentinel.json after confirming)",
    handler: configure,
  });
  pi.registerCommand("config:tool-supervisor", {
    description: "Alias of /sentinel:reviewers (for people coming from pi-tool-supervisor)",
    handler: configure,
  });
}
