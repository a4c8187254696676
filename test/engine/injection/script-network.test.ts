// talksToNetwork and projectFile (script-network.ts): which commands of a script talk to the network, which paths are the project's.

import { describe, expect, test } from "vitest";
import { projectFile, talksToNetwork } from "../../../src/engine/injection/script-network.ts";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { stagesOf } from "../../../src/engine/injection/shell-words.ts";

const stageOf = (cmd: string) => stagesOf(parseShell(cmd).commands, cmd)[0][0];

describe("talksToNetwork", () => {
  test.each([
    "curl -fsS https://a.example/x -o x",
    "scp ops@host.example:/tmp/a ./a",
    "python3 -c \"import urllib.request; urllib.request.urlretrieve('http://203.0.113.7/x', 'x')\"",
    "git clone https://git.example.org/x.git",
    "URL=http://198.51.100.3/p",
    "exec 3<>/dev/tcp/203.0.113.9/80",
  ])("talks: %s", (cmd) => expect(talksToNetwork(stageOf(cmd))).toBe(true));
  test.each([
    "echo 'docs: https://docs.example.net/build'",
    "printf '%s\\n' https://example.org/manual",
    "ln -sf /bin/false mock/scp",
    "make -j4",
    "./smoke.sh http://localhost:3000",
  ])("quiet: %s", (cmd) => expect(talksToNetwork(stageOf(cmd))).toBe(false));
});

describe("projectFile", () => {
  test.each(["gradlew", "scripts/build.sh", "tools/lint.sh"])("project: %s", (p) => expect(projectFile(p)).toBe(true));
  test.each(["/tmp/x", ".cache/run", "bin/.hidden", "/usr/local/bin/x", "~/x", "$HOME/x", ""])("staged: %s", (p) =>
    expect(projectFile(p)).toBe(false),
  );
});
