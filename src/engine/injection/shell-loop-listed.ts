// Loops over the files a listing command names by pattern, unrolled once per name the pattern spells.

import type { Edit } from "./shell-rewrite.ts";

/** `for f in $(git ls-files '*AGENTS.md' '*CLAUDE.md'); do BODY; done` (also `find … -name X`, `ls -d pkg/X`, backquotes) */
const FOR_LISTED =
  /\bfor\s+([A-Za-z_]\w{0,31})\s+in[ \t]+(?:\$\(([^()\n]{1,300})\)|\x60([^\x60\n]{1,300})\x60)[ \t]*(?:;|\n)\s*do\b([\s\S]{1,2000}?)(?:;|\n)\s*done\b/g;
/** the programs that list files by name or pattern */
const LISTER = /^\s*(?:git\s+(?:-C\s+\S+\s+)?ls-files|find|ls|fd|rg\s+--files|locate|grep\s+-\w*l)\b/;

/** The file names a listing's patterns spell (`'*AGENTS.md'` → AGENTS.md, `-name CLAUDE.md`, `docs/GEMINI.md`). */
function spelledNames(listing: string): string[] {
  const out: string[] = [];
  for (const w of listing.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    const raw = (w[1] ?? w[2] ?? w[3] ?? "").replace(/^(?:\*\*\/|\*\/|\.\/)+/, "");
    if (/^\*\./.test(raw)) continue; // `*.ts`: an extension, not a file's name
    const word = raw.replace(/^\*/, "");
    // a file's name, not an option, a folder or a bare extension (`*.ts` spells no one file)
    if (
      /^[A-Za-z_][\w-]*(?:\.[\w-]+)+$|^\.[A-Za-z][\w.-]+$|^[\w.-]+\/[\w./-]+\.[\w-]+$/.test(word) &&
      !out.includes(word)
    )
      out.push(word);
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * Such loops unrolled: the body once per name with the name in place of `$f`, so a write into "$f" reads as the write
 * into AGENTS.md it is (round 39, home64: the agent's instruction files rewritten in a loop over `git ls-files`).
 */
export function listedLoops(src: string): Edit[] {
  const edits: Edit[] = [];
  FOR_LISTED.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FOR_LISTED.exec(src)) !== null && edits.length < 8) {
    const name = m[1] as string;
    const listing = (m[2] ?? m[3] ?? "") as string;
    const body = (m[4] as string).trim();
    if (!LISTER.test(listing) || !new RegExp(`\\$\\{?${name}\\b`).test(body)) continue;
    const names = spelledNames(listing.replace(LISTER, ""));
    if (names.length === 0) continue;
    const ref = new RegExp(`"\\$\\{?${name}\\}?"|\\$\\{${name}\\}|\\$${name}(?!\\w)`, "g");
    const text = names.map((w) => body.replace(ref, () => w)).join("; ");
    edits.push({ start: m.index, end: m.index + m[0].length, text, why: `for ${name} over listed files unrolled` });
  }
  return edits;
}
