// The twenty-sixth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES26 } from "../../../scripts/lib/benign-fresh26-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES26", () => {
  setSourceTests(SOURCES26, 26, {
    earlier: {
      title:
        "no source is in the lists of sets 1-25 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES23", "SOURCES24", "SOURCES25"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 51, docs: 232, deb: 51, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("agent instruction files, skills, rules and MCP servers first", SOURCES26, [
    "@alcyone-labs/modelcontextprotocol-sdk@",
    "@apireno/domshell@",
    "@awesome-ai/elasticsearch-mcp@",
    "@chkp/quantum-management-mcp@",
  ]);
  namedSourcesTest("then contributor-facing boilerplates and project templates", SOURCES26, [
    "@availity/workflow@",
    "@diia-inhouse/scaffold@",
    "@earle-poole/scaffoldit@",
    "@easy-team/easywebpack-cli@",
  ]);
  namedSourcesTest("then change logs, migrations and codemods", SOURCES26, [
    "@autorest/codemodel@",
    "@azure-tools/codemodel-v3@",
    "@codemod-utils/tests@",
    "@cozy/codemods@",
  ]);
  namedSourcesTest("then fixtures, shareable configs and CI tooling", SOURCES26, [
    "@bufbuild/cel-spec@",
    "@devoxa/eslint-config@",
    "@github-actions-workflow-ts/lib@",
    "@kevinoid/eslint-config@",
  ]);
  namedSourcesTest("then i18n packages and packages with docs in other languages, by their files", SOURCES26, [
    "@aliretail/react-materials-components@",
    "@beisen/grid-page-builder@",
    "@dalydb/sdesign@",
    "@huxy/pack@",
  ]);
  namedSourcesTest("then Debian packages with shell tools", SOURCES26, [
    "deb:belenios-tool=",
    "deb:berrynet-dashboard=",
    "deb:bettercap-caplets=",
    "deb:bitseq=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES26.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian packages", () => {
    const firstDocs = SOURCES26.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES26.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES26.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
