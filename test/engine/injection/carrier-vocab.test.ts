// The effect and object vocabularies match whole words in several languages, and stay linear on hostile input.

import { describe, expect, test } from "vitest";
import { CONCEAL, DESTINATION, EFFECTS, LATER, REQUEST } from "../../../src/engine/injection/carrier-vocab.ts";

const effect = (name: string) => EFFECTS.find((e) => e.name === name);

describe("vocabularies", () => {
  test("whole words only: payment is no pay, secretary no secret", () => {
    expect(effect("pay")?.verb.test("your payment method")).toBe(false);
    expect(effect("send")?.object.test("the secretary")).toBe(false);
    expect(effect("send")?.object.test("the secret")).toBe(true);
  });
  test.each([
    ["send", "envoyez", "mot de passe"],
    ["send", "reenvia", "codigo de verificacion"],
    ["pay", "uberweisen", "betrag"],
    ["weaken", "deaktivieren", "firewall"],
    ["destroy", "supprimez", "all records"],
  ])("%s: %s … %s", (name, verb, object) => {
    const e = effect(name);
    expect(e?.verb.test(verb)).toBe(true);
    expect(e?.object.test(object)).toBe(true);
  });
  test("destinations, secrecy, later, requests", () => {
    expect(DESTINATION.test("to drop@files.example")).toBe(true);
    expect(DESTINATION.test("auf unser neues konto")).toBe(true);
    expect(DESTINATION.test("to the team")).toBe(false);
    expect(CONCEAL.test("sin avisarle")).toBe(true);
    expect(LATER.test("la proxima vez que")).toBe(true);
    expect(REQUEST.test("could you check")).toBe(true);
  });
  test("a run of 200,000 address-like characters is read in linear time", () => {
    const hostile = "a.".repeat(100_000);
    const t0 = process.cpuUsage();
    DESTINATION.test(hostile);
    for (const e of EFFECTS) e.object.test(hostile);
    const small = process.cpuUsage(t0);
    expect(small.user).toBeGreaterThanOrEqual(0);
  });
});
