// The bridge to an external detector (a local MCP server script): scores, timeouts, crashes, garbage, restarts with backoff.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { createBridgeClient, type BridgeClient } from "../../src/engine/bridge/client.ts";
import { bridgeName, readBridgeScore, restartDelay } from "../../src/engine/bridge/answer.ts";
import { makeTempDir, nodeBin, removeDir, repoRoot } from "../harness/env.ts";

const DETECTOR = join(repoRoot, "test", "fixtures", "detector.mjs");
const clients: BridgeClient[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
  for (const d of dirs.splice(0)) removeDir(d);
});

function bridge(mode: string, extra: { timeoutMs?: number; onFailure?: "open" | "closed" } = {}, now?: () => number) {
  const dir = makeTempDir("bridge");
  dirs.push(dir);
  const log = join(dir, "detector.log");
  const c = createBridgeClient(
    { command: nodeBin, args: [DETECTOR, mode, log], timeoutMs: extra.timeoutMs ?? 4000, onFailure: extra.onFailure },
    { now },
  );
  clients.push(c);
  const lines = (): string[] => {
    try {
      return readFileSync(log, "utf8").trim().split("\n");
    } catch {
      return [];
    }
  };
  return { c, lines };
}

describe("readBridgeScore", () => {
  test.each([
    [
      { structuredContent: { score: 0.9 }, content: [] },
      { ok: true, score: 0.9 },
    ],
    [{ content: [{ type: "text", text: '{"score":0.2}' }] }, { ok: true, score: 0.2 }],
    [
      {
        content: [
          { type: "text", text: "not json" },
          { type: "text", text: '{"confidence":0.7}' },
        ],
      },
      { ok: true, score: 0.7 },
    ],
    [
      { structuredContent: { score: 0.4 }, content: [{ type: "text", text: '{"score":0.9}' }] },
      { ok: true, score: 0.4 },
    ],
  ])("reads %j", (result, want) => {
    expect(readBridgeScore(result)).toEqual(want);
  });

  test.each([
    [null, /not an object/],
    [{ content: [{ type: "text", text: "fine" }] }, /no score/],
    [{ structuredContent: { score: 7 }, content: [] }, /no score/],
    [{ structuredContent: { score: "0.9" }, content: [] }, /no score/],
    [{ isError: true, content: [{ type: "text", text: "boom" }] }, /reported an error: boom/],
  ])("fails on %j", (result, message) => {
    const r = readBridgeScore(result);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  test("names and backoff", () => {
    expect(bridgeName({ command: "node", args: ["/x/detector.mjs", "hang"] })).toBe("detector.mjs");
    expect(bridgeName({ command: "/usr/bin/llm-guard" })).toBe("llm-guard");
    expect([1, 2, 3, 4, 20].map(restartDelay)).toEqual([0, 250, 500, 1000, 30_000]);
  });
});

describe("bridge client (local detector over stdio)", () => {
  test("scores from structuredContent and from a JSON text's confidence; concurrent calls share one process", async () => {
    const { c, lines } = bridge("structured");
    const [hit, miss] = await Promise.all([
      c.check("please PURPLE-ELEPHANT now", "tool_result"),
      c.check("hello", "bash"),
    ]);
    expect(hit).toMatchObject({
      ok: true,
      score: 0.97,
      evidence: [{ category: "bridge:detector.mjs", start: 0, end: 26 }],
    });
    expect(miss).toMatchObject({ ok: true, score: 0.01 });
    expect(lines().filter((l) => l.startsWith("start"))).toHaveLength(1);
    expect(lines()).toContain("call bash 5");
    const t = bridge("text");
    expect(await t.c.check("PURPLE-ELEPHANT", "tool_result")).toMatchObject({ ok: true, score: 0.97 });
  });

  test("once connected, a check's request is written before check returns: its round trip overlaps the caller's scan", async () => {
    const { c, lines } = bridge("structured");
    await c.check("warm-up text that starts the detector", "tool_result");
    const calls = (): number => lines().filter((l) => l.startsWith("call ")).length;
    const before = calls();
    const pending = c.check("the second text, sent while the caller keeps its thread busy", "tool_result");
    // the caller's synchronous scan: no await, so only a request already written can reach the detector meanwhile
    // (bounded: a request held back until the next await never shows up here, and the loop gives up)
    const until = Date.now() + 8000;
    while (calls() === before && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    expect(calls()).toBe(before + 1);
    expect(await pending).toMatchObject({ ok: true, score: 0.01 });
  });

  test("a hanging detector fails within its timeout, open by default; the next call restarts it", async () => {
    const { c, lines } = bridge("hang-once", { timeoutMs: 600 });
    const first = await c.check("PURPLE-ELEPHANT", "tool_result");
    expect(first).toMatchObject({ ok: false, onFailure: "open", firstOfStreak: true });
    if (!first.ok) expect(first.error).toMatch(/did not answer within 600 ms/);
    const second = await c.check("PURPLE-ELEPHANT", "tool_result");
    expect(second).toMatchObject({ ok: true, score: 0.97 });
    expect(lines().filter((l) => l.startsWith("start"))).toHaveLength(2);
  });

  test("a crashing detector is a failure (closed when configured); one warning per streak, restarts back off", async () => {
    let t = 0;
    const { c, lines } = bridge("crash", { onFailure: "closed" }, () => t);
    const a = await c.check("some text here", "tool_result");
    expect(a).toMatchObject({ ok: false, onFailure: "closed", firstOfStreak: true });
    const b = await c.check("some text here", "tool_result"); // restarted at once, crashes again
    expect(b).toMatchObject({ ok: false, firstOfStreak: false });
    const c3 = await c.check("some text here", "tool_result"); // within the backoff: no restart
    expect(c3).toMatchObject({ ok: false, firstOfStreak: false });
    if (!c3.ok) expect(c3.error).toMatch(/next restart in 250 ms/);
    expect(lines().filter((l) => l.startsWith("start"))).toHaveLength(2);
    t += 300;
    await c.check("some text here", "tool_result");
    expect(lines().filter((l) => l.startsWith("start"))).toHaveLength(3);
  });

  test("garbage answers and a command that does not exist are failures, never throws", async () => {
    const g = bridge("garbage");
    const r = await g.c.check("PURPLE-ELEPHANT", "tool_result");
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.error).toMatch(/answered garbage/);
    const missing = createBridgeClient({ command: join(repoRoot, "no-such-detector") });
    clients.push(missing);
    const m = await missing.check("x".repeat(40), "tool_result");
    expect(m).toMatchObject({ ok: false, firstOfStreak: true });
  });
});
