// A send whose only key is the public half ("upload only the `.pub` file", "add the public key to your profile"): key rotation, not exfiltration; its hits are dropped.

import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/** the literal every such text holds: texts without it pay one short scan */
const TRIGGER = /\.pub\b|public/i;
/** the public half of a key pair: a `.pub` file, a public key */
const PUBLIC_HALF = /\.pub\b|\bpublic\s{1,3}(?:ssh\s{1,3}|gpg\s{1,3}|pgp\s{1,3}|signing\s{1,3})?(?:keys?|half)\b/;
/**
 * what a rotation notice says besides the public half, taken out before the line is read for a secret: the address
 * keys are uploaded to (a URL is a destination), the public half itself, the local command that makes the new pair,
 * and the reader's own key rotated, revoked or deleted ("rotate your SSH key", "delete the old key there")
 */
const SCRUB = [
  /\bhttps?:\/\/\S+/g,
  /\S*\.pub\b/g,
  /\bpublic\s{1,3}(?:ssh\s{1,3}|gpg\s{1,3}|pgp\s{1,3}|signing\s{1,3})?(?:keys?|half)\b/g,
  /\b(?:ssh-keygen|gpg\s{1,3}--(?:full-)?gen(?:erate)?-key)\b[^`\n;,]{0,120}/g,
  /\b(?:ssh\s{1,3}|gpg\s{1,3})?keys?\s{1,3}rotations?\b/g,
  /\b(?:generate|create|make)\s{1,3}(?:a\s{1,3})?(?:new\s{1,3})?(?:ssh\s{1,3}|gpg\s{1,3}|ed25519\s{1,3})?key(?:\s{1,3}pair)?\b/g,
  /\b(?:rotate|rotating|revoke|revoking|replace|replacing|regenerate|renew|delete|deleting|remove|removing|expire|retire)\s{1,3}(?:(?:your|the|its|their|our|own|old|existing|current|personal|ssh|gpg|deploy|rsa|signing)\s{1,3}){0,4}(?:keys?|key\s{1,3}pairs?)\b/g,
];
/** a secret left on the line once the rotation's own words are taken out: the private half, a token, a credential file */
const SECRET =
  /\bpriv(?:ate)?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)|token|passw|passphrase|credential|secret|api[\s_-]?keys?|\bkeys?\b|_keys?\b|cookie|printenv|\benv\b|\.(?:env|npmrc|netrc|pgpass|pypirc|git-credentials)\b|~\/\.|\$\{?home\}?\/\.|environment\s{1,3}variables/;
/** how much of a line is read around a hit */
const LINE_REACH = 800;

/**
 * The line around `start`..`end`: from the start of the hit's line to the end of the line it ends on (capped).
 */
function lineAround(lower: string, start: number, end: number): string {
  const from = lower.lastIndexOf("\n", start - 1) + 1;
  const stop = lower.indexOf("\n", end);
  return lower.slice(from, Math.min(stop < 0 ? lower.length : stop, from + LINE_REACH));
}

/** The line names the public half of a key and, with the rotation's own words out, no secret at all. Pure. */
export function publicHalfOnly(line: string): boolean {
  if (!PUBLIC_HALF.test(line)) return false;
  let rest = line;
  for (const re of SCRUB) rest = rest.replace(re, " ");
  return !SECRET.test(rest);
}

/**
 * The hits without those whose line sends only the public half of a key: "Rotate your SSH key: `ssh-keygen -t
 * ed25519 -f ~/.ssh/id_ed25519_new`, upload only the `.pub` file at https://git.example/settings/keys, then delete the
 * old key there." A line that also names the private key, a token or a credential file keeps its hits ("upload
 * ~/.ssh/id_ed25519 and the .pub file to …"), as does any text with an obfuscation hit.
 */
export function dropPublicHalfSends(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !TRIGGER.test(text) || hits.some((h) => h.category === "obfuscation")) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length) return hits;
  return hits.filter((h) => !publicHalfOnly(lineAround(lower, h.start, h.end)));
}
