// The trust boundary for condition modules and rules files: real paths (after symlinks) inside the roots of the config's scope.

import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { confinePath, confineReviewers, realpathLoose } from "../../../src/engine/config/boundary.ts";
import type { Scope, SourcedReviewer } from "../../../src/state/config-model.ts";
import { makeTempDir, removeDir } from "../../harness/env.ts";

const root = makeTempDir("boundary");
const cwd = join(root, "project");
const agentDir = join(root, "agent");
const home = join(root, "home");
const outside = join(root, "elsewhere");
for (const d of [cwd, agentDir, join(home, ".aws"), outside, join(cwd, "rules")]) mkdirSync(d, { recursive: true });
writeFileSync(join(home, ".aws", "credentials"), "[default]\naws_secret_access_key = x\n");
writeFileSync(join(outside, "x.mjs"), "export default () => true;\n");
writeFileSync(join(cwd, "rules", "r.md"), "- r\n");
writeFileSync(join(agentDir, "g.md"), "- g\n");
symlinkSync(join(outside, "x.mjs"), join(cwd, "escape.mjs"));
symlinkSync(outside, join(cwd, "linked-dir"));
symlinkSync(join(cwd, "rules", "r.md"), join(cwd, "inner-link.md"));
afterAll(() => removeDir(root));

const opts = (projectTrusted = true) => ({ cwd, agentDir, projectTrusted, home });

describe("confinePath", () => {
  test.each<[string, Scope, string, boolean, boolean]>([
    // [what, scope, raw path, project trusted, allowed]
    ["a project rules file", "project", "rules/r.md", true, true],
    ["a project module that does not exist yet", "project", "conditions/new.mjs", true, true],
    ["a symlink that stays inside the project", "project", "inner-link.md", true, true],
    ["../ out of the project", "project", "../elsewhere/x.mjs", true, false],
    ["an absolute system file", "project", "/etc/passwd", true, false],
    ["a home credentials file", "project", "~/.aws/credentials", true, false],
    ["a symlinked file escaping the project", "project", "escape.mjs", true, false],
    ["a file under a symlinked folder escaping the project", "project", "linked-dir/x.mjs", true, false],
    ["a missing file under a symlinked folder escaping the project", "project", "linked-dir/nope/y.mjs", true, false],
    ["project config naming the agent dir", "project", join(agentDir, "g.md"), true, false],
    ["global config naming the agent dir", "global", join(agentDir, "g.md"), false, true],
    ["global config naming a trusted project", "global", "rules/r.md", true, true],
    ["global config naming an untrusted project", "global", "rules/r.md", false, false],
    ["global config naming a home credentials file", "global", "~/.aws/credentials", true, false],
    ["global config naming /etc/passwd", "global", "/etc/passwd", true, false],
    ["legacy (agent dir) config escaping", "legacy", "../elsewhere/x.mjs", true, false],
  ])("%s", (_what, scope, raw, trusted, allowed) => {
    const c = confinePath(raw, scope, opts(trusted));
    expect(c.ok).toBe(allowed);
    if (!c.ok) expect(c.reason).toMatch(/outside/);
  });

  test("the allowed path is the real path (what gets imported or read)", () => {
    const c = confinePath("inner-link.md", "project", opts());
    expect(c).toEqual({ ok: true, path: realpathLoose(join(cwd, "rules", "r.md")) });
  });

  test("a refusal names the symlink it went through", () => {
    const c = confinePath("escape.mjs", "project", opts());
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.reason).toContain("through a symlink");
  });
});

describe("confineReviewers", () => {
  const rv = (name: string, extra: object, scope: Scope = "project"): SourcedReviewer => ({
    reviewer: { name, model: "a/b", rulesFile: "rules/r.md", ...extra },
    source: { scope, file: join(cwd, ".pi", "sentinel.json") },
  });

  test("drops only the reviewer that names an outside file, with a diagnostic naming the file and the reviewer", () => {
    const r = confineReviewers(
      [
        rv("ok", {}),
        rv("bad", { condition: "../elsewhere/x.mjs" }),
        rv("creds", { rulesFiles: ["~/.aws/credentials"] }),
      ],
      opts(),
    );
    expect(r.reviewers.map((x) => x.reviewer.name)).toEqual(["ok"]);
    expect(r.diagnostics).toHaveLength(2);
    expect(r.diagnostics[0]).toMatchObject({
      severity: "error",
      rule: "bad",
      message: expect.stringContaining('condition module "../elsewhere/x.mjs"'),
    });
    expect(r.diagnostics[1]).toMatchObject({
      rule: "creds",
      message: expect.stringContaining('rules file "~/.aws/credentials"'),
    });
  });
});
