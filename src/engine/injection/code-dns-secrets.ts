// A secret encoded into a host name that code resolves: the lookup itself carries it to the name server of that domain.

import type { Hit } from "./types.ts";
import { isAgentFile } from "./agent-file.ts";
import { SENSITIVE_PATH } from "./bash-facts.ts";

/** Literal gate: calls that resolve a name (Python, Node, Go, Rust, Ruby, Java, .NET, PowerShell, Deno), a lookup tool run by name. */
const GATE =
  /["'](?:host|nslookup|dig|drill)["']|gethostbyname|getaddrinfo|dns\.|\bdns\b|Lookup(?:Host|IP|TXT|Addr|CNAME)|to_socket_addrs|TcpStream::connect|Resolv|getByName|GetHostAddresses|GetHostEntry|Resolve-DnsName|resolveDns|create_connection/;
/** One call that resolves a name, on its line. */
const RESOLVE =
  /(?:\b(?:commandLine|Command::new|exec|execFile|spawn|run|call|Popen|check_output|ProcessBuilder)\b\s*\(?\s*(?:listOf\(|\[|arrayOf\()?\s*["'](?:host|nslookup|dig|drill)["'])|\b(?:gethostbyname(?:_ex)?|getaddrinfo|create_connection)\s*\(|\bdns\.(?:lookup|resolve\w*|promises\.\w+|resolver\.\w+)\s*\(|\bnet\.Lookup\w+\s*\(|\bto_socket_addrs\s*\(|\bTcpStream::connect\s*\(|\bResolv\.(?:getaddress|getaddresses|getname)\s*\(|\bResolv::DNS\b|\bInetAddress\.getByName\s*\(|\bDns\.(?:GetHostAddresses|GetHostEntry)\w*\s*\(|\bResolve-DnsName\b|\bDeno\.resolveDns\s*\(|\.(?:query|resolve)\s*\(\s*f?["'`]?\{|\.resolve(?:Txt|4|6|Any|Cname|Mx|Ns|Srv|Ptr)\s*\(/;
/** A value built in front of a domain: `{x}.sub.domain.tld`, `+ ".sub.domain.tld"`, `#{x}.d.tld`. */
const HOST_SUFFIX = /(?:\}|["'`]\s*)\.[\w.{}$#[\]:-]{0,40}?[a-z0-9-]{2,63}\.[a-z]{2,24}\b/i;
/** A secret the code reads: a variable named for one (not a host, URL or port setting) or a secret file. */
const SECRET_VAR =
  /(?:environ(?:\.get)?|getenv|env::var|env\.get|process\.env|ENV(?:\.fetch)?|Getenv|GetEnvironmentVariable|\$env:)\s*[[(.]?\s*["'`]?[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?|AUTH)(?![A-Z0-9_]*(?:HOST|URL|DOMAIN|SERVER|ENDPOINT|PORT|PATH|FILE|NAME)\b)[A-Z0-9_]*/;
/** How close (in lines) the resolve call and the domain it builds must be: one statement or one small loop. */
const NEAR = 4;
/** Texts longer than this are a generated file or a library, not a hook an agent writes. */
const MAX_TEXT = 64 * 1024;

/**
 * Code that reads a secret (a token variable, a key file) and resolves a name built from a value in front of a domain
 * (`gethostbyname(f"{hex}.c.domain.example")`, `dns.lookup(t + ".d.example")`, `format!("{}.d.example:53", h)
 * .to_socket_addrs()`): the name server of that domain receives the secret, chunk by chunk. Lookups of configured hosts
 * (`DB_HOST`, `SERVICE_NAME`), of constants, and code that reads a token without resolving anything built carry nothing.
 */
export function dnsSecretHits(text: string): Hit[] {
  if (text.length > MAX_TEXT || !GATE.test(text)) return [];
  if (!SECRET_VAR.test(text) && !SENSITIVE_PATH.test(text)) return [];
  const lines = text.split("\n");
  const resolves = lines.flatMap((l, i) => (RESOLVE.test(l) ? [i] : []));
  if (resolves.length === 0) return [];
  const built = lines.flatMap((l, i) => (HOST_SUFFIX.test(l) ? [i] : []));
  if (!resolves.some((r) => built.some((b) => Math.abs(r - b) <= NEAR))) return [];
  return [
    {
      rule: "bash.dns-secret",
      category: "bash_exfil",
      weight: 0.9,
      start: 0,
      end: text.length,
      detail: "a secret read and a host name built from a value in front of a domain, resolved: the lookup carries it",
    },
  ];
}

/** Prose files (docs explaining the technique, notes) are read by the prose rules, not as code. */
const PROSE_FILE = /\.(?:md|mdx|markdown|rst|txt|adoc|html?)$/i;

/** The same reading for a file the write tool writes: code and config files only, not agent files or prose. */
export function writtenDnsSecretHits(path: string, text: string): Hit[] {
  return isAgentFile(path) || PROSE_FILE.test(path) ? [] : dnsSecretHits(text);
}
