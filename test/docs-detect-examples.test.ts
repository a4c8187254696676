// The non-config examples of docs/detect-injection.md stay true: the tool input and output, the mcp.json entries, a memory line.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseDetectInput, detectResult } from "../src/engine/injection/detect.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { parseMemory } from "../src/engine/memory/store.ts";
import { COMMANDS } from "../src/cli/commands.ts";

const doc = readFileSync(fileURLToPath(new URL("../docs/detect-injection.md", import.meta.url)), "utf8");

/** JSON blocks with the comment lines just above their fence. */
function blocks(): { marks: string[]; json: unknown }[] {
  const out: { marks: string[]; json: unknown }[] = [];
  const lines = doc.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== "```json") continue;
    const marks: string[] = [];
    for (let k = i - 1; k >= 0 && lines[k].startsWith("<!--"); k--) marks.push(lines[k].trim());
    let j = i + 1;
    while (lines[j].trim() !== "```") j++;
    out.push({ marks, json: JSON.parse(lines.slice(i + 1, j).join("\n")) });
    i = j;
  }
  return out;
}

describe("docs/detect-injection.md examples", () => {
  const all = blocks();

  test("the tool input example is valid input and its documented answer matches the scanner's decision and shape", () => {
    const input = all.find((b) => (b.json as { text?: unknown }).text !== undefined)!.json;
    const parsed = parseDetectInput(input);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const documented = all.find((b) => b.marks.includes("<!-- detect-output -->"))!.json as {
      decision: string;
      evidence: object[];
    };
    const real = detectResult(parsed.input.text.length, scan(parsed.input.text, parsed.input.surface), {
      blockThreshold: 0.8,
      warnThreshold: 0.5,
    });
    expect(real.decision).toBe(documented.decision);
    expect(Object.keys(real).sort()).toEqual(Object.keys(documented).sort());
    for (const e of documented.evidence) expect(Object.keys(e).sort()).toEqual(["end", "family", "start"]);
  });

  test("the mcp.json examples start the mcp command of this CLI", () => {
    const mcp = all.filter((b) => b.marks.includes("<!-- mcp.json -->"));
    expect(mcp.length).toBe(2);
    expect(COMMANDS.map((c) => c.name)).toContain("mcp");
    for (const b of mcp) {
      const entry = (b.json as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers.sentinel;
      expect(typeof entry.command).toBe("string");
      expect(entry.args.at(-1)).toBe("mcp");
    }
  });

  test("the memory line example is a valid memory entry", () => {
    const line = all.find((b) => (b.json as { v?: unknown }).v === 1)!.json;
    expect(parseMemory(JSON.stringify(line))).toMatchObject({ bad: 0, entries: [line] });
  });
});
