// `pi-sentinel lint` checks what it is pointed at: a project folder or its .pi folder, references inside sentinel.json, exit 2 on nothing.

import { afterEach, describe, expect, test } from "vitest";
import { main, type CliIO } from "../../src/cli/main.ts";
import { makeTempDir, removeDir, writeTree, type FileTree } from "../harness/env.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeDir(d);
});

function setup(project: FileTree) {
  const cwd = makeTempDir("lint-project");
  const agentDir = makeTempDir("lint-agent");
  dirs.push(cwd, agentDir);
  writeTree(cwd, project);
  return { cwd, agentDir };
}

async function run(args: string[], cwd: string, agentDir: string) {
  let out = "";
  let err = "";
  const io: CliIO = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    stdin: async () => "",
    stdinLines: async function* () {},
    cwd,
    env: { PI_CODING_AGENT_DIR: agentDir },
  };
  const code = await main(["lint", ...args], io);
  return { code, out, err };
}

const rule = (over: Record<string, unknown>) => ({
  name: "r",
  trigger: { type: "tool_call", tools: ["bash"] },
  prompt: "Is {{input.command}} safe?",
  ...over,
});
const BROKEN_TEMPLATE = '---\nargument-hint: "<project>"\n---\nDeploy $1\nwith $2\n';
const BROKEN_PROJECT: FileTree = {
  "app/.pi/sentinel.json":
    '{\n  "rules": [\n    { "name": "x", "trigger": { "type": "nope" }, "prompt": "p" }\n  ]\n}\n',
  "app/.pi/prompts/a.md": BROKEN_TEMPLATE,
  "app/.pi/prompts/b.md": BROKEN_TEMPLATE,
};

describe("lint of a project folder", () => {
  test.each([["app"], ["app/.pi"], ["app/"]])(
    "`lint %s` checks the project's .pi/sentinel.json and templates",
    async (arg) => {
      const { cwd, agentDir } = setup(BROKEN_PROJECT);
      const r = await run([arg], cwd, agentDir);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/app\/\.pi\/prompts\/a\.md:5: /);
      expect(r.out).toMatch(/app\/\.pi\/prompts\/b\.md:5: /);
      expect(r.out).toMatch(/app\/\.pi\/sentinel\.json:3: .*nope/);
      expect(r.out).toMatch(/3 errors, 0 warnings in 3 files\n$/);
    },
  );

  test("`lint .` in a project is the CI command: broken fails, clean passes", async () => {
    const { cwd, agentDir } = setup(BROKEN_PROJECT);
    expect((await run(["."], `${cwd}/app`, agentDir)).code).toBe(1);
    const clean = setup({
      ".pi/sentinel.json": { rules: [rule({})] },
      ".pi/prompts/ok.md": '---\nargument-hint: "<x>"\n---\nDo $1\n',
    });
    const r = await run(["."], clean.cwd, clean.agentDir);
    expect(r).toMatchObject({ code: 0, out: "0 errors, 0 warnings in 2 files\n" });
  });

  test("naming nothing that exists, or a folder with nothing to check, exits 2 (never a false pass)", async () => {
    const { cwd, agentDir } = setup({ "empty/readme.txt": "hi" });
    const missing = await run(["nope"], cwd, agentDir);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope: no such file or folder/);
    const empty = await run(["empty"], cwd, agentDir);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/nothing to check in empty/);
    expect(empty.out).toBe("");
    expect((await run([], cwd, agentDir)).code).toBe(2);
  });

  test("a legacy .pi-guardrails.json of the project is checked too", async () => {
    const { cwd, agentDir } = setup({ ".pi-guardrails.json": { injectionDefense: { blockThreshold: "high" } } });
    const r = await run(["."], cwd, agentDir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\.pi-guardrails\.json.*blockThreshold/);
  });
});

describe("lint checks what sentinel.json points at", () => {
  const lintRules = async (files: FileTree) => {
    const { cwd, agentDir } = setup(files);
    return run(["."], cwd, agentDir);
  };

  test.each([
    [
      "{{input.comand}}",
      { type: "tool_call", tools: ["bash"] },
      /rule "r": prompt line 1: \{\{input\.comand\}\}: bash input has no "comand" \(did you mean "input\.command"\?\)/,
    ],
    ["{{input.comand}}", { type: "tool_call" }, /did you mean "input\.command"\?/],
    ["{{json input.pth}}", { type: "tool_call", tools: ["write"] }, /did you mean "input\.path"\?/],
    ["{{tol}} ran", { type: "tool_call" }, /a tool_call trigger has no "tol" \(did you mean "tool"\?\)/],
    ["x\n{{contnet}}", { type: "tool_result" }, /prompt line 2: .*did you mean "content"\?/],
    [
      "{{input.command}}",
      { type: "turn_end" },
      /a turn_end trigger has no "input" \(it provides turnIndex, assistant, toolResults\)/,
    ],
  ])("%s on %j is reported", async (prompt, trigger, message) => {
    const r = await lintRules({ ".pi/sentinel.json": { rules: [rule({ prompt, trigger })] } });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(message);
  });

  test.each([
    ["{{input.command}} {{tool}} {{toolCallId}}", { type: "tool_call", tools: ["bash"] }],
    ["{{input.anything}}", { type: "tool_call", tools: ["mcp_*"] }],
    ["{{truncate content 100}} {{#if isError}}err{{/if}} {{now}}", { type: "tool_result" }],
    ["{{#each toolResults}}{{tool}}: {{content}} of {{../turnIndex}}{{/each}} {{assistant}}", { type: "turn_end" }],
    ["{{event.whatever.deep}} {{name}}", { type: "event", event: "my:channel" }],
    ["{{json this}} {{@root.tokens}} {{threshold}}", { type: "context_tokens", threshold: 1000 }],
  ])("the benign %s on %j is clean", async (prompt, trigger) => {
    const r = await lintRules({ ".pi/sentinel.json": { rules: [rule({ prompt, trigger })] } });
    expect(r).toMatchObject({ code: 0, out: "0 errors, 0 warnings in sentinel.json\n" });
  });

  test("reviewer rules files and condition modules must exist (relative to the project)", async () => {
    const reviewer = {
      name: "rev",
      model: "faux/main",
      rulesFile: "rules/missing.md",
      rulesFiles: ["rules/ok.md", "rules/gone.md"],
      condition: "cond.ts",
    };
    const bad = await lintRules({
      ".pi/sentinel.json": { supervisor: { reviewers: [reviewer] } },
      "rules/ok.md": "# ok\n",
    });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/reviewer "rev": rules file "rules\/missing\.md" not found/);
    expect(bad.out).toMatch(/reviewer "rev": rules file "rules\/gone\.md" not found/);
    expect(bad.out).toMatch(/reviewer "rev": condition module "cond\.ts" not found/);
    const good = await lintRules({
      ".pi/sentinel.json": {
        supervisor: { reviewers: [{ ...reviewer, rulesFile: "rules/ok.md", rulesFiles: undefined }] },
      },
      "rules/ok.md": "# ok\n",
      "cond.ts": "export default () => true;\n",
    });
    expect(good.code).toBe(0);
  });

  test("model names need the provider/id form", async () => {
    const r = await lintRules({
      ".pi/sentinel.json": { defaults: { model: "gpt-4o" }, rules: [rule({ model: "claude" })] },
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/defaults.*model.*provider\/modelId/);
    expect(r.out).toMatch(/rule "r".*provider\/modelId/);
  });
});
