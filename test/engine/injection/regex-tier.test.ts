// regex-tier.ts: a process started with the flag compiles regexes natively at once; the scanner sets only the tier-up count (regexp-native43.ts), never the flag, at run time.

import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { nativeRegexes, REGEX_TIER_UP_OFF, restartArgs } from "../../../src/engine/injection/regex-tier.ts";

const here = import.meta.dirname;
/** a child process (V8 natives on, maybe the flag) that maybe imports `module`, runs one regex once, says what V8 compiled */
function compiled(module: string | null, flags: string[] = []): { bytecode: boolean; native: boolean } {
  const load = module ? `await import(${JSON.stringify(pathToFileURL(module).href)});` : "";
  const src = `${load} const re = new RegExp("ab+c", "g"); re.exec("xxabbbc yy"); console.log(JSON.stringify({ bytecode: %RegexpHasBytecode(re, true), native: %RegexpHasNativeCode(re, true) }));`;
  const out = execFileSync(process.execPath, [...flags, "--allow-natives-syntax", "--input-type=module", "-e", src], {
    encoding: "utf8",
  });
  return JSON.parse(out.trim()) as { bytecode: boolean; native: boolean };
}
const scanModule = join(here, "../../../src/engine/injection/scan.ts");

describe("regex tier-up", () => {
  test("without the flag V8 interprets a new regex first (the checks below can fail)", () => {
    expect(compiled(null).bytecode).toBe(true);
  });

  test("importing the scanner sets the tier-up count to zero: a regex made after it runs native code first (as inside pi)", () => {
    expect(compiled(scanModule)).toEqual({ bytecode: false, native: true });
  });

  test("a process started with its own count keeps it, scanner or not", () => {
    expect(compiled(scanModule, ["--regexp-tier-up-ticks=1"]).bytecode).toBe(true);
  });

  test("a process started with the flag compiles a regex to native code at its first run, scanner or not", () => {
    expect(compiled(null, [REGEX_TIER_UP_OFF])).toEqual({ bytecode: false, native: true });
    expect(compiled(scanModule, [REGEX_TIER_UP_OFF])).toEqual({ bytecode: false, native: true });
  });

  test.each([
    [[], ["node", "scripts/eval-shell.ts", "--tuning"], ["--no-regexp-tier-up", "scripts/eval-shell.ts", "--tuning"]],
    [["--max-old-space-size=4096"], ["node", "s.ts"], ["--no-regexp-tier-up", "--max-old-space-size=4096", "s.ts"]],
    [["--no-regexp-tier-up"], ["node", "s.ts", "--x"], null],
    [["--inspect", "--no-regexp-tier-up"], ["node", "s.ts"], null],
  ] as const)("restartArgs(%j, %j) → %j", (execArgv, argv, want) => {
    expect(restartArgs(execArgv, argv)).toEqual(want);
    expect(nativeRegexes(execArgv)).toBe(want === null);
  });

  test("vitest's workers start with the flag (vitest.config.ts)", () => {
    expect(nativeRegexes()).toBe(true);
  });
});
