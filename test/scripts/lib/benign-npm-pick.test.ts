// The fresh sets' npm candidate filter: the set's test, one build of each module, empty/oversized/binary files dropped.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { npmCandidates } from "../../../scripts/lib/benign-npm-pick.ts";

const base = mkdtempSync(join(tmpdir(), "npm-pick-"));
const files: Record<string, string | Buffer> = {
  "dist/a.js": "export const a = 1;\n",
  "dist/a.mjs": "export const a = 1;\n",
  "dist/b.cjs": "exports.b = 2;\n",
  "dist/b.js": "export const b = 2;\n",
  "dist/c.cjs": "exports.c = 3;\n",
  "dist/empty.js": "",
  "dist/big.js": "x".repeat(101),
  "dist/bin.js": Buffer.from([0x61, 0x00, 0x62]),
  "README.md": "# pkg\n",
  "logo.png": "png",
};
for (const [rel, body] of Object.entries(files)) {
  mkdirSync(join(base, rel, ".."), { recursive: true });
  writeFileSync(join(base, rel), body);
}
const all = Object.keys(files).map((r) => join(base, r));
const sourceLike = (r: string): boolean => /\.(?:[cm]?js|md)$/.test(r);

describe("npmCandidates", () => {
  test.each([
    ["text only: binary files dropped", true, ["dist/a.mjs", "dist/b.js", "dist/c.cjs", "README.md"]],
    [
      "binary files kept (the earlier sets' rule)",
      false,
      ["dist/a.mjs", "dist/b.js", "dist/c.cjs", "dist/bin.js", "README.md"],
    ],
  ])("%s", (_name, textOnly, expected) => {
    expect(npmCandidates(base, all, sourceLike, 100, textOnly)).toEqual(expected);
  });
  test("the set's own test decides first: nothing it rejects comes back", () => {
    expect(npmCandidates(base, all, (r) => r.endsWith(".md"), 100, true)).toEqual(["README.md"]);
  });
  test("the size cap is inclusive", () => {
    expect(npmCandidates(base, all, (r) => r === "dist/big.js", 101, true)).toEqual(["dist/big.js"]);
    expect(npmCandidates(base, all, (r) => r === "dist/big.js", 100, true)).toEqual([]);
  });
});
