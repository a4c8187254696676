// The eleventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES11 } from "../../../scripts/lib/benign-fresh11-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES11", () => {
  freshSourceTests(SOURCES11);
  originSourceTests(SOURCES11, 11);

  test("sources in other languages: a dozen Debian man-page translations and npm packages with translated docs", () => {
    const names = SOURCES11.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(12);
    for (const n of ["vant@", "naive-ui@", "@tarojs/taro@", "howtocook-mcp@", "@tdesign-vue-next/chat@"])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES11) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
