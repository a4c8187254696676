// /sentinel:configure in a real pi session: invalid proposals go back to the model, the diff is confirmed, the file keeps every other key.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import { pollUntil } from "../harness/env.ts";
import { mergeRulesIntoText } from "../../src/engine/config/rules-edit.ts";

const EXISTING = {
  name: "no-secrets",
  trigger: { type: "tool_call", tools: ["write"] },
  mode: "blocking",
  prompt: "Does {{input.path}} contain secrets?",
};
const BROKEN = { name: "broken", trigger: { type: "nope" }, prompt: "x" };
const PROPOSED = {
  name: "no-env-writes",
  description: "block writes to .env files",
  trigger: { type: "tool_call", tools: ["write", "edit"] },
  mode: "blocking",
  prompt: "Does {{json tool.input}} write to a .env file?",
};

describe("mergeRulesIntoText", () => {
  test("replaces by name, appends new ones, keeps unknown keys and invalid rules", () => {
    const before = JSON.stringify(
      { future: { a: 1 }, rules: [BROKEN, EXISTING, 42], defaults: { model: "x/y" } },
      null,
      2,
    );
    const r = mergeRulesIntoText(before, [{ ...EXISTING, mode: "background" } as never, PROPOSED as never]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = JSON.parse(r.text);
    expect(Object.keys(after)).toEqual(["future", "rules", "defaults"]);
    expect(after.rules).toEqual([BROKEN, { ...EXISTING, mode: "background" }, 42, PROPOSED]);
    expect([r.replaced, r.added]).toEqual([["no-secrets"], ["no-env-writes"]]);
  });
  test("refuses to touch a file that is not JSON or whose rules are not a list", () => {
    expect(mergeRulesIntoText("{ nope", [])).toMatchObject({ ok: false });
    expect(mergeRulesIntoText('{"rules": 3}', [])).toMatchObject({ ok: false });
    expect(mergeRulesIntoText(undefined, [PROPOSED as never])).toMatchObject({ ok: true, added: ["no-env-writes"] });
  });
});

describe("/sentinel:configure", () => {
  test("invalid proposal goes back with errors; the valid one is diffed, confirmed and written to the project file", async ({
    sdk,
  }) => {
    const initial = {
      defaults: { configure: { model: "faux-audit/auditor" } },
      rules: [EXISTING, BROKEN],
      someFutureKey: { keep: true },
    };
    const h = await sdk({
      files: { ".pi/sentinel.json": initial },
      auditorResponses: [
        reply.tool("propose_rules", {
          rules: [{ name: "no-env-writes", trigger: { type: "tool_call" } }],
          explanation: "first try",
        }),
        reply.tool("propose_rules", { rules: [PROPOSED], explanation: "Blocks writes to .env." }),
      ],
      dialogs: { select: [(_t, options) => options.find((o) => o.startsWith("project:"))], confirm: [true] },
    });
    await h.session.prompt("/sentinel:configure block writes to .env files");
    const file = join(h.cwd, ".pi", "sentinel.json");
    await pollUntil(
      () => h!.notifications().find((n) => n.message.includes("added no-env-writes")),
      10_000,
      () => JSON.stringify(h!.notifications()),
    );
    const notes = h
      .notifications()
      .map((n) => n.message)
      .join("\n");
    expect(notes).toContain("asking faux-audit/auditor in the background");
    expect(notes).toContain("the proposal did not validate");
    expect(h.auditor.calls).toHaveLength(2);
    expect(h.auditor.calls[1].text).toContain("rejected by the config validator");
    const after = JSON.parse(readFileSync(file, "utf8"));
    expect(after.someFutureKey).toEqual({ keep: true });
    expect(after.defaults).toEqual(initial.defaults);
    expect(after.rules).toEqual([EXISTING, BROKEN, PROPOSED]);
    const confirm = h.ui.calls.find((c) => c.method === "confirm");
    expect(String(confirm?.args[1])).toContain('+      "name": "no-env-writes"');
    expect(String(confirm?.args[1])).toContain("Kept as they are");
    // the file is re-read at once: the new rule is in effect
    expect(h.ui.widgets.get("pi-sentinel")?.render(120).join("\n")).toContain("2 rules");
    await h.session.prompt("/sentinel:list disable no-env-writes");
    expect(h.notifications().at(-1)?.message).toBe("no-env-writes disabled for this session");
  });

  test("session scope adds the rules through the op-log; cancel writes nothing", async ({ sdk }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": { defaults: { model: "faux-audit/auditor" } } },
      auditorResponses: [
        reply.tool("propose_rules", { rules: [PROPOSED] }),
        reply.tool("propose_rules", { rules: [PROPOSED] }),
      ],
      dialogs: {
        select: [(_t, o) => o.find((x) => x.startsWith("session:")), (_t, o) => o.find((x) => x.startsWith("cancel:"))],
        confirm: [true],
      },
    });
    await h.session.prompt("/sentinel:configure env files");
    await pollUntil(
      () => h!.notifications().find((n) => n.message.includes("to this session")),
      10_000,
      () => JSON.stringify(h!.notifications()),
    );
    expect(h.customEntries("pi-sentinel:op").map((e) => e.data)).toMatchObject([
      { type: "rule/added", rule: PROPOSED },
    ]);
    await h.session.prompt("/sentinel:configure again");
    await pollUntil(
      () => h!.notifications().find((n) => n.message.includes("nothing written")),
      10_000,
      () => JSON.stringify(h!.notifications()),
    );
    expect(h.customEntries("pi-sentinel:op")).toHaveLength(1);
  });
});
