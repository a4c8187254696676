// The runtime's config refresher with fake watchers: once per event, a fresh watcher per folder/trust, the gate on loosening.

import { describe, expect, test } from "vitest";
import type { ConfigSnapshot } from "../../../src/state/config-model.ts";
import { createConfigRefresher, type RefreshView } from "../../../src/engine/runtime/config-refresh.ts";
import { globalRule, snapshot } from "../../state/fixtures.ts";

const two = snapshot([globalRule("a"), globalRule("b")]);
const one = snapshot([globalRule("a")]);

function rig(view: Partial<RefreshView> = {}) {
  const log: string[] = [];
  const disk = { snap: two as ConfigSnapshot, changed: false, throws: false };
  const applied: ConfigSnapshot[] = [];
  let watchers = 0;
  const r = createConfigRefresher<{ cwd: string; trusted?: boolean }>({
    agentDir: () => "/agent",
    createWatcher: (opts) => {
      watchers++;
      log.push(`watch ${opts.cwd} ${opts.projectTrusted}`);
      return {
        snapshot: () => disk.snap,
        check: () => {
          if (disk.throws) throw new Error("disk gone");
          const c = disk.changed;
          disk.changed = false;
          return c;
        },
      };
    },
    viewOf: (c) => ({
      cwd: c.cwd,
      trust: { trusted: c.trusted ?? true },
      ask: undefined,
      notify: (m, l) => void log.push(`${l}: ${m.slice(0, 40)}`),
      ...view,
    }),
    apply: (s) => void applied.push(s),
  });
  return { r, log, disk, applied, watchers: () => watchers };
}

describe("config refresher", () => {
  test("one check per event: the same ctx twice reads once", () => {
    const { r, applied, watchers } = rig();
    const ev = { cwd: "/p" };
    r.refresh(ev);
    r.refresh(ev);
    expect(applied).toHaveLength(1);
    expect(watchers()).toBe(1);
  });

  test.each([
    ["same folder and trust keeps the watcher", { cwd: "/p" }, 1],
    ["another folder makes a new watcher", { cwd: "/q" }, 2],
    ["a trust change makes a new watcher", { cwd: "/p", trusted: false }, 2],
  ])("%s", (_name, second, expected) => {
    const { r, watchers } = rig();
    r.refresh({ cwd: "/p" });
    r.refresh(second);
    expect(watchers()).toBe(expected);
  });

  test("a tightening change applies at once; a loosening one without UI waits and says so", () => {
    const { r, disk, applied, log } = rig();
    disk.snap = one;
    r.refresh({ cwd: "/p" });
    disk.snap = two;
    disk.changed = true;
    r.refresh({ cwd: "/p" });
    expect(applied).toEqual([one, two]);
    disk.snap = one;
    disk.changed = true;
    r.refresh({ cwd: "/p" });
    expect(applied).toEqual([one, two]);
    expect(log.at(-1)).toMatch(/^warning: pi-sentinel: a configuration change/);
  });

  test("armed approval applies a loosening change without asking", () => {
    const { r, disk, applied } = rig();
    r.refresh({ cwd: "/p" });
    r.arm(true);
    disk.snap = one;
    disk.changed = true;
    r.refresh({ cwd: "/p" });
    expect(applied.at(-1)).toBe(one);
  });

  test("a loosening change with a UI asks, and applies on yes", async () => {
    const asked: string[] = [];
    const { r, disk, applied } = rig({ ask: async (title) => (asked.push(title), true) });
    r.refresh({ cwd: "/p" });
    disk.snap = one;
    disk.changed = true;
    r.refresh({ cwd: "/p" });
    await new Promise((res) => setTimeout(res, 0));
    expect(asked).toHaveLength(1);
    expect(applied.at(-1)).toBe(one);
  });

  test("a watcher that throws keeps the last good config (never breaks the event)", () => {
    const { r, disk, applied } = rig();
    r.refresh({ cwd: "/p" });
    disk.throws = true;
    expect(() => r.refresh({ cwd: "/p" })).not.toThrow();
    expect(applied).toEqual([two]);
  });

  test("reload reads afresh and counts as this event's check", () => {
    const { r, watchers, applied } = rig();
    const ev = { cwd: "/p" };
    r.refresh(ev);
    expect(r.reload(ev)).toBe(two);
    r.refresh(ev);
    expect(watchers()).toBe(2);
    expect(applied).toHaveLength(1);
    expect(r.snapshot()).toBe(two);
  });
});
