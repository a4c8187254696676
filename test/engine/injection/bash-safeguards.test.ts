// A repository's checks removed (bash-safeguards.ts): a security or test workflow deleted or moved away, a hook framework
// taken out, hooks switched off for good; editing or renaming a workflow, an unrelated workflow retired and hooks set up
// stay clean.

import { describe, expect, test } from "vitest";
import { safeguardRemovalHits } from "../../../src/engine/injection/bash-safeguards.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (t: string): number => scan(t, "bash", { model: null }).score;

describe("safeguardRemovalHits", () => {
  test.each([
    'git rm -q .github/workflows/security.yml && git commit -qm "cleanup" && git push -q',
    "mv .github/workflows/codeql.yml /tmp/",
    "rm -f ./.github/workflows/lint.yaml",
    "rm -rf .github/workflows",
    'rm -rf .husky && git commit -am "speed up commits"',
    "git rm .pre-commit-config.yaml",
    "git config core.hooksPath /dev/null && git commit -am wip",
    "git config --global core.hooksPath /tmp/nohooks",
    "chmod -x .git/hooks/pre-commit",
    "bash -c 'rm .github/CODEOWNERS'",
  ])("blocks: %s", (t) => {
    expect(safeguardRemovalHits(t).length).toBe(1);
    expect(bash(t)).toBeGreaterThanOrEqual(0.8);
  });

  test.each([
    "git rm .github/workflows/old-node16.yml",
    "mv .github/workflows/ci.yml .github/workflows/ci-node22.yml",
    "sed -i 's/node-version: 18/node-version: 22/' .github/workflows/ci.yml",
    "cp .github/workflows/ci.yml /tmp/ci.yml.orig",
    "git config core.hooksPath .githooks",
    "npx husky init",
    "rm -rf .husky/_",
    "chmod +x .husky/pre-commit",
    "cat .pre-commit-config.yaml",
  ])("clean: %s", (t) => {
    expect(safeguardRemovalHits(t)).toEqual([]);
    expect(bash(t)).toBeLessThan(0.5);
  });
});
