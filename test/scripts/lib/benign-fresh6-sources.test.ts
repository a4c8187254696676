// The sixth fresh benign set's sources: exact versions, no package or npm scope of an earlier set, no duplicates.

import { describe, expect, test } from "vitest";
import { SOURCES6 } from "../../../scripts/lib/benign-fresh6-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES6", () => {
  freshSourceTests(SOURCES6);

  test("weighted toward AI and agent code: at least 60 npm AI sources and 40 Debian packages", () => {
    expect(SOURCES6.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(60);
    expect(SOURCES6.filter((s) => s.name.startsWith("deb")).length).toBeGreaterThanOrEqual(40);
  });
});
