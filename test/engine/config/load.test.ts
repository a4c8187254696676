// loadConfig: scopes, trust, broken files as diagnostics, merge precedence and the legacy fallbacks (in-memory files port + one real temp dir).

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configPaths, loadConfig } from "../../../src/engine/config/load.ts";
import { DEFAULT_SETTINGS } from "../../../src/state/config-model.ts";
import { memFs } from "./memfs.ts";

const agentDir = "/home/u/.pi/agent";
const cwd = "/work/repo";
const P = configPaths({ agentDir, cwd });
const rule = (name: string, prompt = "check it") => ({ name, trigger: { type: "turn_end" }, prompt });
const reviewer = (name: string, model = "a/b") => ({ name, model, rulesFile: "r.md" });
const json = (v: unknown): string => JSON.stringify(v, null, 2);

function load(files: Record<string, string>, projectTrusted = true) {
  const fs = memFs(files);
  return { snap: loadConfig({ agentDir, cwd, projectTrusted, fs }), fs };
}

describe("loadConfig: files", () => {
  it("uses the defaults when no file exists, without diagnostics", () => {
    const { snap } = load({});
    expect(snap.settings).toEqual(DEFAULT_SETTINGS);
    expect(snap.rules).toEqual([]);
    expect(snap.diagnostics).toEqual([]);
    expect(snap.files).toEqual([
      { scope: "global", file: P.global, status: "missing" },
      { scope: "project", file: P.project, status: "missing" },
    ]);
  });

  it("reads the global and the project file, each rule carrying its source", () => {
    const { snap } = load({ [P.global]: json({ rules: [rule("g")] }), [P.project]: json({ rules: [rule("p")] }) });
    expect(snap.rules).toEqual([
      { rule: rule("g"), source: { scope: "global", file: P.global } },
      { rule: rule("p"), source: { scope: "project", file: P.project } },
    ]);
    expect(snap.files.map((f) => f.status)).toEqual(["loaded", "loaded"]);
  });

  it("skips an untrusted project's file with an info diagnostic, and never reads it", () => {
    const { snap, fs } = load(
      { [P.global]: json({ rules: [rule("g")] }), [P.project]: json({ rules: [rule("p")] }) },
      false,
    );
    expect(snap.rules.map((r) => r.rule.name)).toEqual(["g"]);
    expect(fs.reads).not.toContain(P.project);
    expect(snap.diagnostics).toEqual([
      {
        severity: "info",
        scope: "project",
        file: P.project,
        message: expect.stringContaining("skipped because the project is not trusted"),
      },
    ]);
    expect(snap.files).toContainEqual({ scope: "project", file: P.project, status: "skipped" });
  });

  it("says nothing about an untrusted project that has no sentinel.json", () => {
    expect(load({}, false).snap.diagnostics).toEqual([]);
  });

  const broken: { name: string; setup: (fs: ReturnType<typeof memFs>) => void; says: string }[] = [
    {
      name: "malformed JSON",
      setup: (fs) => fs.write(P.project, '{\n  "rules": [\n    { "name": "x", }\n  ]\n}'),
      says: "is not valid JSON: Expected double-quoted property name at line 3, column 20",
    },
    {
      name: "truncated JSON",
      setup: (fs) => fs.write(P.project, '{ "rules": ['),
      says: "is not valid JSON: Unexpected end of JSON input at line 1, column 13",
    },
    { name: "a directory", setup: (fs) => fs.mkdir(P.project), says: "is a directory, not a file" },
    {
      name: "unreadable",
      setup: (fs) => {
        fs.write(P.project, "{}");
        fs.deny(P.project);
      },
      says: "cannot be read (EACCES",
    },
    { name: "unstat-able", setup: (fs) => fs.deny(P.project, true), says: "cannot be read (EACCES" },
    { name: "empty", setup: (fs) => fs.write(P.project, "  \n"), says: "is empty" },
    {
      name: "over 1 MiB",
      setup: (fs) => fs.write(P.project, `{"x":"${"a".repeat(1024 * 1024)}"}`),
      says: "over the 1 MiB limit",
    },
    {
      name: "a list",
      setup: (fs) => fs.write(P.project, "[]"),
      says: "must contain a JSON object ({ ... }), not a list",
    },
    {
      name: "a string",
      setup: (fs) => fs.write(P.project, '"rules"'),
      says: 'must contain a JSON object ({ ... }), not "rules"',
    },
    {
      name: "null",
      setup: (fs) => fs.write(P.project, "null"),
      says: "must contain a JSON object ({ ... }), not null",
    },
  ];

  it.each(broken)("skips a project file that is $name, keeps the global one", ({ setup, says }) => {
    const fs = memFs({ [P.global]: json({ rules: [rule("g")] }) });
    setup(fs);
    const snap = loadConfig({ agentDir, cwd, projectTrusted: true, fs });
    expect(snap.rules.map((r) => r.rule.name)).toEqual(["g"]);
    expect(snap.diagnostics).toHaveLength(1);
    expect(snap.diagnostics[0]).toMatchObject({ severity: "error", scope: "project", file: P.project });
    expect(snap.diagnostics[0].message).toContain(says);
    expect(snap.diagnostics[0].message).toContain("(file skipped)");
    expect(snap.files).toContainEqual({ scope: "project", file: P.project, status: "invalid" });
  });

  it("does not read a huge file at all", () => {
    const { fs } = load({ [P.global]: `{"x":"${"a".repeat(2 * 1024 * 1024)}"}` });
    expect(fs.reads).not.toContain(P.global);
  });

  it("accepts a UTF-8 byte order mark", () => {
    expect(load({ [P.global]: `\uFEFF${json({ rules: [rule("g")] })}` }).snap.rules).toHaveLength(1);
  });
});

