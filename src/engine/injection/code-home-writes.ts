// Files an inline program writes in the home folder by a computed path (expanduser, Path.home(), homedir()), and awk
// running a command's output it read with getline.

/**
 * `open(os.path.expanduser("~/.profile"), "a").write(…)`, `(Path.home() / ".bashrc").write_text(…)`,
 * `fs.appendFileSync(path.join(os.homedir(), ".zshrc"), …)`: the path is built, not written out, so a literal-path
 * reader misses it. Group 1 is the file under home; the text written follows the match.
 */
const HOME_WRITE =
  /\bopen\s*\(\s*[\w.()'"]{0,40}?expanduser\s*\(\s*["']~\/([^"'\n]{1,200})["']\s*\)\s*,\s*["'][aw]b?\+?["']\s*\)\s*\.write\s*\(\s*|\(\s*(?:pathlib\.)?Path\.home\s*\(\s*\)\s*\/\s*["']([^"'\n]{1,200})["']\s*\)\s*\.write_(?:text|bytes)\s*\(\s*|\b(?:append|write)File(?:Sync)?\s*\(\s*(?:path\.)?join\s*\(\s*(?:os\.)?homedir\s*\(\s*\)\s*,\s*["'`]([^"'`\n]{1,200})["'`]\s*\)\s*,\s*/g;
const LITERAL = /^(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})')/;

/** Writes to files under home by a computed path, as `~/FILE` with the literal text written (null when not literal). */
export function homeWrites(code: string): { path: string; content: string | null }[] {
  if (!/expanduser|Path\.home|homedir/.test(code)) return [];
  const out: { path: string; content: string | null }[] = [];
  HOME_WRITE.lastIndex = 0;
  for (let m = HOME_WRITE.exec(code); m !== null && out.length < 8; m = HOME_WRITE.exec(code)) {
    const lit = LITERAL.exec(code.slice(HOME_WRITE.lastIndex, HOME_WRITE.lastIndex + 4010));
    const body = lit ? (lit[1] ?? lit[2]) : undefined;
    const content =
      body === undefined
        ? null
        : body
            .replace(/\\(["'\\])/g, "$1")
            .replace(/\\n/g, "\n")
            .replace(/\\t/g, "\t");
    out.push({ path: `~/${(m[1] ?? m[2] ?? m[3] ?? "").replace(/^\.\//, "")}`, content });
  }
  return out;
}

/** awk `"curl …" | getline c` … `system(c)`: the line a command printed is run as a command. */
export function awkRunsReadLine(code: string): boolean {
  const read = /\|\s*getline\s+([A-Za-z_]\w{0,40})/.exec(code);
  if (!read) return false;
  return new RegExp(`\\bsystem\\s*\\(\\s*${read[1]}\\s*\\)|\\bprint\\s+${read[1]}\\s*\\|\\s*"(?:ba|z|da)?sh"`).test(
    code,
  );
}
