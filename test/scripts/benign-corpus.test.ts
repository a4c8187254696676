// The fresh benign corpus: splits map to groups, absent files are counted per group, bad splits say what is wrong.

import { describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freshCorpus, freshGroup, movedGroup, sourceHalf } from "../../scripts/benign-corpus.ts";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../harness/env.ts";

describe("freshCorpus", () => {
  test.each([
    ["tune", "fresh-tune"],
    ["holdout", "fresh-holdout"],
    ["tune2", "fresh2-tune"],
    ["tune3", "fresh3-tune"],
    ["tune4", "fresh4-tune"],
    ["tune5", "fresh5-tune"],
    ["tune6", "fresh6-tune"],
    ["tune7", "fresh7-tune"],
    ["tune8", "fresh8-tune"],
    ["tune9", "fresh9-tune"],
    ["tune10", "fresh10-tune"],
    ["tune11", "fresh11-tune"],
    ["tune12", "fresh12-tune"],
    ["tune13", "fresh13-tune"],
    ["tune14", "fresh14-tune"],
    ["tune15", "fresh15-tune"],
    ["tune16", "fresh16-tune"],
    ["tune17", "fresh17-tune"],
    ["tune18", "fresh18-tune"],
    ["tune19", "fresh19-tune"],
    ["tune20", "fresh20-tune"],
    ["tune21", "fresh21-tune"],
    ["tune22", "fresh22-tune"],
    ["tune23", "fresh23-tune"],
    ["tune24", "fresh24-tune"],
    ["tune25", "fresh25-tune"],
    ["tune26", "fresh26-tune"],
    ["tune27", "fresh27-tune"],
    ["tune28", "fresh28-tune"],
    ["tune29", "fresh29-tune"],
    ["tune30", "fresh30-tune"],
    ["tune31", "fresh31-tune"],
    ["tune32", "fresh32-tune"],
    ["tune33", "fresh33-tune"],
    ["tune34", "fresh34-tune"],
    ["tune35", "fresh35-tune"],
    ["tune36", "fresh36-tune"],
    ["tune37", "fresh37-tune"],
    ["tune38", "fresh38-tune"],
    ["tune39", "fresh39-tune"],
    ["tune40", "fresh40-tune"],
    ["holdout41", "fresh41-holdout"],
  ])("split %s reports as %s", (split, group) => {
    expect(freshGroup(split)).toBe(group);
  });

  test("an unknown split is an error naming the file and the splits it knows", () => {
    expect(() => freshGroup("holdout6")).toThrow(
      /manifest\.json: unknown split "holdout6" \(tune, holdout, tune2, tune3, tune4, tune5, tune6, tune7, tune8, tune9, tune10, tune11, tune12, tune13, tune14, tune15, tune16, tune17, tune18, tune19, tune20, tune21, tune22, tune23, tune24, tune25, tune26, tune27, tune28, tune29, tune30, tune31, tune32, tune33, tune34, tune35, tune36, tune37, tune38, tune39, tune40 or holdout41\)/,
    );
  });

  test("present files become rows with the file's kind when set; absent ones are counted per group", () => {
    const dir = makeTempDir("fresh");
    try {
      const manifest = [
        { name: "a@1.0.0", kind: "ai-source", files: [{ path: "x.md", split: "tune" }] },
        {
          name: "deb:b=1",
          kind: "debian-script",
          files: [
            { path: "control/postinst", split: "tune17" },
            { path: "root/usr/share/man/man8/b.8.gz", split: "tune17", kind: "debian-man" },
            { path: "root/etc/b.conf", split: "tune17", kind: "debian-config" },
          ],
        },
      ];
      writeTree(dir, {
        "eval/benign-fresh/manifest.json": JSON.stringify(manifest),
        "eval/benign-fresh/files/a@1.0.0/x.md": "# readme",
        "eval/benign-fresh/files/deb_b_1/control/postinst": "#!/bin/sh\nset -e\n",
        "eval/benign-fresh/files/deb_b_1/root/usr/share/man/man8/b.8": "B(8)  manual",
      });
      const c = freshCorpus(dir);
      expect(c.rows.map((r) => [r.group, r.kind, r.source])).toEqual([
        ["fresh-tune", "ai-source", "a@1.0.0"],
        ["fresh17-tune", "debian-script", "deb:b=1"],
        ["fresh17-tune", "debian-man", "deb:b=1"],
      ]);
      expect(c.missing).toBe(1);
      expect(c.missingBy).toEqual({ "fresh17-tune": 1 });
    } finally {
      removeDir(dir);
    }
  });

  test("no manifest: no rows and nothing missing", () => {
    const dir = makeTempDir("fresh");
    try {
      expect(freshCorpus(dir)).toEqual({ rows: [], missing: 0, missingBy: {} });
    } finally {
      removeDir(dir);
    }
  });

  test.each([
    ["fresh40-holdout", /tuning data since round 48: --group fresh40-tune; the report set is fresh41-holdout/],
    ["fresh39-holdout", /tuning data since round 47: --group fresh39-tune\)$/],
    ["fresh38-holdout", /tuning data since round 46: --group fresh38-tune\)$/],
    ["fresh37-holdout", /tuning data since round 45: --group fresh37-tune\)$/],
    ["fresh36-holdout", /tuning data since round 44: --group fresh36-tune\)$/],
    ["fresh35-holdout", /tuning data since round 43: --group fresh35-tune\)$/],
    ["fresh34-holdout", /tuning data since round 42: --group fresh34-tune\)$/],
    ["fresh33-holdout", /tuning data since round 41: --group fresh33-tune\)$/],
    ["fresh32-holdout", /tuning data since round 40: --group fresh32-tune\)$/],
    ["fresh31-holdout", /tuning data since round 39: --group fresh31-tune\)$/],
    ["fresh30-holdout", /tuning data since round 38: --group fresh30-tune\)$/],
    ["fresh29-holdout", /tuning data since round 37: --group fresh29-tune\)$/],
    ["fresh28-holdout", /tuning data since round 36: --group fresh28-tune\)$/],
    ["fresh27-holdout", /tuning data since round 35: --group fresh27-tune\)$/],
    ["fresh26-holdout", /tuning data since round 34: --group fresh26-tune\)$/],
    ["fresh25-holdout", /tuning data since round 33: --group fresh25-tune\)$/],
    ["fresh24-holdout", /tuning data since round 32: --group fresh24-tune\)$/],
    ["fresh23-holdout", /tuning data since round 31: --group fresh23-tune\)$/],
    ["fresh22-holdout", /tuning data since round 30: --group fresh22-tune\)$/],
    ["fresh21-holdout", /tuning data since round 29: --group fresh21-tune\)$/],
    ["fresh20-holdout", /tuning data since round 28: --group fresh20-tune\)$/],
    ["fresh19-holdout", /tuning data since round 27: --group fresh19-tune\)$/],
    ["fresh18-holdout", /tuning data since round 26: --group fresh18-tune\)$/],
    ["fresh17-holdout", /tuning data since round 25: --group fresh17-tune\)$/],
    ["fresh16-holdout", /tuning data since round 23: --group fresh16-tune\)$/],
    ["fresh15-holdout", /tuning data since round 22: --group fresh15-tune\)$/],
    ["fresh14-holdout", /tuning data since round 21: --group fresh14-tune\)$/],
    ["fresh13-holdout", /tuning data since round 20: --group fresh13-tune\)$/],
    ["fresh12-holdout", /tuning data since round 19: --group fresh12-tune\)$/],
    ["fresh11-holdout", /tuning data since round 18: --group fresh11-tune\)$/],
    ["fresh10-holdout", /tuning data since round 17: --group fresh10-tune\)$/],
    ["fresh9-holdout", /tuning data since round 16: --group fresh9-tune\)$/],
    ["fresh8-holdout", /tuning data since round 14: --group fresh8-tune\)$/],
    ["fresh7-holdout", /tuning data since round 13: --group fresh7-tune\)$/],
    ["fresh6-holdout", /tuning data since round 11: --group fresh6-tune\)$/],
    ["fresh5-holdout", /tuning data since round 10: --group fresh5-tune\)$/],
    ["fresh2-holdout", /since round 7: --group fresh2-tune/],
    ["fresh41-holdout", /^$/],
  ])("--group %s says where a relabelled group went", (group, want) => {
    expect(movedGroup(group)).toMatch(want);
  });

  test("the committed manifest: round 10's set 6 is tuning data (tune6), no file is left in holdout6", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      files: { split: string }[];
    }[];
    const splits = m.flatMap((e) => e.files.map((f) => f.split));
    expect(splits.filter((s) => s === "holdout6")).toEqual([]);
    expect(splits.filter((s) => s === "tune6").length).toBe(1070);
    for (const s of new Set(splits)) expect(() => freshGroup(s)).not.toThrow();
  });

  test("the committed manifest: sets 7 to 40 (tune7 … tune40) are tuning data", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const splits = m.flatMap((e) => e.files.map((f) => f.split));
    expect(
      splits.filter((s) =>
        /^holdout(?:7|8|9|10|11|12|13|14|15|16|17|18|19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40)$/.test(
          s,
        ),
      ),
    ).toEqual([]);
    expect(splits.filter((s) => s === "tune7").length).toBe(1159);
    const set8 = m.filter((e) => e.files.some((f) => f.split === "tune8"));
    expect(set8.flatMap((e) => e.files).length).toBe(1198);
    expect(set8).toHaveLength(158);
    const set9 = m.filter((e) => e.files.some((f) => f.split === "tune9"));
    expect(set9.flatMap((e) => e.files).length).toBe(1135);
    expect(set9).toHaveLength(162);
    const set10 = m.filter((e) => e.files.some((f) => f.split === "tune10"));
    expect(set10.flatMap((e) => e.files).length).toBe(1278);
    expect(set10).toHaveLength(170);
    const set11 = m.filter((e) => e.files.some((f) => f.split === "tune11"));
    expect(set11.flatMap((e) => e.files).length).toBe(1140);
    expect(set11).toHaveLength(156);
    // an entry of set 8, 9, 10 or 11 holds only its set's files, each pinned by sha256
    for (const [set, split] of [
      [set8, "tune8"],
      [set9, "tune9"],
      [set10, "tune10"],
      [set11, "tune11"],
    ] as const)
      for (const e of set)
        for (const f of e.files)
          expect([f.split, f.sha256], e.name).toEqual([split, expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });
});

