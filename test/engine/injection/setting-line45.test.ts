// setsInLine: one line sets what a pattern names unless it is a comment or a negation comes before the match.

import { describe, expect, test } from "vitest";
import { setsInLine } from "../../../src/engine/injection/setting-line45.ts";

const GPG_OFF = /gpgcheck\s*=\s*0\b|--nogpgcheck\b/;

describe("setsInLine", () => {
  test.each([
    ["a setting", "gpgcheck=0", true],
    ["a flag in a command", "sudo dnf install --nogpgcheck ./tool.rpm", true],
    ["a negation after the setting does not count", "dnf install --nogpgcheck tool # not for prod", true],
    ["a shell comment", "# gpgcheck=0", false],
    ["an ini comment", "; gpgcheck=0", false],
    ["a SQL or Lua comment", "-- gpgcheck=0", false],
    ["a negation before it", "never use --nogpgcheck here", false],
    ["German prose is not read as a negation", "niemals --nogpgcheck", true],
    ["no match", "gpgcheck=1", false],
    ["empty", "", false],
  ])("%s", (_name, line, expected) => expect(setsInLine(line, GPG_OFF)).toBe(expected));
});
