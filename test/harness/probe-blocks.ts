// The labelled probe fixtures of test/fixtures (a `label|lang|carrier|class|half[|surface]` line heading each block, blocks split by `---`), read as blocks.

import { readFileSync } from "node:fs";

export function probeBlocks(file: string) {
  return readFileSync(new URL(`../fixtures/${file}`, import.meta.url), "utf8")
    .replace(/^# [^\n]*\n/, "")
    .replace(/\n---\n*$/, "")
    .split(/\n---\n/)
    .map((b) => {
      const nl = b.indexOf("\n");
      const [label, lang, carrier, cls, half, surface] = b.slice(0, nl).trim().split("|");
      return { label, lang, carrier, cls, half, surface, text: b.slice(nl + 1).replace(/\n+$/, "") };
    });
}
