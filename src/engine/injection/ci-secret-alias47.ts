// A CI step's `env:` name bound to one named secret (`TOKEN: ${{ secrets.COVERITY_SCAN_TOKEN }}`): read as that secret.

/** A secret's name that says it is one, as the shell layer's secret variables do (`…TOKEN`, `…_API_KEY`, `…_PAT`). */
const SECRET_NAME =
  /^[A-Z][A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)[A-Z0-9_]{0,20}$|^[A-Z][A-Z0-9_]{0,40}_PAT$/;
/** The value of an `env:` entry that is one secret and nothing else. */
const ONE_SECRET = /^\s*\$\{\{\s*secrets\.([A-Za-z_]\w{0,60})\s*\}\}\s*$/;

export type SecretAliases47 = ReadonlyMap<string, string>;

/**
 * The aliases a YAML mapping's `env:` adds to those it inherits (workflow, job, step): an env name whose value is one
 * secret named as a secret, under another name (`TOKEN` → `COVERITY_SCAN_TOKEN`). A secret whose name does not say it
 * is one (`secrets.DEPLOY`) is no alias: the env name keeps whatever it says.
 */
export function secretAliases47(node: Record<string, unknown>, inherited: SecretAliases47): SecretAliases47 {
  const env = Object.hasOwn(node, "env") ? node.env : undefined;
  if (env === null || typeof env !== "object" || Array.isArray(env)) return inherited;
  let out: Map<string, string> | null = null;
  for (const [key, value] of Object.entries(env as Record<string, unknown>)) {
    if (typeof value !== "string" || !/^[A-Za-z_]\w{0,60}$/.test(key)) continue;
    const secret = ONE_SECRET.exec(value)?.[1];
    if (secret === undefined || secret === key || !SECRET_NAME.test(secret)) continue;
    out ??= new Map(inherited);
    out.set(key, secret);
  }
  return out ?? inherited;
}

/**
 * The script with each aliased `$NAME` / `${NAME}` written as the secret's own name, so the token's owner is judged by
 * what the secret is (a Coverity token to scan.coverity.com is the token used; the same token to another host is sent).
 */
export function withSecretNames47(script: string, aliases: SecretAliases47): string {
  if (aliases.size === 0) return script;
  return script.replace(/\$(?:\{([A-Za-z_]\w{0,60})\}|([A-Za-z_]\w{0,60}))/g, (all: string, a?: string, b?: string) => {
    const name = (a ?? b) as string;
    const secret = aliases.get(name);
    return secret === undefined ? all : `\${${secret}}`;
  });
}
