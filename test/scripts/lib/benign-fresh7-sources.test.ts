// The seventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set, no duplicates.

import { describe, expect, test } from "vitest";
import { SOURCES7 } from "../../../scripts/lib/benign-fresh7-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES7", () => {
  freshSourceTests(SOURCES7);

  test("120+ sources, weighted toward AI and agent code: 80+ npm AI sources, 50+ Debian packages", () => {
    expect(SOURCES7.length).toBeGreaterThanOrEqual(120);
    expect(SOURCES7.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(80);
    expect(SOURCES7.filter((s) => s.name.startsWith("deb")).length).toBeGreaterThanOrEqual(50);
  });
});
