// A program that names the home folder and, in a literal of its own, a login file relative to it (`.config/gh/hosts.yml`).

/** The home folder named in code: `os.homedir()`, `process.env.HOME`, `expanduser("~")`, `Path.home()`, `Dir.home`. */
const HOME_NAMED =
  /\bhomedir\(\)|process\.env\.HOME\b|\bexpanduser\(|\bPath\.home\(\)|\bDir\.home\b|os\.environ(?:\.get\(|\[)\s*["']HOME["']|\bos\.UserHomeDir\(\)/;

/** A login file written relative to home, as a whole literal: forge and VCS CLIs' logins, the common credential files. */
const HOME_RELATIVE_SECRET =
  /["'`](?:\.\/)?\.(?:config\/(?:gh|hub|glab-cli|tea|hut)\/[\w.-]{1,40}|hgrc|subversion\/auth\/?|git-credentials|netrc|npmrc|pypirc|aws\/credentials|docker\/config\.json|kube\/config|ssh\/id_(?:rsa|dsa|ecdsa|ed25519))["'`]/;

/** The first home-relative login file a program names, when it also names the home folder; else null. */
export function homeRelativeSecret(code: string): string | null {
  if (!HOME_NAMED.test(code)) return null;
  return HOME_RELATIVE_SECRET.exec(code)?.[0] ?? null;
}
