// Foundation against the real pi (SDK): config load + diagnostics notify, widget and footer, trust, op-log replay, pi-sentinel:loaded.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import { WIDGET_KEY, type LoadedPayload } from "../../extensions/foundation.ts";
import { ACTION_ENTRY, OP_ENTRY } from "../../extensions/runtime.ts";

const goodRule = {
  name: "no-rm",
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: "Is {{input.command}} destructive?",
};
const badRule = { name: "broken-rule", trigger: { type: "tool_call" }, mode: "sometimes", prompt: "x" };

describe("foundation (SDK)", () => {
  test("one good and one bad project rule: one warning naming the bad rule and its file; the status shows one rule", async ({
    sdk,
  }) => {
    const h = await sdk({ files: { ".pi/sentinel.json": { rules: [goodRule, badRule] } } });
    const warnings = h.notifications("warning");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toContain("broken-rule");
    expect(warnings[0].message).toContain(".pi/sentinel.json");
    expect(warnings[0].message).not.toContain("no-rm");
    const widget = h.ui.widgets.get(WIDGET_KEY);
    expect(widget?.component).toBeDefined();
    const line = widget!.text(120);
    expect(line).toMatch(/\b1 rule\b/);
    expect(line).toContain("ready");
    expect(line).toContain("1 config problem");
    expect(h.ui.statuses.get(WIDGET_KEY)).toContain("⚠1");
    const loaded = (await h.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload;
    expect(loaded).toMatchObject({ reason: "startup", rules: 1, problems: 1 });
    expect(h.errors).toEqual([]);
  });

  test("an untrusted project's rules are not loaded (global ones are)", async ({ sdk }) => {
    const h = await sdk({
      trusted: false,
      files: { ".pi/sentinel.json": { rules: [goodRule] } },
      agentFiles: { "sentinel.json": { rules: [{ ...goodRule, name: "global-rule" }] } },
    });
    const loaded = (await h.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload;
    expect(loaded.rules).toBe(1);
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b1 rule\b/);
    expect(h.notifications("warning")).toEqual([]);
  });

  test("the widget follows the store: a prompt run moves the phase and the footer stays in sync", async ({ sdk }) => {
    const h = await sdk({ files: { ".pi/sentinel.json": { rules: [goodRule] } }, mainResponses: [reply.text("hi")] });
    const renders: string[] = [];
    await h.prompt("hello");
    renders.push(h.ui.widgets.get(WIDGET_KEY)!.text(120));
    expect(renders[0]).toMatch(/\b1 rule\b/);
    expect(h.main.calls).toHaveLength(1);
  });

  test("config edits on disk are picked up on the next run without a restart, and a reload re-reads too", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": { rules: [goodRule] } },
      mainResponses: [reply.text("one"), reply.text("two")],
    });
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b1 rule\b/);
    h.writeFile(".pi/sentinel.json", {
      rules: [goodRule, { ...goodRule, name: "second" }, { ...badRule, name: "another-bad" }],
    });
    await h.prompt("go");
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b2 rules\b/);
    expect(h.notifications("warning").map((n) => n.message)).toEqual([expect.stringContaining("another-bad")]);
    // unchanged files are not re-read: a second run adds no notification
    await h.prompt("again");
    expect(h.notifications("warning")).toHaveLength(1);
    await h.session.reload();
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b2 rules\b/);
  });

  test("a reload that adds a problem warns with every current problem: the count is the widget's", async ({ sdk }) => {
    const bad = (name: string) => ({ ...badRule, name });
    const h = await sdk({
      files: { ".pi/sentinel.json": { rules: [goodRule, bad("bad-1"), bad("bad-2"), bad("bad-3")] } },
      mainResponses: [reply.text("one")],
    });
    expect(h.notifications("warning")[0].message).toMatch(/^pi-sentinel: 3 config problems/);
    h.writeFile(".pi/sentinel.json", { rules: [goodRule, bad("bad-1"), bad("bad-2"), bad("bad-3"), bad("bad-4")] });
    await h.prompt("go");
    const widget = h.ui.widgets.get(WIDGET_KEY)!.text(200);
    const shown = /⚠ (\d+) config problems?/.exec(widget)?.[1];
    expect(shown).toBe("4");
    const last = h.notifications("warning").at(-1)!.message;
    expect(last).toMatch(new RegExp(`^pi-sentinel: ${shown} config problems`));
    for (const name of ["bad-1", "bad-2", "bad-3", "bad-4"]) expect(last).toContain(name);
    expect(h.notifications("warning")).toHaveLength(2);
  });

  test("the op-log survives: a rule/disabled op is seen by a new session over the same entries", async ({ sdk }) => {
    const files = { ".pi/sentinel.json": { rules: [goodRule, { ...goodRule, name: "other" }] } };
    const first = await sdk({ files });
    expect((await first.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload).toMatchObject({ rules: 2 });
    // a session op as a guard or panel would apply it
    first.pi.appendEntry(OP_ENTRY, { type: "rule/disabled", kind: "sentinel", name: "other", at: 1 });
    const entries = first.fileEntries();
    await first.dispose();

    const second = await sdk({ files, sessionEntries: entries });
    const loaded = (await second.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload;
    expect(loaded).toMatchObject({ rules: 1, ops: 1 });
    expect(second.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b1 rule\b/);
  });

  test("session_tree: the op-log follows the branch (off the branch the rule is enabled again, back on it disabled)", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": { rules: [goodRule, { ...goodRule, name: "other" }] } },
      mainResponses: [reply.text("hi")],
    });
    await h.prompt("first");
    const before = h.session.sessionManager.getLeafId();
    expect(before).toBeTruthy();
    h.pi.appendEntry(OP_ENTRY, { type: "rule/disabled", kind: "sentinel", name: "other", at: 1 });
    const withOp = h.session.sessionManager.getLeafId();
    const lastLoad = () => h.piEvents.filter((e) => e.channel === "pi-sentinel:loaded").at(-1)?.data as LoadedPayload;
    expect((await h.session.navigateTree(before!)).cancelled).toBe(false);
    expect(lastLoad()).toMatchObject({ reason: "tree", rules: 2, ops: 0 });
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b2 rules\b/);
    await h.session.navigateTree(withOp!);
    expect(lastLoad()).toMatchObject({ reason: "tree", rules: 1, ops: 1 });
    expect(h.ui.widgets.get(WIDGET_KEY)!.text(120)).toMatch(/\b1 rule\b/);
  });

  test("persisted records are replayed and a record left running is cancelled as interrupted", async ({ sdk }) => {
    const first = await sdk({});
    first.pi.appendEntry(ACTION_ENTRY, {
      type: "audit/queued",
      auditId: "aud-1",
      guard: "sentinel",
      rule: "r",
      trigger: "tool_call",
      mode: "background",
      target: "bash",
      at: 1,
    });
    first.pi.appendEntry(ACTION_ENTRY, { type: "audit/started", auditId: "aud-1", at: 2 });
    const entries = first.fileEntries();
    await first.dispose();
    const second = await sdk({ sessionEntries: entries });
    const loaded = (await second.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload;
    expect(loaded.records).toBe(1);
    expect(second.records().map((r) => [r.id, r.status.kind])).toEqual([["aud-1", "running"]]); // as persisted
    expect(second.ui.widgets.get(WIDGET_KEY)!.text(120)).not.toContain("▶");
  });

  test("print mode (no UI): loads without crashing and without UI calls", async ({ sdk }) => {
    const h = await sdk({
      mode: "print",
      files: { ".pi/sentinel.json": { rules: [goodRule, badRule] } },
      mainResponses: [reply.text("ok")],
    });
    const loaded = (await h.waitForPiEvent("pi-sentinel:loaded")) as LoadedPayload;
    expect(loaded).toMatchObject({ rules: 1, problems: 1 });
    await h.prompt("hi");
    expect(h.ui.calls).toEqual([]);
    expect(h.errors).toEqual([]);
  });
});