describe("loadConfig: merge precedence", () => {
  it("project values win per key, deep inside each settings section", () => {
    const { snap } = load({
      [P.global]: json({
        defaults: { model: "a/global", maxConcurrent: 2, configure: { model: "c/global" } },
        injectionDefense: { blockThreshold: 0.9, warnThreshold: 0.6, tools: { bash: ["command"], "mcp*": ["q"] } },
        promptGuard: { strict: false },
        fleetKeybindings: { close: "q", steer: "s" },
        supervisor: { timeoutSeconds: 30 },
      }),
      [P.project]: json({
        defaults: { model: "a/project" },
        injectionDefense: { warnThreshold: 0.4, tools: { bash: ["cmd"] } },
        promptGuard: { unknownCommands: "warn" },
        fleetKeybindings: { close: ["escape"] },
        supervisor: { maxRuleLines: 5 },
      }),
    });
    const s = snap.settings;
    expect(s.defaults).toEqual({
      ...DEFAULT_SETTINGS.defaults,
      model: "a/project",
      maxConcurrent: 2,
      configure: { model: "c/global" },
    });
    expect(s.injectionDefense).toEqual({
      ...DEFAULT_SETTINGS.injectionDefense,
      blockThreshold: 0.9,
      warnThreshold: 0.4,
      tools: { bash: ["cmd"], "mcp*": ["q"] },
    });
    expect(s.promptGuard).toEqual({ enabled: true, strict: false, unknownCommands: "warn" });
    expect(s.fleetKeybindings).toEqual({ close: ["escape"], steer: "s" });
    expect(s.supervisor).toEqual({ ...DEFAULT_SETTINGS.supervisor, timeoutSeconds: 30, maxRuleLines: 5 });
    expect(snap.diagnostics).toEqual([]);
  });

  it("a project rule or reviewer with the same name replaces the global one entirely", () => {
    const globalRule = { ...rule("shared", "global prompt"), model: "a/b", shadow: true };
    const { snap } = load({
      [P.global]: json({
        rules: [globalRule, rule("only-global")],
        supervisor: { reviewers: [reviewer("rev", "g/model"), reviewer("g-only")] },
      }),
      [P.project]: json({
        rules: [rule("shared", "project prompt"), rule("only-project")],
        supervisor: { reviewers: [reviewer("rev", "p/model")] },
      }),
    });
    expect(snap.rules.map((r) => [r.rule.name, r.source.scope])).toEqual([
      ["shared", "project"],
      ["only-global", "global"],
      ["only-project", "project"],
    ]);
    expect(snap.rules[0].rule).toEqual(rule("shared", "project prompt")); // no field of the global rule survives
    expect(snap.reviewers.map((r) => [r.reviewer.name, r.reviewer.model, r.source.scope])).toEqual([
      ["rev", "p/model", "project"],
      ["g-only", "a/b", "global"],
    ]);
  });

  it("a bad project rule does not mask the global rule of the same name", () => {
    const { snap } = load({
      [P.global]: json({ rules: [rule("r")] }),
      [P.project]: json({ rules: [{ ...rule("r"), mode: "blocking" }] }),
    });
    expect(snap.rules).toEqual([{ rule: rule("r"), source: { scope: "global", file: P.global } }]);
    expect(snap.diagnostics).toHaveLength(1);
  });

  it("warns when the merged warnThreshold is above blockThreshold", () => {
    const { snap } = load({ [P.project]: json({ injectionDefense: { warnThreshold: 0.9 } }) });
    expect(snap.diagnostics).toEqual([
      expect.objectContaining({ severity: "warning", file: P.project, path: "/injectionDefense/warnThreshold" }),
    ]);
  });
});

