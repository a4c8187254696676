// Protected-write check: microseconds per tool call (target < 50 µs) on a mix of ordinary calls, and on attack-shaped ones.

import { lstatSync, mkdirSync, mkdtempSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { protectedWrites } from "../src/engine/protect/decide.ts";
import { buildProtectedSet } from "../src/engine/protect/targets.ts";
import { timeNs, type BenchRow, type BenchSuite } from "./harness.ts";

/** What an agent's tool calls look like most of the time. */
const ORDINARY: [string, Record<string, unknown>][] = [
  ["read", { path: "src/index.ts" }],
  ["bash", { command: "git status && npm test 2>&1 | tail -20" }],
  ["edit", { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }] }],
  ["bash", { command: "echo hi > out.txt" }],
  ["write", { path: "docs/notes.md", content: "# notes\n" }],
  ["bash", { command: "find . -name '*.ts' | xargs grep -n foo" }],
  ["grep", { pattern: "TODO", path: "src" }],
  ["bash", { command: "cat .pi/sentinel.json | jq .rules" }],
];

const ATTACKS: [string, Record<string, unknown>][] = [
  ["write", { path: ".pi/sentinel.json", content: "{}" }],
  ["bash", { command: "cat <<'EOF' > .pi/sentinel.json\n{}\nEOF\n" }],
  ["bash", { command: "bash -c 'cd .pi && python3 -c \"open(\\'sentinel.json\\',\\'w\\')\"'" }],
  ["bash", { command: "echo x > $HOME/.pi/agent/settings.json" }],
];

export const suite: BenchSuite = {
  name: "protect",
  run(): BenchRow[] {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "bench-protect-")));
    const cwd = join(root, "repo");
    const agentDir = join(root, "home/.pi/agent");
    mkdirSync(join(cwd, ".pi"), { recursive: true });
    for (const d of ["src", "docs"]) mkdirSync(join(cwd, d), { recursive: true });
    writeFileSync(join(cwd, "src/a.ts"), "export const a = 1;\n");
    mkdirSync(agentDir, { recursive: true });
    writeFileSync(join(cwd, ".pi/sentinel.json"), "{}");
    const set = buildProtectedSet({
      agentDir,
      cwd,
      home: join(root, "home"),
      conditionModules: ["./checks.mjs"],
      rulesFiles: ["rules/ts.md"],
    });
    const isDir = (p: string): boolean => {
      try {
        return statSync(p).isDirectory();
      } catch {
        return false;
      }
    };
    const per = (calls: [string, Record<string, unknown>][]): number => {
      let i = 0;
      const ns = timeNs(() => {
        const [tool, input] = calls[i++ % calls.length];
        protectedWrites(tool, input, cwd, set, { isDir });
      }, 2000);
      return ns / 1000;
    };
    // the check is a few system calls (lstat + realpath per target): on a loaded machine those dominate, so the same
    // run also times that pair alone and reports the ratio
    const syscalls =
      timeNs(() => {
        lstatSync(join(cwd, "out.txt"), { throwIfNoEntry: false });
        realpathSync.native(cwd);
      }, 2000) / 1000;
    const ordinary = per(ORDINARY);
    return [
      {
        group: "protect",
        name: "protected-write check, ordinary tool calls (µs per call)",
        value: ordinary,
        unit: "µs",
        target: 50,
      },
      {
        group: "protect",
        name: "one lstat + one realpath in the same run (µs, baseline)",
        value: syscalls,
        unit: "µs",
      },
      {
        group: "protect",
        name: "protected-write check / (lstat + realpath)",
        value: ordinary / syscalls,
        unit: "x",
        target: 4,
      },
      {
        group: "protect",
        name: "protected-write check, attack-shaped calls (µs per call)",
        value: per(ATTACKS),
        unit: "µs",
      },
    ];
  },
};
