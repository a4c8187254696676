// The twenty-first fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES21 } from "../../../scripts/lib/benign-fresh21-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES21", () => {
  setSourceTests(SOURCES21, 21, {
    earlier: {
      title:
        "no source is in the lists of sets 1-20 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES18", "SOURCES19", "SOURCES19B", "SOURCES20"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 48, docs: 41, deb: 65, debsrc: 18 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first, by their files: locale catalogs (CLDR, emojibase, Gravity UI, Open edX), docs in Chinese, Russian, Japanese and Korean",
    SOURCES21,
    [
      "cldr-misc-full@",
      "emojibase-data@",
      "@gravity-ui/uikit@",
      "@edx/frontend-lib-learning-assistant@",
      "tdesign-uniapp@",
      "@skbkontur/react-ui@",
      "@qiita/qiita-cli@",
      "@toss/utils@",
    ],
  );
  namedSourcesTest(
    "then AI code: agent systems and CLIs, LLM SDKs, MCP SDKs, AI SDK tools, prompt tooling",
    SOURCES21,
    [
      "telecom-mas-agent@",
      "litellm@",
      "@camsoft/mcp-sdk@",
      "@tavily/ai-sdk@",
      "dpml-prompt@",
      "zhipuai-sdk-nodejs-v4@",
    ],
  );
  namedSourcesTest(
    "shell scripts from Debian packages made of them, and source trees with change logs, templates and gettext catalogs",
    SOURCES21,
    ["deb:adr-tools=", "deb:debvm=", "deb:ftpsync=", "deb:guilt=", "debsrc:diffuse=", "debsrc:axel=", "debsrc:ymuse="],
  );

  test("no source tree the mirror could not serve when the candidates were checked is in the list", () => {
    // round 27 lost 5 of its 7 source trees to the mirror; those that failed here beforehand were left out
    const trees = SOURCES21.filter((s) => s.name.startsWith("debsrc:")).map((s) => s.name);
    for (const gone of ["kooha", "flatseal", "granite-7", "cpu-x", "shaarli", "tremotesf", "scanmem"])
      expect(trees.some((n) => n.startsWith(`debsrc:${gone}=`))).toBe(false);
  });
});
