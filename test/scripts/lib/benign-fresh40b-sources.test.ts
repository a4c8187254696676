// The second source list of the fortieth fresh benign set: npm shell packages and Debian source trees rich in shell scripts, not in the first list or an earlier set or list.

import { describe, expect, test } from "vitest";
import { SOURCES40 } from "../../../scripts/lib/benign-fresh40-sources.ts";
import { SOURCES40B } from "../../../scripts/lib/benign-fresh40b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES40B", () => {
  setSourceTests(SOURCES40B, 40, {
    earlier: {
      title: "no source is in the lists of sets 1-39 and no npm source shares a scope with a name in them",
      markers: ["SOURCES37B", "SOURCES38", "SOURCES39"],
    },
    first: SOURCES40,
    installed: true,
    nodeModules: true,
    counts: { ai: 0, docs: 8, deb: 0, debsrc: 261 },
    exact: true,
  });
  namedSourcesTest(
    "npm shell packages, then the rest of the Debian-native trees, trees built with autotools and more trees with message catalogs, in the salted order",
    SOURCES40B,
    [
      "dax-sh@",
      "jira-prepare-commit-msg@",
      "debsrc:grub-efi-arm64-signed=",
      "debsrc:newpid=",
      "debsrc:jp2a=",
      "debsrc:gap-float=",
      "debsrc:qtfeedback-opensource-src=",
      "debsrc:qtorganizer-mkcal=",
    ],
  );
  test("no two npm sources of either list share a scope", () => {
    const scopes = [...SOURCES40, ...SOURCES40B].filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });
});
