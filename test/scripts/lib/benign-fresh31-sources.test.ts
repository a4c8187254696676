// The thirty-first fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES31 } from "../../../scripts/lib/benign-fresh31-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES31", () => {
  setSourceTests(SOURCES31, 31, {
    earlier: {
      title:
        "no source is in the lists of sets 1-30 (15b, 16b, 19b, 26b-30b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES28B", "SOURCES29B", "SOURCES29C", "SOURCES30", "SOURCES30B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 160, docs: 248, deb: 170, debsrc: 100 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES31, ["daisyui-blueprint@", "llm-zoo@", "@blockrun/llm@"]);
  namedSourcesTest("then build and CI tooling", SOURCES31, [
    "@pixolith/eslint-config-sw6@",
    "eslint-plugin-github-action@",
    "eslint-config-sentry-app@",
  ]);
  namedSourcesTest("then shell tools", SOURCES31, ["yarnhook@", "node-git-hooks@", "@arborium/zsh@"]);
  namedSourcesTest("then i18n, l10n and locale packages", SOURCES31, [
    "xlf-translate@",
    "vue-i18n-lite@",
    "@gemeente-denhaag/language-switcher@",
  ]);
  namedSourcesTest("then Debian shell tools and source packages with debconf translations", SOURCES31, [
    "deb:gnome-pkg-tools=",
    "deb:uim-look=",
    "deb:iredis=",
    "debsrc:manila=",
    "debsrc:spamprobe=",
    "debsrc:djbdns=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES31.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES31.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES31.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES31.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
