// Protected writes' host reads: file stamps and previews, the memoised protected set, the watched files and the taint notice.

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { SourcedReviewer } from "../../../src/state/config-model.ts";
import {
  createProtectedSets,
  fileStamp,
  isDir,
  readPreview,
  taintedNotice,
  watchedPaths,
} from "../../../src/engine/protect/host.ts";

const reviewer = (name: string, extra: Record<string, unknown> = {}): SourcedReviewer =>
  ({ reviewer: { name, rulesFile: `/rules/${name}.md`, ...extra }, source: { scope: "global" } }) as SourcedReviewer;

describe("protected set memo", () => {
  test("the same inputs give the same set; a new reviewer rebuilds it and its files are watched", () => {
    const sets = createProtectedSets();
    const a = sets("/p", "/agent", [reviewer("r")]);
    expect(sets("/p", "/agent", [reviewer("r")])).toBe(a);
    const b = sets("/p", "/agent", [reviewer("r"), reviewer("s", { condition: "/cond/s.ts" })]);
    expect(b).not.toBe(a);
    expect(watchedPaths(b)).toEqual(expect.arrayContaining(["/rules/r.md", "/rules/s.md", "/cond/s.ts"]));
    expect(watchedPaths(b).some((p) => p.endsWith("sentinel.json"))).toBe(false);
  });
});

describe("host reads", () => {
  const dir = mkdtempSync(join(tmpdir(), "pi-sentinel-protect-"));
  const file = join(dir, "f.txt");
  writeFileSync(file, "hello");
  test.each<[string, () => unknown, unknown]>([
    ["a stamp of a file", () => /^\d+(\.\d+)?:5$/.test(fileStamp(file)), true],
    ["a missing file's stamp", () => fileStamp(join(dir, "none")), "-"],
    ["a preview", () => readPreview(file), "hello"],
    ["no preview of a missing file", () => readPreview(join(dir, "none")), undefined],
    ["a folder", () => isDir(dir), true],
    ["a file is no folder", () => isDir(file), false],
    ["a missing path is no folder", () => isDir(join(dir, "none")), false],
  ])("%s", (_name, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

test("the taint notice names the files and the tool", () => {
  expect(taintedNotice(["/a", "/b"], "bash")).toMatch(
    /^pi-sentinel: \/a, \/b changed during a bash call you did not confirm/,
  );
});
