// The scripted first-run check: a fresh clone, the README's commands on the system Node, the demo in tmux at 80x24, export onto an existing file, lint on a broken project folder.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hasTmux, startDemoReady } from "../../scripts/lib/demo-driver.ts";
import { makeStubBin, makeTempDir, removeDir, repoRoot, writeTree } from "../harness/env.ts";

/** PATH as on a fresh machine: whatever node the system has, without this package's node_modules/.bin. */
const systemPath = (process.env.PATH ?? "")
  .split(":")
  .filter((p) => p && !p.includes("node_modules"))
  .join(":");
const systemNode = spawnSync("node", ["--version"], { env: { ...process.env, PATH: systemPath }, encoding: "utf8" });
const hasSystemNode = systemNode.status === 0;
const hasGit = spawnSync("git", ["--version"], { stdio: "ignore" }).status === 0;

/** The README's shell blocks, command by command (comments dropped). */
export function readmeCommands(readme: string): string[] {
  const out: string[] = [];
  for (const m of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of m[1].split("\n")) {
      const cmd = line.replace(/\s+#.*$/, "").trim();
      if (cmd) out.push(cmd);
    }
  }
  return out;
}

describe.skipIf(!hasGit || !hasSystemNode)("first run from a fresh clone", () => {
  let root = "";
  let clone = "";
  let agentDir = "";
  let stubs: { binDir: string; logFile: string };
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    PATH: `${stubs.binDir}:${systemPath}`,
    PI_CODING_AGENT_DIR: agentDir,
    PI_OFFLINE: "1",
    PI_SKIP_VERSION_CHECK: "1",
    PI_TELEMETRY: "0",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
    ...extra,
  });
  const run = (cmd: string, args: string[], cwd: string, extra?: Record<string, string>) =>
    spawnSync(cmd, args, { cwd, env: env(extra), encoding: "utf8", timeout: 120_000 });

  beforeAll(() => {
    root = makeTempDir("first-run");
    clone = join(root, "pi-sentinel");
    agentDir = join(root, "agent");
    stubs = makeStubBin(root);
    execFileSync("git", ["clone", "--quiet", repoRoot, clone]);
    // `npm install` is what CI's `npm ci` does; here the installed tree is shared to keep the run short
    symlinkSync(realpathSync(join(repoRoot, "node_modules")), join(clone, "node_modules"));
    writeTree(agentDir, { ".keep": "" });
  });
  afterAll(() => removeDir(root));

  test("every command of the README's shell blocks is one this check (or CI) runs", () => {
    const covered = new Set([
      "npm install",
      "npx pi install ./",
      "npm --prefix /path/to/pi-sentinel start",
      "npm run demo",
      "npm start",
      "npm test",
    ]);
    const scripts = (
      JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    const commands = readmeCommands(readFileSync(join(clone, "README.md"), "utf8"));
    expect(commands.length).toBeGreaterThan(3);
    // `npm run <script>` lines are covered when the script exists (CI runs typecheck and test; the rest are tools)
    const isScript = (c: string): boolean =>
      /^npm run ([\w:-]+)$/.test(c) && scripts[c.slice("npm run ".length)] !== undefined;
    const isGoldenUpdate = (c: string): boolean =>
      /^UPDATE_GOLDEN=1 npx vitest run (\S+)$/.test(c) && existsSync(join(clone, c.split(" ").at(-1)!));
    expect(commands.filter((c) => !covered.has(c) && !isScript(c) && !isGoldenUpdate(c))).toEqual([]);
  });

  test("`npx pi install ./` on the system node records the clone in pi's settings", () => {
    const r = run("npx", ["pi", "install", "./"], clone);
    expect(r.status, r.stderr).toBe(0);
    const settings = JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8")) as { packages?: string[] };
    expect(settings.packages?.length).toBe(1);
    expect(realpathSync(join(agentDir, settings.packages![0]))).toBe(realpathSync(clone));
  });

  test("`npm start` in the clone and `npm --prefix <clone> start` from another folder start pi", () => {
    const here = run("npm", ["start", "--silent", "--", "--version"], clone);
    expect(here.status, here.stderr).toBe(0);
    expect(here.stdout).toMatch(/^1\.6\./m);
    const elsewhere = join(root, "some-project");
    writeTree(elsewhere, { "README.md": "x\n" });
    const there = run("npm", ["--prefix", clone, "start", "--silent", "--", "--version"], elsewhere);
    expect(there.status, there.stderr).toBe(0);
    expect(there.stdout).toMatch(/^1\.6\./m);
  });

  test("`node bin/pi-sentinel.mjs lint` on the system node: a broken project folder fails, naming each problem", () => {
    const project = join(root, "broken-project");
    writeTree(project, {
      ".pi/sentinel.json": {
        rules: [{ name: "typo", trigger: { type: "tool_call", tools: ["bash"] }, prompt: "Is {{input.comand}} safe?" }],
      },
      ".pi/prompts/deploy.md": '---\nargument-hint: "<env>"\n---\nDeploy $1 to $2\n',
    });
    const r = run("node", [join(clone, "bin/pi-sentinel.mjs"), "lint", "."], project);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/\.pi\/prompts\/deploy\.md:4: \$2 is past the declared arguments/);
    expect(r.stdout).toMatch(/\.pi\/sentinel\.json:\d+: rule "typo": .*did you mean "input\.command"/);
    const empty = join(root, "empty-project");
    writeTree(empty, { "a.txt": "x" });
    expect(run("node", [join(clone, "bin/pi-sentinel.mjs"), "lint", "."], empty).status).toBe(2);
  });

  test("export onto an existing file refuses without --force and leaves it intact", () => {
    const dir = join(root, "export");
    const session = join(dir, "session.jsonl");
    writeTree(dir, {
      "notes.txt": "my notes\n",
      "session.jsonl": `${JSON.stringify({ type: "session", version: 3, id: "s", timestamp: "t", cwd: dir })}\n`,
    });
    const r = run("node", [join(clone, "bin/pi-sentinel.mjs"), "export", session, "-o", "notes.txt"], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/notes\.txt already exists \(add --force/);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("my notes\n");
    const self = run("node", [join(clone, "bin/pi-sentinel.mjs"), "export", session, "-o", session, "--force"], dir);
    expect(self.status).toBe(2);
    expect(readFileSync(session, "utf8")).toMatch(/"type":"session"/);
    const readme = run("node", [join(clone, "bin/pi-sentinel.mjs"), "export", join(clone, "README.md")], dir);
    expect(readme.status).toBe(2);
    expect(readme.stderr).toMatch(/is not a pi session file/);
  });

  test.skipIf(!hasTmux)(
    "`npm run demo` at 80x24: the guide fits, the guards act, the fleet opens and closes, export asks, configure proposes",
    async () => {
      const demo = await startDemoReady(
        {
          cols: 80,
          rows: 24,
          root: clone,
          command: "npm run demo --silent",
          pathPrefix: `${stubs.binDir}:${systemPath}`,
        },
        /try this/,
        60_000,
      );
      try {
        const guide = await demo.waitFor(/sentinel.*ready/);
        // wrapped, not cut: the end of the longest step is on screen
        expect(guide).toMatch(/a reviewer flags an edit\)/);
        demo.type("/deploy");
        await demo.waitFor(/missing required argument <environment>/);
        demo.type("run the demo task");
        await demo.waitFor(/Demo task finished/, 90_000);
        demo.type("/sentinel:fleet");
        await demo.waitFor(/sentinel fleet/);
        demo.press("close");
        await demo.waitForGone(/sentinel fleet/);
        writeFileSync(join(demo.project, "audit.jsonl"), "keep me\n");
        demo.type("/sentinel:export audit.jsonl");
        await demo.waitFor(/Replace existing file\?/);
        demo.key("escape");
        await demo.waitFor(/not exported/);
        expect(readFileSync(join(demo.project, "audit.jsonl"), "utf8")).toBe("keep me\n");
        // the demo's scripted model answers /sentinel:configure: the proposal shows, escape writes nothing
        demo.type("/sentinel:configure block writes to .env files");
        await demo.waitFor(/Where should they go\?/, 30_000);
        demo.key("escape");
        await demo.waitForGone(/Where should they go\?/);
        expect(existsSync(stubs.logFile) ? readFileSync(stubs.logFile, "utf8") : "").toBe("");
      } catch (e) {
        console.error(`--- screen ---\n${demo.plain()}\n--------------`);
        throw e;
      } finally {
        demo.close();
      }
    },
    180_000,
  );
});
