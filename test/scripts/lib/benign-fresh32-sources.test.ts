// The thirty-second fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES32 } from "../../../scripts/lib/benign-fresh32-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES32", () => {
  setSourceTests(SOURCES32, 32, {
    earlier: {
      title:
        "no source is in the lists of sets 1-31 (15b, 16b, 19b, 26b-31b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES30B", "SOURCES31", "SOURCES31B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 140, docs: 240, deb: 177, debsrc: 60 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES32, [
    "@pieces.app/pieces-os-client@",
    "agentcred@",
    "@mediapipe/tasks-genai@",
  ]);
  namedSourcesTest("then build, lint and CI config packages", SOURCES32, [
    "@xylabs/tsconfig-dom-jest@",
    "eslint-config-sonar@",
    "@luna-park/eslint-config@",
  ]);
  namedSourcesTest("then framework and library packages", SOURCES32, [
    "vite-plugin-istanbul@",
    "vue-sliding-pagination@",
    "vue-form-generator@",
  ]);
  namedSourcesTest(
    "then Debian shell tools, packages with translated man pages and source packages with a CI test suite",
    SOURCES32,
    [
      "deb:ganglia-webfrontend=",
      "deb:wikipedia2text=",
      "deb:geomview=",
      "deb:kdesvn=",
      "debsrc:python-ewoksdask=",
      "debsrc:unit-translator=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES32.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES32.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES32.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES32.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
