// The twenty-fourth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES24 } from "../../../scripts/lib/benign-fresh24-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES24", () => {
  setSourceTests(SOURCES24, 24, {
    earlier: {
      title:
        "no source is in the lists of sets 1-23 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES21", "SOURCES22", "SOURCES23"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 41, docs: 56, deb: 67, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("sources picked by language first, by their files", SOURCES24, [
    "heat-client@",
    "vue-client@",
    "antd-mini@",
    "@riil-frontend/component-topology@",
    "wux-weapp@",
  ]);
  namedSourcesTest("then AI code: MCP servers, agent frameworks, agent CLIs and skills", SOURCES24, [
    "ebay-mcp@",
    "oh-my-codex-cli@",
    "@maz-ui/mcp@",
    "@ahoo-wang/fetcher-eventstream@",
    "json-repair-js@",
  ]);
  namedSourcesTest("then Debian: translated manuals, and small daemons made of shell scripts", SOURCES24, [
    "deb:man2html-base=",
    "deb:freedombox-doc-es=",
    "deb:debian-edu-doc-legacy-fr=",
    "deb:bcron=",
    "deb:efingerd=",
    "deb:fwanalog=",
  ]);

  test("the language sources come first, then AI code, then Debian packages", () => {
    const order = SOURCES24.map((s) => (s.name.startsWith("deb:") ? 2 : s.kind === "ai-source" ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
