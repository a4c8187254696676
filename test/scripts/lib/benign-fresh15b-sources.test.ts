import { describe, expect, test } from "vitest";
import { SOURCES15 } from "../../../scripts/lib/benign-fresh15-sources.ts";
import { SOURCES15B } from "../../../scripts/lib/benign-fresh15b-sources.ts";
import { setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES15B", () => {
  setSourceTests(SOURCES15B, 15, {
    earlier: { title: "no source is in the source lists of sets 1-14 (names and npm scopes)", markers: ["SOURCES14"] },
    first: SOURCES15,
    nodeModules: true,
    exact: true,
  });

  test("chosen by language: 18 npm docs packages, 5 KiCad manuals and apt-utils, Debian sources as scripts", () => {
    expect(SOURCES15B.filter((s) => s.kind === "framework-docs")).toHaveLength(18);
    expect(SOURCES15B.filter((s) => /^deb:kicad-doc-[a-z]+=/.test(s.name))).toHaveLength(5);
    expect(SOURCES15B.some((s) => s.name.startsWith("deb:apt-utils="))).toBe(true);
    for (const s of SOURCES15B) if (!("npm" in s.from)) expect(s.kind, s.name).toBe("debian-script");
  });
});
