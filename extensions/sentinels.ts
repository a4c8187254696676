// Wiring for sentinels: pi's six triggers to the sentinel guard (src/engine/sentinel/guard.ts), event subscriptions, /sentinel:test.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import { eventSubscriptions } from "../src/engine/sentinel/fire.ts";
import { createSentinelGuard, type SentinelHost } from "../src/engine/sentinel/guard.ts";
import { randomHex } from "../src/engine/sentinel/prompt.ts";
import { createRuleSet } from "../src/engine/sentinel/rule-set.ts";
import { toToolCallResult } from "../src/engine/guard-ports.ts";
import { FINDING_MESSAGE_TYPE } from "../src/engine/records/entry-types.ts";
import { selectAudit } from "../src/state/audits.ts";
import { createEventSubscriber } from "./event-subscriptions.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";
import { registerSentinelTest } from "./sentinel-test.ts";
import { sentinelHost } from "./sentinel-host.ts";
import { openSession, type SessionScope } from "./session-scope.ts";

export { FINDING_MESSAGE_TYPE };

export function registerSentinels(pi: ExtensionAPI, rt: Runtime): void {
  const ruleSet = createRuleSet();
  /** a pure read of the valid rules (nothing is dispatched; diagnostics are recorded apart, in recordRules) */
  const rules = () => ruleSet.valid(rt.store.getState().config);
  /** the session's own ctx, captured at session_start (bus events and findings that land later have no other) */
  let session: SessionScope | undefined;
  const guard = createSentinelGuard({
    dispatch: (a) => rt.dispatch(a),
    now: () => rt.now(),
    newId: (p) => rt.newId(p),
    random: () => randomHex(),
    settings: () => ({ defaults: rt.store.getState().config.settings.defaults, rules: rules() }),
    notify: (message, level) => session?.notify(message, level),
    inject: (text, details) =>
      session?.send({ customType: FINDING_MESSAGE_TYPE, content: text, display: true, details }),
  });
  const host = (c: ExtensionContext): SentinelHost => sentinelHost(rt, c, () => session);
  /** an explicit refresh of the config files (it may record a change), then the guard reads settings purely */
  const refreshed = (c: ExtensionContext): ExtensionContext => {
    session ??= openSession(pi, rt, c); // an event before session_start (no bound UI): its ctx stands in
    rt.refreshConfig(c);
    return c;
  };

  // event rules: pi.events channels (the session's ctx) and core:<pi event> (that event's ctx)
  const events = createEventSubscriber(pi, rt, (name, data, c) => {
    const at = c ? refreshed(c) : session?.ctx;
    if (at) guard.onEvent(name, data, host(at));
  });
  /** record the diagnostics of rules that cannot work (once each), then follow the event set */
  let seenRevision = -1;
  const recordRules = (): void => {
    seenRevision = rt.store.getState().config.revision;
    const fresh = ruleSet.unreported(rt.store.getState().config);
    if (fresh.length > 0) rt.dispatch({ type: "config/diagnosticsReported", diagnostics: fresh, at: rt.now() });
    events.follow(eventSubscriptions(rules()));
  };

  const pipeline = toolPipeline(pi);
  pipeline.onToolCall({
    guard: "sentinels",
    stage: "model",
    check: async (event, c) => toToolCallResult(await guard.onToolCall(event, host(refreshed(c)), c.signal)),
  });
  pipeline.onToolResult({ guard: "sentinels", apply: (event, c) => guard.onToolResult(event, host(refreshed(c))) });
  pi.on("turn_end", (event, c) => guard.onTurnEnd(event, host(refreshed(c))));
  pi.on("agent_end", (event, c) => guard.onAgentEnd(event, host(refreshed(c))));

  pi.on("session_start", (_event, c) => {
    session = openSession(pi, rt, c);
    guard.reset();
    recordRules();
  });
  pi.on("session_compact", () => guard.compacted());
  pi.on("session_shutdown", () => {
    events.clear();
    guard.shutdown();
    session = undefined;
  });

  rt.store.subscribe((state, action) => {
    if (action.type === "audit/steerRequested") {
      // a review or an audit that just ended is not live: say so rather than pretend the text went somewhere
      const record = selectAudit(state.audits, action.auditId);
      if (record?.guard === "sentinel" && !guard.steer(action.auditId, action.text))
        session?.notify(`steering not delivered: ${record.rule} (${action.auditId}) has already finished`, "warning");
    } else if (action.type === "audit/cancelRequested") guard.cancel(action.auditId);
    else if (session && state.config.revision !== seenRevision) recordRules();
  });

  const testRules = (c?: ExtensionContext) => {
    if (c) refreshed(c);
    return rules();
  };
  registerSentinelTest(pi, rt, { rules: testRules, host });
}
