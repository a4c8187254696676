// Template locations: pi's default folders (project only when trusted), settings paths, loaded files; .md listing.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectTemplateFiles, listTemplateFiles, templateLocations } from "../../../src/engine/prompt/files.ts";

const root = mkdtempSync(join(tmpdir(), "pg-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text = "x"): string {
  const p = join(root, rel);
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, text);
  return p;
}

const agentDir = join(root, "agent");
const cwd = join(root, "proj");
write("agent/prompts/a.md");
write("agent/prompts/.hidden.md");
write("agent/prompts/notes.txt");
write("agent/prompts/sub/deep.md");
write("proj/.pi/prompts/p.md");
write("agent/extra/e.md");
write("proj/.pi/more/m.md");
const single = write("elsewhere/one.md");
const pkg = write("pkg/prompts/pkg.md");
write("pkg/README.md");

describe("templateLocations", () => {
  it("finds the agent folder always, the project folder only when trusted", () => {
    expect(templateLocations({ agentDir, cwd, trusted: false }).dirs).toEqual([join(agentDir, "prompts")]);
    expect(templateLocations({ agentDir, cwd, trusted: true }).dirs).toEqual([
      join(agentDir, "prompts"),
      join(cwd, ".pi/prompts"),
    ]);
  });

  it("adds settings paths (relative to agentDir, and to .pi when trusted; absolute files), skipping patterns", () => {
    const loc = templateLocations({
      agentDir,
      cwd,
      trusted: true,
      settingsPrompts: ["extra", "more", single, "!x", "*.md", "missing"],
    });
    expect(loc.dirs).toEqual([
      join(agentDir, "prompts"),
      join(cwd, ".pi/prompts"),
      join(agentDir, "extra"),
      join(cwd, ".pi/more"),
    ]);
    expect(loc.files).toEqual([single]);
  });

  it("adds the files pi loaded (package prompts), not their folders", () => {
    const loc = templateLocations({ agentDir, cwd, trusted: false, loaded: [pkg] });
    expect(loc.files).toEqual([pkg]);
    expect(collectTemplateFiles(loc)).toEqual([join(agentDir, "prompts/a.md"), pkg]);
  });
});

describe("listTemplateFiles", () => {
  it("lists direct .md children, not dot-files, other files or subfolders", () => {
    expect(listTemplateFiles(join(agentDir, "prompts"))).toEqual([join(agentDir, "prompts/a.md")]);
    expect(listTemplateFiles(join(root, "nope"))).toEqual([]);
  });
});
