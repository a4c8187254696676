// The thirteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES13 } from "../../../scripts/lib/benign-fresh13-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES13", () => {
  freshSourceTests(SOURCES13);
  originSourceTests(SOURCES13, 13);

  test("sources in other languages: at least 11 Debian man-page translations and 5 translated Debian docs", () => {
    const names = SOURCES13.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(11);
    expect(names.filter((n) => /^deb:(?:debian-reference|developers-reference|maint-guide)-/.test(n))).toHaveLength(5);
  });

  test("sources whose files read as tool output or are edited in projects: mail, calendar, office, API specs, logs", () => {
    const names = SOURCES13.map((s) => s.name);
    for (const n of [
      "letterparser@",
      "timezones-ical-library@",
      "officeparser@",
      "swagger2openapi@",
      "deb:python3-icalendar=",
      "deb:python3-vobject=",
      "deb:python3-openapi-spec-validator=",
      "deb:lnav=",
      "deb:goaccess=",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES13) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
