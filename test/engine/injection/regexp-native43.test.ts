// regexp-native43.ts: which processes get V8's native-first setting, and (in child processes, traced by V8) that a regex created after it compiles natively at its first run while older bytecode still tiers up.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { NATIVE_FIRST_FLAG, wantsNativeFirst } from "../../../src/engine/injection/regexp-native43.ts";

const MODULE = pathToFileURL(join(import.meta.dirname, "../../../src/engine/injection/regexp-native43.ts")).href;

describe("wantsNativeFirst", () => {
  it.each([
    [[], true],
    [["--max-old-space-size=4096", "--expose-gc"], true],
    [["--regexp-tier-up"], true],
    [["--no-regexp-tier-up"], false],
    [["--expose-gc", "--no-regexp-tier-up"], false],
    [["--regexp-interpret-all"], false],
    [["--jitless"], false],
    [["--regexp-tier-up-ticks=1"], false],
    [["--regexp_tier_up_ticks=5"], false],
    [["--regexp-tier-up-ticks"], false],
    [["--regexp-tier-up-ticksx=1"], true],
  ])("%j → %s", (execArgv, want) => {
    expect(wantsNativeFirst(execArgv)).toBe(want);
  });
  it("sets the count V8 gives a regex run on a long subject", () => {
    expect(NATIVE_FIRST_FLAG).toBe("--regexp-tier-up-ticks=0");
  });
});

/**
 * A child node (without the workers' --no-regexp-tier-up) traced by V8: a regex run once before the module (bytecode),
 * the module imported or not, a new regex run once, the old one run again. Returns V8's trace lines of each stretch.
 */
function traced(opts: { importModule: boolean; nodeArgs?: string[] }): Record<string, string[]> & { answers: string } {
  const child = String.raw`
import { writeSync } from "node:fs";
const mark = (m) => writeSync(1, "@" + m + "\n");
const old = new RegExp("pre43-(x|y)+z");
const a0 = old.exec("pre43-xyz");
mark("import");
if (process.argv[1] === "yes") await import(${JSON.stringify(MODULE)});
mark("created");
const made = new RegExp("sentinel43-(a|b)+c", "g");
const a1 = "-- sentinel43-abac sentinel43-bc".match(made);
mark("old");
const a2 = old.exec("pre43-yyxz");
mark("end");
writeSync(1, "@answers " + JSON.stringify([a0 && [...a0], a1, a2 && [...a2]]) + "\n");
`;
  const r = spawnSync(
    process.execPath,
    [
      "--trace-regexp-tier-up",
      ...(opts.nodeArgs ?? []),
      "--input-type=module",
      "-e",
      child,
      "--",
      opts.importModule ? "yes" : "no",
    ],
    { encoding: "utf8" },
  );
  expect(r.status, r.stderr).toBe(0);
  const parts: Record<string, string[]> = {};
  let at = "start";
  let answers = "";
  for (const line of r.stdout.split("\n")) {
    if (line.startsWith("@answers ")) answers = line.slice(9);
    else if (line.startsWith("@")) at = line.slice(1);
    else if (line.trim()) (parts[at] ??= []).push(line);
  }
  return Object.assign(parts, { answers });
}

const has = (lines: string[] | undefined, what: string): boolean => (lines ?? []).some((l) => l.includes(what));

describe("V8 under the setting (child processes)", () => {
  const without = traced({ importModule: false });
  const withIt = traced({ importModule: true });
  const chosen = traced({ importModule: true, nodeArgs: ["--regexp-tier-up-ticks=1"] });

  it("a regex created after the module compiles native code at its first run, no bytecode", () => {
    expect(has(withIt.created, "native code")).toBe(true);
    expect(has(withIt.created, "bytecode")).toBe(false);
  });
  it("without the module the same regex runs as bytecode first (V8's default)", () => {
    expect(has(without.created, "bytecode")).toBe(true);
  });
  it("a process started with its own count keeps it", () => {
    expect(has(chosen.created, "bytecode")).toBe(true);
  });
  it("a regex left as bytecode from before still tiers up on its next run", () => {
    expect(has(withIt.old, "needs tier-up compilation")).toBe(true);
    expect(has(withIt.old, "native code")).toBe(true);
  });
  it("the same answers either way", () => {
    expect(withIt.answers).not.toBe("");
    expect(withIt.answers).toBe(without.answers);
    expect(chosen.answers).toBe(without.answers);
  });
});
