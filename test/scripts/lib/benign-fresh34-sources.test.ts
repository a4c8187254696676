// The thirty-fourth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES34 } from "../../../scripts/lib/benign-fresh34-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES34", () => {
  setSourceTests(SOURCES34, 34, {
    earlier: {
      title:
        "no source is in the lists of sets 1-33 (15b, 16b, 19b, 26b-31b, 33b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES33", "SOURCES33B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 159, docs: 209, deb: 120, debsrc: 80 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first (prompt packages first)", SOURCES34, [
    "element-prompt-builder@",
    "prprompts-flutter-generator@",
    "@altairalabs/promptarena@",
  ]);
  namedSourcesTest("then build, lint, CI and container config packages", SOURCES34, [
    "eslint-config-ts-react-important-stuff@",
    "gitignore-to-dockerignore@",
    "token-injectable-docker-builder@",
  ]);
  namedSourcesTest("then packages whose summary is in another script", SOURCES34, [
    "nuke-radio@",
    "@delta-comic/plugin@",
    "beautify-qrcode@",
  ]);
  namedSourcesTest("then framework and library packages", SOURCES34, [
    "@so1ve/eslint-plugin@",
    "maskito@",
    "@medplum/core@",
  ]);
  namedSourcesTest(
    "then Debian shell tools, packages with a file naming a language and source packages with a CI test suite",
    SOURCES34,
    [
      "deb:elpa-ledger=",
      "deb:libervia-cli=",
      "deb:libreadonlyx-perl=",
      "deb:librdf-vcard-perl=",
      "debsrc:librole-tiny-perl=",
      "debsrc:rust-gstreamer-gl-x11-sys=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES34.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES34.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES34.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES34.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
