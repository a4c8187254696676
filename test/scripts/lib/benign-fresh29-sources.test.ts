// The twenty-ninth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES29 } from "../../../scripts/lib/benign-fresh29-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES29", () => {
  setSourceTests(SOURCES29, 29, {
    earlier: {
      title:
        "no source is in the lists of sets 1-28 (15b, 16b, 19b, 26b, 27b and 28b included) and no npm source shares a scope with a name in them",
      markers: [
        "SOURCES15B",
        "SOURCES16B",
        "SOURCES19B",
        "SOURCES26B",
        "SOURCES27",
        "SOURCES27B",
        "SOURCES28",
        "SOURCES28B",
      ],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 90, docs: 302, deb: 241, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES29, [
    "@listr2/prompt-adapter-inquirer@",
    "text-prompt@",
    "buster-ci-agent@",
    "@pixi/unsafe-eval@",
  ]);
  namedSourcesTest("then build and CI tooling", SOURCES29, [
    "@ownclouders/prettier-config@",
    "eslint-config-gasbuddy@",
    "@svitejs/changesets-changelog-github-compact@",
  ]);
  namedSourcesTest("then shell tools", SOURCES29, ["expand-range@", "is-windows-bash@", "bash-autocompleter@"]);
  namedSourcesTest("then packages with summaries in non-Latin scripts", SOURCES29, [
    "pinia-plugin-unistorage@",
    "abler-api@",
    "umi-plugin-remax@",
  ]);
  namedSourcesTest("then packages with summaries in Spanish, Portuguese, German or French", SOURCES29, [
    "@dipusevilla/componentes-iu@",
    "@tresdoce-nestjs-toolkit/paas@",
    "polylinear-scale@",
  ]);
  namedSourcesTest("then Debian translated docs and shell tools", SOURCES29, [
    "deb:apertium-eo-es=",
    "deb:apertium-pt-gl=",
    "deb:apertium-eo-ca=",
    "deb:paperwork-shell=",
    "deb:barman=",
    "deb:crossbuild-essential-mipsel=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES29.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian packages", () => {
    const firstDocs = SOURCES29.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES29.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES29.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
