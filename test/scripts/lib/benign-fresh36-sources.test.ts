// The thirty-sixth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES36 } from "../../../scripts/lib/benign-fresh36-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES36", () => {
  setSourceTests(SOURCES36, 36, {
    earlier: {
      title:
        "no source is in the lists of sets 1-35 (15b, 16b, 19b, 26b-31b, 33b-35b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES33B", "SOURCES34B", "SOURCES35", "SOURCES35B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 200, docs: 140, deb: 61, debsrc: 210 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages naming prompts, skills, rules or workflows first", SOURCES36, [
    "@foblex/flow@",
    "inngest-cli@",
    "logicstamp-context@",
  ]);
  namedSourcesTest("then MCP servers and agent and AI coding CLIs, then the rest that names an LLM or AI", SOURCES36, [
    "@cookielab.io/klovi@",
    "@jverdi/agent-bridge-for-photoshop@",
    "jinaai@",
    "veryfront@",
  ]);
  namedSourcesTest(
    "then build, lint, CI and container config packages, i18n packages and framework packages",
    SOURCES36,
    [
      "stylelint-config-palantir@",
      "@shinnn/eslint-config@",
      "cp-translations@",
      "typed-intl@",
      "imagemin-gif2webp@",
      "scoobie@",
    ],
  );
  namedSourcesTest(
    "then Debian shell packages and source trees with shell test suites, then with message catalogs",
    SOURCES36,
    [
      "deb:libshell-utils-clojure=",
      "deb:speex=",
      "debsrc:libconfig-model-perl=",
      "debsrc:power-profiles-daemon=",
      "debsrc:kdf=",
      "debsrc:knavalbattle=",
    ],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES36.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES36.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES36.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES36.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
