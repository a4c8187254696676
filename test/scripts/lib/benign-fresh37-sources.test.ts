// The thirty-seventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES37 } from "../../../scripts/lib/benign-fresh37-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES37", () => {
  setSourceTests(SOURCES37, 37, {
    earlier: {
      title:
        "no source is in the lists of sets 1-36 (15b, 16b, 19b, 26b-31b, 33b-35b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES33B", "SOURCES35B", "SOURCES36"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 200, docs: 140, deb: 22, debsrc: 247 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages naming skills, prompts, rules, templates or plugins first", SOURCES37, [
    "openclaw-templates@",
    "nextjs-saas-starter@",
    "simmer-automaton@",
  ]);
  namedSourcesTest("then the rest that names an LLM or AI", SOURCES37, [
    "mindstudio@",
    "@sailfish-ai/sf-map-utils@",
    "ai-props@",
  ]);
  namedSourcesTest(
    "then build, lint, CI and container config packages, i18n packages and framework packages",
    SOURCES37,
    [
      "eslint-config-oclif-typescript@",
      "@nodecraft/eslint-config@",
      "compare-json@",
      "md-to-adf@",
      "yaserver@",
      "varstream@",
    ],
  );
  namedSourcesTest(
    "then Debian python3 and shell packages, source trees with the OpenAI client, a shell or shell test tool, script tools and message catalogs",
    SOURCES37,
    [
      "deb:python3-mistral-lib=",
      "deb:tcl-thread=",
      "debsrc:sploitscan=",
      "debsrc:rs=",
      "debsrc:jsmn=",
      "debsrc:xwaylandvideobridge=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES37.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES37.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES37.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES37.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
