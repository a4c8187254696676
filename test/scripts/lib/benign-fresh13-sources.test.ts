// The thirteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES13 } from "../../../scripts/lib/benign-fresh13-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES13", () => {
  setSourceTests(SOURCES13, 13, { origin: true, exact: true });

  test("sources in other languages: at least 11 Debian man-page translations and 5 translated Debian docs", () => {
    const names = SOURCES13.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(11);
    expect(names.filter((n) => /^deb:(?:debian-reference|developers-reference|maint-guide)-/.test(n))).toHaveLength(5);
  });

  namedSourcesTest(
    "sources whose files read as tool output or are edited in projects: mail, calendar, office, API specs, logs",
    SOURCES13,
    [
      "letterparser@",
      "timezones-ical-library@",
      "officeparser@",
      "swagger2openapi@",
      "deb:python3-icalendar=",
      "deb:python3-vobject=",
      "deb:python3-openapi-spec-validator=",
      "deb:lnav=",
      "deb:goaccess=",
    ],
  );
});
