// Steering and cancel from the text-mode fleet through the real pi: steering reaches a one-turn audit mid-request, cancel ends a review.

import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FauxResponseStep } from "@earendil-works/pi-ai";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import { verdict } from "../fixtures/review/helpers.ts";
import { actions, AUDITOR, delay, toolResults, verdictMsg } from "./sentinel-helpers.ts";

/** An auditor request that never answers by itself: only its abort signal ends it (then as an aborted reply). */
const hangsUntilAborted: FauxResponseStep = (_c, o) =>
  new Promise((resolve) => {
    o?.signal?.addEventListener("abort", () => resolve(verdictMsg("pass", "too late to matter")), { once: true });
  });

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await delay(10);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("steering and cancel from /sentinel:fleet", () => {
  test("steering by rule name reaches a one-turn blocking audit in flight; the verdict after it decides", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": {
          rules: [
            {
              name: "no-markers",
              model: AUDITOR,
              prompt: "Check this.",
              trigger: { type: "tool_call", tools: ["bash"] },
              mode: "blocking",
            },
          ],
        },
      },
      mainResponses: [reply.tool("bash", { command: "touch marker.txt" }), reply.text("ok")],
      auditorResponses: [hangsUntilAborted, verdictMsg("fail", "steered: markers are forbidden here")],
    });
    const session = h;
    const run = session.prompt("go");
    await until(() => session.auditor.calls.length === 1, "the audit to reach its model");
    await session.session.prompt("/sentinel:fleet steer no-markers the user says marker files are forbidden");
    await run;
    expect(existsSync(join(session.cwd, "marker.txt"))).toBe(false);
    expect(session.auditor.calls).toHaveLength(2);
    expect(session.auditor.calls[1].text).toContain("marker files are forbidden");
    const seen = toolResults(session)[0];
    expect(seen.isError).toBe(true);
    expect(seen.text).toContain("steered: markers are forbidden here");
    const kinds = actions(session)
      .filter((a) => a.type === "audit/steered" || a.type === "audit/finished")
      .map((a) => a.type);
    expect(kinds).toEqual(["audit/steered", "audit/finished"]); // the verdict that followed the steering is the record's verdict
    expect(session.notifications("info").some((n) => n.message.includes("steering sent to no-markers"))).toBe(true);
  });

  test("without steering the same audit would have passed (benign control: one request, the call runs)", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": {
          rules: [
            {
              name: "no-markers",
              model: AUDITOR,
              prompt: "Check this.",
              trigger: { type: "tool_call", tools: ["bash"] },
              mode: "blocking",
            },
          ],
        },
      },
      mainResponses: [reply.tool("bash", { command: "touch marker.txt" }), reply.text("ok")],
      auditorResponses: [verdictMsg("pass", "fine")],
    });
    await h.prompt("go");
    expect(h.auditor.calls).toHaveLength(1);
    expect(existsSync(join(h.cwd, "marker.txt"))).toBe(true);
  });

  test("cancelling a running before-review ends it at once; the review is recorded as skipped by the user", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": {
          supervisor: {
            timeoutSeconds: 60,
            reviewers: [
              { name: "shell", model: AUDITOR, rulesFile: "rules/shell.md", tools: ["bash"], trigger: "before" },
            ],
          },
        },
        "rules/shell.md": "---\nname: shell-safety\n---\n- no-markers: never create marker files\n",
      },
      mainResponses: [reply.tool("bash", { command: "touch reviewed.txt" }), reply.text("ok")],
      auditorResponses: [hangsUntilAborted, verdict("rejected", "never reached")],
    });
    const session = h;
    const run = session.prompt("go");
    await until(() => session.auditor.calls.length === 1, "the review to reach its model");
    await session.session.prompt("/sentinel:fleet cancel shell");
    await run;
    const skipped = actions(session).find((a) => a.type === "audit/skipped");
    expect(skipped).toMatchObject({ reason: "cancelled by the user" });
    expect(session.auditor.calls).toHaveLength(1);
    // reviewers fail open: a review the user cancelled does not block the call
    expect(existsSync(join(session.cwd, "reviewed.txt"))).toBe(true);
  });
});
