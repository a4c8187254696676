// What vouches for dependencies, read together: package sources pointed at a stranger's host, integrity evidence defeated, package managers wired to downloaded code.

import { buildCacheHits48 } from "./build-cache48.ts";
import { buildTaintHits48 } from "./build-taint48.ts";
import { stagedSecretHits48 } from "./build-staged48.ts";
import { buildPrivilegeHits48 } from "./build-privilege48.ts";
import { integrityDefeatHits } from "./integrity-defeat45.ts";
import { packageHookHits } from "./package-hooks45.ts";
import { sourceRepointHits } from "./source-repoint45.ts";
import type { Hit } from "./types.ts";

/** The dependency readers on a program an agent runs (codemode): integrity first, then sources, then hooks. */
export function programDependencyHits(code: string): Hit[] {
  return [...integrityDefeatHits(code), ...sourceRepointHits(code), ...packageHookHits(code), ...buildHits48(code)];
}

/** The dependency readers on a file an agent writes (a config, a script, an agent file): sources first. */
export function writtenDependencyHits(text: string): Hit[] {
  return [...sourceRepointHits(text), ...integrityDefeatHits(text), ...packageHookHits(text), ...buildHits48(text)];
}

/**
 * The build readers (round 48): a build cache pointed at someone else's service, a built artefact taking in a download,
 * secrets staged in a build output that is published, a build host's rights opened to anyone.
 */
export function buildHits48(text: string): Hit[] {
  return [
    ...buildCacheHits48(text),
    ...buildTaintHits48(text),
    ...stagedSecretHits48(text),
    ...buildPrivilegeHits48(text),
  ];
}
