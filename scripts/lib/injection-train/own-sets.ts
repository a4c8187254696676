// Our own hand-written sets (eval/injection/heldout-own: prose inj*.txt / ben*.txt, the shell sets' agent-file writes; MIT) as training rows: each set one source group, read at the pinned commit.

import { join } from "node:path";
import { parseHeldout } from "../../../test/fixtures/shell-heldout.ts";
import { OWN_SETS, type OwnSet, parseOwn } from "../heldout-own.ts";
import type { TrainRow } from "./data.ts";
import { type Pin, pinnedFiles } from "./pin.ts";

/**
 * The prose sets the trainer reads when asked to (off by default): tuning data only (set 23, round 17's report set, since
 * round 18). The never-read sets 19 and 21 stay out, as do the report sets: training on them would spend the only
 * figures nobody tuned on. Each was written blind by a different author, so a fold that holds whole sets leaves authors
 * out.
 */
export const OWN_TRAIN_SETS = [
  "1",
  "2",
  "3",
  "5",
  "7",
  "9",
  "11",
  "13",
  "15",
  "17",
  "23",
] as const satisfies readonly OwnSet[];

/**
 * The shell sets (eval/injection/heldout-own/shell<N>.txt, tuning data since the round after each was measured) whose
 * `[write PATH]` / `[edit PATH]` rows train as `write` rows: agent-file writes with a standing order and their benign
 * look-alikes. Their bash rows stay out (the model is off on bash); the never-read shell sets 20 and 22 stay out whole.
 */
export const OWN_SHELL_SETS = ["4", "6", "8", "10", "12", "14", "16", "18", "24"] as const;

/** A name INJECTION_TRAIN_LEAVE_OUT takes: a prose set ("9") or a shell set ("shell16"). */
export const OWN_SET_NAMES: readonly string[] = [...OWN_TRAIN_SETS, ...OWN_SHELL_SETS.map((s) => `shell${s}`)];

/** The group (fold unit) of a set's rows: a whole set sits in one fold, so the CV leaves whole sets out. */
export const ownGroup = (set: string): string => `own:set${set}`;

/** The group of a shell set's write rows ("own:shell16"). */
export const ownShellGroup = (set: string): string => `own:shell${set}`;

/** A shell set's file, repo-relative. */
export const ownShellPath = (set: string): string => join("eval", "injection", "heldout-own", `shell${set}.txt`);

/**
 * The write/edit rows of one shell set as `write` rows of the file's new content (an edit's new text is what the
 * scanner reads on that surface); bash rows and codemode programs are left out.
 */
export function ownShellRowsOf(set: string, text: string): TrainRow[] {
  return parseHeldout(text)
    .filter((r) => r.tool === "write" || r.tool === "edit")
    .map((r) => ({
      id: `shell${set}:${r.line}`,
      text: r.text,
      y: r.attack ? 1 : 0,
      surface: "write",
      group: ownShellGroup(set),
      part: "own",
      category: r.cls,
      trainable: true,
      heldOut: false,
    }));
}

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

/**
 * Every own set's rows at the pinned commit, prose sets in OWN_TRAIN_SETS order then (unless `shell` is false) the shell
 * sets' write rows, without the sets in `leaveOut` ("15", "shell16").
 */
export function ownSetRows(root: string, pin: Pin, leaveOut: readonly string[] = [], shell = true): TrainRow[] {
  const sets = OWN_TRAIN_SETS.filter((s) => !leaveOut.includes(s));
  const shells = shell ? OWN_SHELL_SETS.filter((s) => !leaveOut.includes(`shell${s}`)) : [];
  const texts = pinnedFiles(root, pin, [...sets.flatMap((s) => ownSetPaths(s)), ...shells.map(ownShellPath)]);
  return [
    ...sets.flatMap((s, k) => ownRowsOf(s, texts[2 * k] as string, texts[2 * k + 1] as string)),
    ...shells.flatMap((s, k) => ownShellRowsOf(s, texts[2 * sets.length + k] as string)),
  ];
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
