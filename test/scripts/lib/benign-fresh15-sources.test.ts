// The fifteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES15 } from "../../../scripts/lib/benign-fresh15-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES15", () => {
  setSourceTests(SOURCES15, 15, {
    origin: true,
    earlier: {
      title: "no npm source shares a scope with a name in the source lists of sets 1-14 (fetched or not)",
      markers: ["SOURCES14"],
    },
    counts: { ai: 70, docs: 32, deb: 50, debsrc: 13 },
    exact: true,
  });

  test("sources picked by language first: 34 translated manuals and man-page sets, 18 npm docs packages mostly not in English", () => {
    const names = SOURCES15.map((s) => s.name);
    expect(
      names.filter((n) =>
        /^deb:(?:manpages|debian-policy|debian-faq|maint-guide|developers-reference|debian-reference|aptitude-doc|debian-edu-doc|kicad-doc|linuxcnc-doc|instead-doc|udo-doc)-[a-z-]+=/.test(
          n,
        ),
      ),
    ).toHaveLength(34);
    for (const n of [
      "deb:installation-guide-amd64=",
      "deb:dos2unix=",
      "deb:uidmap=",
      "deb:translate-toolkit=",
      "openclaw-cn@",
      "@nocobase/plugin-ai@",
      "apifox-mcp-server@",
      "textlint-rule-preset-ai-writing@",
      "form-render@",
      "moysklad@",
      "@umijs/openapi@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  namedSourcesTest(
    "sources whose files read as tool output or are edited in projects: mail, calendar, office, API specs, CI, change logs",
    SOURCES15,
    [
      "datebook@",
      "icalendar@",
      "vcards-js@",
      "eml-parse-js@",
      "node-mbox@",
      "pptxgenjs@",
      "@directus/specs@",
      "keep-a-changelog@",
      "deb:python3-jenkins=",
      "deb:python3-openapi-core=",
      "deb:python3-recurring-ical-events=",
      "deb:python3-junit.xml=",
      "deb:towncrier=",
      "debsrc:meld=",
    ],
  );
});
