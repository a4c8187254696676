// Sentinels through the real pi: background findings, dedupe, event rules (bus and core:), context_tokens, /sentinel:test.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { reply } from "../harness/faux.ts";
import { pollUntil } from "../harness/env.ts";
import type { SdkSession } from "../harness/sdk.ts";
import { actions, actionsOf, sentinelFile, TOOLS, verdictMsg } from "./sentinel-helpers.ts";

const injected = (h: SdkSession) => actionsOf(h, "finding/injected");

describe("background sentinels", () => {
  test("a finding is steered into the next model request of the running agent", async ({ sdk }) => {
    let hRef: SdkSession | undefined;
    const h = await sdk({
      tools: TOOLS,
      files: {
        ...sentinelFile([
          {
            name: "watch-reads",
            trigger: { type: "tool_result", tools: ["read"] },
            prompt: "Did {{tool}} return secrets? {{truncate content 50}}",
          },
        ]),
        "a.txt": "password=hunter2",
      },
      mainResponses: [
        reply.tool("read", { path: "a.txt" }),
        // hold the run until the background finding has been injected, then make one more request
        async () => {
          await pollUntil(
            () => (hRef && injected(hRef).length > 0) || undefined,
            5000,
            () => "finding/injected",
          );
          return reply.tool("read", { path: "a.txt" });
        },
        reply.text("done"),
      ],
      auditorResponses: [verdictMsg("warn", "a password was read"), verdictMsg("pass", "ok")],
    });
    hRef = h;
    await h.prompt("go");
    expect(h.auditor.calls[0].text).toContain("password=hunter2");
    expect(h.main.calls[2].text).toContain("a password was read");
    expect(h.main.calls[2].text).toContain('sentinel rule "watch-reads"');
    const custom = h.session.messages.find((m) => m.role === "custom") as
      | { customType?: string; display?: boolean }
      | undefined;
    expect(custom).toMatchObject({ customType: "pi-sentinel:finding", display: true });
  });

  test("a finding after the run goes out with the next prompt; the same finding again is deduped", async ({ sdk }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([{ name: "tone", trigger: { type: "agent_end" }, prompt: "Was the agent rude?" }]),
      mainResponses: [reply.text("whatever"), reply.text("whatever again"), reply.text("fine")],
      auditorResponses: [
        verdictMsg("warn", "The agent was curt."),
        verdictMsg("warn", "the agent was  curt. "),
        verdictMsg("pass", "ok"),
      ],
    });
    await h.prompt("hello");
    await pollUntil(
      () => injected(h).length > 0 || undefined,
      5000,
      () => "first finding",
    );
    expect(h.auditor.calls[0].text).toContain("assistant: whatever");
    await h.prompt("next");
    expect(h.main.calls[1].text).toContain("The agent was curt.");
    await pollUntil(
      () => actionsOf(h, "finding/deduped").length > 0 || undefined,
      5000,
      () => "deduped finding",
    );
    expect(injected(h)).toHaveLength(1);
    await h.prompt("third");
    expect(h.main.calls[2].text.match(/curt/gi)?.length).toBe(1);
  });

  test("event rules: a pi.events channel (non-object payload wrapped) and core:session_compact", async ({ sdk }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([
        {
          name: "bus",
          trigger: { type: "event", event: "demo:deploy" },
          prompt: "Deploy of {{event.value}} by {{name}}",
        },
        {
          name: "compaction",
          trigger: { type: "event", event: "core:session_compact" },
          prompt: "Compaction happened ({{event.reason}})",
        },
        { name: "broken", trigger: { type: "event", event: "core:session_compacted" } },
      ]),
      settings: { compaction: { enabled: false, keepRecentTokens: 1 } },
      mainResponses: [
        reply.text("hi"),
        reply.text("hi again"),
        reply.text("## Goal\nsummary of the session"),
        reply.text("## Goal\nsummary"),
      ],
      auditorResponses: [verdictMsg("pass", "ok"), verdictMsg("pass", "ok")],
    });
    h.pi.events.emit("demo:deploy", 42);
    await pollUntil(
      () => actionsOf(h, "audit/finished").length > 0 || undefined,
      5000,
      () => "bus audit",
    );
    expect(h.auditor.calls[0].text).toContain("Deploy of 42 by demo:deploy");
    expect(h.auditor.calls[0].text).toContain('"value": 42');
    await h.prompt("one");
    await h.prompt("two");
    await h.session.compact();
    await pollUntil(
      () => actionsOf(h, "audit/finished").length > 1 || undefined,
      5000,
      () => "compaction audit",
    );
    expect(h.auditor.calls[1].text).toContain("Compaction happened (manual)");
    expect(actionsOf(h, "audit/queued").map((a) => a.rule)).toEqual(["bus", "compaction"]);
    expect(
      h
        .notifications("warning")
        .map((n) => n.message)
        .join("\n"),
    ).toContain("session_compacted");
  });

  test("event subscriptions follow config reloads", async ({ sdk }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([{ name: "first", trigger: { type: "event", event: "chan:one" } }]),
      mainResponses: [reply.text("ok"), reply.text("ok")],
      auditorResponses: [verdictMsg("pass", "ok"), verdictMsg("pass", "ok")],
      dialogs: { confirm: [true] }, // replacing "first" removes a rule (loosens): the user confirms it
    });
    h.pi.events.emit("chan:one", { n: 1 });
    await pollUntil(
      () => actionsOf(h, "audit/finished").length === 1 || undefined,
      5000,
      () => "first audit",
    );
    h.writeFile(
      ".pi/sentinel.json",
      JSON.parse(
        JSON.stringify(
          sentinelFile([{ name: "second-rule", trigger: { type: "event", event: "chan:two" } }])[".pi/sentinel.json"],
        ),
      ),
    );
    await h.prompt("anything"); // a guard event re-reads the changed file
    h.pi.events.emit("chan:one", { n: 2 });
    h.pi.events.emit("chan:two", { n: 3 });
    await pollUntil(
      () => actionsOf(h, "audit/finished").length === 2 || undefined,
      5000,
      () => "second audit",
    );
    expect(actionsOf(h, "audit/queued").map((a) => a.rule)).toEqual(["first", "second-rule"]);
  });

  test("context_tokens fires once per crossed multiple of the threshold", async ({ sdk }) => {
    const readings: number[] = [];
    const probe = (pi: ExtensionAPI): void => {
      pi.on("turn_end", (_e, ctx) => {
        const t = ctx.getContextUsage()?.tokens;
        if (typeof t === "number") readings.push(t);
      });
    };
    const threshold = 1500;
    const filler = "lorem ipsum dolor sit amet ".repeat(80); // about 540 tokens per prompt
    const h = await sdk({
      tools: TOOLS,
      extensions: [probe],
      files: sentinelFile([
        {
          name: "size",
          trigger: { type: "context_tokens", threshold },
          prompt: "Context at {{tokens}} tokens (level {{level}}, {{messages}} new messages)",
        },
      ]),
      mainResponses: Array.from({ length: 8 }, (_, i) => reply.text(`ok ${i}`)),
      auditorResponses: Array.from({ length: 8 }, () => verdictMsg("pass", "ok")),
    });
    for (let i = 0; i < 8; i++) await h.prompt(`${i} ${filler}`);
    let level = 0;
    let expected = 0;
    for (const t of readings) {
      const l = Math.floor(t / threshold);
      if (l > level) {
        expected++;
        level = l;
      }
    }
    expect(readings).toHaveLength(8);
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(expected).toBeLessThan(8);
    await pollUntil(
      () => actionsOf(h, "audit/finished").length >= expected || undefined,
      5000,
      () => "context audits",
    );
    expect(actionsOf(h, "audit/queued")).toHaveLength(expected);
    expect(h.auditor.calls[0].text).toMatch(/Context at \d+ tokens \(level \d+, \d+ new messages\)/);
  });

  test("/sentinel:test runs the rule with zero side effects and reports prompt, unresolved variables, verdict, model, time", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([
        {
          name: "no-rm",
          trigger: { type: "tool_call", tools: ["bash"] },
          mode: "blocking",
          prompt: "Is `{{input.command}}` destructive? {{input.cwd}}",
          examples: [
            { content: "rm -rf /", expect: "fail" },
            { content: "ls", expect: "pass" },
          ],
        },
      ]),
      mainResponses: [],
      auditorResponses: [
        verdictMsg("fail", "deletes everything"),
        verdictMsg("fail", "deletes everything"),
        reply.error("down"),
        verdictMsg("fail", "bad"),
        verdictMsg("pass", "ok"),
      ],
    });
    await h.session.prompt("/sentinel:test no-rm rm -rf /");
    await h.session.prompt("/sentinel:test no-rm rm -rf /");
    await h.session.prompt("/sentinel:test no-rm ls");
    await h.session.prompt("/sentinel:test no-rm --examples");
    expect(h.auditor.calls).toHaveLength(5); // no cache read, no cooldown after the error
    // the startup check already warned about {{input.cwd}} (a bash call has no cwd); the reports follow it
    const all = h.notifications().map((n) => n.message);
    expect(all[0]).toMatch(/rule "no-rm": prompt line 1: \{\{input\.cwd\}\}: bash input has no "cwd"/);
    const notes = all.filter((m) => !m.startsWith("pi-sentinel: 1 config problem"));
    expect(notes[0]).toContain("verdict: fail - deletes everything");
    expect(notes[0]).toContain("Is `rm -rf /` destructive?");
    expect(notes[0]).toContain("unresolved variables: input.cwd");
    expect(notes[0]).toContain("model: faux-audit/auditor");
    expect(notes[0]).toMatch(/time: \d+ ms/);
    expect(notes[2]).toContain("audit failed");
    expect(notes[3]).toContain("2/2 examples as expected");
    expect(actions(h)).toEqual([]);
    expect(h.session.messages).toEqual([]);
    expect(h.main.calls).toHaveLength(0);
  });

  test("with no rules loaded the feature is completely silent", async ({ sdk }) => {
    const h = await sdk({
      tools: TOOLS,
      files: { "a.txt": "x" },
      mainResponses: [reply.tool("read", { path: "a.txt" }), reply.text("done")],
    });
    await h.prompt("go");
    expect(actions(h)).toEqual([]);
    expect(h.auditor.calls).toHaveLength(0);
    expect(h.notifications()).toEqual([]);
  });
});
