// The applied-code reader: code a tool result hands the agent to apply or that runs on install (a review's suggestion block, a package's lifecycle script) and that sends the environment, a password hash or a session token out, widens a container's privileges, or writes a credential store into a file.

import { docContext } from "./context.ts";
import { documentHit } from "./document-hit.ts";
import { countCapped } from "./count-capped.ts";
import type { View } from "./normalize.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { WRITEUP29 } from "./pressed-act29-vocab.ts";
import { APPLIED30_GATE, gateClosed } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: the order is the code. A review's "```suggestion" block is applied as written, and a
 * package's `postinstall` runs when the agent installs it, so an act in that code needs no words asking for it. Only
 * these two carriers are read: the same calls in ordinary source are the program's own business.
 */
const MAX30 = 100_000;
const WEIGHT30 = 0.86;
/** this many write-up words make the text a write-up about such code */
const TALKS_DOCUMENT = 2;
/** a suggestion block: from its fence to the next fence, at most this long */
const SUGGESTION = /```suggestion\b((?:(?!```)[\s\S]){0,800})/g;
/** a package lifecycle script that runs on install, prepare or test, with its command (JSON escapes kept) */
export const LIFECYCLE =
  /"(?:pre|post)?install"\s{0,3}:\s{0,3}"((?:[^"\\\n]|\\.){1,800})"|"(?:prepare|pretest|prebuild)"\s{0,3}:\s{0,3}"((?:[^"\\\n]|\\.){1,800})"/g;

/** Acts in applied code: [class, pattern], over the lower-cased view. */
const APPLIED_ACTS30: readonly (readonly [string, RegExp])[] = [
  // a network call that carries the whole environment, a password hash or a session token
  [
    "env-out",
    /\b(?:fetch|axios\.post|requests\.post|https?\.(?:post|request)|net::http\.post|http_post|urlopen|got\.post)\s{0,3}\([^\n]{0,240}?(?:process\.env\b(?!\.)|os\.environ\b(?![[.])|\benv\.to_h\b|password_digest|password_hash|\bnew\.token\b)/,
  ],
  // a container's isolation given up
  ["privilege", /\bprivileged\s{0,3}:\s{0,3}true\b|\bhostpid\s{0,3}:\s{0,3}true\b|\bhostnetwork\s{0,3}:\s{0,3}true\b/],
  // a credential store written into a file others read
  [
    "secret-out",
    /\bcat\s{1,3}~\/\.(?:npmrc|netrc|pgpass|git-credentials|aws\/credentials|ssh\/id_\w{2,9}(?!\.pub))\s{0,3}>>?/,
  ],
];

export interface Applied30 {
  cls: string;
  carrier: "suggestion" | "lifecycle";
  at: number;
  length: number;
}

/** The first suggestion block or lifecycle script of a tool result whose code does an act of consequence. Pure. */
export function applied30(text: string): Applied30 | null {
  if (text.length > MAX30) return null;
  // a write-up about malicious suggestions or packages shows such code to warn of it
  const talks = countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT);
  if (talks + countCapped(WRITEUP29, text, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
  for (const [carrier, re] of [
    ["suggestion", SUGGESTION],
    ["lifecycle", LIFECYCLE],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const code = (m[1] ?? m[2] ?? "").replace(/\\n/g, "\n").replace(/\\"/g, '"');
      const act = APPLIED_ACTS30.find(([, a]) => a.test(code));
      if (act) return { cls: act[0], carrier, at: m.index, length: m[0].length };
    }
  }
  return null;
}

/** The hit of the first such block in a tool result, quoted as the rule stage quotes a document. */
export function appliedHits30(view: View, originalLength: number): Hit[] {
  if (gateClosed(view, APPLIED30_GATE)) return [];
  const found = applied30(view.text);
  if (!found) return [];
  // (a suggestion's fence is its carrier, not a quotation: it is applied as written; a script in a doc's example is quoted)
  const factor = found.carrier === "suggestion" ? 1 : docContext(view.text).quotedFactor(found.at);
  return documentHit(view, originalLength, {
    rule: `code.applied30-${found.cls}`,
    category: "hijack",
    weight: WEIGHT30,
    from: found.at,
    to: found.at + found.length,
    factor,
  });
}
