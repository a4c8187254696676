import { describe, expect, test } from "vitest";
import { SOURCES16 } from "../../../scripts/lib/benign-fresh16-sources.ts";
import { SOURCES16B } from "../../../scripts/lib/benign-fresh16b-sources.ts";
import { setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES16B", () => {
  setSourceTests(SOURCES16B, 16, {
    earlier: {
      title: "no source is in the source lists of sets 1-15, 15b included (names and npm scopes)",
      markers: ["SOURCES15B"],
    },
    first: SOURCES16,
    nodeModules: true,
  });

  test("27 npm docs packages and 2 Debian binary packages, chosen by language; exact versions", () => {
    expect(SOURCES16B.filter((s) => "npm" in s.from && s.kind === "framework-docs")).toHaveLength(27);
    expect(SOURCES16B.filter((s) => s.name.startsWith("deb:"))).toHaveLength(2);
    for (const s of SOURCES16B) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
