// The thirty-eighth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES38 } from "../../../scripts/lib/benign-fresh38-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES38", () => {
  setSourceTests(SOURCES38, 38, {
    earlier: {
      title:
        "no source is in the lists of sets 1-37 (15b, 16b, 19b, 26b-31b, 33b-35b, 37b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES35B", "SOURCES37", "SOURCES37B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 220, docs: 140, deb: 0, debsrc: 349 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages naming an LLM or AI by a strict word first", SOURCES38, [
    "@moises.ai/design-system@",
    "docusaurus-biel@",
    "repopack@",
  ]);
  namedSourcesTest("then those naming one by a wider word", SOURCES38, [
    "8004-solana@",
    "@coasys/ad4m@",
    "tooltipster-follower@",
  ]);
  namedSourcesTest(
    "then build, lint, CI and container config packages, i18n packages and framework packages",
    SOURCES38,
    [
      "docker-loghose@",
      "@douglasneuroinformatics/eslint-config@",
      "translate-google@",
      "voo-i18n@",
      "v-img@",
      "lambda-log@",
    ],
  );
  namedSourcesTest(
    "then Debian source trees with autopkgtests triggered by a shell or shell test tool, script tools and message catalogs",
    SOURCES38,
    [
      "debsrc:friso=",
      "debsrc:yabasic=",
      "debsrc:pci.ids=",
      "debsrc:gitso=",
      "debsrc:ukui-notification-daemon=",
      "debsrc:gssdp=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES38.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then source trees", () => {
    const firstDocs = SOURCES38.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES38.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES38.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
