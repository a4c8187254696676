// The project-trust decision table: pi's default "trusted" is never enough on its own.

import { describe, expect, test } from "vitest";
import {
  decideProjectTrust,
  trustChoices,
  trustOverrideFromArgv,
  type TrustInputs,
} from "../../../src/engine/trust/decide.ts";

const base: TrustInputs = { piTrusted: true, piAsked: false, stored: null, defaultProjectTrust: "ask", canAsk: false };

describe("decideProjectTrust", () => {
  test.each<[string, Partial<TrustInputs>, string]>([
    ["pi's default yes, nobody asked, no UI (the hostile repository)", {}, "skip"],
    ["pi's default yes, nobody asked, TUI", { canAsk: true }, "ask"],
    ["--no-approve beats a stored yes", { override: false, stored: true }, "skip"],
    ["--no-approve beats always", { override: false, defaultProjectTrust: "always" }, "skip"],
    ["pi does not trust the folder", { piTrusted: false, stored: true }, "skip"],
    ["--approve", { override: true }, "trusted"],
    ["--approve beats a stored no (as in pi)", { override: true, stored: false }, "trusted"],
    ["pi asked (trust-requiring resources) and said yes", { piAsked: true }, "trusted"],
    ["this-session yes", { sessionAnswer: true, canAsk: true }, "trusted"],
    ["this-session no is not asked again", { sessionAnswer: false, canAsk: true }, "skip"],
    ["stored yes", { stored: true }, "trusted"],
    ["stored no", { stored: false, canAsk: true }, "skip"],
    ["never beats a stored yes (never always skips)", { stored: true, defaultProjectTrust: "never" }, "skip"],
    ["never beats pi's own yes", { piAsked: true, defaultProjectTrust: "never" }, "skip"],
    ["--approve beats never (this command line decides)", { override: true, defaultProjectTrust: "never" }, "trusted"],
    ["always", { defaultProjectTrust: "always" }, "trusted"],
    ["never, even with a TUI", { defaultProjectTrust: "never", canAsk: true }, "skip"],
  ])("%s", (_name, inputs, kind) => {
    expect(decideProjectTrust({ ...base, ...inputs }).kind).toBe(kind);
  });

  test("only the no-decision-no-UI skip is a warning (not explicit)", () => {
    expect(decideProjectTrust(base)).toMatchObject({ kind: "skip", explicit: false });
    expect(decideProjectTrust({ ...base, defaultProjectTrust: "never" })).toMatchObject({
      kind: "skip",
      explicit: true,
    });
  });
});

describe("trustOverrideFromArgv", () => {
  test.each<[string[], boolean | undefined]>([
    [[], undefined],
    [["--mode", "rpc"], undefined],
    [["--approve"], true],
    [["-a"], true],
    [["--no-approve"], false],
    [["-na"], false],
    [["--approve", "--no-approve"], false],
    [["--no-approve", "-a"], true],
    [["--approved"], undefined],
  ])("%j -> %s", (argv, expected) => {
    expect(trustOverrideFromArgv(argv)).toBe(expected);
  });
});

test("pi's choices, in pi's order", () => {
  expect(trustChoices("/p/x", "/p").map((c) => c.label)).toEqual([
    "Trust",
    "Trust parent folder (/p)",
    "Trust (this session only)",
    "Do not trust",
    "Do not trust (this session only)",
  ]);
  expect(trustChoices("/", undefined).map((c) => c.label)).not.toContain("Trust parent folder (/)");
});
