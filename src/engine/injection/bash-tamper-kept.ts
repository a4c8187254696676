// A rewrite of pi's settings that keeps the guard on: pi-sentinel still among its packages, nothing switched off or allowed.

/** pi's own settings, in the project or the agent folder (not pi-sentinel's config, trust store, MCP config or code) */
const PI_SETTINGS = /(?:^|\/)\.pi\/(?:agent\/)?settings\.json$/i;
/** a `packages` list that names pi-sentinel (a version or range after `@` allowed) */
const PACKAGES_WITH_GUARD =
  /["']?packages["']?\s{0,3}:\s{0,3}\[[^\]]{0,2000}?["'](?:npm:)?pi-sentinel(?:@[\w.^~<>=*-]{1,24})?["'][^\]]{0,2000}\]/;
/** keys that widen what the guard lets through or switch parts of it off */
const WIDENING_KEY =
  /["']?(?:allow\w*|trust\w*|protectedPaths|exclude\w*|ignore\w*|skip\w*|disable\w*|bypass\w*|unsafe\w*)["']?\s{0,3}[:=]/i;

/** a mode other than block (`"mode": "warn"` lets every call through with a note) */
const MODE_NOT_BLOCK = /["']?mode["']?\s{0,3}:\s{0,3}["'](?!block["'])/i;

/**
 * `{"packages": ["pi-sentinel", "pi-git-tools"], "sentinel": {"mode": "block"}}` written to `.pi/settings.json`: the
 * guard's package is still installed and nothing in the text switches it off (`guardOff`, bash-tamper.ts' list) or
 * widens what it allows, and any mode it sets is `block`. A text that drops pi-sentinel from the list, or has no list at all (a whole-file write that
 * would remove it), is not known to keep the guard and still warns. Adding another package is the user's call: the
 * protected-write dialog shows that diff whatever the scanner says.
 */
export function keepsGuardOn(path: string, content: string, guardOff: RegExp): boolean {
  return (
    PI_SETTINGS.test(path) &&
    PACKAGES_WITH_GUARD.test(content) &&
    !guardOff.test(content) &&
    !WIDENING_KEY.test(content) &&
    !MODE_NOT_BLOCK.test(content) &&
    !/\bdel\s{0,2}\(|\bpi\s+(?:remove|uninstall)\b/.test(content)
  );
}
