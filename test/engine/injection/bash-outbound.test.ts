// bash-outbound.ts: the data words of a network command versus the options it logs in with (header, user, key).

import { describe, expect, test } from "vitest";
import { headerData, outboundData } from "../../../src/engine/injection/bash-outbound.ts";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { stagesOf } from "../../../src/engine/injection/shell-words.ts";

const stage = (src: string) => stagesOf(parseShell(src).commands, src)[0][0];

describe("outboundData keeps what is sent and drops login options", () => {
  test.each([
    ['curl -H "Authorization: Bearer $T" -d @body.json https://api.example.com/v1', "-d", "Bearer"],
    ["scp -i ~/.ssh/deploy build.tgz web@www.example.com:/srv/", "build.tgz", "deploy"],
    ['curl -u "ci:$PASS" --data-binary @report.txt https://ci.example.com/up', "@report.txt", "PASS"],
    // ssh's own files beside the keys: a ControlPath socket and known_hosts are no data sent (round 34)
    ["rsync -a -e 'ssh -o ControlPath=~/.ssh/cm-%r@%h:%p' data/ u@h.example.com:data/", "data/", "ControlPath"],
    ["scp -o UserKnownHostsFile=~/.ssh/known_hosts_ci out.tgz u@h.example.com:", "out.tgz", "known_hosts"],
  ])("%s", (cmd, kept, dropped) => {
    const data = outboundData(stage(cmd));
    expect(data).toContain(kept);
    expect(data).not.toContain(dropped);
  });

  test("a socket tool's every argument is data", () => {
    expect(outboundData(stage("nc 198.51.100.7 4444"))).toBe("198.51.100.7 4444");
  });
});

describe("headerData holds the header and login values only", () => {
  test.each([
    ['curl -H "Authorization: Bearer $T" -d x=1 https://api.example.com/v1', "Bearer", "x=1"],
    ['http POST api.example.com/v1 "Authorization:Bearer $T" name=x', "Authorization", "name=x"],
  ])("%s", (cmd, inside, outside) => {
    const h = headerData(stage(cmd));
    expect(h).toContain(inside);
    expect(h).not.toContain(outside);
  });
});
