// Parses the hand-written held-out sets of eval/injection/heldout-own (blocks "carrier|class[|surface]" then text, "---" between).

export const OWN_SURFACES = ["tool_result", "prompt", "write", "bash"] as const;

export interface OwnRow {
  id: string;
  text: string;
  label: "injection" | "benign";
  surface: (typeof OWN_SURFACES)[number];
  source: string;
  /** class/carrier */
  category: string;
  carrier: string;
  /** the class alone (hijack, tool, typo, …), for the per-class report of set 3 */
  cls: string;
  split: "tune" | "report";
  licences: string[];
  trainable: false;
}

/** Which sets exist, their files, and whether a set has a tune half (sets 1 and 2) or not (3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63, 65, 67, 69, 71, 73, 75, 77, 79, 81, 83, 85: --halves splits those A/B). */
export const OWN_SETS = {
  "1": { suffix: "", source: "authored:heldout-own", halves: true },
  "2": { suffix: "2", source: "authored:heldout-own2", halves: true },
  "3": { suffix: "3", source: "authored:heldout-own3", halves: false },
  // round 7's report set, tuning data since round 8 (measured once in round 7, then tuned on)
  "5": { suffix: "5", source: "authored:heldout-own5", halves: false },
  // round 8's report set, tuning data since round 9 (measured once in round 8, then tuned on; --halves splits it A/B)
  "7": { suffix: "7", source: "authored:heldout-own7", halves: false },
  // round 9's report set, tuning data since round 10 (measured once in round 9, then tuned on; --halves splits it A/B)
  "9": { suffix: "9", source: "authored:heldout-own9", halves: false },
  // round 10's report set, tuning data since round 11 (measured once in round 10, then tuned on; --halves splits it A/B)
  "11": { suffix: "11", source: "authored:heldout-own11", halves: false },
  // round 11's report set, tuning data since round 13 (measured once in round 11 and after rounds 11 and 12, then tuned
  // on; --halves splits it A/B)
  "13": { suffix: "13", source: "authored:heldout-own13", halves: false },
  // round 13's report set, tuning data since round 14 (measured once at the end of round 13, then tuned on; --halves
  // splits it A/B)
  "15": { suffix: "15", source: "authored:heldout-own15", halves: false },
  // round 14's report set, tuning data since round 15 (measured once at the end of round 14, then tuned on; --halves
  // splits it A/B)
  "17": { suffix: "17", source: "authored:heldout-own17", halves: false },
  // round 15's report set, tuning data since round 16 (measured once at the end of round 15, then tuned on; --halves
  // splits it A/B)
  "19": { suffix: "19", source: "authored:heldout-own19", halves: false },
  // round 16's report set, tuning data since round 17 (measured once at the end of round 16, then tuned on; --halves
  // splits it A/B)
  "21": { suffix: "21", source: "authored:heldout-own21", halves: false },
  // round 17's report set, tuning data since round 18 (measured once at the end of round 17, then tuned on; --halves
  // splits it A/B)
  "23": { suffix: "23", source: "authored:heldout-own23", halves: false },
  // round 18's report set, tuning data since round 19 (measured once at the end of round 18, then tuned on; --halves
  // splits it A/B)
  "25": { suffix: "25", source: "authored:heldout-own25", halves: false },
  // round 19's report set, tuning data since round 20 (measured once at the end of round 19, then tuned on; --halves
  // splits it A/B)
  "27": { suffix: "27", source: "authored:heldout-own27", halves: false },
  // round 20's report set, tuning data since round 21 (measured once at the end of round 20, then tuned on; --halves
  // splits it A/B)
  "29": { suffix: "29", source: "authored:heldout-own29", halves: false },
  // round 21's report set, tuning data since round 22 (measured once at the end of round 21, then tuned on; --halves
  // splits it A/B)
  "31": { suffix: "31", source: "authored:heldout-own31", halves: false },
  // round 22's report set, tuning data since round 23 (measured once at the end of round 22, then tuned on; --halves
  // splits it A/B)
  "33": { suffix: "33", source: "authored:heldout-own33", halves: false },
  // round 23's report set (written by someone who does not tune the scanner; never shown to those who do)
  "35": { suffix: "35", source: "authored:heldout-own35", halves: false },
  // round 25's report set, tuning data since round 26 (measured once at the end of round 25, then tuned on; --halves
  // splits it A/B)
  "37": { suffix: "37", source: "authored:heldout-own37", halves: false },
  // round 26's report set, tuning data since round 27 (measured once at the end of round 26, then tuned on; --halves
  // splits it A/B)
  "39": { suffix: "39", source: "authored:heldout-own39", halves: false },
  // round 27's report set, tuning data since round 28 (measured once at the end of round 27, then tuned on; --halves
  // splits it A/B)
  "41": { suffix: "41", source: "authored:heldout-own41", halves: false },
  // round 28's report set, tuning data since round 29 (measured once at the end of round 28, then tuned on; --halves
  // splits it A/B)
  "43": { suffix: "43", source: "authored:heldout-own43", halves: false },
  // round 29's report set, tuning data since round 30 (measured once at the end of round 29, then tuned on; --halves
  // splits it A/B)
  "45": { suffix: "45", source: "authored:heldout-own45", halves: false },
  // round 30's report set, tuning data since round 31 (measured once at the end of round 30, then tuned on; --halves
  // splits it A/B)
  "47": { suffix: "47", source: "authored:heldout-own47", halves: false },
  // round 31's report set, tuning data since round 32 (measured once at the end of round 31, then tuned on; --halves
  // splits it A/B)
  "49": { suffix: "49", source: "authored:heldout-own49", halves: false },
  // round 32's report set, tuning data since round 33 (measured once at the end of round 32, then tuned on; --halves
  // splits it A/B)
  "51": { suffix: "51", source: "authored:heldout-own51", halves: false },
  // round 33's report set, tuning data since round 34 (measured once at the end of round 33, then tuned on; --halves
  // splits it A/B)
  "53": { suffix: "53", source: "authored:heldout-own53", halves: false },
  // round 34's report set, tuning data since round 35 (measured once at the end of round 34, then tuned on; --halves
  // splits it A/B)
  "55": { suffix: "55", source: "authored:heldout-own55", halves: false },
  // round 35's report set, tuning data since round 36 (measured once at the end of round 35, then tuned on; --halves
  // splits it A/B)
  "57": { suffix: "57", source: "authored:heldout-own57", halves: false },
  // round 36's report set, tuning data since round 37 (measured once at the end of round 36, then tuned on; --halves
  // splits it A/B)
  "59": { suffix: "59", source: "authored:heldout-own59", halves: false },
  // round 37's report set, tuning data since round 38 (measured once at the end of round 37, then tuned on; --halves
  // splits it A/B)
  "61": { suffix: "61", source: "authored:heldout-own61", halves: false },
  // round 38's report set, tuning data since round 39 (measured once at the end of round 38, then tuned on; --halves
  // splits it A/B)
  "63": { suffix: "63", source: "authored:heldout-own63", halves: false },
  // round 39's report set, tuning data since round 40 (measured once at the end of round 39, then tuned on; --halves
  // splits it A/B)
  "65": { suffix: "65", source: "authored:heldout-own65", halves: false },
  // round 40's report set, tuning data since round 41 (measured once at the end of round 40, then tuned on; --halves
  // splits it A/B)
  "67": { suffix: "67", source: "authored:heldout-own67", halves: false },
  // round 41's report set, tuning data since round 42 (measured once at the end of round 41, then tuned on; --halves
  // splits it A/B)
  "69": { suffix: "69", source: "authored:heldout-own69", halves: false },
  // round 42's report set, tuning data since round 43 (measured once at the end of round 42, then tuned on; --halves
  // splits it A/B)
  "71": { suffix: "71", source: "authored:heldout-own71", halves: false },
  // round 43's report set, tuning data since round 44 (measured once at the end of round 43, then tuned on; --halves
  // splits it A/B)
  "73": { suffix: "73", source: "authored:heldout-own73", halves: false },
  // round 44's report set, tuning data since round 45 (measured once at the end of round 44, then tuned on; --halves
  // splits it A/B)
  "75": { suffix: "75", source: "authored:heldout-own75", halves: false },
  // round 45's report set, tuning data since round 46 (measured once at the end of round 45, then tuned on; --halves
  // splits it A/B)
  "77": { suffix: "77", source: "authored:heldout-own77", halves: false },
  // round 46's report set, tuning data since round 47 (measured once at the end of round 46, then tuned on; --halves
  // splits it A/B)
  "79": { suffix: "79", source: "authored:heldout-own79", halves: false },
  // round 47's report set, tuning data since round 48 (measured once at the end of round 47, then tuned on; --halves
  // splits it A/B)
  "81": { suffix: "81", source: "authored:heldout-own81", halves: false },
  // round 48's report set (written blind in round 47 by someone who does not tune the scanner; never shown to those who do)
  "83": { suffix: "83", source: "authored:heldout-own83", halves: false },
  // round 49's report set (written blind in round 48 by someone who does not tune the scanner; never shown to those who do)
  "85": { suffix: "85", source: "authored:heldout-own85", halves: false },
} as const;
export type OwnSet = keyof typeof OWN_SETS;

