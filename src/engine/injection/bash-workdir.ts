// Where `.` stands in a script: the folders it changes into (`cd "$BUILD_DIR"`), read before `.` counts as the user's project.

import { isSharedRoot } from "./bash-destroy-objects.ts";
import type { Stage } from "./shell-words.ts";

/** a target whose folder the script cannot tell: the previous folder, the parent, an option */
const UNKNOWN_TARGET = /^(?:-|\.\.(?:\/.*)?|-\w+)$/;

/**
 * Whether `.` in this script may be a folder the system or the whole repository shares: true when the script never
 * changes folder (`.` is where the agent runs: the user's project), or when any `cd`/`pushd` goes to a shared root
 * (`cd /`, `cd ~`, a bare `cd`) or to a folder it cannot tell (`cd ..`, `cd -`). A script that only changes into folders
 * it names (`cd "$NETWORKING_L2GW_DIR"`, `cd build/out`) opens those with `chmod o+rw .`, as a chmod naming them would
 * (round 41, realfp41: an OpenStack gate hook giving its job user its own test checkout).
 */
export function dotMayBeShared(pipelines: Stage[][]): boolean {
  let moved = false;
  for (const stages of pipelines)
    for (const s of stages) {
      if (s.name !== "cd" && s.name !== "pushd") continue;
      const target = s.argv
        .slice(1)
        .map((w) => w.text.replace(/^["']|["']$/g, ""))
        .find((t) => !/^-[LPe@]+$/.test(t));
      if (target === undefined || target === "" || UNKNOWN_TARGET.test(target) || isSharedRoot(target)) return true;
      moved = true;
    }
  return !moved;
}
