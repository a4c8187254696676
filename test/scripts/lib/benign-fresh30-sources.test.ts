// The thirtieth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES30 } from "../../../scripts/lib/benign-fresh30-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES30", () => {
  setSourceTests(SOURCES30, 30, {
    earlier: {
      title:
        "no source is in the lists of sets 1-29 (15b, 16b, 19b, 26b, 27b, 28b and 29b included) and no npm source shares a scope with a name in them",
      markers: [
        "SOURCES15B",
        "SOURCES16B",
        "SOURCES19B",
        "SOURCES26B",
        "SOURCES27B",
        "SOURCES28B",
        "SOURCES29",
        "SOURCES29B",
      ],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 170, docs: 616, deb: 221, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first", SOURCES30, [
    "groq-builder@",
    "minns-sdk@",
    "disposable-guerrillamail@",
    "@k-jarzyna/mcp-miro@",
  ]);
  namedSourcesTest("then build and CI tooling", SOURCES30, [
    "eslint-config-peopledoc@",
    "@financial-times/origami-service-makefile@",
    "commitlint-config-spellbookx@",
  ]);
  namedSourcesTest("then shell tools", SOURCES30, ["@ngmd/git-flow@", "vite-plugin-insert-html@", "@inferencesh/sdk@"]);
  namedSourcesTest("then packages of ecosystems whose docs are mostly in other scripts", SOURCES30, [
    "textlint-rule-apostrophe@",
    "@branu-jp/v-drag@",
    "umi-plugin-pro@",
  ]);
  namedSourcesTest("then packages with summaries in Spanish, Portuguese, German or French", SOURCES30, [
    "red-unica@",
    "@djpfs/react-vlibras@",
    "brasilapi-js@",
  ]);
  namedSourcesTest("then Debian translated docs and shell tools", SOURCES30, [
    "deb:linuxcnc-doc-de=",
    "deb:fp-utils=",
    "deb:svn-buildpackage=",
    "deb:mpdtoys=",
    "deb:dh-dkms=",
  ]);
  test("no source is in set 29's third list", () => {
    const lists = readFileSync(join(repoRoot, "scripts", "lib", "benign-fresh29c-sources.ts"), "utf8");
    expect(lists).toContain("SOURCES29C");
    const bare = SOURCES30.map((s) => s.name.replace(/^deb:/, "").replace(/[@=][^@/=]+$/, ""));
    expect(bare.filter((n) => lists.includes(`"${n}@`))).toEqual([]);
  });
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES30.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian packages", () => {
    const firstDocs = SOURCES30.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES30.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES30.map((s) => (s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
