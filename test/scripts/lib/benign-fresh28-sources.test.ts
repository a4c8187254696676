// The twenty-eighth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES28 } from "../../../scripts/lib/benign-fresh28-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES28", () => {
  setSourceTests(SOURCES28, 28, {
    earlier: {
      title:
        "no source is in the lists of sets 1-27 (15b, 16b, 19b, 26b and 27b included) and no npm source shares a scope with a name in them",
      markers: [
        "SOURCES15B",
        "SOURCES16B",
        "SOURCES19B",
        "SOURCES25",
        "SOURCES26",
        "SOURCES26B",
        "SOURCES27",
        "SOURCES27B",
      ],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 100, docs: 200, deb: 147, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES28, [
    "inquirer-ts-checkbox-plus-prompt@",
    "claude@",
    "openapi-minifier@",
    "@pnpm/npm-registry-agent@",
  ]);
  namedSourcesTest("then build and CI tooling", SOURCES28, [
    "@angablue/biome-config@",
    "eslint-config-davidtheclark-node@",
    "eslint-config-richardpringle@",
    "@strv/eslint-config-base@",
  ]);
  namedSourcesTest("then shell tools", SOURCES28, ["nodejs-helm@", "css-emitter-component@", "@aeriajs/entrypoint@"]);
  namedSourcesTest("then packages with summaries in non-Latin scripts", SOURCES28, [
    "epic-designer-gold@",
    "vue2-countdown@",
    "unplugin-vue-i18n@",
  ]);
  namedSourcesTest("then packages with summaries in Spanish, Portuguese, German or French", SOURCES28, [
    "totalvoice-node@",
    "@quero-delivery/quero-components-web@",
    "phone-number-to-timezone@",
  ]);
  namedSourcesTest("then Debian translated docs and shell tools", SOURCES28, [
    "deb:gosa-help-nl=",
    "deb:doublecmd-help-uk=",
    "deb:debian-edu-doc-id=",
    "deb:grokevt=",
    "deb:uwsgi-emperor=",
    "deb:ostree-boot=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES28.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian packages", () => {
    const firstDocs = SOURCES28.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES28.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES28.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
