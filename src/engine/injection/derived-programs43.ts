// A program a script hands to an interpreter, read once per scan: the same text again gives the same hits at its place.

import type { Hit } from "./types.ts";

/** programs remembered per scan (their texts were read on the derived budget, so their bytes are bounded there too) */
const MAX_PROGRAMS = 512;

/**
 * The hits of `read()` for this program, from the first reading of the same language and text when there was one
 * (round 43, realfp43: crm_report's `awk '{print $1}'` spliced by the expander into 43 places at each of three levels
 * spent the whole derived budget, so the script's unread rest warned). The hits land on this place's span; a new text
 * is read and charged as before.
 */
export function programOnce(
  seen: Map<string, Hit[]>,
  lang: string,
  text: string,
  start: number,
  end: number,
  read: () => Hit[],
): Hit[] {
  const key = `${lang}\u0000${text}`;
  const known = seen.get(key);
  if (known !== undefined) return known.map((h) => ({ ...h, start, end }));
  const hits = read();
  if (seen.size < MAX_PROGRAMS) seen.set(key, hits);
  return hits;
}
