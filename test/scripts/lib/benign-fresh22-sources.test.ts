// The twenty-second fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES22 } from "../../../scripts/lib/benign-fresh22-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES22", () => {
  setSourceTests(SOURCES22, 22, {
    earlier: {
      title:
        "no source is in the lists of sets 1-21 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES18", "SOURCES19", "SOURCES19B", "SOURCES20", "SOURCES21"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 43, docs: 43, deb: 60, debsrc: 4 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first, by their files, for prose: Chinese component docs and READMEs, Russian and Japanese docs, translated READMEs",
    SOURCES22,
    [
      "sard-uniapp@",
      "zent@",
      "mp-html@",
      "hexo-theme-volantis@",
      "@yandex/ui@",
      "markuplint@",
      "egg-security@",
      "@mcptoolshop/polyglot-mcp@",
    ],
  );
  namedSourcesTest(
    "then AI code: agent skills, rule files, slash commands and agent definitions, agent frameworks, MCP servers",
    SOURCES22,
    ["@geekbeer/minion@", "figma-restoration-tools@", "get-shit-done-ios@", "selfish-pipeline@", "ruflo@", "0nmcp@"],
  );
  namedSourcesTest(
    "shell scripts from Debian packages made of them, and source trees with change logs, CI files and scripts",
    SOURCES22,
    [
      "deb:openstack-pkg-tools=",
      "deb:prometheus-node-exporter-collectors=",
      "deb:stgit-contrib=",
      "deb:ltsp=",
      "debsrc:asciinema=",
      "debsrc:openconnect=",
    ],
  );

  test("no source tree the mirror could not serve when the candidates were checked is in the list", () => {
    // four of the eight trees tried beforehand failed (apt-get source) and were left out
    const trees = SOURCES22.filter((s) => s.name.startsWith("debsrc:")).map((s) => s.name);
    for (const gone of ["flatpak-builder", "sshuttle", "toot", "helm"])
      expect(trees.some((n) => n.startsWith(`debsrc:${gone}=`))).toBe(false);
  });

  test("no npm package whose only picks in another language were a build folder named es/ (ES modules, not Spanish)", () => {
    const names = SOURCES22.map((s) => s.name);
    for (const n of ["antd-mini@", "wux-weapp@"]) expect(names.some((x) => x.startsWith(n))).toBe(false);
  });
});
