// Table-driven tests of validateConfigFile / validateRule / validateReviewer: each bad part is dropped alone with one plain diagnostic.

import { describe, expect, it } from "vitest";
import { validateConfigFile, validateReviewer, validateRule, type Where } from "../../../src/engine/config/validate.ts";
import { CORE_EVENT_NAMES } from "../../../src/engine/config/core-events.ts";

const where: Where = { scope: "project", file: "/repo/.pi/sentinel.json" };
const good = {
  name: "good",
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: "Is {{json input}} safe?",
};
const goodReviewer = { name: "style", model: "anthropic/claude-sonnet-4-5", rulesFile: "rules/style.md" };

interface BadRuleCase {
  name: string;
  rule: Record<string, unknown>;
  /** every fragment must appear in the one diagnostic's message */
  says: string[];
}

const badRules: BadRuleCase[] = [
  {
    name: "unknown field",
    rule: { ...good, name: "x", promt: "typo" },
    says: ['unknown field "promt"', 'did you mean "prompt"?'],
  },
  {
    name: "unknown trigger field",
    rule: { ...good, name: "x", trigger: { type: "tool_call", tool: ["bash"] } },
    says: ["trigger:", 'unknown field "tool"', '"tools"'],
  },
  {
    name: "bad trigger type",
    rule: { ...good, name: "x", trigger: { type: "tool_cal" } },
    says: ["trigger.type", '"tool_cal" is not allowed', "tool_call, tool_result, turn_end"],
  },
  {
    name: "bad mode",
    rule: { ...good, name: "x", mode: "block" },
    says: ["mode", '"block" is not allowed', "blocking, background"],
  },
  {
    name: "bad overlap",
    rule: { ...good, name: "x", overlap: "queue" },
    says: ["overlap", "parallel, serial, ignore, replace"],
  },
  { name: "bad onFailure", rule: { ...good, name: "x", onFailure: "fail" }, says: ["onFailure", "open, closed"] },
  { name: "bad thinking", rule: { ...good, name: "x", thinking: "max" }, says: ["thinking", "xhigh"] },
  {
    name: "missing prompt",
    rule: { name: "x", trigger: { type: "turn_end" } },
    says: ['missing required field "prompt"'],
  },
  { name: "missing trigger", rule: { name: "x", prompt: "p" }, says: ['missing required field "trigger"'] },
  {
    name: "missing trigger type",
    rule: { name: "x", prompt: "p", trigger: {} },
    says: ["trigger:", 'missing required field "type"'],
  },
  {
    name: "blocking on turn_end",
    rule: { ...good, name: "x", trigger: { type: "turn_end" } },
    says: ['"blocking" only works with a tool_call trigger', '"turn_end"', '"background"'],
  },
  {
    name: "blocking on tool_result",
    rule: { ...good, name: "x", trigger: { type: "tool_result" } },
    says: ['"blocking" only works with a tool_call trigger'],
  },
  {
    name: "context_tokens without threshold",
    rule: { name: "x", prompt: "p", trigger: { type: "context_tokens" } },
    says: ['needs "threshold"'],
  },
  {
    name: "threshold not positive",
    rule: { name: "x", prompt: "p", trigger: { type: "context_tokens", threshold: 0 } },
    says: ["trigger.threshold", "whole number >= 1"],
  },
  {
    name: "event without event",
    rule: { name: "x", prompt: "p", trigger: { type: "event" } },
    says: ['an event trigger needs "event"'],
  },
  {
    name: "unknown core event",
    rule: { name: "x", prompt: "p", trigger: { type: "event", event: "core:bogus" } },
    says: ['"core:bogus" is not a pi event', "core:session_compact", "core:tool_call"],
  },
  {
    name: "project_trust is not subscribable",
    rule: { name: "x", prompt: "p", trigger: { type: "event", event: "core:project_trust" } },
    says: ["is not a pi event"],
  },
  {
    name: "auditor tool outside built-ins",
    rule: { ...good, name: "x", tools: ["read", "rm"] },
    says: ["tools[1]", '"rm" is not allowed', "read, grep, find, ls, bash, edit, write"],
  },
  { name: "tools not a list", rule: { ...good, name: "x", tools: "read" }, says: ["tools", "a list of values from"] },
  {
    name: "model without provider",
    rule: { ...good, name: "x", model: "gpt-4o" },
    says: ["model", '"provider/modelId"'],
  },
  {
    name: "window of 0 messages",
    rule: { ...good, name: "x", window: { messages: 0 } },
    says: ["window.messages", ">= 1"],
  },
  { name: "window full false", rule: { ...good, name: "x", window: { full: false } }, says: ["window.full"] },
  {
    name: "window unknown shape",
    rule: { ...good, name: "x", window: { lines: 3 } },
    says: ["window", '{"messages": N}', '{"full": true}'],
  },
  { name: "maxTurns too high", rule: { ...good, name: "x", maxTurns: 500 }, says: ["maxTurns", "from 1 to 50"] },
  { name: "negative timeout", rule: { ...good, name: "x", timeoutMs: -1 }, says: ["timeoutMs", ">= 0"] },
  {
    name: "enabled not boolean",
    rule: { ...good, name: "x", enabled: "no" },
    says: ["enabled", "true or false", '"no"'],
  },
  {
    name: "bad example verdict",
    rule: { ...good, name: "x", examples: [{ content: "c", expect: "ok" }] },
    says: ["examples[0].expect", "pass, warn, fail"],
  },
  { name: "empty name", rule: { ...good, name: "" }, says: ["name", "non-empty string"] },
];

