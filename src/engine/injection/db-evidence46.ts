// What a text does to a data store, read together: opened to others (db-access46.ts), its way back destroyed (db-backup46.ts), code run for someone else (db-code46.ts), its content sent out (db-send46.ts) or left where others take it (db-staged46.ts), its audit record erased (db-tamper46.ts).

import { dbAccessHits } from "./db-access46.ts";
import { dbBackupHits } from "./db-backup46.ts";
import { dbCodeHits } from "./db-code46.ts";
import { dbSendHits } from "./db-send46.ts";
import { dbStagedHits } from "./db-staged46.ts";
import { dbTamperHits } from "./db-tamper46.ts";
import type { Hit } from "./types.ts";

/** The data-store readers on a script, a program or a written file (`path`, when the text is written to one). */
export function dbEvidenceHits(text: string, path = ""): Hit[] {
  return [
    ...dbAccessHits(text),
    ...dbBackupHits(text, path),
    ...dbCodeHits(text),
    ...dbSendHits(text),
    ...dbStagedHits(text),
    ...dbTamperHits(text),
  ];
}
