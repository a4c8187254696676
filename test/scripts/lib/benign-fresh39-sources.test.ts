// The thirty-ninth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES39 } from "../../../scripts/lib/benign-fresh39-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES39", () => {
  setSourceTests(SOURCES39, 39, {
    earlier: {
      title:
        "no source is in the lists of sets 1-38 (15b, 16b, 19b, 26b-31b, 33b-35b, 37b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES35B", "SOURCES37B", "SOURCES38"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 207, docs: 140, deb: 0, debsrc: 335 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages naming agents, RAG, embeddings or the like by a wider word", SOURCES39, [
    "supertest-koa-agent@",
    "optics-agent@",
    "yakaa@",
  ]);
  namedSourcesTest(
    "then build, lint, CI and container config packages, i18n packages and framework packages",
    SOURCES39,
    [
      "@sealink/prettier-config@",
      "eslint-config-nestjs@",
      "@digitalartlab/expo-plugin-localization@",
      "translate@",
      "composio@",
      "@openneuro/search@",
    ],
  );
  namedSourcesTest(
    "then Debian source trees with autopkgtests triggered by a shell, script tools, trees built with autotools and message catalogs",
    SOURCES39,
    [
      "debsrc:tpm-tools=",
      "debsrc:cl-db3=",
      "debsrc:puppet-hiera-enc=",
      "debsrc:perdition=",
      "debsrc:sqlsmith=",
      "debsrc:httping=",
      "debsrc:girara=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES39.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then source trees", () => {
    const firstDocs = SOURCES39.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES39.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES39.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
