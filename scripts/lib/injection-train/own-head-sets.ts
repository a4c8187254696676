// Which own sets the head reads (tuning data), which it may add for a variant, and which it refuses (honest and report sets).

import type { InjectionSurface } from "../../../src/engine/injection/types.ts";

/** The prose sets the head may read: tuning data only. */
export const HEAD_PROSE_SETS = ["1", "2", "3", "5", "7", "9", "11", "13", "15", "17", "23"] as const;
/** The shell sets whose write rows the head may read. */
export const HEAD_SHELL_SETS = ["4", "6", "8", "10", "12", "14", "16", "18", "24"] as const;
/**
 * Never in the head: the honest sets (summary lines only) and the report sets (prose 43 and shell 44 in round 28;
 * 45 and shell 46, written in round 28 for round 29; shell 48, written in round 29 for round 30; shell 50, written in round 30 for round 31; shell 52, written in round 31 for round 32; prose 53 and shell 54, written in round 32 for round 33; prose 55 and shell 56, written in round 33 for round 34; prose 57 and shell 58, written in round 34 for round 35; prose 59 and shell 60, written in round 35 for round 36; prose 61 and shell 62, written in round 36 for round 37; prose 63 and shell 64, written in round 37 for round 38; prose 65 and shell 66, written in round 38 for round 39; prose 67 and shell 68, written in round 39 for round 40; prose 69 and shell 70, written in round 40 for round 41; prose 71 and shell 72, written in round 41 for round 42; prose 73 and shell 74, written in round 42 for round 43; prose 75 and shell 76, written in round 43 for round 44; prose 77 and shell 78, written in round 44 for round 45; prose 79 and shell 80, written in round 45 for round 46; prose 81 and shell 82, written in round 46 for round 47; prose 83 and shell 84, written in round 47 for round 48; prose 85 and shell 86, written in round 48 for round 49; prose 41 and shell 42, round 27's, are tuning data since round 28
 * and addable below). Round 19: sets 25 and shell 26 (round 18's report sets) became tuning data, but the head did not read them:
 * with them in HEAD_PROSE_SETS and HEAD_SHELL_SETS the honest set 21 lost recall@0.8 (0.261 → 0.249), so round 19's
 * rule undid that step (eval/injection/model-variants.md). Every later report set (27–39, shell 28–40) became tuning
 * data the round after it was measured; round 27 (learn27) let them leave this list, so a variant may add them
 * (HEAD_ADDABLE_SETS), and the head reads whichever of them its variant test admitted (model-variants.md, round 27).
 */
export const REFUSED_SETS: readonly string[] = [
  "19",
  "21",
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
  "83",
  "85",
  "shell20",
  "shell22",
  "shell44",
  "shell46",
  "shell48",
  "shell50",
  "shell52",
  "shell54",
  "shell56",
  "shell58",
  "shell60",
  "shell62",
  "shell64",
  "shell66",
  "shell68",
  "shell70",
  "shell72",
  "shell74",
  "shell76",
  "shell78",
  "shell80",
  "shell82",
  "shell84",
  "shell86",
];

/**
 * Tuning sets the head reads only when a variant asks (rounds 21 and 27, eval/injection/model-variants.md): prose sets
 * 25–41 and the write rows of shell sets 26–42, the report sets of rounds 18–27 (tuning data since).
 * INJECTION_TRAIN_HEAD_ADD="27,29,shell28" adds them to every fit; absent: none.
 */
export const HEAD_ADDABLE_SETS: readonly string[] = [
  ...["25", "27", "29", "31", "33", "35", "37", "39", "41"],
  ...["26", "28", "30", "32", "34", "36", "38", "40", "42"].map((s) => `shell${s}`),
];
export function headAddFromEnv(env: NodeJS.ProcessEnv): string[] {
  const add = (env.INJECTION_TRAIN_HEAD_ADD ?? "").split(",").filter((s) => s !== "");
  const bad = add.filter((s) => !HEAD_ADDABLE_SETS.includes(s));
  if (bad.length > 0)
    throw new Error(`INJECTION_TRAIN_HEAD_ADD: ${bad.join(", ")} not among ${HEAD_ADDABLE_SETS.join(", ")}`);
  return add;
}
/**
 * INJECTION_TRAIN_HEAD_HALF=A: of the added prose sets, only half A (injections and benign rows alternate per class in
 * file order, as `classHalves(rows, true)` splits them), and of the added shell sets the write rows of half A (as
 * `eval-shell.ts --halves` splits a set), so half B can judge wording transfer; absent: whole sets.
 */
export function headHalfFromEnv(env: NodeJS.ProcessEnv): "A" | "B" | null {
  const h = env.INJECTION_TRAIN_HEAD_HALF;
  if (h === undefined || h === "") return null;
  if (h !== "A" && h !== "B") throw new Error(`INJECTION_TRAIN_HEAD_HALF=${h}: A or B`);
  return h;
}

/** The fold group of a head set's name ("13" → own:set13, "shell16" → own:shell16). */
export const headGroupOf = (name: string): string => (name.startsWith("shell") ? `own:${name}` : `own:set${name}`);

/** INJECTION_TRAIN_HEAD_WITHOUT="25,shell26": head sets a variant leaves out of every fit (the reference of a step). */
export const headWithoutFromEnv = (env: NodeJS.ProcessEnv): string[] =>
  (env.INJECTION_TRAIN_HEAD_WITHOUT ?? "").split(",").filter((s) => s !== "");
/** The surfaces the head scores (the own sets' prompt rows are few; bash is the shell layer's). */
export const HEAD_SURFACES: readonly InjectionSurface[] = ["tool_result", "write"];

/** Throws when a name the head would read is an honest or report set: the guard the brief asks of the trainer. */
export function refuseHonest(names: readonly string[]): void {
  const bad = names.filter((n) => REFUSED_SETS.includes(n));
  if (bad.length > 0) throw new Error(`the own head never reads sets ${bad.join(", ")} (honest or report sets)`);
}
