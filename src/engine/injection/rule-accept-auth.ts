// Accept check of a secret "passed as a parameter": setup docs that put a key in the environment or an auth header.

/**
 * "Set the API key in your environment as `PERPLEXITY_API_KEY`", "add the token to your shell profile as `X_TOKEN`":
 * the secret goes into the user's own environment under a variable's name (snake case, the view is lower case), not
 * into a tool's argument. Read at the end of the rule's match.
 */
const INTO_ENV_VARIABLE =
  /\b(?:in|to|into)\s{1,4}(?:your\s{1,4}|the\s{1,4}|an?\s{1,4})?(?:[a-z-]{1,20}['’]s\s{1,4})?(?:environment|env|shell(?:\s{1,4}profile)?|profile|\.env(?:\s{1,4}file)?)\s{1,4}as\s{1,4}(?:the\s{1,4})?[`'"][a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){1,6}[`'"]$/;
/**
 * "Put the API key in the `BITBUCKET_PASSWORD` variable": the quoted destination is an environment variable's name
 * (snake case) and the sentence says so with "variable" right after it
 */
const INTO_NAMED_VARIABLE =
  /\b(?:in|into|to|as)\s{1,4}(?:the\s{1,4}|your\s{1,4}|an?\s{1,4})?[`'"][a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){1,6}[`'"]$/;
const VARIABLE_AFTER = /^\s{0,4}(?:(?:environment|env|shell)\s{1,4})?variables?\b/;
/**
 * "Verify `X_CLIENT_SECRET` is set in the `env` block of your MCP config": the environment section of a config file
 * (a block, section or map, or "of your … config"), not an argument of a tool call ("the `env` parameter" still fires)
 */
const IN_ENV_SECTION = /\bin\s{1,4}(?:the\s{1,4}|your\s{1,4}|its\s{1,4})?[`'"](?:env|environment|envs|env_vars)[`'"]$/;
const SECTION_AFTER =
  /^\s{0,4}(?:(?:block|section|object|map|mapping|table|key)\b|of\s{1,4}(?:your|the)\s{1,4}[^.\n]{0,30}?\b(?:config|configuration|settings)\b)/;
/** "pass the token as a `Bearer` header": the standard way a client authenticates to the API the token is for */
const AS_AUTH_SCHEME = /\bas\s{1,4}(?:the\s{1,4}|an?\s{1,4})?[`'"](?:bearer|authorization)[`'"]$/;
const HEADER_AFTER = /^\s{0,4}(?:header|scheme|token|auth)/;
/** what an auth header never needs: a key file read for it, or a place other than the loopback it is sent to */
const FILE_SOURCE = /~\/|\.ssh\b|\bid_(?:rsa|ed25519)\b|\.env\b|mcp\.json|credentials|\.npmrc|\.netrc|cookies|keychain/;
const OUTSIDE =
  /https?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])[:/\s])|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|\b[\w-]{1,40}\.(?:[\w-]{1,40}\.)?(?:com|net|org|io|dev|ai|app|co|xyz|example)\b/;

/** the rest of the match's sentence: up to the first sentence end (a dot inside a host name is none) or 200 characters */
function restOfSentence(text: string, end: number): string {
  const tail = text.slice(end, end + 200);
  const stop = tail.search(/[.!?\n](?:\s|$)/);
  return stop < 0 ? tail : tail.slice(0, stop);
}

/**
 * False for setup help: the secret named (not a file read) is put into the user's environment under a variable's
 * name (also "the agent's environment as `X`", "the `X_KEY` variable", "the `env` block of your config"), or sent as
 * the bearer/authorization header of the API it belongs to, with no outside place in the sentence.
 */
export function notAuthSetup(text: string, index: number, match: string): boolean {
  if (FILE_SOURCE.test(match)) return true;
  const rest = restOfSentence(text, index + match.length);
  if (OUTSIDE.test(match) || OUTSIDE.test(rest)) return true;
  if (INTO_ENV_VARIABLE.test(match)) return false;
  if (INTO_NAMED_VARIABLE.test(match) && VARIABLE_AFTER.test(rest)) return false;
  if (IN_ENV_SECTION.test(match) && SECTION_AFTER.test(rest)) return false;
  return !(AS_AUTH_SCHEME.test(match) && HEADER_AFTER.test(rest));
}
