// Unit tests of the audit scheduler: overlap modes, the global FIFO semaphore, blocking-first priority.

import { describe, expect, it } from "vitest";
import {
  REASON_BUSY,
  REASON_REPLACED,
  REASON_SATURATED,
  Scheduler,
  type SchedJob,
} from "../../../src/engine/sentinel/scheduler.ts";
import type { Overlap } from "../../../src/state/config-model.ts";

/** A job that runs until released by the test (or aborted), logging start/end. */
function controllable(log: string[]) {
  const release = new Map<string, () => void>();
  const job = (tag: string, rule: string, overlap: Overlap, blocking = false): SchedJob<string> => ({
    rule,
    overlap,
    blocking,
    onStart: () => log.push(`start ${tag}`),
    run: (signal) =>
      new Promise<string>((resolve) => {
        release.set(tag, () => {
          log.push(`end ${tag}`);
          resolve(tag);
        });
        signal.addEventListener("abort", () => {
          log.push(`abort ${tag}: ${String(signal.reason)}`);
          resolve(`aborted ${tag}`);
        });
      }),
  });
  const finish = async (tag: string): Promise<void> => {
    release.get(tag)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { job, finish };
}

describe("overlap modes", () => {
  it("parallel runs concurrently", () => {
    const log: string[] = [];
    const s = new Scheduler(() => 4);
    const { job } = controllable(log);
    s.submit(job("a", "r", "parallel"));
    s.submit(job("b", "r", "parallel"));
    expect(log).toEqual(["start a", "start b"]);
  });

  it("serial queues FIFO per rule without dropping", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 4);
    const { job, finish } = controllable(log);
    const hs = ["a", "b", "c"].map((t) => s.submit(job(t, "r", "serial")));
    s.submit(job("x", "other", "serial"));
    expect(log).toEqual(["start a", "start x"]);
    await finish("a");
    await finish("b");
    await finish("c");
    expect(log).toEqual(["start a", "start x", "end a", "start b", "end b", "start c", "end c"]);
    expect((await Promise.all(hs.map((h) => h.done))).map((o) => o.kind)).toEqual(["ran", "ran", "ran"]);
  });

  it("ignore drops a firing while the rule is busy, and when all slots are busy", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 1);
    const { job, finish } = controllable(log);
    s.submit(job("a", "r", "ignore"));
    expect(await s.submit(job("b", "r", "ignore")).done).toEqual({
      kind: "dropped",
      cause: { kind: "busy" },
      reason: REASON_BUSY,
    });
    expect(await s.submit(job("c", "other", "ignore")).done).toEqual({
      kind: "dropped",
      cause: { kind: "saturated" },
      reason: REASON_SATURATED,
    });
    await finish("a");
    s.submit(job("d", "r", "ignore"));
    expect(log).toEqual(["start a", "end a", "start d"]);
  });

  it("onAdmitted runs once before a job can start, and never for a job dropped at submission", () => {
    const log: string[] = [];
    const s = new Scheduler(() => 1);
    const { job } = controllable(log);
    const admitted = (j: SchedJob<string>, tag: string): SchedJob<string> => ({
      ...j,
      onAdmitted: () => log.push(`admit ${tag}`),
    });
    s.submit(admitted(job("a", "r", "ignore"), "a"));
    s.submit(admitted(job("b", "r", "ignore"), "b")); // busy
    s.submit(admitted(job("c", "other", "ignore"), "c")); // saturated
    s.submit(admitted(job("d", "q", "serial"), "d")); // admitted, waits for a slot
    expect(log).toEqual(["admit a", "start a", "admit d"]);
  });

  it("replace aborts the running background audit and starts over", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 4);
    const { job } = controllable(log);
    const first = s.submit(job("a", "r", "replace"));
    s.submit(job("b", "r", "replace"));
    expect(await first.done).toEqual({ kind: "ran", value: "aborted a" });
    expect(log).toEqual(["start a", `abort a: ${REASON_REPLACED}`, "start b"]);
  });

  it("replace drops a queued firing; when saturated it aborts then queues", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 1);
    const { job, finish } = controllable(log);
    s.submit(job("busy", "other", "parallel"));
    const a = s.submit(job("a", "r", "replace"));
    const b = s.submit(job("b", "r", "replace"));
    expect(await a.done).toEqual({ kind: "dropped", cause: { kind: "replaced" }, reason: REASON_REPLACED });
    expect(b.state()).toBe("queued");
    await finish("busy");
    expect(log).toEqual(["start busy", "end busy", "start b"]);
  });

  it("a blocking replace waits instead of aborting", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 4);
    const { job, finish } = controllable(log);
    s.submit(job("a", "r", "replace", true));
    s.submit(job("b", "r", "replace", true));
    expect(log).toEqual(["start a"]);
    await finish("a");
    expect(log).toEqual(["start a", "end a", "start b"]);
  });
});

describe("global semaphore", () => {
  it("is FIFO across rules and never exceeds maxConcurrent", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 2);
    const { job, finish } = controllable(log);
    for (const t of ["a", "b", "c", "d"]) s.submit(job(t, t, "parallel"));
    expect(s.runningCount).toBe(2);
    expect(s.queuedCount).toBe(2);
    await finish("b");
    await finish("a");
    expect(log).toEqual(["start a", "start b", "end b", "start c", "end a", "start d"]);
  });

  it("blocking audits go ahead of queued background ones", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 1);
    const { job, finish } = controllable(log);
    s.submit(job("bg1", "x", "parallel"));
    s.submit(job("bg2", "y", "parallel"));
    s.submit(job("blk", "z", "parallel", true));
    await finish("bg1");
    expect(log).toEqual(["start bg1", "end bg1", "start blk"]);
    await finish("blk");
    expect(log.at(-1)).toBe("start bg2");
  });

  it("abort drops a queued job and aborts a running one", async () => {
    const log: string[] = [];
    const s = new Scheduler(() => 1);
    const { job } = controllable(log);
    const a = s.submit(job("a", "a", "parallel"));
    const b = s.submit(job("b", "b", "parallel"));
    b.abort({ kind: "cancelled" });
    expect(await b.done).toEqual({ kind: "dropped", cause: { kind: "cancelled" }, reason: "cancelled by the user" });
    a.abort({ kind: "cancelled" });
    expect(await a.done).toEqual({ kind: "ran", value: "aborted a" });
    expect(s.runningCount).toBe(0);
  });

  it("a throwing job frees its slot", async () => {
    const s = new Scheduler(() => 1);
    const h = s.submit({ rule: "r", overlap: "parallel", blocking: false, run: () => Promise.reject(new Error("x")) });
    expect(await h.done).toEqual({
      kind: "dropped",
      cause: { kind: "crashed", message: "x" },
      reason: "audit crashed: x",
    });
    expect(s.runningCount).toBe(0);
  });
});
