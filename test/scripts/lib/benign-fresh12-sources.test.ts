// The twelfth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES12 } from "../../../scripts/lib/benign-fresh12-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES12", () => {
  freshSourceTests(SOURCES12);
  originSourceTests(SOURCES12, 12);

  test("sources in other languages: a dozen Debian man-page translations", () => {
    const names = SOURCES12.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(12);
  });

  test("sources whose files read as tool output: mail, calendar and contact libraries, an OpenAPI bridge", () => {
    const names = SOURCES12.map((s) => s.name);
    for (const n of [
      "postal-mime@",
      "ical-expander@",
      "ts-ics@",
      "vcf@",
      "node-imap@",
      "@buildwithlayer/openapi-to-tools@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES12) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
