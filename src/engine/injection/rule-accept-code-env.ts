// Accept check of `code.env-exfil`: a lookup named `fetch`, an API's own token sent to its host, an ssh login key.

import { credentialSlotsOff } from "./code-auth-slots.ts";
import { loginKeysOff } from "./code-login-keys.ts";

/** what the rule reads as carried after a call (its list; `.ssh` as a path, not `paramiko.SSHClient`) */
const CARRIED = /os\.environ|process\.env|cookies?|passwd|shadow|id_rsa|psutil|clipboard|getpass|\.ssh(?![a-z])|home/;
/** the rule's reach after the call word, plus the call word itself */
const REACH = 180;
/** `window.fetch(`, `globalThis.fetch(`: the network call under another name; any other receiver is a lookup */
const GLOBAL_RECEIVER = /(?:^|[^\w$.])(?:window|globalThis|self|global|this)\s{0,2}\.\s{0,2}$/;
/** anything in reach that talks to the network: a URL or a client of a language's library */
const NETWORK_NEAR =
  /\b(?:https?|wss?|ftp):\/\/|\bnet::http|\burlopen|\brequests\.|\bhttpx\b|\bhttp\.(?:request|get)|\bsocket|\baxios|\bxmlhttprequest|\bhttpoison|\breq\.(?:get|post)|\bfaraday|\bhttparty|\bcurl\b|\bwget\b/;

/**
 * The rule reads `fetch(` … then the environment or a home secret as code that sends them. Two things read the same:
 * a `.fetch(` of a hash or the environment (Ruby `ENV.fetch("XDG_CONFIG_HOME", File.join(Dir.home, …))`, `opts.fetch
 * (:cache)`, Elixir `Map.fetch`) where nothing in reach talks to the network: a lookup with a default; and a call that
 * carries only named variables in its credential slots, each going to a host that is its token's owner's
 * (`authorization: \`Bearer ${process.env.ACME_TOKEN}\`` to api.acme.example, `GITHUB_TOKEN` to api.github.com), the
 * owner check the bash layer makes for curl; and an ssh key given to an SSH client as its login (`paramiko` …
 * `key_filename=…/.ssh/ops`, code-login-keys.ts). The whole environment, a secret file or a token sent elsewhere still
 * fires.
 */
export function notLookupOrOwnToken(text: string, index: number, match: string): boolean {
  const from = Math.max(0, index - 300);
  const around = text.slice(from, index + match.length + 300);
  if (
    match.startsWith("fetch") &&
    index > 0 &&
    text[index - 1] === "." &&
    !GLOBAL_RECEIVER.test(text.slice(Math.max(0, index - 20), index)) &&
    !NETWORK_NEAR.test(around)
  )
    return false;
  if (!/env|\.ssh|home/.test(match)) return true;
  // a mark where the call starts, to find it again once the replacements moved it
  const marked = `${around.slice(0, index - from)}\u0000${around.slice(index - from)}`;
  const off = loginKeysOff(credentialSlotsOff(marked, (verdict) => verdict === "owner"));
  if (off === marked) return true;
  // what the call still carries once the owner's tokens and the login keys are set aside
  const callAt = off.indexOf("\u0000");
  return CARRIED.test(off.slice(callAt, callAt + REACH));
}
