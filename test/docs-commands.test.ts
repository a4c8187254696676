// Every command the README and docs show names something that exists: npm scripts, CLI subcommands, files run with node.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { COMMANDS } from "../src/cli/commands.ts";
import { repoRoot } from "./harness/env.ts";

const docs = [
  "README.md",
  ...readdirSync(join(repoRoot, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const scripts = (
  JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

/** Inline `code` spans and sh-block lines that start like a command. */
function commandsIn(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    m[1].split("\n").map((l) => l.replace(/\s+#.*$/, "").trim()),
  );
  // a span with an ellipsis quotes (part of) a message pi-sentinel prints, not a command to run
  return [...spans, ...blocks].filter((c) => /^(npm|npx|node|pi-sentinel) /.test(c) && !c.includes("…"));
}

describe("commands in the docs", () => {
  for (const file of docs) {
    const cmds = commandsIn(readFileSync(join(repoRoot, file), "utf8"));
    test.skipIf(cmds.length === 0)(`${file}: npm scripts, CLI commands and node files exist`, () => {
      const bad: string[] = [];
      for (const c of cmds) {
        const npmRun = /^npm run ([\w:-]+)/.exec(c);
        if (npmRun && scripts[npmRun[1]] === undefined) bad.push(`${c}: no npm script "${npmRun[1]}"`);
        const cli = /^(?:npx )?pi-sentinel ([a-z]+)/.exec(c);
        if (cli && !COMMANDS.some((k) => k.name === cli[1]) && !c.startsWith("pi-sentinel injection"))
          bad.push(`${c}: no CLI command "${cli[1]}"`);
        const nodeFile = /^node (?!\.\.\/)(\S+\.(?:m?js|ts))/.exec(c);
        if (nodeFile && !existsSync(join(repoRoot, nodeFile[1]))) bad.push(`${c}: no file ${nodeFile[1]}`);
      }
      expect(bad).toEqual([]);
    });
  }
});

describe("one Node floor, one name", () => {
  test("bin/pi-sentinel.mjs checks the same Node floor as package.json engines", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { engines: { node: string } };
    const floor = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);
    expect(floor).not.toBeNull();
    const bin = readFileSync(join(repoRoot, "bin/pi-sentinel.mjs"), "utf8");
    expect(bin).toContain(`const FLOOR = [${floor![1]}, ${floor![2]}];`);
    expect(bin).not.toMatch(/22\.18/);
  });

  test("pi names the extension after its folder: the entry lives in extensions/pi-sentinel/", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { pi: { extensions: string[] } };
    expect(pkg.pi.extensions).toEqual(["./extensions/pi-sentinel/index.ts"]);
  });
});
