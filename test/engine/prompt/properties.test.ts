// Property tests: the parsers and checkers never throw, whatever the input.

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyInput } from "../../../src/engine/prompt/decide.ts";
import { parseHint } from "../../../src/engine/prompt/hint.ts";
import { checkInvocation } from "../../../src/engine/prompt/invocation.ts";
import { scanLookAlikes, scanPlaceholders } from "../../../src/engine/prompt/placeholders.ts";
import { parseInvocation, splitArgs } from "../../../src/engine/prompt/split.ts";
import { editDistance } from "../../../src/engine/edit-distance.ts";
import { suggestCommands } from "../../../src/engine/prompt/suggest.ts";
import { checkTemplate } from "../../../src/engine/prompt/template.ts";

// strings dense in the characters the parsers care about
const tricky = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<",
        ">",
        "[",
        "]",
        "$",
        "{",
        "}",
        ":",
        "-",
        "@",
        "1",
        "0",
        "ARGUMENTS",
        "\n",
        "---",
        " ",
        '"',
        "'",
        "\\",
        "…",
        "...",
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 40 },
  )
  .map((a) => a.join(""));
const anyText = fc.oneof(tricky, fc.string({ unit: "binary", maxLength: 80 }));

describe("never throws", () => {
  // random frontmatter makes the yaml library print warnings (unresolved tags, odd anchors): expected here, and noisy
  const emitWarning = process.emitWarning;
  beforeAll(() => {
    process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      if (warning instanceof Error && warning.name === "YAMLWarning") return;
      (emitWarning as (...a: unknown[]) => void).call(process, warning, ...rest);
    }) as typeof process.emitWarning;
  });
  afterAll(() => {
    process.emitWarning = emitWarning;
  });

  it("parseHint", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const r = parseHint(s);
        if (!r.ok) expect(r.column).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 3000 },
    );
  });

  it("scanPlaceholders / scanLookAlikes", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        for (const p of scanPlaceholders(s)) expect(p.line).toBeGreaterThanOrEqual(1);
        scanLookAlikes(s);
      }),
      { numRuns: 3000 },
    );
  });

  it("splitArgs / parseInvocation / editDistance", () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        splitArgs(a);
        parseInvocation(a);
        expect(editDistance(a, b)).toBeGreaterThanOrEqual(0);
        suggestCommands(a, [b, "deploy"]);
      }),
      { numRuns: 2000 },
    );
  });

  it("checkTemplate and checkInvocation on arbitrary files", () => {
    const frontmatter = fc.tuple(tricky, tricky).map(([h, b]) => `---\nargument-hint: ${h}\n---\n${b}`);
    fc.assert(
      fc.property(fc.oneof(anyText, frontmatter), anyText, fc.boolean(), (raw, args, strict) => {
        const report = checkTemplate("/x/t.md", raw, { strict });
        for (const p of report.problems) if (p.line !== undefined) expect(p.line).toBeGreaterThanOrEqual(1);
        checkInvocation(report, args);
      }),
      { numRuns: 2000 },
    );
  });

  it("placeholder lines and columns point at the placeholder in the file", () => {
    const blank = fc.constantFrom("", "\n", "\n\n", "  \n", "\r\n");
    const file = fc
      .tuple(fc.boolean(), blank, tricky, blank, tricky)
      .map(([fm, b1, body, b2, more]) =>
        fm ? `---\ndescription: d\nargument-hint: "<a>"\n---${b1}\n${b2}${body}\n${more}` : `${b1}${body}${b2}${more}`,
      );
    fc.assert(
      fc.property(fc.oneof(file, fc.constant("\uFEFF---\r\na: 1\r\n---\r\n\r\n x $1")), (raw) => {
        const report = checkTemplate("/x/t.md", raw, { strict: false });
        const lines = raw
          .replace(/^\uFEFF/, "")
          .replace(/\r\n?/g, "\n")
          .split("\n");
        for (const p of report.placeholders)
          expect(lines[p.line - 1].slice(p.column - 1).startsWith(p.text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("classifyInput", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        classifyInput(`/${s}`, [{ name: "deploy", source: "prompt", path: "/x/deploy.md" }], "interactive");
      }),
      { numRuns: 1000 },
    );
  });
});
