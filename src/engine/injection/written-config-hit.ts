// The hit of written config with no benign reading (a standing system token, a blind audit, a helper running a blocked act).

import type { Hit } from "./types.ts";

export function writtenConfigHit(rule: string, start: number, end: number, detail: string): Hit {
  return { rule, category: "hijack", weight: 0.9, factor: { write: 1 }, start, end, detail };
}
