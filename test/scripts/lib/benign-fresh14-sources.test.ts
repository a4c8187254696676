// The fourteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES14 } from "../../../scripts/lib/benign-fresh14-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES14", () => {
  setSourceTests(SOURCES14, 14, { origin: true, exact: true });

  test("sources picked by language first: 19 translated Debian manuals, 24 packages with man pages in many languages", () => {
    const names = SOURCES14.map((s) => s.name);
    expect(
      names.filter((n) =>
        /^deb:(?:debian-faq|debian-reference|developers-reference|maint-guide|aptitude-doc|debian-edu-doc)-[a-z-]+=/.test(
          n,
        ),
      ),
    ).toHaveLength(19);
    for (const n of ["deb:po4a=", "deb:aptitude=", "deb:dselect=", "deb:kakasi=", "deb:opencc=", "deb:zhcon="])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  namedSourcesTest(
    "sources whose files read as tool output or are edited in projects: mail, calendar, office, API specs, CI, logs",
    SOURCES14,
    [
      "eml-format@",
      "@kenjiuno/msgreader@",
      "vcard-parser@",
      "ical-date-parser@",
      "docx4js@",
      "@ssabrojs/hwpxjs@",
      "swagger-express-middleware@",
      "pin-github-action@",
      "gitlog2@",
      "deb:todoman=",
      "deb:python3-jenkins-job-builder=",
      "deb:python3-openpyxl=",
      "deb:ccze=",
    ],
  );
});
