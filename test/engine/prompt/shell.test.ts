// Prompt-guard shell with fake ports: decisions, actions, notifications, fail-open on a guard bug, lint reporting.

import { describe, expect, it } from "vitest";
import type { Action } from "../../../src/state/actions.ts";
import { DEFAULT_SETTINGS, type PromptGuardConfig } from "../../../src/state/config-model.ts";
import { classifyInput, type CommandInfo } from "../../../src/engine/prompt/decide.ts";
import { createPromptGuard, type PromptGuardPorts } from "../../../src/engine/prompt/shell.ts";

const FILES: Record<string, string> = {
  "/p/deploy.md": '---\nargument-hint: "<project> [version]"\n---\nDeploy $1 ${2:-latest}\n',
  "/p/broken.md": '---\nargument-hint: "<project>"\n---\nDeploy $1 at $2\n',
  "/p/rest.md": '---\nargument-hint: "<first>"\n---\n$1 then $@\n',
  "/p/badyaml.md": "---\nargument-hint: [x\n---\n$1\n",
};
const COMMANDS: CommandInfo[] = [
  { name: "deploy", source: "prompt", path: "/p/deploy.md" },
  { name: "broken", source: "prompt", path: "/p/broken.md" },
  { name: "rest", source: "prompt", path: "/p/rest.md" },
  { name: "gone", source: "prompt", path: "/p/missing.md" },
  { name: "sentinel:fleet", source: "extension" },
  { name: "skill:lint", source: "skill", path: "/s/SKILL.md" },
];

function setup(overrides: Partial<PromptGuardPorts> = {}, config: PromptGuardConfig = {}) {
  const actions: Action[] = [];
  const notes: { message: string; level: string }[] = [];
  let id = 0;
  const ports: PromptGuardPorts = {
    commands: () => COMMANDS,
    readFile: (p) => {
      const text = FILES[p];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${p}'`);
      return text;
    },
    settings: () => ({ ...DEFAULT_SETTINGS.promptGuard, ...config }),
    dispatch: (a) => void actions.push(a),
    notify: (message, level) => void notes.push({ message, level }),
    now: () => 1000,
    newId: (p) => `${p}-${++id}`,
    ...overrides,
  };
  return { guard: createPromptGuard(ports), actions, notes, types: () => actions.map((a) => a.type) };
}

describe("classifyInput", () => {
  const cases: [string, string][] = [
    ["hello", "pass"],
    ["/deploy web", "template"],
    ["/sentinel:fleet", "pass"],
    ["/skill:lint x", "pass"],
    ["/skill:nope", "pass"],
    ["/model", "pass"],
    ["/hotkeys", "pass"],
    ["/settings x", "pass"],
    ["/etc/hosts is broken", "pass"],
    ["/* comment */", "pass"],
    ["/deplyo web", "unknown"],
    [" /deploy", "pass"],
  ];
  it.each(cases)("%j -> %s", (text, kind) => {
    expect(classifyInput(text, COMMANDS, "interactive").kind).toBe(kind);
  });
  it("leaves unknown words sent by extensions alone", () => {
    expect(classifyInput("/deplyo", COMMANDS, "extension").kind).toBe("pass");
  });
});

