// The package in pi's print and json modes (no UI: nothing may crash), and the `npm start` launcher.

import { spawnSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import {
  fauxFixture,
  makeStubBin,
  makeTempDir,
  nodeBin,
  offlinePiEnv,
  piCli,
  removeDir,
  repoRoot,
  writeTree,
} from "../harness/env.ts";

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) removeDir(d);
  dirs = [];
});

function project(files: Record<string, unknown>) {
  const root = makeTempDir("cli");
  dirs.push(root);
  const cwd = join(root, "project");
  const agentDir = join(root, "agent");
  writeTree(cwd, { ".keep": "", ...(files as Record<string, object>) });
  writeTree(agentDir, { ".keep": "" });
  const { binDir } = makeStubBin(root);
  return {
    cwd,
    agentDir,
    env: offlinePiEnv(agentDir, binDir, {
      PI_SENTINEL_FAUX_JSON: JSON.stringify({ mainDefault: { text: "print-mode reply" } }),
    }),
  };
}

const badConfig = {
  ".pi/sentinel.json": {
    rules: [
      { name: "bad", trigger: { type: "nope" }, prompt: "x" },
      { name: "ok", trigger: { type: "agent_end" }, prompt: "x" },
    ],
  },
};

describe("no-UI modes", () => {
  test.each([
    ["print", ["-p", "hello"]],
    ["json", ["--mode", "json", "-p", "hello"]],
  ])("%s mode with a config problem answers and exits 0", (_mode, args) => {
    const p = project(badConfig);
    const r = spawnSync(
      nodeBin,
      [
        piCli,
        "--no-session",
        "--approve",
        "-e",
        fauxFixture,
        "-e",
        repoRoot,
        "--provider",
        "faux",
        "--model",
        "main",
        ...args,
      ],
      {
        cwd: p.cwd,
        env: p.env,
        input: "",
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(r.stderr).not.toMatch(/TypeError|ReferenceError|Unhandled|pi-sentinel: could not/);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("print-mode reply");
    // the dropped rule is still reported, on stderr
    expect(r.stderr).toMatch(/pi-sentinel: 1 config problem[\s\S]*"bad"/);
  });
});

describe("npm start launcher", () => {
  test("scripts/start.mjs runs pi from node_modules in INIT_CWD with the package and passes args through", () => {
    const p = project({});
    const r = spawnSync(nodeBin, [join(repoRoot, "scripts", "start.mjs"), "--version"], {
      cwd: repoRoot,
      env: { ...p.env, INIT_CWD: p.cwd },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/\d+\.\d+\.\d+/);
  });

  test("it runs the extension in the folder npm was started from", () => {
    const p = project(badConfig);
    const probe = join(p.cwd, "..", "probe.jsonl");
    const probeExt = join(repoRoot, "test", "fixtures", "loaded-probe.ts");
    const r = spawnSync(
      nodeBin,
      [
        join(repoRoot, "scripts", "start.mjs"),
        "--no-session",
        "--approve",
        "-e",
        fauxFixture,
        "-e",
        probeExt,
        "--provider",
        "faux",
        "--model",
        "main",
        "--mode",
        "json",
        "-p",
        "hi",
      ],
      {
        cwd: repoRoot,
        env: { ...p.env, INIT_CWD: p.cwd, PI_SENTINEL_PROBE: probe },
        input: "",
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("print-mode reply");
    // pi-sentinel loaded in the project folder and read its .pi/sentinel.json (one good rule, one problem)
    const loaded = readFileSync(probe, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { cwd: string; data: { rules: number; problems: number } });
    expect(realpathSync(loaded[0].cwd)).toBe(realpathSync(p.cwd));
    expect(loaded[0].data).toMatchObject({ rules: 1, problems: 1 });
  });
});
