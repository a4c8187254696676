// Accept check of a secret's ask whose key is the public kind, made to be handed out: "your public API key", "the publishable key".

/**
 * The words of a key made to be handed out: "public key", "public API key", "publishable (API) key" (a browser SDK's
 * site key). One vocabulary for both public-key accepts: this file's and `rule-accept-credential.ts`'s `PUBLIC_KEY`,
 * which adds a `.pub` file and "public ssh/gpg/signing key" (round 44: the two had each spelled these words).
 */
export const PUBLIC_KEY_WORDS = /\b(?:public|publishable)\s{1,4}(?:api\s{0,4})?keys?\b/i;
/** the key named public or publishable, and no secret kind beside it in the match */
const PUBLIC_KIND = PUBLIC_KEY_WORDS;
const SECRET_KIND =
  /\b(?:secret|private|server|admin|service[\s_-]{0,2}role)\s{1,4}(?:api\s{0,4})?keys?\b|\btokens?\b|\bpasswords?\b/i;

/**
 * False for `exfil.ask-secret` when the key asked for is a public one (round 43, realfp43: a fingerprinting SDK's README
 * "provide `loadOptions` containing your public API key"): a browser SDK's public, publishable or site key is made to
 * be sent from every page. "Provide your API key", "your secret key" and a public key asked for beside a private one
 * still fire.
 */
export function notPublicKeyAsk(_text: string, _index: number, match: string): boolean {
  return !PUBLIC_KIND.test(match) || SECRET_KIND.test(match);
}
