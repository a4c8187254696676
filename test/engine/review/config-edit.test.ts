// Writing reviewer edits into sentinel.json text: only the changed fields move, every other key (known or not) is kept.

import { describe, expect, it } from "vitest";
import { applyReviewerChanges } from "../../../src/engine/review/config-edit.ts";

const original = {
  futureKey: { keep: [1, 2, 3] },
  rules: [{ name: "r1", trigger: { type: "agent_end" }, prompt: "p", unknownRuleField: true }],
  supervisor: {
    timeoutSeconds: 20,
    experimental: "yes",
    reviewers: [
      { name: "style", model: "a/b", rulesFile: "rules/ts.md", customThing: 7 },
      { name: "shell", model: "c/d", rulesFiles: ["rules/sh.md"], trigger: "before", tools: ["bash"] },
    ],
  },
};

describe("applyReviewerChanges", () => {
  it("changes only the named reviewers' fields and keeps unknown keys and order", () => {
    const text = JSON.stringify(original, null, 2);
    const r = applyReviewerChanges(text, { style: { enabled: false, model: "x/y" }, shell: { trigger: "after" } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const out = JSON.parse(r.text);
    expect(out.futureKey).toEqual(original.futureKey);
    expect(out.rules).toEqual(original.rules);
    expect(out.supervisor.experimental).toBe("yes");
    expect(out.supervisor.reviewers[0]).toEqual({
      name: "style",
      model: "x/y",
      rulesFile: "rules/ts.md",
      customThing: 7,
      enabled: false,
    });
    expect(out.supervisor.reviewers[1]).toEqual({ ...original.supervisor.reviewers[1], trigger: "after" });
    expect(Object.keys(out)).toEqual(Object.keys(original));
    expect(r.applied).toEqual(["style", "shell"]);
  });

  it("keeps the file's indentation", () => {
    const r = applyReviewerChanges(JSON.stringify(original, null, 4), { style: { enabled: true } });
    expect(r.ok && r.text.split("\n")[1].startsWith('    "futureKey"')).toBe(true);
  });

  it("lists reviewers the file does not define and refuses broken JSON", () => {
    const r = applyReviewerChanges(JSON.stringify(original), { ghost: { enabled: false } });
    expect(r.ok && r.missing).toEqual(["ghost"]);
    const bad = applyReviewerChanges("{ nope", { style: { enabled: false } });
    expect(bad.ok).toBe(false);
    expect(applyReviewerChanges("[1]", {}).ok).toBe(false);
  });
});
