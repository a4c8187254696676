// Unit tests of prompt rendering: noEscape, non-strict with unresolved paths reported, helpers json/truncate/now, compile errors.

import { describe, expect, it } from "vitest";
import { compilePrompt } from "../../../src/engine/sentinel/template.ts";

function render(src: string, vars: Record<string, unknown>, now = 0) {
  const c = compilePrompt(src);
  if (!c.ok) throw new Error(c.error);
  return c.render(vars, now);
}

describe("prompt templates", () => {
  it("does not HTML-escape", () => {
    expect(render("cmd: {{input.command}}", { input: { command: "a && b < c > 'd'" } }).text).toBe("cmd: a && b < c > 'd'");
  });

  it("renders a missing path empty and reports it", () => {
    const r = render("{{tool}} {{input.path}} {{input.nope.deeper}} {{missing}}", { tool: "write", input: { path: "x" } });
    expect(r.text).toBe("write x  ");
    expect(r.unresolved).toEqual(["input.nope", "missing"]);
  });

  it("reports missing paths inside blocks, and not present null values", () => {
    const r = render("{{#each toolResults}}[{{tool}}:{{exitCode}}]{{/each}}{{#if flag}}y{{/if}}{{nothing}}", { toolResults: [{ tool: "bash" }], flag: null, nothing: null });
    expect(r.text).toBe("[bash:]");
    expect(r.unresolved).toEqual(["toolResults.0.exitCode"]);
  });

  it("has json, truncate and now", () => {
    expect(render("{{json input}}", { input: { a: [1, "x"] } }).text).toBe('{"a":[1,"x"]}');
    expect(render("{{truncate content 5}}", { content: "abcdefgh" }).text).toBe("abcde…");
    expect(render("{{truncate content}}", { content: "short" }).text).toBe("short");
    expect(render("{{now}}", {}, Date.UTC(2026, 0, 2, 3, 4, 5)).text).toBe("2026-01-02T03:04:05.000Z");
    expect(render("{{json big}}", { big: 10n }).text).toBe('"[unserializable]"');
    expect(render("{{json input}}", { input: { a: 1 } }).unresolved).toEqual([]);
  });

  it("a template that does not compile is an error, not a throw", () => {
    const c = compilePrompt("{{#each items}}no close");
    expect(c.ok).toBe(false);
    expect(!c.ok && c.error).toMatch(/each|Expecting|Parse/);
  });

  it("has no log helper (exactly json, truncate, now beside the block built-ins)", () => {
    const r = render("{{log 'x'}}ok", {});
    expect(r.text).toBe("ok");
    expect(r.unresolved).toEqual(["log (unknown helper)"]);
  });
});
