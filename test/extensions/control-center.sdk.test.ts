// The control center inside a real pi session (SDK): cards for blocks, panels opened by command, text mode without a TUI.

import { stripTerminalSequences } from "@earendil-works/pi-tui";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import { renderCard, type CardData } from "../../src/ui/cards.ts";
import { CARD_ENTRY_TYPE as CARD_ENTRY } from "../../src/engine/records/entry-types.ts";
import { buildKeymap } from "../../src/ui/keymap.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import { keyData } from "../ui/keys.ts";

const RULE = {
  name: "no-secrets",
  trigger: { type: "tool_call", tools: ["write"] },
  mode: "blocking",
  prompt: "Does {{input.path}} contain secrets?",
  model: "faux-audit/auditor",
};
const keymap = buildKeymap();
const key = (a: Parameters<typeof keymap.keysFor>[0]): string => keyData(keymap.keysFor(a)[0]);

describe("control center in a pi session", () => {
  test("a blocking verdict appends a card; the fleet panel shows and details the record; the list toggles the rule", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: ["read", "write"],
      files: { ".pi/sentinel.json": { rules: [RULE] } },
      mainResponses: [
        reply.tool("write", { path: "b.txt", content: "KEY=1" }),
        reply.text("done"),
        reply.tool("write", { path: "c.txt", content: "x" }),
        reply.text("done"),
      ],
      auditorResponses: [reply.tool("audit_verdict", { verdict: "fail", message: "writes a secret key" })],
    });
    await h.prompt("go");
    const cards = h.customEntries(CARD_ENTRY).map((e) => e.data as CardData);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: "block",
      guard: "sentinel",
      rule: "no-secrets",
      message: "writes a secret key",
    });
    const compact = renderCard(cards[0], false, 60, identityPaint).join("\n");
    expect(compact).toContain("blocked sentinel no-secrets");

    // the fleet panel (TUI mode): custom() overlay with the record; details show the reason the agent got
    const opened = h.ui.nextPanel();
    const done = h.session.prompt("/sentinel:fleet");
    const fleet = await opened;
    expect(fleet.options).toMatchObject({ overlay: true });
    let frame = fleet.render(100).map(stripTerminalSequences).join("\n");
    expect(frame).toMatch(/› ✗ no-secrets .*write/);
    frame = fleet.press(key("details")).map(stripTerminalSequences).join("\n");
    expect(frame).toContain("writes a secret key");
    fleet.press(key("close"));
    fleet.press(key("close"));
    await done;
    expect(fleet.done).toBe(true);

    // the list panel: toggle the rule off; the op is in the session op-log; the next write is not audited
    const openedList = h.ui.nextPanel();
    const doneList = h.session.prompt("/sentinel:list");
    const list = await openedList;
    list.render(100);
    for (let i = 0; i < 3; i++) list.press(key("selectDown"));
    frame = list.press(key("toggle")).map(stripTerminalSequences).join("\n");
    expect(frame).toContain("no-secrets disabled for this session");
    list.press(key("close"));
    await doneList;
    const auditsBefore = h.auditor.calls.length;
    await h.prompt("again");
    expect(h.auditor.calls.length).toBe(auditsBefore);
    expect(h.customEntries("pi-sentinel:op").map((e) => e.data)).toMatchObject([
      { type: "rule/disabled", kind: "sentinel", name: "no-secrets" },
    ]);
    expect(h.errors).toEqual([]);
  });

  test("rpc mode: both commands answer in text; /sentinel:list disable|enable <name> works", async ({ sdk }) => {
    const h = await sdk({ mode: "rpc", files: { ".pi/sentinel.json": { rules: [RULE] } } });
    await h.session.prompt("/sentinel:fleet");
    await h.session.prompt("/sentinel:list");
    const notes = h.notifications().map((n) => n.message);
    expect(notes[0]).toContain("sentinel fleet:");
    expect(notes[1]).toContain("● no-secrets · sentinel · project");
    expect(h.ui.panels).toHaveLength(0);
    await h.session.prompt("/sentinel:list disable no-secrets");
    expect(h.notifications().at(-1)?.message).toBe("no-secrets disabled for this session");
    await h.session.prompt("/sentinel:list remove no-secrets");
    expect(h.notifications().at(-1)).toMatchObject({ level: "warning" });
    expect(h.notifications().at(-1)?.message).toContain("inherited from the project config");
    await h.session.prompt("/sentinel:list enable nope");
    expect(h.notifications().at(-1)).toMatchObject({ level: "error" });
    expect(h.customEntries("pi-sentinel:op")).toHaveLength(1);
  });

  test("fleetKeybindings problems become config diagnostics", async ({ sdk }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": { rules: [RULE], fleetKeybindings: { steer: "x", explode: "y" } } },
    });
    const opened = h.ui.nextPanel();
    const done = h.session.prompt("/sentinel:fleet");
    const fleet = await opened;
    const help = fleet.render(100).map(stripTerminalSequences).join("\n");
    fleet.press(key("close"));
    await done;
    const warnings = h
      .notifications("warning")
      .map((n) => n.message)
      .join("\n");
    expect(warnings).toContain('unknown action "explode"');
    expect(warnings).toContain('"x" is bound to both');
    expect(help).toContain("esc close");
  });
});
