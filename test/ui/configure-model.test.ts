// /sentinel:configure's model: which setting to fill in when none resolves; the demo's scripted model answers configure.

import { describe, expect, test } from "vitest";
import { checkProposal, configureModel } from "../../src/engine/configure/proposal.ts";
import { auditorReply } from "../../demo/script.ts";
import { configureUserText, PROPOSE_TOOL } from "../../src/ui/configure.ts";
import type { ModelPort } from "../../src/engine/model-port.ts";

const known = new Set(["faux/main", "anthropic/claude"]);
const port: Pick<ModelPort, "resolve"> = {
  resolve: (spec) =>
    known.has(spec)
      ? { ok: true, model: { label: spec, model: {} as never } }
      : { ok: false, error: `model "${spec}" is not known to pi (check provider and model id)` },
};
const GLOBAL = "/home/u/.pi/agent/sentinel.json";

describe("configureModel", () => {
  test.each([
    ["configure model wins", ["anthropic/claude", "faux/main", "faux/main"], { ok: true, spec: "anthropic/claude" }],
    ["then defaults.model", [undefined, "faux/main", undefined], { ok: true, spec: "faux/main" }],
    ["then the session model", [undefined, undefined, "faux/main"], { ok: true, spec: "faux/main" }],
  ] as const)("%s", (_name, [c, d, s], expected) => {
    expect(configureModel(c, d, s, port, GLOBAL)).toEqual(expected);
  });

  test("pi's placeholder session model (unknown/unknown) is no model: the message names the setting and the file", () => {
    const r = configureModel(undefined, undefined, "unknown/unknown", port, GLOBAL);
    expect(r.ok).toBe(false);
    const error = (r as { error: string }).error;
    expect(error).toContain('"defaults": { "configure": { "model": "provider/modelId" } }');
    expect(error).toContain(GLOBAL);
    expect(error).toContain("/model");
    expect(error).not.toContain("unknown/unknown");
  });

  test("a configured model pi does not know names its key (no silent fallback to another model)", () => {
    const r = configureModel("nope/x", "faux/main", "faux/main", port, GLOBAL);
    expect(r).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^defaults\.configure\.model "nope\/x" cannot be used: .*not known to pi.*; fix "defaults\.configure\.model" in sentinel\.json$/,
      ),
    });
    expect(configureModel(undefined, "nope/y", undefined, port, GLOBAL)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^defaults\.model "nope\/y"/),
    });
  });
});

describe("the demo's scripted auditor answers /sentinel:configure", () => {
  test("it proposes a rule from the person's words that the validator accepts", () => {
    const messages = [
      { role: "system", toolsAdded: [{ name: PROPOSE_TOOL }] },
      { role: "user", content: configureUserText("block writes to .env files", []) },
    ];
    const msg = auditorReply(messages);
    const call = msg.content.find((b) => b.type === "toolCall") as { name: string; arguments: Record<string, unknown> };
    expect(call.name).toBe(PROPOSE_TOOL);
    const checked = checkProposal(call.arguments);
    expect(checked.ok).toBe(true);
    expect((checked as { value: { rules: { name: string; description?: string }[] } }).value.rules[0]).toMatchObject({
      name: "block-writes-to-env",
      description: "block writes to .env files",
    });
  });
});
