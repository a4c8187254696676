// A host's site: the last two labels, the part one owner registers.

import { describe, expect, test } from "vitest";
import { site } from "../../../src/engine/injection/host-site.ts";

describe("site", () => {
  test.each([
    ["mail.kestrel-freight.example", "kestrel-freight.example"],
    ["registry.acme.example", "acme.example"],
    ["acme.example", "acme.example"],
    ["a.b.c.example.org", "example.org"],
    ["localhost", "localhost"],
  ])("%s → %s", (host, want) => {
    expect(site(host)).toBe(want);
  });
});
