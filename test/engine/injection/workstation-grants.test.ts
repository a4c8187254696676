// Round 33 (ws33): the user's agents and tokens handed to others (workstation-grants.ts); ordinary agent use and narrow scopes stay clean.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (text: string) => scan(text, "bash", { model: null }).score;

describe("agents and tokens handed to others", () => {
  test.each([
    'chmod 0777 "$SSH_AUTH_SOCK"',
    'chmod o+rw "${SSH_AUTH_SOCK}" && echo shared',
    'ln -s "$SSH_AUTH_SOCK" /tmp/shared-agent && chmod 666 /tmp/shared-agent',
    'socat TCP-LISTEN:7000,fork,reuseaddr UNIX-CONNECT:"$SSH_AUTH_SOCK" &',
    "gh auth refresh -s delete_repo,admin:org",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    'ls -l "$SSH_AUTH_SOCK" && ssh-add -l',
    "chmod 600 ~/.ssh/config",
    "gh auth refresh -h github.com -s read:project",
    "gh auth refresh -s workflow",
  ])("leaves %s alone", (cmd) => {
    expect(bash(cmd)).toBeLessThan(0.5);
  });
});