describe("the committed manifest's set 12", () => {
  test("set 12 (round 18's report set) is tuning data since round 19 (tune12): 1310 files in 156 entries, each pinned by sha256, no other split in them", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set12 = m.filter((e) => e.files.some((f) => f.split === "tune12"));
    expect(set12.flatMap((e) => e.files).length).toBe(1310);
    expect(set12).toHaveLength(156);
    for (const e of set12)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune12", expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });
});

describe("the committed manifest's set 13", () => {
  test("set 13 (round 19's report set) is tuning data since round 20 (tune13): 1255 files in 158 entries, each pinned by sha256, no other split in them", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set13 = m.filter((e) => e.files.some((f) => f.split === "tune13"));
    expect(set13.flatMap((e) => e.files).length).toBe(1255);
    expect(set13).toHaveLength(158);
    for (const e of set13)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune13", expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });
});

describe("the committed manifest's set 14", () => {
  test("set 14 (round 20's report set) is tuning data since round 21 (tune14): 1052 files in 152 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set14 = m.filter((e) => e.files.some((f) => f.split === "tune14"));
    expect(set14.flatMap((e) => e.files).length).toBe(1052);
    expect(set14).toHaveLength(152);
    for (const e of set14)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune14", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set14.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set14.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 15", () => {
  test("set 15 (round 21's report set) is tuning data since round 22 (tune15): 878 files in 168 entries (both lists), each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set15 = m.filter((e) => e.files.some((f) => f.split === "tune15"));
    expect(set15.flatMap((e) => e.files).length).toBe(878);
    expect(set15).toHaveLength(168);
    for (const e of set15)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune15", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set15.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set15.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 16", () => {
  test("set 16 (round 22's report set) is tuning data since round 23 (tune16): 1643 files in 184 entries (both lists), each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set16 = m.filter((e) => e.files.some((f) => f.split === "tune16"));
    expect(set16.flatMap((e) => e.files).length).toBe(1643);
    expect(set16).toHaveLength(184);
    for (const e of set16)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune16", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set16.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set16.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });

  test("set 17 (round 23's report set) is tuning data since round 25 (tune17): 1108 files in 162 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set17 = m.filter((e) => e.files.some((f) => f.split === "tune17"));
    expect(set17.flatMap((e) => e.files).length).toBe(1108);
    expect(set17).toHaveLength(162);
    for (const e of set17)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune17", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set17.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set17.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 18", () => {
  test("set 18 (round 25's report set) is tuning data since round 26 (tune18): 493 files in 149 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set18 = m.filter((e) => e.files.some((f) => f.split === "tune18"));
    expect(set18.flatMap((e) => e.files).length).toBe(493);
    expect(set18).toHaveLength(149);
    for (const e of set18)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune18", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set18.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set18.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 19", () => {
  test("set 19 (round 26's report set) is tuning data since round 27 (tune19): 873 files in 170 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set19 = m.filter((e) => e.files.some((f) => f.split === "tune19"));
    expect(set19.flatMap((e) => e.files).length).toBe(873);
    expect(set19).toHaveLength(170);
    for (const e of set19)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune19", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set19.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set19.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 20", () => {
  test("set 20 (round 27's report set) is tuning data since round 28 (tune20): 520 files in 166 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set20 = m.filter((e) => e.files.some((f) => f.split === "tune20"));
    expect(set20.flatMap((e) => e.files).length).toBe(520);
    expect(set20).toHaveLength(166);
    for (const e of set20)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune20", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set20.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set20.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 21", () => {
  test("set 21 (round 28's report set) is tuning data since round 29 (tune21): 1000 files in 166 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set21 = m.filter((e) => e.files.some((f) => f.split === "tune21"));
    expect(set21.flatMap((e) => e.files).length).toBe(1000);
    expect(set21).toHaveLength(166);
    for (const e of set21)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune21", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set21.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set21.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 22", () => {
  test("set 22 (round 29's report set) is tuning data since round 30 (tune22): 993 files in 148 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set22 = m.filter((e) => e.files.some((f) => f.split === "tune22"));
    expect(set22.flatMap((e) => e.files).length).toBe(993);
    expect(set22).toHaveLength(148);
    for (const e of set22)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune22", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set22.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set22.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 23", () => {
  test("set 23 (round 30's report set) is tuning data since round 31 (tune23): 460 files in 101 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set23 = m.filter((e) => e.files.some((f) => f.split === "tune23"));
    expect(set23.flatMap((e) => e.files).length).toBe(460);
    expect(set23).toHaveLength(101);
    for (const e of set23)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune23", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set23.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set23.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 24", () => {
  test("set 24 (round 31's report set) is tuning data since round 32 (tune24): 980 files in 160 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set24 = m.filter((e) => e.files.some((f) => f.split === "tune24"));
    expect(set24.flatMap((e) => e.files).length).toBe(980);
    expect(set24).toHaveLength(160);
    for (const e of set24)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune24", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set24.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set24.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("sourceHalf", () => {
  test("is fixed by source and salt, and splits sources roughly in two", () => {
    const sources = Array.from({ length: 200 }, (_, k) => `pkg-${k}@1.0.0`);
    const halves = sources.map((s) => sourceHalf(s, "fp12"));
    expect(sources.map((s) => sourceHalf(s, "fp12"))).toEqual(halves);
    const t = halves.filter((h) => h === "T").length;
    expect(t).toBeGreaterThan(70);
    expect(t).toBeLessThan(130);
  });

  test("another salt gives another split", () => {
    const sources = Array.from({ length: 50 }, (_, k) => `pkg-${k}`);
    expect(sources.map((s) => sourceHalf(s, "a"))).not.toEqual(sources.map((s) => sourceHalf(s, "b")));
  });
});

describe("the committed manifest's set 25", () => {
  test("set 25 (round 32's report set) is tuning data since round 33 (tune25): 960 files in 204 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set25 = m.filter((e) => e.files.some((f) => f.split === "tune25"));
    expect(set25.flatMap((e) => e.files).length).toBe(960);
    expect(set25).toHaveLength(204);
    for (const e of set25)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune25", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set25.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set25.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});

describe("the committed manifest's set 26", () => {
  test("set 26 (round 33's report set) is tuning data since round 34 (tune26): 960 files in 320 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set26 = m.filter((e) => e.files.some((f) => f.split === "tune26"));
    expect(set26.flatMap((e) => e.files).length).toBe(960);
    expect(set26).toHaveLength(320);
    for (const e of set26)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune26", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set26.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set26.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its two lists' order (set 27's come after them)
    const first = m.findIndex((e) => set26.includes(e));
    expect(m.slice(first, first + set26.length)).toEqual(set26);
  });
});

describe("the committed manifest's set 27", () => {
  test("set 27 (round 34's report set) is tuning data since round 35 (tune27): 960 files in 428 entries, each pinned by sha256, no other split in them, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set27 = m.filter((e) => e.files.some((f) => f.split === "tune27"));
    expect(set27.flatMap((e) => e.files).length).toBe(960);
    expect(set27).toHaveLength(428);
    for (const e of set27)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune27", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set27.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set27.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its two lists' order (set 28's come after them)
    const first = m.findIndex((e) => set27.includes(e));
    expect(m.slice(first, first + set27.length)).toEqual(set27);
  });
});

describe("the committed manifest's set 28", () => {
  test("set 28 (round 35's report set) is tuning data since round 36 (tune28): 960 files in 353 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set28 = m.filter((e) => e.files.some((f) => f.split === "tune28"));
    expect(set28.flatMap((e) => e.files).length).toBe(960);
    expect(set28).toHaveLength(353);
    for (const e of set28)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune28", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set28.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set28.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 29's come after them)
    const first = m.findIndex((e) => set28.includes(e));
    expect(m.slice(first, first + set28.length)).toEqual(set28);
  });
});

describe("the committed manifest's set 29", () => {
  test("set 29 (round 36's report set) is tuning data since round 37 (tune29): 960 files in 537 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set29 = m.filter((e) => e.files.some((f) => f.split === "tune29"));
    expect(set29.flatMap((e) => e.files).length).toBe(960);
    expect(set29).toHaveLength(537);
    for (const e of set29)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune29", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set29.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set29.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 30's come after them)
    const first = m.findIndex((e) => set29.includes(e));
    expect(m.slice(first, first + set29.length)).toEqual(set29);
  });
});

describe("the committed manifest's set 30", () => {
  test("set 30 (round 37's report set) is tuning data since round 38 (tune30): 960 files in 482 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set30 = m.filter((e) => e.files.some((f) => f.split === "tune30"));
    expect(set30.flatMap((e) => e.files).length).toBe(960);
    expect(set30).toHaveLength(482);
    for (const e of set30)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune30", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set30.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set30.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 31's come after them)
    const first = m.findIndex((e) => set30.includes(e));
    expect(m.slice(first, first + set30.length)).toEqual(set30);
  });
});

describe("the committed manifest's set 31", () => {
  test("set 31 (round 38's report set) is tuning data since round 39 (tune31): 960 files in 290 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set31 = m.filter((e) => e.files.some((f) => f.split === "tune31"));
    expect(set31.flatMap((e) => e.files).length).toBe(960);
    expect(set31).toHaveLength(290);
    for (const e of set31)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune31", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set31.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set31.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 32's come after them)
    const first = m.findIndex((e) => set31.includes(e));
    expect(m.slice(first, first + set31.length)).toEqual(set31);
  });
});

describe("the committed manifest's set 32", () => {
  test("set 32 (round 39's report set) is tuning data since round 40 (tune32): 960 files in 557 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set32 = m.filter((e) => e.files.some((f) => f.split === "tune32"));
    expect(set32.flatMap((e) => e.files).length).toBe(960);
    expect(set32).toHaveLength(557);
    for (const e of set32)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune32", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set32.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set32.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its list's order (set 33's come after them)
    const first = m.findIndex((e) => set32.includes(e));
    expect(m.slice(first, first + set32.length)).toEqual(set32);
  });
});

describe("the committed manifest's set 33", () => {
  test("set 33 (round 40's report set) is tuning data since round 41 (tune33): 960 files in 511 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set33 = m.filter((e) => e.files.some((f) => f.split === "tune33"));
    expect(set33.flatMap((e) => e.files).length).toBe(960);
    expect(set33).toHaveLength(511);
    for (const e of set33)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune33", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set33.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set33.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 34's come after them)
    const first = m.findIndex((e) => set33.includes(e));
    expect(m.slice(first, first + set33.length)).toEqual(set33);
  });
});

describe("the committed manifest's set 34", () => {
  test("set 34 (round 41's report set) is tuning data since round 42 (tune34): 960 files in 593 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set34 = m.filter((e) => e.files.some((f) => f.split === "tune34"));
    expect(set34.flatMap((e) => e.files).length).toBe(960);
    expect(set34).toHaveLength(593);
    for (const e of set34)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune34", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set34.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set34.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 35's come after them)
    const first = m.findIndex((e) => set34.includes(e));
    expect(m.slice(first, first + set34.length)).toEqual(set34);
  });
});

describe("the committed manifest's set 35", () => {
  test("set 35 (round 42's report set) is tuning data since round 43 (tune35): 960 files in 583 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set35 = m.filter((e) => e.files.some((f) => f.split === "tune35"));
    expect(set35.flatMap((e) => e.files).length).toBe(960);
    expect(set35).toHaveLength(583);
    for (const e of set35)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune35", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set35.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set35.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its lists' order (set 36's come after them)
    const first = m.findIndex((e) => set35.includes(e));
    expect(m.slice(first, first + set35.length)).toEqual(set35);
  });
});

describe("the committed manifest's set 36", () => {
  test("set 36 (round 43's report set) is tuning data since round 44 (tune36): 948 files in 505 entries (960 in 506 less 12 near duplicates the lead dropped by the set's own rule once every earlier file was on disk), each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set36 = m.filter((e) => e.files.some((f) => f.split === "tune36"));
    expect(set36.flatMap((e) => e.files).length).toBe(948);
    expect(set36).toHaveLength(505);
    for (const e of set36)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune36", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set36.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set36.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its list's order (set 37's come after them)
    const first = m.findIndex((e) => set36.includes(e));
    expect(m.slice(first, first + set36.length)).toEqual(set36);
  });
});

describe("the committed manifest's set 37", () => {
  test("set 37 (round 44's report set) is tuning data since round 45 (tune37): 960 files in 560 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set37 = m.filter((e) => e.files.some((f) => f.split === "tune37"));
    expect(set37.flatMap((e) => e.files).length).toBe(960);
    expect(set37).toHaveLength(560);
    for (const e of set37)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune37", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set37.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set37.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its two lists' order (set 38's come after them)
    const first = m.findIndex((e) => set37.includes(e));
    expect(m.slice(first, first + set37.length)).toEqual(set37);
  });
});

describe("the committed manifest's set 38", () => {
  test("set 38 (round 45's report set) is tuning data since round 46 (tune38): 960 files in 540 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set38 = m.filter((e) => e.files.some((f) => f.split === "tune38"));
    expect(set38.flatMap((e) => e.files).length).toBe(960);
    expect(set38).toHaveLength(540);
    for (const e of set38)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune38", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set38.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set38.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its list's order (set 39's come after them)
    const first = m.findIndex((e) => set38.includes(e));
    expect(m.slice(first, first + set38.length)).toEqual(set38);
  });
});

describe("the committed manifest's set 39", () => {
  test("set 39 (round 46's report set) is tuning data since round 47 (tune39): 960 files in 528 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set39 = m.filter((e) => e.files.some((f) => f.split === "tune39"));
    expect(set39.flatMap((e) => e.files).length).toBe(960);
    expect(set39).toHaveLength(528);
    for (const e of set39)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune39", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set39.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set39.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its list's order (set 40's come after them)
    const first = m.findIndex((e) => set39.includes(e));
    expect(m.slice(first, first + set39.length)).toEqual(set39);
  });
});

describe("the committed manifest's set 40", () => {
  test("set 40 (round 47's report set) is tuning data since round 48 (tune40): 960 files in 545 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set40 = m.filter((e) => e.files.some((f) => f.split === "tune40"));
    expect(set40.flatMap((e) => e.files).length).toBe(960);
    expect(set40).toHaveLength(545);
    for (const e of set40)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["tune40", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set40.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set40.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries follow every earlier entry, together, in its two lists' order (set 41's come after them)
    const first = m.findIndex((e) => set40.includes(e));
    expect(m.slice(first, first + set40.length)).toEqual(set40);
  });
});

describe("the committed manifest's set 41", () => {
  test("set 41 (round 48's report set, split holdout41): 960 files in 423 entries, each pinned by sha256, none equal to another file of the manifest", () => {
    const m = JSON.parse(readFileSync(join(repoRoot, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
      name: string;
      files: { split: string; sha256: string }[];
    }[];
    const set41 = m.filter((e) => e.files.some((f) => f.split === "holdout41"));
    expect(set41.flatMap((e) => e.files).length).toBe(960);
    expect(set41).toHaveLength(423);
    for (const e of set41)
      for (const f of e.files)
        expect([f.split, f.sha256], e.name).toEqual(["holdout41", expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const earlier = new Set(m.filter((e) => !set41.includes(e)).flatMap((e) => e.files.map((f) => f.sha256)));
    const own = set41.flatMap((e) => e.files.map((f) => f.sha256));
    expect(own.filter((h) => earlier.has(h))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // the set's entries come last, in its two lists' order, after every earlier entry
    const first = m.findIndex((e) => set41.includes(e));
    expect(m.slice(first)).toEqual(set41);
  });
});
