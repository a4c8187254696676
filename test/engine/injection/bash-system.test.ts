// core.hooksPath (bash-system.ts): a folder of the repository is its own hooks, even set --global; an absolute, home,
// temp or variable folder, or /dev/null, is code from outside the repository or hooks switched off.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("bash.persist-hookspath", () => {
  test.each([
    "git config core.hooksPath /dev/null",
    "git config --global core.hooksPath ~/.local/share/hooks",
    "git config --global core.hooksPath /tmp/h",
    'git config core.hooksPath "$HOOKS_DIR"',
  ])("blocks %s", (cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    "git config core.hooksPath .husky",
    "git config --global core.hooksPath .githooks",
    "git config --local core.hooksPath scripts/git-hooks",
  ])("leaves %s under warn", (cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});
