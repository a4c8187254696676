// The thirty-third fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES33 } from "../../../scripts/lib/benign-fresh33-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES33", () => {
  setSourceTests(SOURCES33, 33, {
    earlier: {
      title:
        "no source is in the lists of sets 1-32 (15b, 16b, 19b, 26b-31b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES32"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 120, docs: 198, deb: 128, debsrc: 100 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES33, [
    "@headless-commerce/mcp-server@",
    "bash-command-mcp@",
    "node-agent-sdk@",
  ]);
  namedSourcesTest("then build, lint, CI and container config packages", SOURCES33, [
    "@terrestris/eslint-config-typescript@",
    "@hazmi35/eslint-config@",
    "eslint-config-okonet@",
  ]);
  namedSourcesTest("then packages whose summary is in another script", SOURCES33, [
    "@tuya-miniapp/icons@",
    "meeko@",
    "v3-color-picker@",
  ]);
  namedSourcesTest("then framework and library packages", SOURCES33, [
    "@react-awesome-query-builder/bootstrap@",
    "imhotap@",
    "vue-splitpane@",
  ]);
  namedSourcesTest(
    "then Debian shell tools, packages with translated man pages and source packages with a CI test suite",
    SOURCES33,
    ["deb:mdp=", "deb:php8.4-cli=", "deb:dnsmasq-base-lua=", "deb:worker=", "debsrc:cython=", "debsrc:translitcodec="],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES33.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES33.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES33.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES33.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
