// The twenty-seventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES27 } from "../../../scripts/lib/benign-fresh27-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES27", () => {
  setSourceTests(SOURCES27, 27, {
    earlier: {
      title:
        "no source is in the lists of sets 1-26 (15b, 16b, 19b and 26b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES24", "SOURCES25", "SOURCES26", "SOURCES26B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 130, docs: 290, deb: 117, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES27, [
    "@graphai/anthropic_agent@",
    "@bigtest/agent@",
    "@codingame/monaco-vscode-ae8a8ca1-f243-508b-9c37-c88ebbd295fa-common@",
    "code2prompt@",
  ]);
  namedSourcesTest("then build and CI tooling", SOURCES27, [
    "@stylelint/prettier-config@",
    "changesets-format-with-issue-links@",
    "@ofk/eslint-config-recommend@",
    "@coder/backstage-plugin-devcontainers-backend@",
  ]);
  namedSourcesTest("then shell tools", SOURCES27, [
    "@firebase/app@",
    "@fig/complete-oclif@",
    "picomatch-browser@",
    "promise-completion-source@",
  ]);
  namedSourcesTest("then packages with summaries in other languages", SOURCES27, [
    "vitepress-plugin-catalogue@",
    "emitter-pro@",
    "@cqsjjb/course-res-design@",
    "vue-ruler-tool@",
  ]);
  namedSourcesTest("then Debian shell tools and translated docs", SOURCES27, [
    "deb:gnome-shell-extension-window-list=",
    "deb:ceph-volume=",
    "deb:morbig=",
    "deb:opengl-4-man-doc=",
    "deb:scilab-doc-ja=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES27.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian packages", () => {
    const firstDocs = SOURCES27.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES27.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES27.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