describe("createPromptGuard.onInput", () => {
  it("lets a valid invocation through: guardStarted, validated", () => {
    const s = setup();
    expect(s.guard.onInput('/deploy "my web" 1.0', "interactive")).toBe("continue");
    expect(s.types()).toEqual(["prompt/guardStarted", "prompt/validated"]);
    expect(s.notes).toEqual([]);
  });

  it("rejects a missing argument: handled, prompt/rejected, error notify with usage", () => {
    const s = setup();
    expect(s.guard.onInput("/deploy", "interactive")).toBe("handled");
    expect(s.types()).toEqual(["prompt/guardStarted", "prompt/rejected"]);
    expect(s.actions[1]).toMatchObject({
      command: "deploy",
      args: "",
      file: "/p/deploy.md",
      reason: "missing required argument <project>",
    });
    expect(s.notes).toEqual([
      { level: "error", message: "/deploy: missing required argument <project>. Usage: /deploy <project> [version]" },
    ]);
  });

  it("rejects a template error and an unreadable template (fail closed for the template itself)", () => {
    const s = setup();
    expect(s.guard.onInput("/broken web", "rpc")).toBe("handled");
    expect(s.notes[0].message).toMatch(/\/p\/broken\.md:4: \$2 is past the declared arguments/);
    expect(s.guard.onInput("/gone", "interactive")).toBe("handled");
    expect(s.notes[1].message).toMatch(/^\/gone: cannot read the template \/p\/missing\.md \(ENOENT/);
  });

  it("accepts trailing input for a rest-style template, rejects extras otherwise", () => {
    const s = setup();
    expect(s.guard.onInput("/rest a b c", "interactive")).toBe("continue");
    expect(s.guard.onInput("/deploy a b c", "interactive")).toBe("handled");
  });

  it("unknown commands follow promptGuard.unknownCommands", () => {
    const block = setup();
    expect(block.guard.onInput("/deplyo web", "interactive")).toBe("handled");
    expect(block.actions).toEqual([
      {
        type: "prompt/unknownCommand",
        id: "prm-1",
        command: "deplyo",
        suggestions: ["deploy"],
        blocked: true,
        at: 1000,
      },
    ]);
    expect(block.notes[0]).toEqual({
      level: "error",
      message: expect.stringMatching(/^unknown command \/deplyo — did you mean \/deploy\? It was not sent/),
    });

    const warn = setup({}, { unknownCommands: "warn" });
    expect(warn.guard.onInput("/deplyo", "interactive")).toBe("continue");
    expect(warn.notes[0].level).toBe("warning");
    expect(warn.actions[0]).toMatchObject({ blocked: false });

    const allow = setup({}, { unknownCommands: "allow" });
    expect(allow.guard.onInput("/deplyo", "interactive")).toBe("continue");
    expect(allow.actions).toEqual([]);
  });

  it("does nothing when disabled", () => {
    const s = setup({}, { enabled: false });
    expect(s.guard.onInput("/deploy", "interactive")).toBe("continue");
    expect(s.guard.onInput("/deplyo", "interactive")).toBe("continue");
    expect(s.actions).toEqual([]);
  });

  it("fails open: a guard bug lets the prompt through with a visible error", () => {
    const s = setup({
      commands: () => {
        throw new Error("boom");
      },
    });
    expect(s.guard.onInput("/deploy", "interactive")).toBe("continue");
    expect(s.notes).toEqual([
      { level: "error", message: "prompt guard failed (boom); the prompt was sent unchecked." },
    ]);
    const quiet = setup({
      commands: () => {
        throw new Error("boom");
      },
      notify: () => {
        throw new Error("no ui");
      },
    });
    expect(quiet.guard.onInput("/deploy", "interactive")).toBe("continue");
  });
});

describe("createPromptGuard.lint", () => {
  it("reports all problems once as one warning and dispatches prompt/lintReported", () => {
    const s = setup();
    const result = s.guard.lint(["/p/deploy.md", "/p/broken.md", "/p/badyaml.md", "/p/missing.md"]);
    expect(result.errors).toBe(3);
    expect(s.actions).toEqual([{ type: "prompt/lintReported", problems: 3, at: 1000 }]);
    expect(s.notes).toHaveLength(1);
    expect(s.notes[0].level).toBe("warning");
    const lines = s.notes[0].message.split("\n");
    expect(lines[0]).toBe("prompt guard: 3 errors in 3 templates");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}\/p\/broken\.md:4: \$2 is past/),
      expect.stringMatching(/^ {2}\/p\/badyaml\.md:2: frontmatter is not valid YAML .*so \/badyaml is not a command/),
      expect.stringMatching(/^ {2}\/p\/missing\.md: cannot read: ENOENT/),
    ]);
    s.guard.lint(["/p/deploy.md", "/p/broken.md", "/p/badyaml.md", "/p/missing.md"]);
    expect(s.notes).toHaveLength(1);
  });

  it("says nothing for clean templates", () => {
    const s = setup();
    expect(s.guard.lint(["/p/deploy.md"]).problems).toEqual([]);
    expect(s.notes).toEqual([]);
  });
});

describe("a template pi skipped", () => {
  it("explains why /name is missing instead of guessing a typo", () => {
    const s = setup();
    s.guard.lint(["/p/badyaml.md"]);
    expect(s.guard.onInput("/badyaml x", "interactive")).toBe("handled");
    expect(s.notes[1]).toEqual({
      level: "error",
      message: expect.stringMatching(
        /^\/badyaml is not a command: pi skipped its template \/p\/badyaml\.md:2 because its frontmatter is not valid YAML \(.+\)\. Fix the file, then run \/reload\./,
      ),
    });
    expect(s.actions.at(-1)).toMatchObject({
      type: "prompt/unknownCommand",
      command: "badyaml",
      suggestions: [],
      blocked: true,
    });
  });
});

describe("the copy pi loaded", () => {
  it("checks the text read at session start (what pi expands until /reload) and warns once when the file changed", () => {
    const disk: Record<string, string> = { ...FILES };
    const s = setup({
      readFile: (p) =>
        disk[p] ??
        (() => {
          throw new Error("ENOENT");
        })(),
    });
    s.guard.lint(["/p/deploy.md"]);
    disk["/p/deploy.md"] = '---\nargument-hint: "<project>"\n---\nDeploy $1 $2\n';
    expect(s.guard.onInput("/deploy web 1.0", "interactive")).toBe("continue");
    expect(s.guard.onInput("/deploy web", "interactive")).toBe("continue");
    expect(s.notes).toEqual([
      {
        level: "warning",
        message:
          "/deploy: /p/deploy.md changed since pi loaded it; pi (and this check) use the loaded version until you run /reload.",
      },
    ]);
    delete disk["/p/deploy.md"];
    expect(s.guard.onInput("/deploy web", "interactive")).toBe("handled");
  });
});

describe("disabled", () => {
  it("lints nothing and reports zero problems", () => {
    const s = setup({}, { enabled: false });
    expect(s.guard.lint(["/p/broken.md"]).problems).toEqual([]);
    expect(s.actions).toEqual([{ type: "prompt/lintReported", problems: 0, at: 1000 }]);
    expect(s.notes).toEqual([]);
  });
});
