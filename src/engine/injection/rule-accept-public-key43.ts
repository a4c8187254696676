// Accept check of a secret's ask whose key is the public kind, made to be handed out: "your public API key", "the publishable key".

/** the key named public or publishable (a browser SDK's site key), and no secret kind beside it in the match */
const PUBLIC_KIND = /\b(?:public|publishable)\s{1,4}(?:api\s{0,4})?keys?\b/i;
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
