// regex-tier.ts: after the scanner's import a regex compiles to native code at its first run, never to bytecode.

import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { compileRegexesNatively, REGEX_TIER_UP_OFF } from "../../../src/engine/injection/regex-tier.ts";

const here = import.meta.dirname;
/** a child process (V8 natives on) that maybe imports `module`, runs one regex once and says what V8 compiled */
function compiled(module: string | null): { bytecode: boolean; native: boolean } {
  const load = module ? `await import(${JSON.stringify(pathToFileURL(module).href)});` : "";
  const src = `${load} const re = new RegExp("ab+c", "g"); re.exec("xxabbbc yy"); console.log(JSON.stringify({ bytecode: %RegexpHasBytecode(re, true), native: %RegexpHasNativeCode(re, true) }));`;
  const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--input-type=module", "-e", src], {
    encoding: "utf8",
  });
  return JSON.parse(out.trim()) as { bytecode: boolean; native: boolean };
}

describe("regex tier-up off", () => {
  test("without the module V8 interprets a new regex first (the check below can fail)", () => {
    expect(compiled(null).bytecode).toBe(true);
  });

  test("importing the scanner compiles a regex to native code at its first run, with no bytecode", () => {
    expect(compiled(join(here, "../../../src/engine/injection/scan.ts"))).toEqual({ bytecode: false, native: true });
  });

  test("the flag is set once per process", () => {
    expect(REGEX_TIER_UP_OFF).toBe("--no-regexp-tier-up");
    // the import above set it already: a second call does nothing
    expect(compileRegexesNatively()).toBe(false);
  });
});
