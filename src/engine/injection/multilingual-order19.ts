// Round-19 classes of the other-language order reader: a finding kept from the user, an approval dictated.

import { ACTS19 } from "./multilingual-acts19.ts";
import { unionField } from "./multilingual-stems.ts";

const FINDING = unionField(ACTS19, "finding");
/** a state of approval ("als geprüft und freigegeben", "como aprovado"): a verdict's claim, as "safe" is */
export const APPROVED = unionField(ACTS19, "approved");

const BLOCK = 0.86;

/**
 * Silence: what a review or a scan found (a vulnerability, a security warning, a suspicious login) kept from the user
 * or the summary, in a sentence that names a program as its reader or hides from a human. A security policy's
 * "do not disclose the vulnerability publicly" names no program and stays quiet; one sign is not enough.
 */
export function readSilence19(
  words: string,
  concealed: boolean,
  addressed: boolean,
): { act: string; weight: number } | null {
  return concealed && addressed && FINDING.test(words) ? { act: "silence", weight: BLOCK } : null;
}