describe("loadConfig: legacy files", () => {
  it("reads .pi-guardrails.json's injectionDefense with a notice on how to move it", () => {
    const { snap } = load({
      [P.legacyGuardrails]: json({ maxStrikes: 3, injectionDefense: { blockThreshold: 0.7, heuristicEnabled: false } }),
    });
    expect(snap.settings.injectionDefense).toMatchObject({
      blockThreshold: 0.7,
      heuristicEnabled: false,
      warnThreshold: 0.5,
    });
    expect(snap.diagnostics).toEqual([
      {
        severity: "info",
        scope: "legacy",
        file: P.legacyGuardrails,
        message: expect.stringContaining(`move them under "injectionDefense" in ${P.project}`),
      },
    ]);
    expect(snap.files).toContainEqual({ scope: "legacy", file: P.legacyGuardrails, status: "loaded" });
  });

  it("accepts the older top-level guardrails shape", () => {
    const { snap } = load({
      [P.legacyGuardrails]: json({ blockThreshold: 0.75, warnThreshold: 0.3, toolPermissions: {} }),
    });
    expect(snap.settings.injectionDefense).toMatchObject({ blockThreshold: 0.75, warnThreshold: 0.3 });
  });

  it("ignores .pi-guardrails.json when a sentinel.json has injectionDefense, and says so", () => {
    const { snap, fs } = load({
      [P.global]: json({ injectionDefense: { blockThreshold: 0.95 } }),
      [P.legacyGuardrails]: json({ injectionDefense: { blockThreshold: 0.1 } }),
    });
    expect(snap.settings.injectionDefense.blockThreshold).toBe(0.95);
    expect(fs.reads).not.toContain(P.legacyGuardrails);
    expect(snap.diagnostics).toEqual([
      expect.objectContaining({
        severity: "info",
        file: P.legacyGuardrails,
        message: expect.stringContaining("ignored because"),
      }),
    ]);
  });

  it("never reads an untrusted project's .pi-guardrails.json", () => {
    const { snap, fs } = load({ [P.legacyGuardrails]: json({ injectionDefense: { blockThreshold: 0.99 } }) }, false);
    expect(fs.reads).not.toContain(P.legacyGuardrails);
    expect(snap.settings.injectionDefense.blockThreshold).toBe(DEFAULT_SETTINGS.injectionDefense.blockThreshold);
    expect(snap.diagnostics[0].message).toContain("not trusted");
  });

  it("diagnoses bad legacy values without losing the good ones", () => {
    const { snap } = load({
      [P.legacyGuardrails]: json({ injectionDefense: { blockThreshold: "high", warnThreshold: 0.2 } }),
    });
    expect(snap.settings.injectionDefense.warnThreshold).toBe(0.2);
    expect(snap.diagnostics.map((d) => d.severity)).toEqual(["warning", "info"]);
  });

  it("reads pi-tool-supervisor's config.json as the supervisor section", () => {
    const { snap } = load({
      [P.legacySupervisor]: json({
        enabled: true,
        timeoutMs: 2500,
        maxRuleLines: 40,
        typesafe: { endpoint: "x" },
        reviewers: [
          { ...reviewer("arch"), filePatterns: ["src/**"], backend: "model" },
          { ...reviewer("ts"), backend: "typesafe" },
        ],
      }),
    });
    expect(snap.settings.supervisor).toEqual({
      ...DEFAULT_SETTINGS.supervisor,
      enabled: true,
      timeoutSeconds: 3,
      maxRuleLines: 40,
    });
    expect(snap.reviewers).toEqual([
      { reviewer: reviewer("arch"), source: { scope: "legacy", file: P.legacySupervisor } },
    ]);
    const text = snap.diagnostics.map((d) => d.message).join("\n");
    expect(text).toContain('"filePatterns" of pi-tool-supervisor is ignored');
    expect(text).toContain('unknown field "backend"'); // the typesafe reviewer is skipped with its reason
    expect(text).toContain("typesafe");
    expect(text).toContain(`move them under "supervisor" in ${P.global}`);
  });

  it("ignores the tool-supervisor file when a sentinel.json has a supervisor key", () => {
    const { snap } = load({
      [P.project]: json({ supervisor: { enabled: false } }),
      [P.legacySupervisor]: json({ reviewers: [reviewer("old")] }),
    });
    expect(snap.reviewers).toEqual([]);
    expect(snap.settings.supervisor.enabled).toBe(false);
    expect(snap.diagnostics[0].message).toContain("ignored because");
  });

  it("skips a malformed legacy file with a diagnostic", () => {
    const { snap } = load({ [P.legacySupervisor]: "{ nope" });
    expect(snap.diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        scope: "legacy",
        message: expect.stringContaining("is not valid JSON"),
      }),
    ]);
  });
});

