// Placeholder scanner: every form pi substitutes, with lines and columns, and the look-alikes pi leaves as text.

import { describe, expect, it } from "vitest";
import { scanLookAlikes, scanPlaceholders } from "../../../src/engine/prompt/placeholders.ts";

describe("scanPlaceholders", () => {
  const cases: [string, object[]][] = [
    ["no placeholders", []],
    ["$1", [{ kind: "position", index: 1 }]],
    [
      "$12 and $3x",
      [
        { kind: "position", index: 12 },
        { kind: "position", index: 3 },
      ],
    ],
    ["$0", [{ kind: "position", index: 0 }]],
    ["$@", [{ kind: "all" }]],
    ["$ARGUMENTS!", [{ kind: "all", text: "$ARGUMENTS" }]],
    ["${2:-fallback text}", [{ kind: "position", index: 2, fallback: "fallback text" }]],
    ["${1:-}", [{ kind: "position", index: 1, fallback: "" }]],
    ["${@:-all}", [{ kind: "all", fallback: "all" }]],
    ["${ARGUMENTS:-x}", [{ kind: "all", fallback: "x" }]],
    ["${@:2}", [{ kind: "slice", start: 2 }]],
    ["${@:2:3}", [{ kind: "slice", start: 2, length: 3 }]],
    ["${@:0}", [{ kind: "slice", start: 0 }]],
    ["$$1", [{ kind: "position", index: 1 }]],
    ["${1}", []],
    ["$x $ ${name}", []],
  ];
  it.each(cases)("scans %j", (body, expected) => {
    const got = scanPlaceholders(body);
    expect(got).toHaveLength(expected.length);
    got.forEach((p, i) => {
      expect(p).toMatchObject(expected[i]);
    });
  });

  it("reports 1-based lines and columns offset by the body's first file line", () => {
    const body = "first $1\n\n  second ${@:2:1}\n$ARGUMENTS";
    const got = scanPlaceholders(body, 5);
    expect(got.map((p) => [p.text, p.line, p.column])).toEqual([
      ["$1", 5, 7],
      ["${@:2:1}", 7, 10],
      ["$ARGUMENTS", 8, 1],
    ]);
  });

  it("keeps pi's left-to-right precedence (${1:-x} is one placeholder, not $1)", () => {
    expect(scanPlaceholders("${1:-$2}")).toMatchObject([{ kind: "position", index: 1, fallback: "$2" }]);
  });
});

describe("scanLookAlikes", () => {
  it("flags ${N}, ${@}, ${ARGUMENTS} and malformed slices, not real placeholders or shell variables", () => {
    const got = scanLookAlikes("${1} ${@} ${ARGUMENTS} ${@:x} ${@:2} ${1:-a} ${HOME}\n${2:3}");
    expect(got.map((l) => [l.text, l.line])).toEqual([
      ["${1}", 1],
      ["${@}", 1],
      ["${ARGUMENTS}", 1],
      ["${@:x}", 1],
      ["${2:3}", 2],
    ]);
  });
});
