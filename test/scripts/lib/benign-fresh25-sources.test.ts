// The twenty-fifth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES25 } from "../../../scripts/lib/benign-fresh25-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES25", () => {
  setSourceTests(SOURCES25, 25, {
    earlier: {
      title:
        "no source is in the lists of sets 1-24 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES22", "SOURCES23", "SOURCES24"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 50, docs: 118, deb: 44, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest(
    "AI code with prompts in its source first: MCP servers, agent frameworks and CLIs, LLM clients",
    SOURCES25,
    [
      "@ai-coders/context@",
      "@alithya-oss/backstage-plugin-rag-ai-backend@",
      "@alithya-oss/plugin-rag-ai-backend@",
      "@an-sdk/react@",
      "@annix/claude-swarm@",
    ],
  );
  namedSourcesTest("then security tooling and writing: linters, scanners, sanitizers, policy packs", SOURCES25, [
    "@apostrophecms/security-headers@",
    "@capgo/capacitor-is-root@",
    "@eurekadevsecops/radar@",
    "@gamestopnft/detect-gamestop-provider@",
    "@mitre/heimdall-lite@",
  ]);
  namedSourcesTest("then npm packages with docs in other languages, by their files", SOURCES25, [
    "@alilc/lowcode-plugin-datasource-pane@",
    "@arco-materials/site-footer@",
    "@dtinsight/dt-utils@",
    "@haluo/util@",
    "@ibiz-template/core@",
  ]);
  namedSourcesTest("then Debian packages made of shell scripts", SOURCES25, [
    "deb:colormake=",
    "deb:connman-vpn=",
    "deb:courier-filter-perl=",
    "deb:firebird-utils=",
    "deb:gfal2-util-scripts=",
    "deb:gp-saml-gui=",
  ]);

  test("AI code comes first, then security tooling, languages and configs (npm), then Debian packages", () => {
    const firstDocs = SOURCES25.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES25.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES25.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