describe("validateRule", () => {
  it("accepts a complete rule with every field", () => {
    const rule = {
      ...good,
      description: "d",
      model: "openai/gpt-4o",
      thinking: "low",
      tools: ["read", "grep"],
      maxTurns: 3,
      window: { tokens: 2000 },
      overlap: "serial",
      onFailure: "closed",
      cache: true,
      cacheTtlMs: 1000,
      timeoutMs: 5000,
      enabled: true,
      dedupe: false,
      includeThinking: true,
      includeToolInputs: true,
      includeToolOutputs: false,
      shadow: true,
      examples: [{ content: "rm -rf /", expect: "fail" }],
    };
    const r = validateRule(rule, where);
    expect(r.diagnostics).toEqual([]);
    expect(r.rule).toEqual(rule);
    expect(r.rule).not.toBe(rule); // a copy: later edits of the input cannot change loaded config
  });

  it.each(CORE_EVENT_NAMES.map((n) => [n]))("accepts core:%s", (n) => {
    expect(
      validateRule({ name: "e", prompt: "p", trigger: { type: "event", event: `core:${n}` } }, where).diagnostics,
    ).toEqual([]);
  });

  it("accepts any bare pi.events channel name", () => {
    expect(
      validateRule({ name: "e", prompt: "p", trigger: { type: "event", event: "my-ext:done" } }, where).diagnostics,
    ).toEqual([]);
  });

  it.each(badRules)("drops a rule with $name", ({ rule, says }) => {
    const r = validateRule(rule, where, ["rules", 3]);
    expect(r.rule).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0];
    expect(d).toMatchObject({ severity: "warning", scope: "project", file: where.file, path: "/rules/3" });
    if (typeof rule.name === "string" && rule.name !== "") expect(d.rule).toBe(rule.name);
    for (const s of says) expect(d.message).toContain(s);
    expect(d.message).toContain("(rule skipped)");
  });

  it("reports every problem of one rule in its one diagnostic", () => {
    const r = validateRule({ name: "x", trigger: { type: "turn_end" }, mode: "blocking", promt: "p" }, where);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0].message).toMatch(
      /missing required field "prompt".*unknown field "promt".*"blocking" only works/,
    );
  });

  it("names a rule that is not an object", () => {
    const r = validateRule(42, where, ["rules", 0]);
    expect(r.diagnostics[0].message).toContain("a rule must be an object, not 42");
  });
});

describe("validateReviewer", () => {
  const cases: { name: string; reviewer: Record<string, unknown>; says: string }[] = [
    { name: "no rules file", reviewer: { name: "r", model: "a/b" }, says: 'needs "rulesFile" or "rulesFiles"' },
    { name: "no model", reviewer: { name: "r", rulesFile: "x.md" }, says: 'missing required field "model"' },
    { name: "bad trigger", reviewer: { ...goodReviewer, trigger: "during" }, says: "before, after" },
    { name: "empty tools", reviewer: { ...goodReviewer, tools: [] }, says: "at least 1 entry" },
    {
      name: "unknown field",
      reviewer: { ...goodReviewer, filePatterns: ["*.ts"] },
      says: 'unknown field "filePatterns"',
    },
  ];
  it("accepts a reviewer with rulesFiles, tools '*', before trigger and a condition", () => {
    const reviewer = {
      name: "sec",
      model: "a/b",
      rulesFiles: ["a.md", "b.md"],
      tools: ["*"],
      trigger: "before",
      condition: "./cond.ts",
      enabled: false,
    };
    expect(validateReviewer(reviewer, where)).toEqual({ reviewer, diagnostics: [] });
  });
  it.each(cases)("drops a reviewer with $name", ({ reviewer, says }) => {
    const r = validateReviewer(reviewer, where, ["supervisor", "reviewers", 0]);
    expect(r.reviewer).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      rule: "r" === reviewer.name ? "r" : reviewer.name,
      path: "/supervisor/reviewers/0",
    });
    expect(r.diagnostics[0].message).toContain(says);
    expect(r.diagnostics[0].message).toContain("(reviewer skipped)");
  });
});

