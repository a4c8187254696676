// The fortieth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES40 } from "../../../scripts/lib/benign-fresh40-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES40", () => {
  setSourceTests(SOURCES40, 40, {
    earlier: {
      title:
        "no source is in the lists of sets 1-39 (15b, 16b, 19b, 26b-31b, 33b-35b, 37b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES35B", "SOURCES37B", "SOURCES38", "SOURCES39"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 190, docs: 140, deb: 0, debsrc: 360 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages with an AI token in a compound of their name or summary", SOURCES40, [
    "@fsegurai/codemirror-theme-abcdef@",
    "@dqcai/vn-lunar@",
    "site-operator-react@",
  ]);
  namedSourcesTest(
    "then build, lint, CI and container config packages, i18n packages and framework packages",
    SOURCES40,
    [
      "eslint-config-athom@",
      "@lando/compose@",
      "hapi-locale-17@",
      "windows-locale@",
      "@astropay/tokenizer-sdk@",
      "clibuilder@",
    ],
  );
  namedSourcesTest("then Debian-native source trees, then trees with message catalogs", SOURCES40, [
    "debsrc:duck=",
    "debsrc:oss-compat=",
    "debsrc:dh-make-raku=",
    "debsrc:libqalculate=",
    "debsrc:gnome-calculator=",
    "debsrc:xcb-imdkit=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES40.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then source trees", () => {
    const firstDocs = SOURCES40.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES40.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES40.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
