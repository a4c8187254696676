// Program text hidden from a reader by the program's own arguments, reversal or character codes, made readable.

/**
 * An interpreter's code can take its payload from the command line (`ruby -e 'eval ARGV[0].reverse' "$R"`,
 * `python3 -c 'open(…).write(sys.argv[1])' "$LINE"`): the arguments after the code are spelled into it where it reads
 * them. Reversed literals (`"…".reverse`, `'…'[::-1]`, `strrev('…')`, perl's `reverse "…"`, JS's
 * `.split("").reverse().join("")`) are turned around, and a list of character codes (`"99,117,114,…"`, `[99, 117, …]`,
 * eight or more, all printable) is decoded, whatever the language, so the usual readers see what runs.
 */

const QUOTE = (s: string): string => JSON.stringify(s);

/** where each language reads its n-th argument after the code, and which list index the first one has */
const ARG_READS: [RegExp, number][] = [
  [/\bsys\.argv\s*\[\s*(\d)\s*\]/g, 1],
  [/\bprocess\.argv\s*\[\s*(\d)\s*\]/g, 1],
  [/\$ARGV\s*\[\s*(\d)\s*\]/g, 0],
  [/\bARGV\s*\[\s*(\d)\s*\]/g, 0],
  [/\$args\s*\[\s*(\d)\s*\]/g, 0],
  [/\bcommandArgs\s*\(\s*(?:TRUE|trailingOnly\s*=\s*TRUE)\s*\)\s*\[\s*(\d)\s*\]/g, 1],
];

/** The code with the arguments it reads spelled in as literals, or null when it reads none of them. */
export function inlineArgs(code: string, args: string[]): string | null {
  if (args.length === 0) return null;
  let out = code.replace(/\bARGV\.first\b|\$ARGV\[0\]/g, "ARGV[0]");
  for (const [re, first] of ARG_READS)
    out = out.replace(re, (all, n: string) => {
      const v = args[Number(n) - first];
      return v === undefined ? all : QUOTE(v);
    });
  return out === code ? null : out;
}

const LIT = String.raw`"((?:[^"\\\n]|\\.){4,2000})"|'((?:[^'\\\n]|\\.){4,2000})'`;
const REVERSED = new RegExp(
  String.raw`(?:\bstrrev\s*\(\s*|\breverse\s*\(?\s*|\bscalar\s+reverse\s*\(?\s*)(?:${LIT})|(?:${LIT})\s*(?:\.reverse\b|\[\s*::\s*-1\s*\]|\.split\(\s*["']{2}\s*\)\.reverse\(\)\.join\(\s*["']{2}\s*\))`,
  "g",
);
const CODES = /["'[(]\s*((?:\d{1,3}\s*,\s*){7,400}\d{1,3})\s*["')\]]/g;

function unesc(s: string): string {
  return s.replace(/\\(["'\\])/g, "$1");
}

/** The code with reversed literals and character-code lists decoded, and the texts decoded; null when none. */
export function unhiddenView(code: string): { view: string; texts: string[] } | null {
  if (!/reverse|strrev|::\s*-1|\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}/.test(code)) return null;
  const texts: string[] = [];
  let view = code.replace(REVERSED, (...m: string[]) => {
    const lit = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (lit === undefined) return m[0] as string;
    const text = [...unesc(lit)].reverse().join("");
    texts.push(text);
    return QUOTE(text);
  });
  view = view.replace(CODES, (all, list: string) => {
    const codes = list.split(",").map((x) => Number(x.trim()));
    if (!codes.every((c) => c === 9 || c === 10 || (c >= 32 && c <= 126))) return all;
    const text = String.fromCharCode(...codes);
    if (!/[a-z]{2}/i.test(text)) return all;
    texts.push(text);
    return QUOTE(text);
  });
  return texts.length > 0 ? { view, texts } : null;
}
