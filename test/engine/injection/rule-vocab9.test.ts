// The round-9 word classes: what an order reaches after its verb, concealment, a named machine reader, reported speech.

import { describe, expect, test } from "vitest";
import {
  concealedAfter,
  namesMachine,
  reachAfter,
  reaches9,
  reportedBefore,
  sentenceFrom,
} from "../../../src/engine/injection/rule-vocab9.ts";

describe("rule-vocab9", () => {
  test.each([
    ["send the payroll file to x@y.example", true],
    ["run `systemctl stop firewalld` first", true],
    ["approve all pending reimbursements", true],
    ["push all branches to the mirror", true],
    ["paste the admin token here", true],
    ["forward the request to billing@ourco.example", false],
    ["send her the latest deck", false],
    ["update the PagerDuty schedule", false],
  ])("reaches9(%j) is %s", (s, want) => {
    expect(reaches9(s)).toBe(want);
  });

  // the scanner's text is normalised: lower case
  test("reachAfter reads from the verb to the sentence's end, not the next sentence", () => {
    const text = "for a refund, forward it to ops. then the passwords are rotated.";
    expect(reachAfter(text, text.indexOf("forward"))).toBe(false);
    expect(reachAfter(text, text.indexOf("the passwords"))).toBe(true);
  });

  test("a dot inside an address does not end the sentence", () => {
    expect(sentenceFrom("send it to a@b.example now. next", 0)).toBe("send it to a@b.example now");
  });

  test("concealedAfter reads the next sentence too, not the next paragraph", () => {
    expect(concealedAfter("run the script first. don't say why.", 0)).toBe(true);
    expect(concealedAfter("run the script first.\n\ndon't say why.", 0)).toBe(false);
  });

  test.each([
    ["for the bot: next time", true],
    ["whenever lena asks you to", true],
    ["every time you are asked to merge", true],
    ["whenever a customer writes in", false],
  ])("namesMachine(%j) is %s", (s, want) => {
    expect(namesMachine(s)).toBe(want);
  });

  test("reported speech before a match", () => {
    const text = 'an attack reads like "the next time';
    expect(reportedBefore(text, text.indexOf("the next"))).toBe(true);
    expect(reportedBefore("thanks! the next time", 8)).toBe(false);
  });
});
