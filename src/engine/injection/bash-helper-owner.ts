// `gh auth token | python3 -c '…api.github.com…'`: a forge's token piped into an inline program that calls only that forge.

import { CODE_RUNNERS } from "./bash-facts.ts";
import { helperToken } from "./bash-pipeline-tokens.ts";
import { literalHosts } from "./code-auth-slots.ts";
import type { Stage } from "./shell-words.ts";
import { tokenVerdict } from "./shell-token-hosts.ts";

/** a forge CLI that prints its own token: the token's owner is known (helperToken names it for the owner check) */
const FORGE_HELPER = /^\s*gh\s+auth\s+token\b/;

/**
 * The token helper of a forge piped into inline code (`-c`/`-e`) whose every literal host is that forge's own
 * (api.github.com, a GitHub Enterprise host named after it): the token logs in to its owner, as `curl -H
 * "Authorization: Bearer $(gh auth token)" https://api.github.com/…` does. Code with no literal host, or with any host
 * that is not the forge's, still counts as the token sent away.
 */
export function helperToOwnHost(source: Stage, sink: Stage): boolean {
  if (!CODE_RUNNERS.has(sink.name) || !FORGE_HELPER.test(source.text)) return false;
  const hosts = literalHosts(sink.text);
  const name = helperToken(`$(${source.text.trim()})`);
  return hosts.length > 0 && hosts.every((h) => tokenVerdict(name, h) === "owner");
}
