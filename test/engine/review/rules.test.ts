// Rules files: front matter fields, broken YAML, maxRuleLines cut with a marker, applicability per tool kind.

import { describe, expect, it } from "vitest";
import { cutRuleLines, parseRulesFile, rulesFileApplies } from "../../../src/engine/review/rules.ts";

describe("parseRulesFile", () => {
  it("reads name, enabled, filePatterns, complexity, consumers", () => {
    const text =
      "---\nname: TS style\nenabled: true\nfilePatterns:\n  - 'src/**/*.ts'\ncomplexity: high\nconsumers: [ci, agent]\n---\n# Rules\n- no any\n";
    const r = parseRulesFile("/p/ts.md", text, 100);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.file).toMatchObject({
      name: "TS style",
      enabled: true,
      filePatterns: ["src/**/*.ts"],
      complexity: "high",
      consumers: ["ci", "agent"],
      truncatedLines: 0,
    });
    expect(r.file.body).toBe("# Rules\n- no any");
  });

  it("defaults the name to the file name and accepts a single filePatterns string", () => {
    const r = parseRulesFile("/p/rules/style.md", "---\nfilePatterns: '*.md'\n---\nbody", 100);
    expect(r.ok && r.file.name).toBe("style");
    expect(r.ok && r.file.filePatterns).toEqual(["*.md"]);
  });

  it("works without front matter (no filePatterns)", () => {
    const r = parseRulesFile("/p/shell.md", "Never run rm -rf /", 100);
    expect(r.ok && r.file.filePatterns).toBeUndefined();
    expect(r.ok && r.file.body).toBe("Never run rm -rf /");
  });

  it("reports broken YAML with the file name instead of throwing", () => {
    const r = parseRulesFile("/p/bad.md", "---\nname: [unclosed\n---\nbody", 100);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/\/p\/bad\.md: invalid front matter/);
  });

  it("warns on badly typed fields but still loads", () => {
    const r = parseRulesFile("/p/w.md", "---\nenabled: maybe\nfilePatterns: 3\n---\nx", 100);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.file.enabled).toBe(true);
    expect(r.file.filePatterns).toBeUndefined();
    expect(r.file.warnings).toHaveLength(2);
  });

  it("cuts lines beyond maxRuleLines with a marker", () => {
    const body = Array.from({ length: 10 }, (_, i) => `rule ${i + 1}`).join("\n");
    const r = parseRulesFile("/p/long.md", body, 4);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const lines = r.file.body.split("\n");
    expect(lines.slice(0, 4)).toEqual(["rule 1", "rule 2", "rule 3", "rule 4"]);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/6 more rule lines cut.*maxRuleLines \(4\)/);
    expect(r.file.truncatedLines).toBe(6);
  });

  it("keeps a body at exactly maxRuleLines untouched", () => {
    expect(cutRuleLines("a\nb", 2)).toEqual({ body: "a\nb", cut: 0 });
  });
});

describe("rulesFileApplies", () => {
  const file = (filePatterns?: string[], enabled = true) => ({
    path: "/x.md",
    name: "x",
    enabled,
    filePatterns,
    body: "",
    truncatedLines: 0,
    warnings: [],
  });
  it("file tools: only files whose patterns match", () => {
    expect(rulesFileApplies(file(["src/**/*.ts"]), { kind: "file", relPath: "src/a/b.ts" })).toBe(true);
    expect(rulesFileApplies(file(["src/**/*.ts"]), { kind: "file", relPath: "README.md" })).toBe(false);
    expect(rulesFileApplies(file(undefined), { kind: "file", relPath: "src/a.ts" })).toBe(false);
  });
  it("other tools: only files without patterns", () => {
    expect(rulesFileApplies(file(undefined), { kind: "other" })).toBe(true);
    expect(rulesFileApplies(file(["*.ts"]), { kind: "other" })).toBe(false);
  });
  it("disabled files never apply", () => {
    expect(rulesFileApplies(file(undefined, false), { kind: "other" })).toBe(false);
  });
});
