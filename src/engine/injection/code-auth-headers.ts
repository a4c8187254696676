// Auth headers filled from the environment and sent to a service's own API, read as no secret sent out.

import { credentialSlotsOff } from "./code-auth-slots.ts";
import { tokenVerdict } from "./shell-token-hosts.ts";
import { hostIn } from "./code-scan-patterns.ts";

/**
 * One named variable of the environment used as an HTTP auth header's value (`Authorization: \`Bearer
 * ${process.env.API_TOKEN}\``, `"X-Api-Key": os.environ["KEY"]`): the token authenticates the call, like `curl -H
 * "Authorization: Bearer $TOKEN"` in the shell. A bare public IP address is no API: there it stays a read.
 */
const AUTH_HEADER_ENV =
  /(["'`]?)(?:authorization|proxy-authorization|api[-_]?key|private-token|x-[\w-]{0,30}(?:token|key|auth)[\w-]{0,30})\1\s*:\s*(?:f["'](?:bearer|token|basic)\s{1,3}\{\s*(?:os\.environ\[\s*["']\w+["']\s*\]|os\.environ\.get\(\s*["']\w+["']\s*\)|os\.getenv\(\s*["']\w+["']\s*\))\s*\}|`(?:bearer|token|basic)\s{1,3}\$\{\s*(?:process\.env\.\w+|process\.env\[\s*["']\w+["']\s*\]|os\.environ\[\s*["']\w+["']\s*\]|Deno\.env\.get\(\s*["']\w+["']\s*\))\s*\}`|(?:["'](?:bearer|token|basic)\s{1,3}["']\s*\+\s*)?(?:process\.env\.\w+|process\.env\[\s*["']\w+["']\s*\]|os\.environ\[\s*["']\w+["']\s*\]|os\.environ\.get\(\s*["']\w+["']\s*\)|os\.getenv\(\s*["']\w+["']\s*\)))/gi;
const PUBLIC_IP_URL =
  /\b(?:https?|wss?):\/\/(?!(?:127|10|0)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)(?:\d{1,3}\.){3}\d{1,3}\b/;

export function authHeadersOff(code: string): string {
  if (PUBLIC_IP_URL.test(code)) return code;
  // a vendor's token (GITHUB_TOKEN) in a header to a literal host that is not the vendor's is sent away, not used
  const host = hostIn(code);
  // the call's path, as the bash layer reads it: a vendor's API shape (`/repos/…`) on an unknown host is not "sent away"
  const path = /\b(?:https?|wss?):\/\/[^\s/"'`]{1,120}(\/[^\s"'`]{0,300})/.exec(code)?.[1] ?? "";
  const headersOff = code.replace(AUTH_HEADER_ENV, (all) => {
    const name = /["'](\w+)["']\s*\)?\s*\]?\s*\}?`?\s*$|process\.env\.(\w+)/.exec(all);
    const v = name ? (name[1] ?? name[2]) : undefined;
    return v && tokenVerdict(v, host, path) === "foreign" ? all : "auth-header";
  });
  // the same in every language's header and option idioms (PowerShell hashtables, PHP header strings, Ruby, Perl …)
  return credentialSlotsOff(headersOff, (verdict) => verdict !== "foreign");
}
