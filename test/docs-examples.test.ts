// Every ```json block in README.md and docs/**/*.md is a sentinel.json that validates with zero diagnostics (so docs cannot drift).
// A block that is not a sentinel config is marked with `<!-- not-config -->` on the line before its fence.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatDiagnostics } from "../src/engine/config/diagnostics.ts";
import { validateConfigFile } from "../src/engine/config/validate.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const NOT_CONFIG = "<!-- not-config -->";

interface JsonBlock {
  file: string;
  /** 1-based line of the opening fence */
  line: number;
  text: string;
  skipped: boolean;
}

/** The fenced ```json blocks of one Markdown text, with whether each is marked not-config. */
function jsonBlocks(file: string, markdown: string): JsonBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: JsonBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*json\s*$/i.exec(lines[i]);
    if (!open) {
      const other = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
      if (other) {
        // skip over any other fenced block so that its contents are never mistaken for fences
        const fence = other[1];
        let j = i + 1;
        while (j < lines.length && !new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) j++;
        i = j;
      }
      continue;
    }
    const fence = open[1];
    const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) j++;
    let k = i - 1;
    while (k >= 0 && lines[k].trim() === "") k--;
    blocks.push({
      file,
      line: i + 1,
      text: lines.slice(i + 1, j).join("\n"),
      skipped: k >= 0 && lines[k].trim() === NOT_CONFIG,
    });
    i = j;
  }
  return blocks;
}

function markdownFiles(): string[] {
  const files: string[] = [];
  if (existsSync(join(root, "README.md"))) files.push(join(root, "README.md"));
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith(".md")) files.push(join(dir, entry.name));
    }
  };
  walk(join(root, "docs"));
  return files.sort();
}

const blocks = markdownFiles().flatMap((f) => jsonBlocks(relative(root, f), readFileSync(f, "utf8")));
const configs = blocks.filter((b) => !b.skipped);

describe("config examples in the docs", () => {
  it("finds the examples of docs/configuration.md", () => {
    expect(configs.filter((b) => b.file === join("docs", "configuration.md")).length).toBeGreaterThanOrEqual(5);
  });

  it.each(configs.map((b) => [`${b.file}:${b.line}`, b] as const))("%s is a valid sentinel.json", (_where, block) => {
    let json: unknown;
    try {
      json = JSON.parse(block.text);
    } catch (e) {
      throw new Error(
        `${block.file}:${block.line}: not valid JSON (${(e as Error).message}); mark it with ${NOT_CONFIG} if it is not a config`,
      );
    }
    const { diagnostics } = validateConfigFile(json, { scope: "project", file: `${block.file}:${block.line}` });
    expect(formatDiagnostics(diagnostics)).toBe("");
  });
});

describe("jsonBlocks", () => {
  it("finds json fences, honours the not-config marker and ignores other fences", () => {
    const md = [
      "# t",
      "```json",
      "{}",
      "```",
      "<!-- not-config -->",
      "",
      "```json",
      "[1]",
      "```",
      "````md",
      "```json",
      '{"inside": "a markdown example"}',
      "```",
      "````",
      "~~~JSON",
      '{"rules": []}',
      "~~~",
    ].join("\n");
    expect(jsonBlocks("x.md", md)).toEqual([
      { file: "x.md", line: 2, text: "{}", skipped: false },
      { file: "x.md", line: 7, text: "[1]", skipped: true },
      { file: "x.md", line: 15, text: '{"rules": []}', skipped: false },
    ]);
  });
});