describe("loadConfig on the real file system", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-load-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads real files and reports a directory in place of a file", () => {
    const agent = join(root, "agent");
    const repo = join(root, "repo");
    mkdirSync(agent, { recursive: true });
    mkdirSync(join(repo, ".pi", "sentinel.json"), { recursive: true });
    writeFileSync(join(agent, "sentinel.json"), json({ rules: [rule("g")] }));
    const snap = loadConfig({ agentDir: agent, cwd: repo, projectTrusted: true });
    expect(snap.rules.map((r) => r.rule.name)).toEqual(["g"]);
    expect(snap.diagnostics).toEqual([
      expect.objectContaining({
        file: join(repo, ".pi", "sentinel.json"),
        message: expect.stringContaining("is a directory"),
      }),
    ]);
  });

  it("reports at startup what lint reports: unknown prompt variables and missing reviewer files (rule still loaded)", () => {
    const agent = join(root, "agent2");
    const repo = join(root, "repo2");
    mkdirSync(join(repo, ".pi"), { recursive: true });
    mkdirSync(agent, { recursive: true });
    writeFileSync(join(repo, "ok.md"), "# rules\n");
    writeFileSync(
      join(repo, ".pi", "sentinel.json"),
      json({
        rules: [
          { name: "typo", trigger: { type: "tool_call", tools: ["bash"] }, prompt: "{{input.comand}}" },
          { name: "fine", trigger: { type: "tool_call" }, prompt: "{{input.command}}" },
        ],
        supervisor: { reviewers: [{ name: "rev", model: "p/m", rulesFiles: ["ok.md", "missing.md"] }] },
      }),
    );
    const snap = loadConfig({ agentDir: agent, cwd: repo, projectTrusted: true });
    expect(snap.rules.map((r) => r.rule.name)).toEqual(["typo", "fine"]);
    expect(snap.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        rule: "typo",
        path: "/rules/0/prompt",
        message: expect.stringContaining('did you mean "input.command"?'),
      }),
      expect.objectContaining({
        severity: "warning",
        rule: "rev",
        path: "/supervisor/reviewers/0/rulesFiles/1",
        message: expect.stringContaining('rules file "missing.md" not found'),
      }),
    ]);
  });
});
