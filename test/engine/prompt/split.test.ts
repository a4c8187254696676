// Argument splitting: a table of pi's quoting rules, and a property test against pi's own parseCommandArgs.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInvocation, splitArgs } from "../../../src/engine/prompt/split.ts";
// pi does not export its splitter from the package entry; import the dist module by path to compare with it
import {
  expandPromptTemplate,
  parseCommandArgs,
} from "../../../node_modules/@earendil-works/pi-coding-agent/dist/core/prompt-templates.js";

const CASES: [string, string[]][] = [
  ["", []],
  ["   ", []],
  ["a", ["a"]],
  ["a b  c", ["a", "b", "c"]],
  ['"my project" 1.0.0', ["my project", "1.0.0"]],
  ["'single quoted' x", ["single quoted", "x"]],
  ["doesn't matter", ["doesn't", "matter"]],
  ['say "hi"', ["say", "hi"]],
  ['ab"cd ef"', ['ab"cd', 'ef"']],
  ['"unclosed quote', ['"unclosed', "quote"]],
  ["'unclosed", ["'unclosed"]],
  ['"" x', ["", "x"]],
  ["''", [""]],
  ['"the \\"fast\\" path"', ['the "fast" path']],
  ["'it\\'s'", ["it's"]],
  ['"a\\b"', ["a\\b"]],
  ["back\\slash", ["back\\slash"]],
  ['"a"b', ["ab"]],
  ['"a""b"', ['a"b"']],
  ["a\tb\nc", ["a", "b", "c"]],
  ["a\u00a0b", ["a", "b"]],
  ["ünï cödé 🚀", ["ünï", "cödé", "🚀"]],
  ['"x\\"', ['"x\\"']],
];

describe("splitArgs", () => {
  it.each(CASES)("splits %j", (input, expected) => {
    expect(splitArgs(input)).toEqual(expected);
    expect(parseCommandArgs(input)).toEqual(expected);
  });

  it("agrees with pi's parseCommandArgs on arbitrary strings", () => {
    const chars = fc.constantFrom(" ", "\t", "\n", '"', "'", "\\", "a", "b", "é", "😀", "\u00a0", "$", "1");
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join("")),
        (s) => {
          expect(splitArgs(s)).toEqual(parseCommandArgs(s));
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 60 }),
        (s) => void expect(splitArgs(s)).toEqual(parseCommandArgs(s)),
      ),
      { numRuns: 1000 },
    );
  });
});

describe("parseInvocation", () => {
  const cases: [string, { name: string; args: string } | undefined][] = [
    ["/deploy", { name: "deploy", args: "" }],
    ["/deploy  a b", { name: "deploy", args: "a b" }],
    ["/deploy\tx\ny", { name: "deploy", args: "x\ny" }],
    ["/deploy ", { name: "deploy", args: "" }],
    ["/", undefined],
    ["/ x", undefined],
    [" /deploy", undefined],
    ["deploy", undefined],
    ["/etc/hosts is broken", { name: "etc/hosts", args: "is broken" }],
  ];
  it.each(cases)("parses %j", (text, expected) => {
    expect(parseInvocation(text)).toEqual(expected);
  });

  it("finds the same name and arguments pi expands", () => {
    const template = { name: "t", description: "", content: "[$@]", sourceInfo: {} as never, filePath: "/t.md" };
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (rest) => {
        const text = `/t${rest}`;
        const inv = parseInvocation(text);
        const expanded = expandPromptTemplate(text, [template]);
        if (inv?.name === "t") expect(expanded).toBe(`[${splitArgs(inv.args).join(" ")}]`);
        else expect(expanded).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
