// Conformance: over many generated argument strings, the guard's split equals what the real pi substituted into a template.

import fc from "fast-check";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { parseInvocation, splitArgs } from "../../src/engine/prompt/split.ts";
import { reply } from "../harness/faux.ts";
import type { SdkSession } from "../harness/sdk.ts";

const RUNS = 300;
// every argument visible on its own up to 4, the rest through an open slice
const TEMPLATE = '---\nargument-hint: "[a] [b] [c] [d] [more...]"\n---\n[$1][$2][$3][$4]{${@:5}}\n';

function userText(h: SdkSession): string {
  const users = (h.main.lastCall()?.messages ?? []).filter((m) => (m as { role?: string }).role === "user");
  const content = (users.at(-1) as { content?: unknown } | undefined)?.content;
  if (typeof content === "string") return content;
  return Array.isArray(content) ? content.map((b: { text?: string }) => b.text ?? "").join("") : "";
}

function expected(args: string[]): string {
  return `[${args[0] ?? ""}][${args[1] ?? ""}][${args[2] ?? ""}][${args[3] ?? ""}]{${args.slice(4).join(" ")}}`;
}

const pieces = fc.constantFrom(
  " ",
  "  ",
  "\t",
  "\n",
  '"',
  "'",
  "\\",
  '\\"',
  "\\'",
  "a",
  "bc",
  "doesn't",
  "é",
  "漢字",
  "😀",
  "\u00a0",
  "$1",
  "$@",
  "${2:-x}",
  "[",
  "}",
);
const argStrings = fc.array(pieces, { minLength: 1, maxLength: 14 }).map((p) => p.join(""));

describe("argument splitting conformance with pi (SDK)", () => {
  let h: SdkSession;
  test.beforeAll(async ({ fileSdk }) => {
    h = await fileSdk({
      files: { ".pi/prompts/conform.md": TEMPLATE },
      mainResponses: Array.from({ length: RUNS + 10 }, () => reply.text("ok")),
    });
  });

  test(`the guard's split equals pi's substitution on ${RUNS} generated argument strings`, async () => {
    const samples = fc.sample(argStrings, { numRuns: RUNS, seed: 20261130 });
    const fixed = [
      '"my project" 1.0.0',
      "doesn't matter",
      '"the \\"fast\\" path"',
      '"unclosed quote',
      "'' \"\"",
      "a\tb\nc",
      "ünï 🚀 漢字",
    ];
    let checked = 0;
    for (const args of [...fixed, ...samples]) {
      const text = `/conform ${args}`;
      const inv = parseInvocation(text);
      expect(inv?.name).toBe("conform");
      const split = splitArgs(inv?.args ?? "");
      const before = h.main.calls.length;
      await h.prompt(text);
      expect(h.main.calls.length, `guard let ${JSON.stringify(text)} through`).toBe(before + 1);
      expect(userText(h), `pi's expansion of ${JSON.stringify(text)}`).toBe(expected(split));
      checked++;
    }
    expect(checked).toBe(RUNS + 7);
    expect(h.notifications("error")).toEqual([]);
  });
});
