// What vouches for dependencies, read together: package sources pointed at a stranger's host, integrity evidence defeated, package managers wired to downloaded code.

import { integrityDefeatHits } from "./integrity-defeat45.ts";
import { packageHookHits } from "./package-hooks45.ts";
import { sourceRepointHits } from "./source-repoint45.ts";
import type { Hit } from "./types.ts";

/** The dependency readers on a program an agent runs (codemode): integrity first, then sources, then hooks. */
export function programDependencyHits(code: string): Hit[] {
  return [...integrityDefeatHits(code), ...sourceRepointHits(code), ...packageHookHits(code)];
}

/** The dependency readers on a file an agent writes (a config, a script, an agent file): sources first. */
export function writtenDependencyHits(text: string): Hit[] {
  return [...sourceRepointHits(text), ...integrityDefeatHits(text), ...packageHookHits(text)];
}
