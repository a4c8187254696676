// Wiring for reviewers: pi's tool_call / tool_result to the review guard (src/engine/review/guard.ts), its cards and commands.

import { readFile } from "node:fs/promises";
import { getAgentDir, type ExtensionAPI, type ExtensionContext } from "@earendil-works/pi-coding-agent";
import { confinePath } from "../src/engine/config/boundary.ts";
import { toToolCallResult } from "../src/engine/guard-ports.ts";
import { registryModelPort } from "../src/engine/model-port.ts";
import { REVIEW_ENTRY_TYPE } from "../src/engine/records/entry-types.ts";
import { createConditionLoader } from "../src/engine/review/condition.ts";
import { createReviewGuard, type ReviewHost } from "../src/engine/review/guard.ts";
import { refuseToolWritten } from "../src/engine/review/tool-written.ts";
import { createRulesCache } from "../src/engine/review/rules-cache.ts";
import { CANCELLED_BY_USER } from "../src/engine/sentinel/runner.ts";
import { selectEnabledReviewers } from "../src/state/config.ts";
import { renderReviewCard, type ReviewCardData } from "../src/ui/review-card.ts";
import { toolPipeline } from "./pipeline.ts";
import { registerReviewersConfigure } from "./reviewers-configure.ts";
import type { Runtime } from "./runtime.ts";
import { openSession, type SessionScope } from "./session-scope.ts";

export const REVIEW_ENTRY = REVIEW_ENTRY_TYPE;

export function registerReviewers(pi: ExtensionAPI, rt: Runtime): void {
  let session: SessionScope | undefined;
  pi.on("session_start", (_event, c) => {
    session = openSession(pi, rt, c);
  });
  // a condition module or rules file a tool call of this session wrote without the user's yes is never loaded (protect.ts)
  const { rules, conditions } = refuseToolWritten(
    createRulesCache(),
    createConditionLoader(),
    (abs) => rt.toolWritten?.has(abs) === true,
  );
  const guard = createReviewGuard({
    dispatch: (a) => rt.dispatch(a),
    now: () => rt.now(),
    newId: (p) => rt.newId(p),
    notify: (message, level) => session?.notify(message, level),
    settings: () => {
      const config = rt.store.getState().config;
      return { reviewers: selectEnabledReviewers(config), supervisor: config.settings.supervisor };
    },
    files: {
      readText: (abs) => readFile(abs, "utf8").catch(() => null),
    },
    rules,
    conditions,
    appendCard: (card) => {
      try {
        pi.appendEntry<ReviewCardData>(REVIEW_ENTRY_TYPE, card);
      } catch {
        // no session to append to (shutdown): the records are in the store already
      }
    },
  });
  rt.store.subscribe((_state, action) => {
    if (action.type === "audit/cancelRequested") guard.cancel(action.auditId, CANCELLED_BY_USER);
  });

  /** refresh the config files once for this event (it may record a change); the guard then reads settings purely */
  const host = (event: unknown, c: ExtensionContext): ReviewHost => {
    session ??= openSession(pi, rt, c); // an event before session_start (no bound UI): its ctx stands in
    rt.refreshConfig(c);
    return {
      cwd: c.cwd,
      model: registryModelPort(c.modelRegistry),
      // trust boundary, checked again right before a module is imported or a rules file read (symlinks can change)
      confine: (raw, source) =>
        confinePath(raw, source.scope, {
          cwd: c.cwd,
          agentDir: getAgentDir(),
          projectTrusted: rt.isProjectTrusted ? rt.isProjectTrusted(c) : c.isProjectTrusted(),
        }),
      event,
      ctx: c,
      signal: c.signal,
    };
  };
  toolPipeline(pi).onToolCall({
    guard: "reviewers",
    stage: "model",
    check: async (event, c) => toToolCallResult(await guard.onToolCall(event, host(event, c))),
  });
  toolPipeline(pi).onToolResult({ guard: "reviewers", apply: (event, c) => guard.onToolResult(event, host(event, c)) });

  pi.registerEntryRenderer<ReviewCardData>(REVIEW_ENTRY_TYPE, (entry, { expanded }, theme) => {
    const data = entry.data;
    if (!data || typeof data !== "object" || !Array.isArray((data as ReviewCardData).reviewers)) return undefined;
    return { render: (width: number) => renderReviewCard(data, expanded, width, theme), invalidate: () => {} };
  });
  registerReviewersConfigure(pi, rt);
}
