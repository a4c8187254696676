// The thirty-fifth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES35 } from "../../../scripts/lib/benign-fresh35-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES35", () => {
  setSourceTests(SOURCES35, 35, {
    earlier: {
      title:
        "no source is in the lists of sets 1-34 (15b, 16b, 19b, 26b-31b, 33b, 34b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES33B", "SOURCES34", "SOURCES34B"],
    },
    installed: true,
    nodeModules: true,
    counts: { ai: 207, docs: 232, deb: 97, debsrc: 50 },
    exact: true,
  });
  namedSourcesTest("agent and AI packages first (those naming prompts, instructions or templates first)", SOURCES35, [
    "prompter@",
    "prompt-base@",
    "prompts-ncu@",
  ]);
  namedSourcesTest("then build, lint, CI and container config packages", SOURCES35, [
    "eslint-config-expo@",
    "stylelint-config-get-off-my-lawn@",
    "@cowtech/eslint-config@",
  ]);
  namedSourcesTest("then packages whose summary is in another script, then i18n and locale packages", SOURCES35, [
    "@aomao/plugin-image@",
    "flip@",
    "@pigment/auto-translate@",
  ]);
  namedSourcesTest("then framework and library packages", SOURCES35, [
    "react-invenio-deposit@",
    "list-selectors@",
    "akeyless-client-commons@",
  ]);
  namedSourcesTest("then Debian shell and script packages and source packages with a CI test suite", SOURCES35, [
    "deb:tasksh=",
    "deb:aqbanking-tools=",
    "deb:cryptsetup-bin=",
    "debsrc:ruby-aws-sdk-s3=",
    "debsrc:r-cran-keyring=",
    "debsrc:python-tidylib=",
  ]);
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES35.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("agent packages come first, then the other npm packages, then Debian binary packages, then source trees", () => {
    const firstDocs = SOURCES35.findIndex((s) => s.kind === "framework-docs");
    const lastAi = SOURCES35.map((s) => s.kind).lastIndexOf("ai-source");
    expect(firstDocs).toBeGreaterThan(0);
    expect(lastAi).toBeLessThan(firstDocs);
    const order = SOURCES35.map((s) => (s.name.startsWith("debsrc:") ? 2 : s.name.startsWith("deb:") ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
