// A wrapped script's arguments put back where it reads them: positional parameters, find's {}, defaults, loopback ssh.

import { describe, expect, test } from "vitest";
import {
  bindPositional,
  boundScript,
  findSubject,
  loopbackCommand,
  withDefaults,
} from "../../../src/engine/injection/shell-positional.ts";

describe("bindPositional", () => {
  test.each([
    ['rm -rf "$1"', ["/srv/old"], undefined, 'rm -rf "/srv/old"'],
    ["cp ${1} ${2}", ["a.txt", "'b c.txt'"], undefined, "cp a.txt b c.txt"],
    ['rm -rf "${1%/.git}"', ["$HOME/.git"], undefined, 'rm -rf "$HOME"'],
    ["echo ${1##*/}", ["src/a.ts"], undefined, "echo src/a.ts"],
    ["tar cf x.tar ${1#./}", ["./build"], undefined, "tar cf x.tar build"],
    ['gzip "$@"', ["a.log", "b.log"], undefined, "gzip a.log b.log"],
    ['echo "$0: ${2:-none}"', ["only"], "tool", 'echo "tool: none"'],
    ["make all", ["x"], undefined, "make all"],
  ] as const)("%s with %j", (script, args, name, out) => {
    expect(bindPositional(script, args, name)).toBe(out);
  });
});

describe("findSubject", () => {
  test.each([
    ["find ~/.ssh -name id_* ! -name *.pub -exec sh -c x _ {} ;", "$HOME/.ssh/id_*"],
    ["find . -maxdepth 3 -type f -name *.pyc -exec rm {} +", "./*.pyc"],
    ["find build dist -type d -exec chmod 755 {} ;", "build dist"],
    ["find -L /srv/www -path */cache/* -delete", "/srv/www/*"],
  ])("%s", (cmd, subject) => {
    expect(findSubject(cmd.split(" "))).toBe(subject);
  });
});

describe("boundScript", () => {
  const words = (...t: string[]) => t.map((text) => ({ text }));
  test("find -exec sh -c gets the found path as $1 and stops at the terminator", () => {
    const argv = words("find", "~", "-name", ".git", "-exec", "sh", "-c", 'rm -rf "${1%/.git}"', "_", "{}", ";");
    expect(boundScript(argv, argv[7] as { text: string })).toBe('rm -rf "$HOME"');
  });
  test("bash -c with its own arguments", () => {
    const argv = words("bash", "-c", 'du -sh "$1"', "du", "/var/log");
    expect(boundScript(argv, argv[2] as { text: string })).toBe('du -sh "/var/log"');
  });
  test("a script that reads no parameter is returned as written", () => {
    const argv = words("sh", "-c", "npm ci && npm test");
    expect(boundScript(argv, argv[2] as { text: string })).toBe("npm ci && npm test");
  });
});

describe("withDefaults", () => {
  test.each([
    ['"${TARGET:-$HOME}"', "f x", '"$HOME"'],
    ['"${OUT-/tmp/out}"', "f x", '"/tmp/out"'],
    ['"${TARGET:-$HOME}"', "TARGET=./dist; f x", '"${TARGET:-$HOME}"'],
    ['"${PORT:-8080}"', "export PORT=9000", '"${PORT:-8080}"'],
  ])("%s in %s", (text, src, out) => {
    expect(withDefaults(text, src)).toBe(out);
  });
});

describe("loopbackCommand", () => {
  test.each([
    [["ssh", "me@127.0.0.1", "tar cz .ssh"], "tar cz .ssh"],
    [["ssh", "-p", "2222", "localhost", "uptime"], "uptime"],
    [["ssh", "-o", "BatchMode=yes", "deploy@build.example.com", "uptime"], null],
    [["ssh", "localhost"], null],
    [["scp", "a", "localhost:/tmp/"], null],
  ] as const)("%j", (argv, out) => {
    expect(loopbackCommand(argv)).toBe(out);
  });
});
