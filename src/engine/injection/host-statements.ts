// Statements of a host script (PowerShell, cmd, zsh, a WSL shell) for the host readers: split, paths normalised, values tracked by name.

/**
 * Windows and WSL spellings of the home and profile folders, rewritten to the `~/…` forms the layer's secret paths
 * know: `$env:USERPROFILE\.ssh` → `~/.ssh`, `%APPDATA%\npm` → `~/AppData/Roaming/npm`, `/mnt/c/Users/ana/.aws` → `~/.aws`.
 */
const HOME_FORMS: [RegExp, string][] = [
  [/\$\{?env:APPDATA\}?|%APPDATA%/gi, "~/AppData/Roaming"],
  [/\$\{?env:LOCALAPPDATA\}?|%LOCALAPPDATA%/gi, "~/AppData/Local"],
  [
    /\$\{?env:USERPROFILE\}?|%USERPROFILE%|\$\{?env:HOME\}?|\$HOME\b|\$\{HOME\}|\b[A-Z]:\/Users\/(?!Public\b)[^/\s"'`]{1,40}|\/mnt\/[a-z]\/Users\/(?!Public\b)[^/\s"'`]{1,40}|(?<![A-Za-z]:|\/mnt\/[a-z])\/Users\/(?!Shared\b|Public\b)[^/\s"'`]{1,40}/gi,
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
 * Statements in order: lines (comment lines dropped), split at `;`, `&&`, `||` and cmd's ` & `, inside quotes too: a
 * quoted command (`pwsh -c '$t = Get-Secret …; irm …'`, `cmd /c "a & b"`) is statements of its own, and a value it
 * assigns is tracked like any other. A URL's `&` has no space before it and stays, and so does VBScript's string `&`
 * (a quote or parenthesis beside it).
 */
export function statementsOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (COMMENT_LINE.test(line)) continue;
    for (const part of line.split(/;|&&|\|\||(?<![")])\s&\s(?!")/)) {
      const t = part.trim();
      if (t !== "") out.push(t);
    }
  }
  return out;
}

/** The name a statement assigns: PowerShell `$x =`, a shell's `x=`, `const|let|var x =`, VBScript's `Set x =` and `x = `. */
const ASSIGNED =
  /^(?:\$(?:script:|global:)?([A-Za-z_]\w{0,40})\s*(?:\+)?=(?!=)|(?:export\s+|local\s+)?([A-Za-z_]\w{0,40})=(?!=)|(?:const|let|var|Set|Dim)\s+([A-Za-z_]\w{0,40})\s*=(?!=)|\[[\w.[\]]+\]\s*\$([A-Za-z_]\w{0,40})\s*=(?!=)|([A-Za-z_]\w{0,40})\s+=\s+(?!=))/i;

/** The variable a statement assigns, or null. */
export function assignedName(statement: string): string | null {
  const m = ASSIGNED.exec(statement);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? null) : null;
}

/**
 * Files a statement writes: `-DestinationPath X`, `-OutFile X`, `> X`, `Out-File X`, `reg save KEY X`, `certutil
 * -encode A X`, and any path with an archive, disk image, hive or key-bundle extension it names (`hdiutil create …
 * k.dmg`, `tar czf x.tgz`).
 */
const WRITES_FILE =
  /(?:-DestinationPath|-OutFile|-FilePath|-Destination|Out-File|Set-Content\s+-Path|>{1,2})\s*["']?([^\s"';|&)]{2,200})|\b(?:reg(?:\.exe)?\s+save\s+\S+|certutil(?:\.exe)?\s+-encode\s+\S+)\s+["']?([^\s"';|&]{2,200})|(?:^|[\s=@])["']?((?:[\w.~$:%-]*[\\/])*[\w.-]+\.(?:dmg|zip|tar|tgz|gz|bz2|xz|7z|p12|pfx|hiv|b64|bak|dump))["']?(?=[\s;&|]|$)/gi;

/** The files a statement writes (as written, quotes off). */
export function writtenFiles(statement: string): string[] {
  const out: string[] = [];
  for (const m of statement.matchAll(WRITES_FILE)) {
    const f = m[1] ?? m[2] ?? m[3];
    if (f && f !== "-" && !/^\/dev\/null$/i.test(f) && !/^&?\d$/.test(f)) out.push(f);
  }
  return out;
}

/** A path as one key for every host's spelling: slashes, WSL's `/mnt/c/` as `c:/`, lower case. */
function pathKey(path: string): string {
  return path
    .replace(/\\+/g, "/")
    .replace(/^\/mnt\/([a-z])\//i, "$1:/")
    .toLowerCase();
}

/** Does the statement name this tracked value (a variable by its name, a file by its path in any spelling)? */
export function mentions(statement: string, value: string): boolean {
  if (/^[A-Za-z_]\w*$/.test(value)) return new RegExp(`(?:\\$|%|\\$\\{|\\b)${value}\\b`).test(statement);
  if (statement.includes(value)) return true;
  const key = pathKey(value);
  return (
    key.length > 3 &&
    pathKey(statement)
      .replace(/\/mnt\/([a-z])\//g, "$1:/")
      .includes(key)
  );
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

/**
 * A line that refuses or gates a command instead of giving it: "never run …", "do not use …", "ask the user before …",
 * "… is blocked here", and the same in the languages agent files are written in. A script's own lines do not say
 * this; instruction files that list what an agent must not do do.
 */
const REFUSAL =
  /\b(?:never|do\s+not|don't|must\s+not|mustn't|should\s+not|shouldn't)\s+(?:\w+\s+){0,2}?(?:run|use|execute|call|add|touch|type|paste|enable|disable|install|copy|send|read|open)\b|\bask\s+(?:the\s+user|first|for\s+approval)\s+(?:before|first)\b|\b(?:is|are)\s+(?:blocked|forbidden|prohibited|not\s+allowed)\b|\bne\s+(?:\S+\s+){1,2}(?:jamais|pas)\b|\bn['’](?:\S+\s+){1,2}(?:jamais|pas)\b|\b(?:niemals|nie|keinesfalls)\b|\bnunca\b|\bno\s+(?:ejecutes|uses|lances|corras)\b|\bnon\s+(?:eseguire|usare|lanciare)\b|\bnão\s+(?:execute|use|rode)\b|しないで|実行しない|禁止|不要|切勿|하지\s*마|금지/i;

/** The text with its refusing lines blanked: the commands they name are not given. */
export function withoutRefusals(text: string): string {
  if (!REFUSAL.test(text)) return text;
  return text
    .split("\n")
    .map((line) => (REFUSAL.test(line) ? "" : line))
    .join("\n");
}
