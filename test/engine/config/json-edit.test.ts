// The one JSON-file editor: every editor of sentinel.json (configure's rule merge, the reviewers panel) keeps the file's style.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  editJsonObject,
  formatJson,
  Refusal,
  jsonStyle,
  parseJsonObject,
  type JsonStyle,
} from "../../../src/engine/config/json-edit.ts";
import { mergeRulesIntoText } from "../../../src/engine/config/rules-edit.ts";
import { applyReviewerChanges } from "../../../src/engine/review/config-edit.ts";

const DOC = {
  future: { keep: [1, 2] },
  rules: [{ name: "r1", trigger: { type: "agent_end" }, prompt: "p" }],
  supervisor: { reviewers: [{ name: "style", model: "a/b", rulesFile: "rules.md" }] },
};

/** The text of DOC in a given style, built by hand (not by the code under test). */
function styled(s: JsonStyle): string {
  return `${s.bom ? "\uFEFF" : ""}${JSON.stringify(DOC, null, s.indent).replaceAll("\n", s.eol)}${s.finalNewline ? s.eol : ""}`;
}

const STYLES: [string, JsonStyle][] = [
  ["2 spaces, LF, final newline", { bom: false, indent: "  ", eol: "\n", finalNewline: true }],
  ["4 spaces", { bom: false, indent: "    ", eol: "\n", finalNewline: true }],
  ["tabs", { bom: false, indent: "\t", eol: "\n", finalNewline: true }],
  ["byte-order mark", { bom: true, indent: "  ", eol: "\n", finalNewline: true }],
  ["CRLF", { bom: false, indent: "  ", eol: "\r\n", finalNewline: true }],
  ["no final newline", { bom: false, indent: "  ", eol: "\n", finalNewline: false }],
  ["BOM + tabs + CRLF, no final newline", { bom: true, indent: "\t", eol: "\r\n", finalNewline: false }],
];

const RULE = { name: "new-rule", trigger: { type: "turn_end" }, prompt: "q" } as never;

const EDITORS: [string, (text: string) => string, (doc: Record<string, unknown>) => void][] = [
  [
    "configure (mergeRulesIntoText)",
    (text) => {
      const r = mergeRulesIntoText(text, [RULE]);
      if (!r.ok) throw new Error(r.error);
      return r.text;
    },
    (doc) => void (doc.rules as unknown[]).push(RULE),
  ],
  [
    "reviewers panel (applyReviewerChanges)",
    (text) => {
      const r = applyReviewerChanges(text, { style: { enabled: false } });
      if (!r.ok) throw new Error(r.error);
      return r.text;
    },
    (doc) => {
      (doc.supervisor as { reviewers: Record<string, unknown>[] }).reviewers[0].enabled = false;
    },
  ],
];

describe("jsonStyle", () => {
  it.each(STYLES)("reads %s", (_, style) => {
    expect(jsonStyle(styled(style))).toEqual(style);
  });
  it.each([
    ["a missing file", undefined, { bom: false, indent: "  ", eol: "\n", finalNewline: true }],
    ["an empty file", "", { bom: false, indent: "  ", eol: "\n", finalNewline: true }],
    ["a one-line file", '{"rules":[]}', { bom: false, indent: "  ", eol: "\n", finalNewline: false }],
    ["a one-line file with CRLF", '{"rules":[]}\r\n', { bom: false, indent: "  ", eol: "\r\n", finalNewline: true }],
  ])("falls back to two spaces for %s", (_, text, style) => {
    expect(jsonStyle(text)).toEqual(style);
  });
});

describe.each(EDITORS)("%s keeps the file's style", (_, run, sameChange) => {
  it.each(STYLES)("%s", (_name, style) => {
    const expected = (() => {
      const doc = structuredClone(DOC) as Record<string, unknown>;
      sameChange(doc);
      return `${style.bom ? "\uFEFF" : ""}${JSON.stringify(doc, null, style.indent).replaceAll("\n", style.eol)}${style.finalNewline ? style.eol : ""}`;
    })();
    expect(run(styled(style))).toBe(expected);
  });
});

describe("parseJsonObject", () => {
  it.each([
    ["broken JSON, with line and column", '{\n  "rules": [,]\n}', /^not valid JSON: .* at line 2, column \d+$/],
    ["a list", "[1]", /must hold a JSON object .*not a list/],
    ["a number", "3", /must hold a JSON object .*not 3/],
    ["null", "null", /not null/],
  ])("refuses %s with a clear error", (_, text, error) => {
    const r = parseJsonObject(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });
  it("reads a file with a byte-order mark", () => {
    expect(parseJsonObject('\uFEFF{"a":1}')).toMatchObject({ ok: true, doc: { a: 1 } });
  });
});

describe("editJsonObject", () => {
  it("writes nothing when the edit refuses", () => {
    expect(editJsonObject('{"a":1}', () => new Refusal("no"))).toEqual({ ok: false, error: "no" });
  });
  it("a new file gets two spaces, LF and a final newline", () => {
    const r = editJsonObject(undefined, (doc) => {
      doc.a = [1];
      return "done";
    });
    expect(r).toEqual({ ok: true, text: '{\n  "a": [\n    1\n  ]\n}\n', result: "done" });
  });
  it("property: any object round-trips unchanged in any style", () => {
    const style = fc.record({
      bom: fc.boolean(),
      indent: fc.constantFrom("  ", "    ", "\t", " "),
      eol: fc.constantFrom("\n" as const, "\r\n" as const),
      finalNewline: fc.boolean(),
    });
    const obj = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 });
    fc.assert(
      fc.property(obj, style, (o, s) => {
        const text = formatJson(o, s);
        const r = editJsonObject(text, () => null);
        expect(r.ok && r.text).toBe(text);
      }),
    );
  });
});
