// The environment variables a program reads, by name: a script that reads only HOME, PATH or NODE_ENV reads no secret.

/** Variables that hold places, modes and switches, never a credential (a *_URL may embed one, so it is not here). */
const PLAIN = new Set([
  "HOME",
  "USERPROFILE",
  "USER",
  "USERNAME",
  "LOGNAME",
  "PATH",
  "PWD",
  "OLDPWD",
  "TMPDIR",
  "TEMP",
  "TMP",
  "NODE_ENV",
  "PORT",
  "CI",
  "LANG",
  "LC_ALL",
  "SHELL",
  "TERM",
  "EDITOR",
  "VISUAL",
  "TZ",
  "DEBUG",
  "VERBOSE",
  "LOG_LEVEL",
  "XDG_CONFIG_HOME",
  "XDG_CACHE_HOME",
  "XDG_DATA_HOME",
  "XDG_STATE_HOME",
  "XDG_RUNTIME_DIR",
  "APPDATA",
  "LOCALAPPDATA",
  "GITHUB_WORKSPACE",
  "RUNNER_TEMP",
  "HOSTNAME",
  "COLUMNS",
  "LINES",
  "NO_COLOR",
  "FORCE_COLOR",
]);

/** Variables that name a home or config folder, and a string literal of a hidden file or folder. */
const HOMES = new Set(["HOME", "USERPROFILE", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA"]);
const HIDDEN_PATH = /["'`](?:\/|\\)?\.[\w-]/;

/** An environment access, with the name it reads when the code spells one out. */
const ACCESS =
  /\bprocess\.env(?:\.([A-Za-z_]\w*)|\[\s*["'`]([A-Za-z_]\w*)["'`]\s*\])?|\bos\.environ(?:\[\s*["']([A-Za-z_]\w*)["']\s*\]|\.get\(\s*["']([A-Za-z_]\w*)["'])?|\b(?:os\.getenv|getenv|System\.getenv|Deno\.env\.get)\(\s*["']([A-Za-z_]\w*)["']|\bBun\.env(?:\.([A-Za-z_]\w*))?|\bENV\[\s*["']([A-Za-z_]\w*)["']\s*\]|\$ENV\{\s*["']?([A-Za-z_]\w*)["']?\s*\}/g;

/**
 * True when the code reads the environment only by names of places and modes (`process.env.HOME`,
 * `os.getenv("TMPDIR")`); false when it reads any other name, the whole environment, or nothing it can name.
 */
export function readsOnlyPlainEnv(code: string): boolean {
  ACCESS.lastIndex = 0;
  let seen = 0;
  for (let m = ACCESS.exec(code); m !== null; m = ACCESS.exec(code)) {
    const name = m.slice(1).find((g) => g !== undefined);
    if (name === undefined || !PLAIN.has(name)) return false;
    // a home folder joined to a hidden file ("/.my.cnf", '/.config/…') is where credentials live: a secret read
    if (HOMES.has(name) && HIDDEN_PATH.test(code)) return false;
    if (++seen > 256) return false;
  }
  return seen > 0;
}
