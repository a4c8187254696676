// Real benign text for training: read-tool pages as pi hands files over, and the docs a package ships besides its README.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  packageDocFiles,
  READ_MAX_BYTES,
  READ_MAX_LINES,
  readPages,
} from "../../../../scripts/lib/injection-train/real-docs.ts";

describe("readPages", () => {
  const lines = (n: number, w = 10): string => Array.from({ length: n }, (_, k) => `${k}`.padEnd(w, "x")).join("\n");
  test.each([
    ["a short file is one page, itself", "hello\nworld", 1],
    ["exactly the line limit", lines(READ_MAX_LINES), 1],
    ["one line over the line limit", lines(READ_MAX_LINES + 1), 2],
    ["three pages by lines", lines(2 * READ_MAX_LINES + 5), 3],
    ["two pages by bytes (long lines)", lines(300, 200), 2],
    ["one line longer than a page stays whole", "y".repeat(READ_MAX_BYTES + 10), 1],
  ])("%s", (_name, text, n) => {
    const pages = readPages(text);
    expect(pages).toHaveLength(n);
    // nothing lost, nothing added: the pages are the file's lines in order
    expect(pages.join("\n")).toBe(text);
    if (n > 1)
      for (const p of pages) {
        expect(p.split("\n").length).toBeLessThanOrEqual(READ_MAX_LINES);
        expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(READ_MAX_BYTES);
      }
  });
});

describe("packageDocFiles", () => {
  const dir = mkdtempSync(join(tmpdir(), "pkgdocs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (rel: string, text = "some prose\n"): void => {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  put("README.md");
  put("LICENSE.md");
  put("CHANGELOG.md");
  put("docs/guide.md");
  put("docs/api/client.markdown");
  put("docs/notes.txt");
  put("docs/empty.md", "");
  put("docs/big.md", "z".repeat(2000));
  put("examples/demo.md");
  put("lib/index.js", "module.exports = 1;\n");
  put("node_modules/dep/docs/x.md");
  put(".github/CONTRIBUTING.md");

  test("prose only: no README, licence, code, empty or oversized file, nested package or dot-folder", () => {
    const got = packageDocFiles(dir, 1000).map((p) => relative(dir, p));
    expect(got).toEqual([
      "CHANGELOG.md",
      "docs/api/client.markdown",
      "docs/guide.md",
      "docs/notes.txt",
      "examples/demo.md",
    ]);
  });

  test("folders read elsewhere are skipped", () => {
    const got = packageDocFiles(dir, 1000, ["docs", "examples"]).map((p) => relative(dir, p));
    expect(got).toEqual(["CHANGELOG.md"]);
  });
});
