// A downloaded file named as a hook runner's command in the same script: the hook framework runs it on every commit.

/** A hook framework's config the script writes: pre-commit, lefthook, husky, simple-git-hooks, lint-staged, overcommit. */
const HOOK_CONFIG =
  /\.pre-commit-config\.ya?ml|\blefthook(?:-local)?\.ya?ml|\.husky\/|simple-git-hooks|lint-staged|\.overcommit\.yml|\.git\/hooks\//;

/**
 * Whether `path` (a download's target) is named in a hook framework's config the same script writes: `curl … -o
 * ~/.cache/.qa/check.sh` then `printf -- '- repo: local … entry: %s/.cache/.qa/check.sh' "$HOME" >>
 * .pre-commit-config.yaml`. The path is matched from below the home folder (`~/`, `$HOME/` written either way). A hook
 * that names the project's own script, or a download the script never names again, is not one.
 */
export function namedAsHookEntry(path: string, src: string): boolean {
  if (!HOOK_CONFIG.test(src)) return false;
  const tail = path
    .replace(/^["']|["']$/g, "")
    .replace(/^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/]{1,32}|\/root)\//, "")
    .replace(/^\.\//, "");
  if (tail.length < 6 || !tail.includes("/")) return false;
  let from = 0;
  for (let i = 0; i < 8; i++) {
    const at = src.indexOf(tail, from);
    if (at < 0) return false;
    // (another mention than the download's own -o argument: the text around it names an entry or a run)
    const around = src.slice(Math.max(0, at - 120), at);
    if (
      /\b(?:entry|run|command|exec)\s{0,3}:\s{0,3}[^\n]{0,60}$|["']\s{0,3}$|%s\/?$/.test(around) &&
      !/-o\s{1,3}\S{0,40}$/.test(around)
    )
      return true;
    from = at + tail.length;
  }
  return false;
}
