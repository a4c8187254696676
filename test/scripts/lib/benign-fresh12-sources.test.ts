// The twelfth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES12 } from "../../../scripts/lib/benign-fresh12-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES12", () => {
  setSourceTests(SOURCES12, 12, { origin: true, exact: true });

  test("sources in other languages: a dozen Debian man-page translations", () => {
    const names = SOURCES12.map((s) => s.name);
    expect(names.filter((n) => /^deb:manpages-[a-z-]+=/.test(n)).length).toBeGreaterThanOrEqual(12);
  });

  namedSourcesTest(
    "sources whose files read as tool output: mail, calendar and contact libraries, an OpenAPI bridge",
    SOURCES12,
    ["postal-mime@", "ical-expander@", "ts-ics@", "vcf@", "node-imap@", "@buildwithlayer/openapi-to-tools@"],
  );
});
