// Trust widened in a policy document: any CI repository may assume a role, or a whole second account's root is trusted unconditioned.

import type { Hit } from "./types.ts";

/** a CI provider's OIDC issuer as a trust policy names it (its condition keys start with it) */
const OIDC_ISSUER = /token\.actions\.githubusercontent|gitlab\.|app\.terraform|circleci|bitbucket|buildkite/i;
/** a web-identity statement: where one starts, read up to STATEMENT characters on */
const WEB_IDENTITY = /"sts:AssumeRoleWithWebIdentity"/g;
const STATEMENT = 900;
/** the subject condition's value(s): `"…:sub": "repo:acme/shop:ref:refs/heads/main"` or a list */
const SUB = /:sub"\s*:\s*(\[[^\]]{0,400}\]|"[^"]{0,200}")/;
/** a subject whose owner part is a wildcard: any organisation's repository (`repo:*`, a bare star, `project_path:*`) */
const ANY_OWNER =
  /"(?:\*|(?:repo|project_path|organization|org|workspace|namespace_path):\*[^"]{0,100}|[^":]{0,40}:\*:[^"]{0,100})"/;
/** a trust statement's AWS principal: one ARN or a list */
const AWS_PRINCIPAL = /"Principal"\s*:\s*\{\s*"AWS"\s*:\s*(\[[^\]]{0,1000}\]|"[^"]{0,200}")/g;
const ACCOUNT = /arn:aws[\w-]{0,12}:iam::(\d{12}):(root|[\w+=,.@/-]{1,200})|"(\d{12})"/g;

function statementAround(text: string, at: number): string {
  // (a window, not the statement's braces: a neighbour's condition only keeps a trust quiet)
  return text.slice(Math.max(0, at - STATEMENT / 2), at + STATEMENT);
}

/** The hits of trust widened beyond the team in `text` (a written policy file or a script with one in a heredoc). */
export function trustPolicyHits47(text: string, rule: string, category: Hit["category"]): Hit[] {
  if (!text.includes('"Principal"')) return [];
  const hits: Hit[] = [];
  const add = (at: number, end: number, weight: number, detail: string): void => {
    // (a written policy is the act itself, as a command is: it counts at full weight there)
    hits.push({ rule, category, weight, start: at, end, detail, factor: { write: 1 } });
  };
  WEB_IDENTITY.lastIndex = 0;
  for (let m = WEB_IDENTITY.exec(text); m !== null; m = WEB_IDENTITY.exec(text)) {
    const st = statementAround(text, m.index);
    if (!OIDC_ISSUER.test(st) || !/"Allow"/.test(st)) continue;
    const sub = SUB.exec(st);
    // no subject condition at all, or a subject of any owner: every repository on the provider may assume the role
    if (!sub || ANY_OWNER.test(sub[1] as string)) {
      add(
        m.index,
        m.index + m[0].length,
        0.9,
        sub ? `OIDC trust for any repository (${sub[1]})` : "OIDC trust with no subject",
      );
      break;
    }
  }
  AWS_PRINCIPAL.lastIndex = 0;
  for (let m = AWS_PRINCIPAL.exec(text); m !== null; m = AWS_PRINCIPAL.exec(text)) {
    const st = statementAround(text, m.index);
    if (!/"Allow"/.test(st) || /"Condition"/.test(st) || !/sts:AssumeRole"/.test(st)) continue;
    const accounts = new Map<string, string>();
    for (const a of (m[1] as string).matchAll(ACCOUNT)) {
      const id = (a[1] ?? a[3]) as string;
      if (!accounts.has(id) || a[2] === "root" || a[3]) accounts.set(id, a[3] ? "root" : (a[2] as string));
    }
    // a second account's whole root trusted beside the first, with nothing asked of the caller (no external id, no
    // MFA, no organisation): anyone that account lets assume roles is in
    const roots = [...accounts.values()].filter((v) => v === "root").length;
    if (accounts.size >= 2 && roots >= 1) {
      add(m.index, m.index + m[0].length, 0.86, `a trust policy for ${accounts.size} accounts' roots, unconditioned`);
      break;
    }
  }
  return hits;
}
