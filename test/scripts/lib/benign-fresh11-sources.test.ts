// The eleventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES11 } from "../../../scripts/lib/benign-fresh11-sources.ts";
import { setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES11", () => {
  setSourceTests(SOURCES11, 11, { origin: true, exact: true });

  test("sources in other languages: a dozen Debian man-page translations and npm packages with translated docs", () => {
    const names = SOURCES11.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(12);
    for (const n of ["vant@", "naive-ui@", "@tarojs/taro@", "howtocook-mcp@", "@tdesign-vue-next/chat@"])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });
});
