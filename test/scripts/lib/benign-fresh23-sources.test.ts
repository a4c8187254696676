// The twenty-third fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES23 } from "../../../scripts/lib/benign-fresh23-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES23", () => {
  setSourceTests(SOURCES23, 23, {
    earlier: {
      title:
        "no source is in the lists of sets 1-22 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES20", "SOURCES21", "SOURCES22"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 32, docs: 18, deb: 53, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first, by their files, for prose in Japanese, Russian and Korean",
    SOURCES23,
    ["tree-to-book@", "typograf@", "kuroshiro@", "slick-address-kr@", "petrovich@", "jaco@"],
  );
  namedSourcesTest("then AI code: agent steering files and skills, MCP servers, agent frameworks and CLIs", SOURCES23, [
    "bmall-mcp@",
    "skill-creator@",
    "shopify-cc-kit@",
    "llm-advisor-mcp@",
    "glove-core@",
    "skills-npm@",
  ]);
  namedSourcesTest("then Debian packages made of shell scripts, and translated Debian Edu manuals", SOURCES23, [
    "deb:debian-edu-doc-legacy-ja=",
    "deb:opennds-daemon-common=",
    "deb:gcin-data=",
    "deb:clonezilla=",
    "deb:drbl=",
    "deb:shorewall6=",
  ]);

  test("no set 22 language is the point: no source is a Chinese component kit (set 22's mostly Chinese prose)", () => {
    const names = SOURCES23.map((s) => s.name);
    for (const n of ["sard-uniapp@", "zent@", "mp-html@", "zarm@"])
      expect(names.some((x) => x.startsWith(n))).toBe(false);
  });
});
