// The halves of a set the own head reads when a variant asks for one (INJECTION_TRAIN_HEAD_HALF): prose sets split per label and class, shell sets as eval-shell.ts --halves splits them.

import { parseHeldout, splitWithinClass } from "../../../test/fixtures/shell-heldout.ts";
import { classHalves, OWN_SETS, type OwnSet, parseOwn } from "../heldout-own.ts";
import type { TrainRow } from "./data.ts";

/** The rows of one half of a set, split on both sides per class as `classHalves(rows, true)` splits the parsed set. */
export function inHalf(set: OwnSet, inj: string, ben: string, rows: readonly TrainRow[], half: "A" | "B"): TrainRow[] {
  const sfx = OWN_SETS[set].suffix;
  const parsed = [
    ...parseOwn(inj, `inj${sfx}.txt`, "injection", `own${sfx}-inj`, set),
    ...parseOwn(ben, `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set),
  ];
  const halves = classHalves(parsed, true);
  const keep = new Set(parsed.filter((r) => halves.get(r) === half).map((r) => `set${set}:${r.id}`));
  return rows.filter((r) => keep.has(r.id));
}

/** The write rows of one half of a shell set, split within (label, class) over all its rows as `eval-shell.ts --halves` does. */
export function inShellHalf(set: string, text: string, rows: readonly TrainRow[], half: "A" | "B"): TrainRow[] {
  const want = half === "A" ? "tune" : "untouched";
  const keep = new Set(
    splitWithinClass(parseHeldout(text))
      .filter((r) => r.half === want)
      .map((r) => `shell${set}:${r.line}`),
  );
  return rows.filter((r) => keep.has(r.id));
}
