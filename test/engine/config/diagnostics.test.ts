// formatDiagnostics: one warning text, one line per problem as `file: rule "x": reason`.

import { describe, expect, it } from "vitest";
import { formatDiagnostic, formatDiagnostics } from "../../../src/engine/config/diagnostics.ts";
import { validateConfigFile } from "../../../src/engine/config/validate.ts";
import type { Diagnostic } from "../../../src/state/config-model.ts";

const file = "/repo/.pi/sentinel.json";

describe("formatDiagnostic", () => {
  it.each<[Diagnostic, string]>([
    [
      { severity: "warning", scope: "project", file, rule: "x", path: "/rules/0", message: "bad (rule skipped)" },
      `${file}: rule "x": bad (rule skipped)`,
    ],
    [
      { severity: "warning", scope: "project", file, rule: "r", path: "/supervisor/reviewers/1", message: "bad" },
      `${file}: reviewer "r": bad`,
    ],
    [
      { severity: "warning", scope: "project", file, path: "/rules/2", message: "no name" },
      `${file}: rules[2]: no name`,
    ],
    [
      {
        severity: "warning",
        scope: "global",
        file,
        path: "/promptGuard/enable",
        message: 'promptGuard: unknown field "enable"',
      },
      `${file}: promptGuard: unknown field "enable"`,
    ],
    [{ severity: "info", scope: "session", message: "m" }, "session config: m"],
  ])("%j", (d, text) => {
    expect(formatDiagnostic(d)).toBe(text);
  });
});

describe("formatDiagnostics", () => {
  it("is empty without diagnostics", () => {
    expect(formatDiagnostics([])).toBe("");
  });

  it("keeps the end of a long reason (how to fix it) when the project folder is deep: the path's head is cut instead", () => {
    const deep = `/${"nested-folder/".repeat(20)}project/.pi/sentinel.json`;
    const message = `not loaded because nobody has decided whether to trust this folder: ${"x".repeat(200)} To trust this folder: start pi with --approve.`;
    const text = formatDiagnostics([{ severity: "warning", scope: "project", file: deep, message }]);
    expect(text).toContain("start pi with --approve.");
    expect(text).toContain("…");
    expect(text).toContain("/project/.pi/sentinel.json: not loaded because");
    expect(text).not.toContain(deep);
    // a short path is shown whole
    const short = formatDiagnostics([{ severity: "warning", scope: "project", file, message }]);
    expect(short).toContain(`- ${file}: not loaded`);
  });

  it("lists every problem of a real validation under one heading", () => {
    const { diagnostics } = validateConfigFile(
      {
        rules: [{ name: "late", trigger: { type: "turn_end" }, mode: "blocking", prompt: "p" }],
        promptGuard: { strict: "yes" },
      },
      { scope: "project", file },
    );
    expect(
      formatDiagnostics([...diagnostics, { severity: "info", scope: "legacy", file: "/x", message: "moved" }]),
    ).toBe(
      [
        "pi-sentinel: 2 config problems, 1 notice",
        `- ${file}: rule "late": mode: "blocking" only works with a tool_call trigger (this one is "turn_end"); use "background" (rule skipped)`,
        `- ${file}: promptGuard.strict: must be true or false, not "yes" (key ignored)`,
        "- /x: moved",
      ].join("\n"),
    );
  });
});
