// The --select steps of import-benign-fresh: usage errors and the guard that keeps --select from dropping later sets.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { selectFirst, selectSecond, selectThird } from "../../../scripts/lib/benign-fresh-append.ts";
import { makeTempDir, removeDir } from "../../harness/env.ts";

describe("select steps", () => {
  test.each([
    ["--select", selectFirst],
    ["--select2", selectSecond],
    ["--select3", selectThird],
  ])("%s without a tarball folder says how to call it", (flag, step) => {
    expect(() => step("/nonexistent", undefined)).toThrow(`usage: node scripts/import-benign-fresh.ts ${flag} <dir`);
  });

  test("--select refuses to re-make the first split over a manifest that holds later sets", () => {
    const dir = makeTempDir("fresh-append");
    try {
      writeFileSync(join(dir, "manifest.json"), JSON.stringify([{ name: "x", files: [{ split: "tune2" }] }]));
      expect(() => selectFirst(dir, "/packs")).toThrow(/holds the second holdout/);
    } finally {
      removeDir(dir);
    }
  });
});
