// The fresh manifest's helpers: where a file lands, the unpacked tarball's folder, appending a set, a byte-stable round trip.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  appendEntries,
  type FreshEntry,
  freshPath,
  packageDir,
  readManifest,
  unpackedRoot,
  writeManifest,
} from "../../../scripts/lib/benign-fresh-manifest.ts";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../../harness/env.ts";

const entry = (name: string, split: FreshEntry["files"][number]["split"] = "tune"): FreshEntry => ({
  name,
  from: { npm: name },
  kind: "ai-source",
  licence: "MIT",
  files: [{ path: "a.md", sha256: "0".repeat(64), unit: name, split }],
});

describe("freshPath", () => {
  test.each([
    ["ollama@0.6.4", "README.md", "eval/benign-fresh/files/ollama@0.6.4/README.md"],
    ["@ai-sdk/openai@4.0.118", "dist/a.js", "eval/benign-fresh/files/@ai-sdk_openai@4.0.118/dist/a.js"],
    [
      "deb:notmuch=0.39-1",
      "root/usr/share/doc/x/NEWS.gz",
      "eval/benign-fresh/files/deb_notmuch_0.39-1/root/usr/share/doc/x/NEWS",
    ],
    ["local:python3.11", "json/decoder.py", "eval/benign-fresh/files/local_python3.11/json/decoder.py"],
  ])("%s %s -> %s (gzipped files land decompressed)", (name, path, want) => {
    expect(freshPath({ name }, { path })).toBe(want);
  });
});

describe("packageDir", () => {
  test.each([
    ["ollama@0.6.4", "/p/ollama-0.6.4/package"],
    ["@google/genai@3.3.0", "/p/google-genai-3.3.0/package"],
  ])("%s unpacks under %s", (spec, want) => {
    expect(packageDir(spec, "/p")).toBe(want);
  });
});

describe("appendEntries", () => {
  test("a set's entries go last; old entries named by its sources are dropped, others kept in order", () => {
    const got = appendEntries([entry("a"), entry("b"), entry("c")], ["b", "gone"], [entry("b", "tune17")]);
    expect(got.map((e) => [e.name, e.files[0]?.split])).toEqual([
      ["a", "tune"],
      ["c", "tune"],
      ["b", "tune17"],
    ]);
  });
  test("a source that was left out (not fetched) still drops its old entry", () => {
    expect(appendEntries([entry("a"), entry("x")], ["x"], []).map((e) => e.name)).toEqual(["a"]);
  });
});

describe("readManifest / writeManifest", () => {
  test("the committed manifest round-trips byte for byte (the format the --select steps always wrote)", () => {
    const dir = join(repoRoot, "eval", "benign-fresh");
    const tmp = makeTempDir("fresh-manifest");
    try {
      writeManifest(tmp, readManifest(dir));
      expect(readFileSync(join(tmp, "manifest.json"), "utf8")).toBe(readFileSync(join(dir, "manifest.json"), "utf8"));
    } finally {
      removeDir(tmp);
    }
  });
});

describe("unpackedRoot", () => {
  test.each([
    [["package/package.json"], "package"],
    [["mscdex-node-imap-385bf25/package.json"], "mscdex-node-imap-385bf25"],
    [["a/package.json", "b/package.json"], "package"],
  ])("%j unpacks to %s", (files, want) => {
    const dir = makeTempDir("unpacked");
    try {
      writeTree(dir, Object.fromEntries(files.map((f) => [f, "{}"])));
      expect(unpackedRoot(dir)).toBe(join(dir, want));
    } finally {
      removeDir(dir);
    }
  });
});
