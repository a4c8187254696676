// A start-up file that switches certificate or integrity checks off through the environment, for every later command.

import type { Hit } from "./types.ts";

/**
 * Environment settings that turn a client's certificate or integrity check off: node's, python's and git's TLS
 * checks, npm's strict-ssl, pip's trusted hosts, Go's insecure fetches and checksum database, an emptied CA bundle.
 */
const TLS_OFF_ENV =
  /\b(?:NODE_TLS_REJECT_UNAUTHORIZED\s{0,2}=\s{0,2}["']?0|PYTHONHTTPSVERIFY\s{0,2}=\s{0,2}["']?0|GIT_SSL_NO_VERIFY\s{0,2}=\s{0,2}["']?(?:1|true|yes)|NPM_CONFIG_STRICT_SSL\s{0,2}=\s{0,2}["']?false|PIP_TRUSTED_HOST\s{0,2}=\s{0,2}["']?[\w*]|GOINSECURE\s{0,2}=\s{0,2}["']?[\w*]|GOSUMDB\s{0,2}=\s{0,2}["']?off|GONOSUMCHECK\s{0,2}=\s{0,2}["']?1|(?:CURL|REQUESTS)_CA_BUNDLE\s{0,2}=\s{0,2}(?:""|''|$))/im;
/** A proxy every later command sends its traffic through, on a host that is not this machine. */
const REMOTE_PROXY =
  /\b(?:https?|all)_proxy\s{0,2}=\s{0,2}["']?(?:https?|socks5h?):\/\/(?:[^\s"'@/]{1,80}@)?(?!localhost\b|127\.|\[::1\])[\w.-]{1,120}/i;

/**
 * The hit of a start-up file (a login file, `/etc/profile.d`, `/etc/environment`) whose text switches a certificate
 * check off for every later command; with a remote proxy set beside it, that proxy reads and can change all the
 * traffic. A proxy alone (a company's proxy in `/etc/profile.d`) and checks left on carry nothing.
 */
export function rcTlsOffHit(path: string, content: string, span: { start: number; end: number }): Hit | null {
  const off = TLS_OFF_ENV.exec(content);
  if (off === null) return null;
  const proxy = REMOTE_PROXY.exec(content);
  return {
    rule: "bash.defenses-off",
    category: "bash_persistence",
    weight: proxy ? 0.9 : 0.84,
    start: span.start,
    end: span.end,
    detail: proxy
      ? `${path} sends every later command's traffic through \`${proxy[0].trim()}\` with \`${off[0].trim()}\`: that proxy reads and changes it`
      : `certificate checking switched off for every later command (\`${off[0].trim()}\` in ${path})`,
  };
}