describe("validateConfigFile", () => {
  it("accepts a full file with every section and keeps it as is", () => {
    const file = {
      $schema: "../node_modules/pi-sentinel/assets/sentinel.schema.json",
      defaults: {
        model: "a/b",
        thinking: "off",
        timeoutMs: 0,
        cache: true,
        cacheTtlMs: 1,
        maxConcurrent: 2,
        dedupeCooldownMs: 0,
        maxWindowTokens: 100,
        historySize: 50,
        configure: { model: "c/d" },
      },
      rules: [good],
      supervisor: {
        enabled: true,
        timeoutSeconds: 5,
        maxFileContextChars: 10,
        maxRuleLines: 10,
        reviewers: [goodReviewer],
      },
      injectionDefense: {
        enabled: true,
        blockThreshold: 0.9,
        warnThreshold: 0.4,
        heuristicEnabled: false,
        scanToolCalls: true,
        scanToolResults: ["read", "web*"],
        tools: { "mcp*": ["query"] },
        allowPaths: ["docs/**"],
        allowPatterns: ["^# Security"],
      },
      promptGuard: { enabled: true, strict: false, unknownCommands: "warn" },
      fleetKeybindings: { selectUp: ["up", "k"], close: "q" },
    };
    const r = validateConfigFile(file, where);
    expect(r.diagnostics).toEqual([]);
    const { $schema, ...rest } = file;
    void $schema;
    expect(r.config).toEqual(rest);
  });

  const keyCases: { name: string; file: Record<string, unknown>; path: string; says: string[] }[] = [
    {
      name: "unknown top-level key",
      file: { rule: [] },
      path: "/rule",
      says: ['unknown top-level key "rule"', 'did you mean "rules"?'],
    },
    { name: "rules not a list", file: { rules: {} }, path: "/rules", says: ["rules: must be a list of rules"] },
    {
      name: "section not an object",
      file: { promptGuard: true },
      path: "/promptGuard",
      says: ["promptGuard: must be an object, not true"],
    },
    {
      name: "unknown settings field",
      file: { promptGuard: { enable: false } },
      path: "/promptGuard/enable",
      says: ["promptGuard:", 'unknown field "enable"', '"enabled"'],
    },
    {
      name: "bad enum in settings",
      file: { promptGuard: { unknownCommands: "deny" } },
      path: "/promptGuard/unknownCommands",
      says: ["promptGuard.unknownCommands", "block, warn, allow"],
    },
    {
      name: "threshold out of range",
      file: { injectionDefense: { blockThreshold: 1.5 } },
      path: "/injectionDefense/blockThreshold",
      says: ["a number from 0 to 1", "1.5"],
    },
    {
      name: "scanToolResults wrong type",
      file: { injectionDefense: { scanToolResults: "yes" } },
      path: "/injectionDefense/scanToolResults",
      says: ["true or false or a list of non-empty strings"],
    },
    {
      name: "bad tools map",
      file: { injectionDefense: { tools: { bash: "command" } } },
      path: "/injectionDefense/tools",
      says: ["injectionDefense.tools.bash", "a list of non-empty strings"],
    },
    {
      name: "bad keybinding",
      file: { fleetKeybindings: { close: 7 } },
      path: "/fleetKeybindings/close",
      says: ["fleetKeybindings.close", "a non-empty string or a list of non-empty strings"],
    },
    {
      name: "bad defaults model",
      file: { defaults: { model: "sonnet" } },
      path: "/defaults/model",
      says: ['"provider/modelId"'],
    },
    {
      name: "bad configure field",
      file: { defaults: { configure: { modle: "a/b" } } },
      path: "/defaults/configure",
      says: ["defaults.configure", 'unknown field "modle"', '"model"'],
    },
    {
      name: "supervisor not an object",
      file: { supervisor: [] },
      path: "/supervisor",
      says: ["supervisor: must be an object, not a list"],
    },
    {
      name: "supervisor unknown field",
      file: { supervisor: { reviewer: [] } },
      path: "/supervisor/reviewer",
      says: ['unknown field "reviewer"', '"reviewers"'],
    },
    {
      name: "reviewers not a list",
      file: { supervisor: { reviewers: {} } },
      path: "/supervisor/reviewers",
      says: ["must be a list of reviewers"],
    },
    { name: "$schema not a string", file: { $schema: 1 }, path: "/$schema", says: ["$schema: must be a string"] },
  ];

  it.each(keyCases)("drops only the key with $name", ({ file, path, says }) => {
    const r = validateConfigFile({ ...file, rules: "rules" in file ? file.rules : [good] }, where);
    const keyDiags = r.diagnostics.filter((d) => d.path === path);
    expect(r.diagnostics).toHaveLength(1);
    expect(keyDiags).toHaveLength(1);
    expect(keyDiags[0]).toMatchObject({ severity: "warning", file: where.file });
    for (const s of says) expect(keyDiags[0].message).toContain(s);
    expect(keyDiags[0].message).toContain("(key ignored)");
    if (!("rules" in file)) expect(r.config.rules).toEqual([good]);
  });

  it("keeps the good keys of a section with a bad one", () => {
    const r = validateConfigFile(
      { injectionDefense: { blockThreshold: 2, warnThreshold: 0.3, heuristicEnabled: false } },
      where,
    );
    expect(r.config.injectionDefense).toEqual({ warnThreshold: 0.3, heuristicEnabled: false });
    expect(r.diagnostics).toHaveLength(1);
  });

  it("keeps good rules and reviewers next to bad ones, one diagnostic per bad one", () => {
    const r = validateConfigFile(
      {
        rules: [good, { ...good, name: "bad1", mode: "x" }, { name: "bad2" }, { ...good, name: "second" }],
        supervisor: { timeoutSeconds: 3, reviewers: [goodReviewer, { name: "nofile", model: "a/b" }] },
      },
      where,
    );
    expect(r.config.rules?.map((x) => x.name)).toEqual(["good", "second"]);
    expect(r.config.supervisor).toEqual({ timeoutSeconds: 3, reviewers: [goodReviewer] });
    expect(r.diagnostics.map((d) => d.rule)).toEqual(["bad1", "bad2", "nofile"]);
  });

  it("keeps the first of duplicate rule names and diagnoses the rest", () => {
    const r = validateConfigFile({ rules: [good, { ...good, prompt: "other" }, { ...good, prompt: "third" }] }, where);
    expect(r.config.rules).toEqual([good]);
    expect(r.diagnostics).toHaveLength(2);
    expect(r.diagnostics[0]).toMatchObject({ rule: "good", path: "/rules/1" });
    expect(r.diagnostics[0].message).toContain('already has the name "good"');
  });

  it("keeps the first of duplicate reviewer names", () => {
    const r = validateConfigFile(
      { supervisor: { reviewers: [goodReviewer, { ...goodReviewer, model: "x/y" }] } },
      where,
    );
    expect(r.config.supervisor?.reviewers).toEqual([goodReviewer]);
    expect(r.diagnostics[0].message).toContain("another reviewer in this file");
  });

  it.each([[[]], [null], ["text"], [3]])("diagnoses a file that is not an object: %j", (json) => {
    const r = validateConfigFile(json, where);
    expect(r.config).toEqual({});
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: "error", file: where.file });
    expect(r.diagnostics[0].message).toContain("must contain a JSON object");
  });

  it.each([
    ['{"promptGuard": {"constructor": 1}}', "/promptGuard/constructor", '"constructor" cannot be used as a name'],
    ['{"promptGuard": {"toString": false}}', "/promptGuard/toString", 'unknown field "toString"'],
    ['{"fleetKeybindings": {"__proto__": "q"}}', "/fleetKeybindings/__proto__", '"__proto__" cannot be used'],
    [
      '{"injectionDefense": {"tools": {"__proto__": ["x"]}}}',
      "/injectionDefense/tools",
      'injectionDefense.tools: "__proto__" cannot be used',
    ],
    ['{"__proto__": {"rules": []}}', "/__proto__", 'unknown top-level key "__proto__"'],
    [
      '{"rules": [{"name": "x", "trigger": {"type": "turn_end", "constructor": 1}, "prompt": "p"}]}',
      "/rules/0",
      'trigger: unknown field "constructor"',
    ],
    [
      '{"rules": [{"name": "x", "trigger": {"type": "turn_end"}, "prompt": "p", "window": {"constructor": 1}}]}',
      "/rules/0",
      "window:",
    ],
  ])("treats the Object.prototype name in %s as unknown", (text, path, says) => {
    const r = validateConfigFile(JSON.parse(text), where);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0].path).toBe(path);
    expect(r.diagnostics[0].message).toContain(says);
    expect(Object.getPrototypeOf(r.config.fleetKeybindings ?? {})).toBe(Object.prototype);
  });

  it("accepts an empty file object", () => {
    expect(validateConfigFile({}, where)).toEqual({ config: {}, diagnostics: [] });
  });
});
