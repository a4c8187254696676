// Commands a program runs through a small wrapper of its own: `const gh = (...a) => execFileSync("gh", a)`, `const run = (c) => execSync(c)`.

const Q = String.raw`"(?:[^"\\\n]|\\.){0,600}"|'(?:[^'\\\n]|\\.){0,600}'|\`(?:[^\`\\]|\\.){0,600}\``;

/** `const gh = (...a) => … execFileSync("gh", a …`: a wrapper whose arguments are the program's words. */
const SPREAD_WRAPPER = new RegExp(
  String.raw`(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,40})\s*=\s*(?:async\s*)?\(\s*\.\.\.([A-Za-z_$][\w$]{0,20})\s*\)\s*=>[^\n]{0,200}?\b(?:execFile(?:Sync)?|spawn(?:Sync)?|execa(?:Sync)?)\s*\(\s*(${Q})\s*,\s*\2\b`,
  "gm",
);
/** `const run = (c) => execSync(c) …`: a wrapper whose one argument is a shell command line. */
const STRING_WRAPPER =
  /(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,40})\s*=\s*(?:async\s*)?\(?\s*([A-Za-z_$][\w$]{0,20})\s*\)?\s*=>[^\n]{0,200}?\b(?:execSync|exec|execAsync|spawnSync)\s*\(\s*\2\s*[,)]/gm;

/** A literal's text without its quotes and escapes. */
function literal(token: string): string {
  return token.slice(1, -1).replace(/\\(["'`\\])/g, "$1");
}

/** A word for the shell: bare when it needs no quoting, else single-quoted. */
function word(token: string): string {
  const text = literal(token);
  if (text === "") return "''";
  return /^[\w@%+=:,./~-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function escaped(name: string): string {
  return name.replace(/\$/g, "\\$");
}

/** The command lines a program's own wrappers run, in source order per wrapper (at most 16). */
export function wrapperCommands(code: string): string[] {
  if (!/=>/.test(code)) return [];
  const out: string[] = [];
  for (const m of code.matchAll(SPREAD_WRAPPER)) {
    const [, name, , program] = m as unknown as [string, string, string, string];
    // each call's arguments, all literals (a computed one stops the reading of that call)
    const calls = new RegExp(
      String.raw`(?<![\w$.])${escaped(name)}\s*\(((?:\s*(?:${Q})\s*,){0,40}\s*(?:${Q})\s*)\)`,
      "g",
    );
    for (const c of code.matchAll(calls)) {
      if (out.length >= 16) break;
      const words = [...(c[1] as string).matchAll(new RegExp(Q, "g"))].map((w) => word(w[0]));
      out.push([word(program), ...words].join(" "));
    }
  }
  for (const m of code.matchAll(STRING_WRAPPER)) {
    const name = m[1] as string;
    const calls = new RegExp(String.raw`(?<![\w$.])${escaped(name)}\s*\(\s*(${Q})\s*\)`, "g");
    for (const c of code.matchAll(calls)) if (out.length < 16) out.push(literal(c[1] as string));
  }
  return out;
}
