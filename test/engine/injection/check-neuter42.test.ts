// Whether an edit's new text makes a gate pass: skips, tautologies, swallowed failures, a check replaced by a constant.

import { describe, expect, test } from "vitest";
import { codeNeuterHits, neutered } from "../../../src/engine/injection/check-neuter42.ts";

describe("neutered (check-neuter42)", () => {
  test.each([
    ["\\bit(", "it.skip(", "tests marked skipped"],
    ["def test_", "@pytest.mark.skip\ndef test_", "tests marked skipped"],
    ["expect(.*)", "expect(true).toBe(true)", "a check written to always pass"],
    ["npm test", "npm test || true", "a check's failure ignored"],
    ["verifyToken\\(req\\)", "true", "a check replaced by a constant"],
    ["it.only(", "it(", null],
    ["jest.fn", "vi.fn", null],
    ["localhost:3000", "localhost:4000", null],
    ["@pytest.mark.skip", "", null],
  ])("%s → %s", (from, to, why) => {
    expect(neutered(from, to)).toBe(why);
  });
  test("a program's replacement written back", () => {
    const code =
      'fs.writeFileSync(f, s.replace(/export function verifySig\\(\\) \\{/, "export function verifySig() {\\n  return true;"));';
    expect(codeNeuterHits(code)).toHaveLength(1);
    expect(codeNeuterHits('fs.writeFileSync(f, s.replace(/var /g, "let "));')).toHaveLength(0);
  });
});
