// `pi-sentinel lint`: templates and sentinel.json files, path:line: message output, --json, exit codes, the real bin.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { main, type CliIO } from "../../src/cli/main.ts";
import { pointerLine } from "../../src/cli/lint.ts";
import { makeTempDir, nodeBin, removeDir, repoRoot, writeTree, type FileTree } from "../harness/env.ts";

const GOOD = '---\nargument-hint: "<project> [version]"\n---\nDeploy $1 ${2:-latest}\n';
const BROKEN = '---\nargument-hint: "<project>"\n---\nDeploy $1\nwith $2\n';
const BAD_YAML = "---\ndescription: a: b\n---\nx\n";
const UNUSED = '---\nargument-hint: "<a> [b]"\n---\nonly $1\n';

const dirs: string[] = [];
const re = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
afterEach(() => {
  for (const d of dirs.splice(0)) removeDir(d);
});

function setup(project: FileTree, agent: FileTree = {}) {
  const cwd = makeTempDir("lint-cwd");
  const agentDir = makeTempDir("lint-agent");
  dirs.push(cwd, agentDir);
  writeTree(cwd, project);
  writeTree(agentDir, agent);
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
  return { code, out, err, lines: out.trimEnd().split("\n") };
}

describe("pi-sentinel lint", () => {
  test("defaults: .pi/prompts, <agentDir>/prompts and both sentinel.json files; exit 1 on errors", async () => {
    const { cwd, agentDir } = setup(
      {
        ".pi/prompts/deploy.md": GOOD,
        ".pi/prompts/broken.md": BROKEN,
        ".pi/sentinel.json": '{\n  "promptGuard": {\n    "strict": "yes"\n  }\n}\n',
      },
      { "prompts/bad.md": BAD_YAML, "prompts/unused.md": UNUSED, "sentinel.json": '{ "rules": [ }' },
    );
    const r = await run([], cwd, agentDir);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([
      expect.stringMatching(/^\.pi\/prompts\/broken\.md:5: \$2 is past the declared arguments \(<project>: 1\)/),
      expect.stringMatching(new RegExp(`^${re(agentDir)}/prompts/bad\\.md:2: frontmatter is not valid YAML`)),
      expect.stringMatching(
        new RegExp(
          `^${re(agentDir)}/prompts/unused\\.md:2: warning: argument \\[b\\] is declared but the body never uses it`,
        ),
      ),
      expect.stringMatching(/^\.pi\/sentinel\.json:3: .*strict/),
      expect.stringMatching(new RegExp(`^${re(agentDir)}/sentinel\\.json:1: .*not valid JSON`)),
      "4 errors, 1 warning in 6 files",
    ]);
  });

  test("clean files exit 0; given files and folders replace the defaults", async () => {
    const { cwd, agentDir } = setup({
      "t/deploy.md": GOOD,
      "t/sub/x.md": BROKEN,
      ".pi/prompts/broken.md": BROKEN,
      "conf/sentinel.json": { promptGuard: { strict: false } },
    });
    const r = await run(["t", "conf/sentinel.json"], cwd, agentDir);
    expect(r).toMatchObject({ code: 0, lines: ["0 errors, 0 warnings in 2 files"] });
    const one = await run(["t/sub/x.md"], cwd, agentDir);
    expect(one.code).toBe(1);
    expect(one.lines.at(-1)).toBe("1 error, 0 warnings in x.md");
  });

  test("--no-strict allows placeholders without a hint; a missing path is an error", async () => {
    const { cwd, agentDir } = setup({ "a.md": "Review $ARGUMENTS\n" });
    expect((await run(["a.md"], cwd, agentDir)).code).toBe(1);
    expect((await run(["a.md", "--no-strict"], cwd, agentDir)).code).toBe(0);
    const missing = await run(["nope.md"], cwd, agentDir);
    expect(missing.code).toBe(2); // naming nothing that exists is a usage error, not a lint result
    expect(missing.err).toMatch(/nope\.md: no such file or folder\n/);
    const some = await run(["a.md", "nope.md", "--no-strict"], cwd, agentDir);
    expect(some.code).toBe(1);
    expect(some.lines[0]).toMatch(/nope\.md: no such file or folder$/);
    expect((await run(["--bogus"], cwd, agentDir)).code).toBe(2);
  });

  test("promptGuard.strict comes from the project's sentinel.json, as in the session", async () => {
    const { cwd, agentDir } = setup(
      { "a.md": "Review $ARGUMENTS\n", ".pi/sentinel.json": { promptGuard: { strict: false } } },
      { "sentinel.json": { promptGuard: { strict: true } } },
    );
    expect((await run(["a.md"], cwd, agentDir)).code).toBe(0);
    const global = setup({ "a.md": "Review $ARGUMENTS\n" }, { "sentinel.json": { promptGuard: { strict: false } } });
    expect((await run(["a.md"], global.cwd, global.agentDir)).code).toBe(0);
  });

  test("--json prints files, problems and counts", async () => {
    const { cwd, agentDir } = setup({ ".pi/prompts/broken.md": BROKEN });
    const r = await run(["--json"], cwd, agentDir);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as {
      files: unknown[];
      problems: { path: string; line: number; severity: string; message: string }[];
      errors: number;
      warnings: number;
    };
    expect(json.errors).toBe(1);
    expect(json.files).toEqual([{ path: join(cwd, ".pi/prompts/broken.md"), kind: "template" }]);
    expect(json.problems[0]).toMatchObject({ path: join(cwd, ".pi/prompts/broken.md"), line: 5, severity: "error" });
  });

  test("pointerLine maps a JSON pointer to its line (the deepest part that exists)", () => {
    const text = '{\n  "rules": [\n    {\n      "name": "x",\n      "trigger": { "type": "nope" }\n    }\n  ]\n}\n';
    expect(pointerLine(text, "/rules/0/name")).toBe(4);
    expect(pointerLine(text, "/rules/0/trigger/type")).toBe(5);
    expect(pointerLine(text, "/rules/0/missing")).toBe(3);
    expect(pointerLine(text, undefined)).toBeUndefined();
  });

  test("the real bin runs it (exit code for CI)", () => {
    const { cwd, agentDir } = setup({ ".pi/prompts/broken.md": BROKEN });
    const r = spawnSync(nodeBin, [join(repoRoot, "bin/pi-sentinel.mjs"), "lint"], {
      cwd,
      env: { ...process.env, PI_CODING_AGENT_DIR: agentDir },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^\.pi\/prompts\/broken\.md:5: /);
  });
});
