// A token "exported" in a shell (`export NPM_TOKEN=…`, "get a token and export it"): put into the environment, not sent out.

/** after the verb: the pronoun or the token and then the clause's end, "as VAR", or "in/into your shell/environment" */
const EXPORT_TAIL =
  /^\s{1,3}(?:it|them|the\s{1,3}(?:new\s{1,3})?(?:token|key|variable|value)|[a-z][a-z0-9]*_[a-z0-9_]{2,40})\s{0,3}(?:[;,)]|\.(?:\s|$)|$|as\s{1,3}(?:an?\s{1,3}(?:environment\s{1,3})?variable|[a-z][a-z0-9]*_[a-z0-9_]{2,40}|\$)|(?:in|into|to)\s{1,3}(?:your|the)\s{1,3}(?:shell|environment|session|profile|terminal)|=)/;

/**
 * `carrier.*-send` reads "Get a new token from https://npm.corp.example/-/tokens and export it; don't write it into
 * .npmrc" (a troubleshooting note) as sending the token out: `export` here is the shell's, the token goes into the
 * environment. Only "export" with the pronoun, the token or a variable name, then the clause's end, "as VAR" or "in your
 * shell". "Export the token to https://…", "export it to the partner's server", "export all contacts" still send.
 */
export function shellExport(verb: string, rest: string): boolean {
  return /^export$/.test(verb) && EXPORT_TAIL.test(rest);
}
