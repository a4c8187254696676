// The cases every fresh set's quota trim must pass (sets 33 and 34 call quotaTrim with their own quotas and salt).

import { describe, expect, test } from "vitest";

/** A file as the trims see it: its source, its path and its group (0 other-language, 1 AI, 2 shell, 3 CI and config, 4 the rest). */
export interface TrimCaseFile {
  source: string;
  path: string;
  group: 0 | 1 | 2 | 3 | 4;
}

/** A set's quotas: per group, the total and per source. */
export interface TrimCaps {
  total: number;
  lang: number;
  ai: number;
  shell: number;
  config: number;
  perSource: number;
}

const files = (source: string, group: TrimCaseFile["group"], n: number): TrimCaseFile[] =>
  Array.from({ length: n }, (_, i) => ({ source, path: `f${i}.md`, group }));

/** The shared cases, run against one set's trim and its quotas. */
export function describeQuotaTrim<F extends TrimCaseFile>(
  name: string,
  trim: (all: readonly F[]) => F[],
  caps: TrimCaps,
): void {
  const run = (all: TrimCaseFile[]): TrimCaseFile[] => trim(all as F[]);
  describe(name, () => {
    test("each group keeps its quota even when the earlier groups have more files than the total", () => {
      const all = [
        ...Array.from({ length: 300 }, (_, i) => files(`lang${i}`, 0, 4)).flat(),
        ...Array.from({ length: 300 }, (_, i) => files(`ai${i}`, 1, 4)).flat(),
        ...Array.from({ length: 300 }, (_, i) => files(`sh${i}`, 2, 4)).flat(),
        ...Array.from({ length: 300 }, (_, i) => files(`ci${i}`, 3, 4)).flat(),
        ...Array.from({ length: 300 }, (_, i) => files(`doc${i}`, 4, 4)).flat(),
      ];
      const kept = run(all);
      const count = (g: number): number => kept.filter((f) => f.group === g).length;
      const rest = caps.total - caps.lang - caps.ai - caps.shell - caps.config;
      expect(kept).toHaveLength(caps.total);
      expect([count(0), count(1), count(2), count(3), count(4)]).toEqual([
        caps.lang,
        caps.ai,
        caps.shell,
        caps.config,
        rest,
      ]);
    });

    test("round-robin: every source gives its first file before any source gives its second", () => {
      const all = Array.from({ length: 300 }, (_, i) => files(`ai${i}`, 1, 3)).flat();
      const kept = run(all);
      expect(kept).toHaveLength(900);
      expect(new Set(kept.slice(0, 300).map((f) => f.source)).size).toBe(300);
      expect(new Set(kept.slice(300, 600).map((f) => f.source)).size).toBe(300);
    });

    test(`no source gives more than ${caps.perSource} files, across groups`, () => {
      const all = [...files("a", 0, 6), ...files("a", 1, 6), ...files("b", 4, 9)];
      const kept = run(all);
      expect(kept.filter((f) => f.source === "a")).toHaveLength(caps.perSource);
      expect(kept.filter((f) => f.source === "b")).toHaveLength(caps.perSource);
    });

    test("places a group leaves pass to the rest, then back to the groups before it past their quotas", () => {
      const all = [...Array.from({ length: 1200 }, (_, i) => files(`l${i}`, 0, 1)).flat(), ...files("d", 4, 2)];
      const kept = run(all);
      expect(kept).toHaveLength(caps.total);
      expect(kept.slice(caps.lang, caps.lang + 2).map((f) => f.group)).toEqual([4, 4]);
      expect(kept.filter((f) => f.group === 0)).toHaveLength(caps.total - 2);
    });

    test("CI and config files keep their own quota before the rest", () => {
      const all = [
        ...Array.from({ length: 400 }, (_, i) => files(`c${i}`, 3, 1)).flat(),
        ...Array.from({ length: 1000 }, (_, i) => files(`d${i}`, 4, 1)).flat(),
      ];
      const kept = run(all);
      expect(kept).toHaveLength(caps.total);
      expect(kept.slice(0, caps.config).every((f) => f.group === 3)).toBe(true);
      expect(kept.filter((f) => f.group === 3)).toHaveLength(caps.config);
    });

    test("the order is the salted hash order, not the input order", () => {
      const all = Array.from({ length: 400 }, (_, i) => files(`s${i}`, 1, 1)).flat();
      const a = run(all).map((f) => f.source);
      const b = run([...all].reverse()).map((f) => f.source);
      expect(a).toEqual(b);
    });
  });
}
