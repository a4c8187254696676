// Round 44's test and gate readers for code mode's programs and the write tool's files, in one place for bash.ts.

import { gateWeakenFileHits, gateWeakenHits } from "./gate-weaken44.ts";
import { hookRemoteHits } from "./hook-remote44.ts";
import { resultForgeFileHits, resultForgeHits } from "./result-forge44.ts";
import type { Hit } from "./types.ts";
import { uploaderEnvHits } from "./uploader-env44.ts";

/** A program code mode runs: a gate it weakens, a result it forges. */
export function gatesCodeHits(code: string): Hit[] {
  return [...gateWeakenHits(code), ...resultForgeHits(code)];
}

/**
 * A file the write tool writes (its first `maxBytes` read): a gate's config weakened, a result file forged, a hook
 * config that runs another repository's hooks at a moving branch, a CI file whose uploader attaches secrets.
 */
export function gatesFileHits(path: string, text: string, maxBytes: number): Hit[] {
  return [
    ...gateWeakenFileHits(path, text.slice(0, maxBytes)),
    ...resultForgeFileHits(path, text),
    ...(/(?:^|\/)(?:\.pre-commit-config|lefthook(?:-local)?)\.ya?ml$/.test(path) ? hookRemoteHits(text, true) : []),
    ...(/\.ya?ml$/.test(path) ? uploaderEnvHits(text) : []),
  ];
}
