// Our own hand-written prose sets (eval/injection/heldout-own inj*.txt / ben*.txt, MIT) as training rows: each set one source group, read at the pinned commit.

import { join } from "node:path";
import { OWN_SETS, type OwnSet, parseOwn } from "../heldout-own.ts";
import type { TrainRow } from "./data.ts";
import { type Pin, pinnedFiles } from "./pin.ts";

/**
 * The prose sets the trainer reads: all of them are tuning data (set 11, round 10's report set, since round 11). The
 * shell sets (shell*.txt) are not: the model is off on bash.
 */
export const OWN_TRAIN_SETS = ["1", "2", "3", "5", "7", "9", "11"] as const satisfies readonly OwnSet[];

/** The group (fold unit) of a set's rows: a whole set sits in one fold, so the CV leaves whole sets out. */
export const ownGroup = (set: string): string => `own:set${set}`;

/** A set's two files, repo-relative. */
export function ownSetPaths(set: OwnSet): [string, string] {
  const dir = join("eval", "injection", "heldout-own");
  const sfx = OWN_SETS[set].suffix;
  return [join(dir, `inj${sfx}.txt`), join(dir, `ben${sfx}.txt`)];
}

/**
 * Rows of one set from its two texts, parsed as scripts/lib/heldout-own.ts does. Bash rows are dropped (the model is
 * off on bash; the shell layer decides commands).
 */
export function ownRowsOf(set: OwnSet, injText: string, benText: string): TrainRow[] {
  const sfx = OWN_SETS[set].suffix;
  const parsed = [
    ...parseOwn(injText, `inj${sfx}.txt`, "injection", `own${sfx}-inj`, set),
    ...parseOwn(benText, `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set),
  ];
  return parsed
    .filter((r) => r.surface !== "bash")
    .map((r) => ({
      id: `set${set}:${r.id}`,
      text: r.text,
      y: r.label === "injection" ? 1 : 0,
      surface: r.surface,
      group: ownGroup(set),
      part: "own",
      category: r.cls,
      trainable: true,
      heldOut: false,
    }));
}

/** Every own set's rows at the pinned commit, in OWN_TRAIN_SETS order, without the sets in `leaveOut`. */
export function ownSetRows(root: string, pin: Pin, leaveOut: readonly string[] = []): TrainRow[] {
  const sets = OWN_TRAIN_SETS.filter((s) => !leaveOut.includes(s));
  const texts = pinnedFiles(
    root,
    pin,
    sets.flatMap((s) => ownSetPaths(s)),
  );
  return sets.flatMap((s, k) => ownRowsOf(s, texts[2 * k] as string, texts[2 * k + 1] as string));
}

/**
 * The A/B halves of a set read as tuning data (as `eval-heldout-own.ts --halves` splits injections): within each label and
 * class, rows alternate A (even), B (odd) in file order.
 */
export function classHalves(rows: readonly { cls: string; y: 0 | 1 }[]): ("A" | "B")[] {
  const nth = new Map<string, number>();
  return rows.map((r) => {
    const k = `${r.y}|${r.cls}`;
    const n = nth.get(k) ?? 0;
    nth.set(k, n + 1);
    return n % 2 === 0 ? "A" : "B";
  });
}

/** The own rows without the benign rows of the classes in `drop` (INJECTION_TRAIN_OWN_DROP); other rows pass as they are. */
export function withoutOwnBenign<T extends { part: string; y: 0 | 1; category: string }>(
  rows: readonly T[],
  drop: readonly string[],
): T[] {
  return drop.length === 0
    ? [...rows]
    : rows.filter((r) => !(r.part === "own" && r.y === 0 && drop.includes(r.category)));
}