export function ownSet(arg: string | undefined): OwnSet {
  const set = arg ?? "1";
  if (!(set in OWN_SETS)) throw new Error(`--set must be one of ${Object.keys(OWN_SETS).join(", ")}, got "${set}"`);
  return set as OwnSet;
}

/**
 * One file's rows. The file's first line is a comment saying the format; blocks are separated by a line "---"; a
 * block's first line is "carrier|class[|surface]" (surface tool_result when absent), the rest is the text. Sets with
 * halves alternate within each carrier|class (the first of each pair tunes, the second is kept for the report); a
 * report-only set puts every row in the report.
 */
export function parseOwn(source: string, file: string, label: OwnRow["label"], prefix: string, set: OwnSet): OwnRow[] {
  const blocks = source
    .replace(/^# [^\n]*\n/, "")
    .replace(/\n---\n*$/, "\n")
    .split(/\n---\n/);
  const seen = new Map<string, number>();
  return blocks.map((b, i) => {
    const nl = b.indexOf("\n");
    const head = nl < 0 ? b : b.slice(0, nl);
    const [carrier, cls, surf = "tool_result"] = head.trim().split("|");
    if (!carrier || !cls) throw new Error(`${file}: block ${i + 1} has no "carrier|class" first line`);
    const surface = OWN_SURFACES.find((x) => x === surf);
    if (!surface)
      throw new Error(`${file}: block ${i + 1}: unknown surface "${surf}" (one of ${OWN_SURFACES.join(", ")})`);
    const text = nl < 0 ? "" : b.slice(nl + 1).replace(/\n+$/, "");
    if (text.trim() === "") throw new Error(`${file}: block ${i + 1} (${head.trim()}) has no text`);
    const k = `${carrier}|${cls}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return {
      id: `${prefix}-${String(i + 1).padStart(3, "0")}`,
      text,
      label,
      surface,
      source: OWN_SETS[set].source,
      category: `${cls}/${carrier}`,
      carrier,
      cls,
      split: OWN_SETS[set].halves && n % 2 === 0 ? "tune" : "report",
      licences: ["MIT"],
      trainable: false,
    };
  });
}

/**
 * The A/B halves of a report set read as tuning data (--halves): its injections alternate per class in file order, A
 * the even rows of each class, B the odd ones, so a change tuned on A can be checked once on B. Fixed by position
 * alone, before anyone looks at a score. Benign rows have no half, save in the sets of long carriers (27 on,
 * `BENIGN_HALVES`), whose benign side is tuned too: there they alternate per class the same way. No benign row of set
 * 27 shares its carrier with an attack row (the rows are filled from one pool of filler sentences: at most 40% of an
 * attack row's lines recur in any benign row), so a per-class split keeps no carrier across halves.
 */
export function classHalves(rows: readonly OwnRow[], benignToo = false): Map<OwnRow, "A" | "B"> {
  const nth = new Map<string, number>();
  const half = new Map<OwnRow, "A" | "B">();
  for (const r of rows.filter((x) => x.label === "injection" || benignToo)) {
    const key = `${r.label}:${r.cls}`;
    const n = nth.get(key) ?? 0;
    nth.set(key, n + 1);
    half.set(r, n % 2 === 0 ? "A" : "B");
  }
  return half;
}

/**
 * Sets whose benign rows are split into halves too: 27 (long tool outputs, tuned on both sides since round 20) and 31
 * (agent-benchmark records, since round 22: its benign warn is tuned on half A and checked on half B); 33 and 35 since
 * round 25 (their benign false alarms were tuned in rounds 24 and 25 by tasks that meant half A, but `--half A` listed
 * both halves' false alarms then, so their half B is read, not blind); 37 and 39 since round 27 likewise (their benign
 * false alarms were tuned in rounds 26 and 27 with `--half A --misses`, which listed both halves' then); 41 since round
 * 28 (fp28 split it before listing any of its benign rows and tuned half A; act28's first `--half A --misses`, on a
 * branch without the split, listed both halves' benign rows once, so its half B is not wholly blind); 43 since round 29
 * (split at its relabel, before anyone tuned on its benign rows); 45 since round 30 (the same); 47 since round 31 (the same);
 * 49 since round 32 (the same); 51 since round 33 (the same); 53 since round 34 (the same); 55 since round 35 (the same); 57 since round 36 (the same); 59 since round 37 (the same); 61 since round 38 (the same); 63 since round 39 (the same); 65 since round 40 (the same); 67 since round 41 (the same); 69 since round 42 (the same); 71 since round 43 (the same); 73 since round 44 (the same); 75 since round 45 (the same); 77 since round 46 (the same); 79 since round 47 (the same); 81 since round 48 (the same)
 */
export const BENIGN_HALVES: ReadonlySet<string> = new Set([
  "27",
  "31",
  "33",
  "35",
  "37",
  "39",
  "41",
  "43",
  "45",
  "47",
  "49",
  "51",
  "53",
  "55",
  "57",
  "59",
  "61",
  "63",
  "65",
  "67",
  "69",
  "71",
  "73",
  "75",
  "77",
  "79",
  "81",
]);
