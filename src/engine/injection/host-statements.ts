// Statements of a host script (PowerShell, cmd, zsh, a WSL shell) for the host readers: split, paths normalised, values tracked by name.

/**
 * Windows and WSL spellings of the home and profile folders, rewritten to the `~/…` forms the layer's secret paths
 * know: `$env:USERPROFILE\.ssh` → `~/.ssh`, `%APPDATA%\npm` → `~/AppData/Roaming/npm`, `/mnt/c/Users/ana/.aws` → `~/.aws`.
 */
const HOME_FORMS: [RegExp, string][] = [
  [/\$\{?env:APPDATA\}?|%APPDATA%/gi, "~/AppData/Roaming"],
  [/\$\{?env:LOCALAPPDATA\}?|%LOCALAPPDATA%/gi, "~/AppData/Local"],
  [
    /\$\{?env:USERPROFILE\}?|%USERPROFILE%|\$\{?env:HOME\}?|\$HOME\b|\$\{HOME\}|\b[A-Z]:\/Users\/(?!Public\b)[^/\s"'`]{1,40}|\/mnt\/[a-z]\/Users\/(?!Public\b)[^/\s"'`]{1,40}|\/Users\/(?!Shared\b)[^/\s"'`]{1,40}/gi,
    "~",
  ],
];

/** The statement with backslashes as slashes and home folders as `~`, so one path test reads every host's spelling. */
export function normalisedPaths(statement: string): string {
  let s = statement.replace(/\\+/g, "/");
  for (const [re, to] of HOME_FORMS) s = s.replace(re, to);
  return s;
}

/** A comment line of PowerShell, a shell, cmd, VBScript or JavaScript: its words run nothing. */
const COMMENT_LINE = /^\s*(?:#(?!!)|rem\s|::|'|\/\/)/i;

/**
 * Statements in order: lines (comment lines dropped), split at `;`, `&&`, `||` and cmd's ` & ` outside quotes. Quotes
 * are followed per line only (a stray apostrophe in prose does not swallow the script); a quoted command (`cmd /c "a &
 * b"`, `powershell -c "…; …"`) stays one statement, which is what the readers want: both halves ran together.
 */
export function statementsOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (COMMENT_LINE.test(line)) continue;
    let quote = "";
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote !== "") {
        if (c === quote) quote = "";
        else if (c === "`" || (c === "\\" && quote === '"')) i++;
        continue;
      }
      if (c === '"' || c === "'") quote = c;
      else if (
        c === ";" ||
        (c === "&" && (line[i + 1] === "&" || line[i - 1] === " ")) ||
        (c === "|" && line[i + 1] === "|")
      ) {
        if (i > start) out.push(line.slice(start, i));
        if (line[i + 1] === c) i++;
        start = i + 1;
      }
    }
    if (start < line.length) out.push(line.slice(start));
  }
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

/** The name a statement assigns: PowerShell `$x =`, a shell's `x=`, `const|let|var x =`, VBScript `Set x =`. */
const ASSIGNED =
  /^(?:\$(?:script:|global:)?([A-Za-z_]\w{0,40})\s*(?:\+)?=(?!=)|(?:export\s+|local\s+)?([A-Za-z_]\w{0,40})=(?!=)|(?:const|let|var|Set|Dim)\s+([A-Za-z_]\w{0,40})\s*=(?!=)|\[[\w.[\]]+\]\s*\$([A-Za-z_]\w{0,40})\s*=(?!=))/i;

/** The variable a statement assigns, or null. */
export function assignedName(statement: string): string | null {
  const m = ASSIGNED.exec(statement);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4] ?? null) : null;
}

/** Files a statement writes: `-DestinationPath X`, `-OutFile X`, `> X`, `Out-File X`, a dump/encode's last argument. */
const WRITES_FILE =
  /(?:-DestinationPath|-OutFile|-FilePath|-Destination|Out-File|Set-Content\s+-Path|>{1,2})\s*["']?([^\s"';|&)]{2,200})|\b(?:reg(?:\.exe)?\s+save\s+\S+|certutil(?:\.exe)?\s+-encode\s+\S+|hdiutil\s+create\b[^\n]*?|tar\s+-?c\w*f|zip\s+-\w*|7z\s+a)\s+["']?([^\s"';|&]{2,200})/gi;

/** The files a statement writes (as written, quotes off). */
export function writtenFiles(statement: string): string[] {
  const out: string[] = [];
  for (const m of statement.matchAll(WRITES_FILE)) {
    const f = m[1] ?? m[2];
    if (f && f !== "-" && !/^\/dev\/null$/i.test(f) && !/^&?\d$/.test(f)) out.push(f);
  }
  return out;
}

/** Does the statement name this tracked value (a variable by its name, a file by its path)? */
export function mentions(statement: string, value: string): boolean {
  if (/^[A-Za-z_]\w*$/.test(value)) return new RegExp(`(?:\\$|%|\\$\\{|\\b)${value}\\b`).test(statement);
  return statement.includes(value);
}

/**
 * The values a script derives from its sources: walking the statements in order, a variable assigned from a source
 * (or from a value already tracked) and a file written by such a statement join the set.
 */
export function trackedValues(statements: string[], isSource: (s: string) => boolean): Set<string> {
  const tracked = new Set<string>();
  for (const s of statements) {
    const derived = isSource(s) || [...tracked].some((v) => mentions(s, v));
    if (!derived) continue;
    const name = assignedName(s);
    if (name) tracked.add(name);
    for (const f of writtenFiles(s)) tracked.add(f.replace(/^["']|["']$/g, ""));
  }
  return tracked;
}
