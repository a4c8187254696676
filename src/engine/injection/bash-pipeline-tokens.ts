// Credentials in a network command's headers and form fields: CLI token helpers, OAuth grants, and a token sent to a host.

import type { Hit } from "./types.ts";
import { hit } from "./bash-facts.ts";
import { isLoopback, secretVars, worstVerdict } from "./shell-token-hosts.ts";
import type { Stage } from "./shell-words.ts";

/** An auth header whose token comes from a CLI's own token helper (gh, gcloud, aws, az, vault, 1Password, kubectl). */
export const AUTH_HELPER =
  /((?:^|\s)(?:authorization|proxy-authorization|private-token|api-key|x-[\w-]{0,30}(?:token|key|auth)[\w-]{0,30})\s{0,3}:\s{0,3}(?:bearer\s{1,3}|token\s{1,3}|basic\s{1,3})?)(?:\$\(\s{0,3}(?:gh\s{1,3}auth\s{1,3}token|gcloud\s{1,3}auth\s{1,3}(?:application-default\s{1,3})?print-access-token|aws\s{1,3}[\w-]{1,30}\s{1,3}get-login-password|az\s{1,3}account\s{1,3}get-access-token[^)]{0,80}|vault\s{1,3}print\s{1,3}token|op\s{1,3}read\s{1,3}[^)\s]{1,120}|kubectl\s{1,3}create\s{1,3}token\s{1,3}[^)]{1,80})\s{0,3}\))/gi;

/** An OAuth token endpoint (`/oauth/token`, `/oauth2/v1/token`, `/connect/token`, `/token`), where client secrets go. */
const TOKEN_ENDPOINT = /https:\/\/[^\s/"']+\/(?:[\w.-]+\/){0,4}(?:token|oauth2?\/token|access_token)(?=[?\s"']|$)/i;
/** `client_secret=$CLIENT_SECRET`: an OAuth form field carrying the variable of the same name. */
const OAUTH_FIELD = /\b(client_secret|refresh_token|client_assertion|password)=\$\{?([A-Z][A-Z0-9_]{0,40})\}?/gi;

/**
 * A client-credentials or refresh grant sends each credential to the token endpoint in the field named after it
 * (`grant_type=client_credentials&client_secret=$CLIENT_SECRET` to https://auth…/oauth/token): the credential used as
 * designed. Only a field whose variable bears the field's own name is spared; `token=$GITHUB_TOKEN` to any URL is not.
 */
export function oauthExchange(data: string, text: string): string {
  if (!/\bgrant_type=/.test(data) || !TOKEN_ENDPOINT.test(text)) return data;
  return data.replace(OAUTH_FIELD, (all, field: string, name: string) =>
    name.toUpperCase().endsWith(field.toUpperCase()) ? `${field}=oauth-credential` : all,
  );
}

/**
 * The token a CLI's helper prints, named for the owner check: `gh auth token` is a GitHub token (its API has a shape
 * the check knows); the cloud CLIs' short-lived access tokens go to many service hosts of theirs and stay generic.
 */
export function helperToken(helper: string): string {
  return /^\$\(\s*gh\s/.test(helper) ? "GH_TOKEN" : "AUTH_TOKEN";
}

/** A URL word: literal (`https://…`) or taken from a variable named as an address (`$API_URL/v2`, `${BASE}`). */
const URL_WORD =
  /^[a-z][a-z0-9+.-]{0,10}:\/\/|^\$\{?[A-Z_]*(?:URL|URI|HOST|ENDPOINT|BASE|SERVER|ADDR|API)[A-Z_]*\}?(?:[/:?]|$)/i;

/** The host a network command calls when it is written in the command; null when the URL comes from a variable. */
export function literalHost(s: Stage, host: string | null): string | null {
  const url = s.argv.slice(1).find((w) => URL_WORD.test(w.text));
  return url?.text.startsWith("$") ? null : host;
}

/** The path of the first literal URL of a command (`/repos/acme/app/pulls`), "" when none. */
export function urlPath(text: string): string {
  return /\b[a-z][a-z0-9+.-]{0,10}:\/\/[^/\s"'`]{1,200}(\/[^\s"'`]{0,300})/i.exec(text)?.[1] ?? "";
}

/**
 * A credential in a header or a login sent to a literal host: a vendor's token to a host that is not the vendor's, or
 * any token to a collector, is sent away (block); a token whose name names no owner, to a host that may be its API,
 * is evidence only (below warn): nothing in the command tells an API from a collector.
 */
export function tokenHostHits(
  s: Stage,
  headers: string,
  host: string | null,
  path: string,
  at: number,
  hits: Hit[],
): void {
  // a header to a service of this machine (a local proxy) leaves nothing
  if (!headers.includes("$") || isLoopback(host)) return;
  const names = secretVars(headers);
  const verdict = worstVerdict(names, host, path);
  if (verdict === null || verdict === "owner") return;
  hits.push(
    hit(
      "bash.token-foreign-host",
      "bash_exfil",
      verdict === "foreign" ? 0.93 : 0.45,
      at,
      s.cmd.end,
      `$${names[0]} → ${s.name} to ${host}${verdict === "foreign" ? ", a host that is not the token's owner's" : ""}`,
    ),
  );
}
