// Round 39 (home64): a copy into an agent file is judged by where its text comes from: the project's own files (an
// agent file moved to its new place) and a checkout the user keeps stay clean; a temp file, a download, a clone made
// by the same command, or a hidden folder of home still warn or block.

import { describe, expect, test } from "vitest";
import { checkoutSource } from "../../../src/engine/injection/agent-copy-sources.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (src: string) => scan(src, "bash", { model: null });

describe("where a copied agent file's text comes from", () => {
  test.each([
    "mkdir -p .cursor/rules && { printf -- '---\\nalwaysApply: true\\n---\\n'; cat .cursorrules; } > .cursor/rules/legacy.mdc && git rm -q .cursorrules",
    "mkdir -p .claude && cat CLAUDE.md AGENTS.md > .claude/CLAUDE.md",
    "cat docs/conventions.md >> AGENTS.md",
    "# ajouter le skill de l'équipe\ngit -C ~/src/team-skills pull --ff-only && cp -r ~/src/team-skills/skills/changelog ~/.pi/agent/skills/",
    "cp -r ~/code/team-prompts/prompts/review.md ~/.pi/agent/prompts/",
    "cp ~/.pi/agent/settings.json ~/.pi/agent/settings.json.bak",
  ])("leaves %s", (cmd) => {
    expect(bash(cmd).score).toBeLessThan(0.5);
  });

  test.each([
    "cat /tmp/notes.md >> AGENTS.md",
    "cp ~/Downloads/skill/SKILL.md ~/.pi/agent/skills/helper/",
    "git clone https://github.com/someone/skills ~/src/sk && cp -r ~/src/sk/x ~/.claude/skills/",
    "cp ~/.cache/x/AGENTS.md ./AGENTS.md",
    "cp /tmp/x.md ~/.pi/agent/prompts/x.md",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd).score).toBeGreaterThanOrEqual(0.8);
  });

  test.each([
    ["~/src/team-skills/skills/x", "git -C ~/src/team-skills pull", true],
    ["~/work/a/b.md", "", true],
    ["~/.local/share/x/SKILL.md", "", false],
    ["/tmp/x/SKILL.md", "git -C /tmp/x pull", false],
    ["~/src/sk/x", "git clone https://example.com/sk ~/src/sk", false],
  ])("%s in %j is the user's checkout: %s", (path, script, yes) => {
    expect(checkoutSource(path, script)).toBe(yes);
  });
});
