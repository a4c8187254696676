// The built-in command list matches pi's own (not exported from pi's entry, so read from its dist).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PI_BUILTIN_COMMANDS } from "../../../src/engine/prompt/builtins.ts";
import { BUILTIN_SLASH_COMMANDS } from "../../../node_modules/@earendil-works/pi-coding-agent/dist/core/slash-commands.js";

describe("PI_BUILTIN_COMMANDS", () => {
  it("contains every command in pi's BUILTIN_SLASH_COMMANDS", () => {
    for (const c of BUILTIN_SLASH_COMMANDS) expect(PI_BUILTIN_COMMANDS).toContain(c.name);
  });

  it("contains every exact /command the interactive editor handles", () => {
    const src = readFileSync(
      new URL(
        "../../../node_modules/@earendil-works/pi-coding-agent/dist/modes/interactive/interactive-mode.js",
        import.meta.url,
      ),
      "utf8",
    );
    const handled = new Set([...src.matchAll(/text === "\/([a-z-]+)"/g)].map((m) => m[1]));
    expect(handled.size).toBeGreaterThan(20);
    for (const name of handled) expect(PI_BUILTIN_COMMANDS).toContain(name);
  });
});
