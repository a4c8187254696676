// Secrets read inside a command substitution, judged by what the inner command reads rather than by a list of spellings.

/** `$( … )` and backtick bodies, one level of nested parentheses allowed (`$(jq -n env | tr -d '()')`). */
const SUBSTITUTION = /\$\(([^()]{0,400}(?:\([^()]{0,200}\)[^()]{0,400}){0,4})\)|`([^`]{1,400})`/g;

/** An inner command that prints the whole environment: env, printenv, set, `export -p`, jq's `env` / `$ENV`. */
const ENV_DUMP =
  /(?:^|[|;&]\s*)(?:env|printenv|set|export\s+-p|declare\s+-x|compgen\s+-[ev])\s*(?:$|[|;&>])|\bjq\b[^|;&]{0,40}?['"]?(?:\benv\b|\$ENV\b)(?![.[])|\/proc\/[^\s/]{1,10}\/environ/;

/**
 * A CLI's own secret printer: `<tool> auth token`, `gcloud auth print-access-token`, git's credential keys or helper,
 * a keychain or vault read, `npm token list`. What a token helper prints is the token, whatever tool it is.
 */
const TOKEN_PRINTER =
  /\b[\w-]{1,20}\s+auth\s+(?:print-(?:access|identity)-)?token\b|\bgit\s+config\b[^|;&]{0,80}\b(?:credential|token|passw)|\bgit\s+credential(?:-\w+)?\s+(?:fill|get)\b|\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b|\b(?:op\s+(?:read|item\s+get)|vault\s+(?:kv\s+get|read)|pass\s+show|secret-tool\s+lookup|keyctl\s+print|doppler\s+secrets)\b|\bnpm\s+token\s+(?:list|ls)\b|\baws\s+(?:configure\s+(?:get|export-credentials)|sts\s+get-session-token|ecr\s+get-login-password)\b|\baz\s+account\s+get-access-token\b|\bkubectl\s+get\s+secrets?\b/;

/**
 * A CLI tool's own settings in the home folder whose name says it holds a login (`~/.config/hcloud/cli.toml`,
 * `~/.config/foo/auth.json`, `~/.foo/credentials`): such files hold tokens whatever the tool.
 */
export const HOME_TOOL_SECRET =
  /(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.(?:config\/)?[\w.-]{1,40}\/(?:[\w.-]{0,30}(?:credential|token|secret|auth|passw|api[-_]?key|session)[\w.-]{0,30}|cli\.(?:toml|json|ya?ml)|hosts\.ya?ml)(?=$|[\s"'|;)&<>])/i;

/**
 * The secret a substitution in `data` reads, when one does: `$(jq -n env)`, `$(git config --get-regexp credential)`,
 * `` `gh auth token` ``, `$(cat ~/.config/hcloud/cli.toml)`; undefined otherwise (`$(date)`, `$(git rev-parse HEAD)`).
 */
export function substitutedSecret(data: string): string | undefined {
  if (!data.includes("$(") && !data.includes("`")) return undefined;
  for (const m of data.matchAll(SUBSTITUTION)) {
    const inner = (m[1] ?? m[2] ?? "").trim();
    if (ENV_DUMP.test(inner) || TOKEN_PRINTER.test(inner) || HOME_TOOL_SECRET.test(inner)) return m[0];
  }
  return undefined;
}
