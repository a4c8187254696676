// Writes a program makes through a path object or a block (`"~/.bashrc".write_text(…)`, `File.open(p, "a") { |f| … }`).

/**
 * On the folded view (code-fold.ts spells `Path.home() / ".bashrc"` and a name bound to it as `"~/.bashrc"`), the
 * writes the literal-path reader of code-scan.ts does not know: a path object's `write_text` that appends to what it
 * read (`p.write_text(p.read_text() + line)`), Ruby's `File.open(path, "a") { |f| f.puts … }` and `File.write(path, …)`
 * after folding. The text is the literal written, or null.
 */
const Q = String.raw`"(?:[^"\\\n]|\\.){1,300}"|'(?:[^'\\\n]|\\.){1,300}'`;
const BODY = String.raw`"(?:[^"\\\n]|\\.){0,4000}"|'(?:[^'\\\n]|\\.){0,4000}'|%q\{[^}]{0,4000}\}|%q\([^)]{0,4000}\)`;
const PATH_OBJECT_WRITE = new RegExp(
  String.raw`(${Q})\s*\.\s*write_(?:text|bytes)\s*\(\s*(?:\1\s*\.\s*read_(?:text|bytes)\s*\(\s*\)\s*\+\s*)?(${BODY})?`,
  "g",
);
const RUBY_BLOCK_WRITE = new RegExp(
  String.raw`\bFile\.open\s*\(\s*(${Q})\s*,\s*["'](?:a|w|a\+|w\+)["']\s*\)\s*(?:\{|do)\s*\|\s*(\w{1,20})\s*\|\s*\2\s*(?:\.\s*(?:puts|write|print)|<<)\s*\(?\s*(${BODY})?`,
  "g",
);

function textOf(lit: string): string {
  const body = lit.startsWith("%q") ? lit.slice(3, -1) : lit.slice(1, -1);
  return body
    .replace(/\\(["'\\])/g, "$1")
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t");
}

/** The writes of those shapes, path and literal text (null when computed). */
export function pathObjectWrites(code: string): { path: string; content: string | null }[] {
  if (!/write_(?:text|bytes)|File\.open/.test(code)) return [];
  const out: { path: string; content: string | null }[] = [];
  for (const re of [PATH_OBJECT_WRITE, RUBY_BLOCK_WRITE])
    for (const m of code.matchAll(re)) {
      if (out.length >= 8) break;
      const body = re === PATH_OBJECT_WRITE ? m[2] : m[3];
      out.push({ path: textOf(m[1] as string), content: body === undefined ? null : textOf(body) });
    }
  return out;
}
