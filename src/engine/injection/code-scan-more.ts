// More of the code reader's words: DNS lookups, object stores at a named endpoint, URL imports, fetched text run.

/**
 * Network paths the main NETWORK pattern of code-scan.ts does not name: a DNS lookup carries data in its name
 * (`dns.lookup(hex + ".x.example")`, `Resolve-DnsName "$t.x.example"`), an S3 client pointed at an endpoint the code
 * spells out, and a module imported from an address (a CDN that only serves packages is the ordinary case).
 */
const NETWORK_MORE =
  /\brequire\s*\(\s*["'](?:node:)?dns(?:\/promises)?["']\s*\)|\bdns\.(?:lookup|resolve\w*|promises)\b|\bResolve-DnsName\b|\[(?:System\.)?Net\.Dns\]|\bsocket\.getaddrinfo\s*\(|\bInetAddress\.getByName\s*\(|\bResolv(?:::DNS)?\.(?:getaddress|new)\b|\bgethostbyname(?:_ex)?\s*\(|\bdns\.resolver\b|\bnet\.Lookup\w+\s*\(|\b(?:boto3\.(?:client|resource)|S3Client)\s*\([^)]{0,300}\bendpoint(?:_url|Url)?\s*[=:]\s*["']https?:\/\/|\bimport\s*\(\s*["'`]https?:\/\/(?!(?:deno\.land|jsr\.io|esm\.sh|esm\.run|cdn\.jsdelivr\.net|unpkg\.com|cdn\.skypack\.dev)\/)/;

/** The first of those in the code, for evidence, or null. */
export function moreNetwork(code: string): string | null {
  const m = NETWORK_MORE.exec(code) ?? SOURCED_URL.exec(code);
  return m ? m[0].slice(0, 60) : null;
}

const FETCH_CALL = String.raw`\b(?:urlopen|requests\.get|file_get_contents|URI\.open|Net::HTTP\.get|fetch|http\.Get|curl_exec|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b\s*\(?\s*(?:URI\s*\(\s*)?["'](?:https?|ftp):\/\/`;
/** `exec(urlopen("https://…").read())`, `eval("?>" . file_get_contents("https://…"))`, `iex (irm https://…)` */
const RUNS_FETCHED_INLINE = new RegExp(
  String.raw`\b(?:exec|eval|instance_eval|Function|iex|Invoke-Expression)\b\s*\(?[^\n]{0,160}?${FETCH_CALL}`,
);
const FETCH_ASSIGN = new RegExp(String.raw`(\$?[A-Za-z_]\w{0,40})\s*=\s*[^;\n]{0,80}?${FETCH_CALL}`, "g");
/** A module imported from an address and then called (`(await import("https://…")).default(…)`) */
/** R's and julia's own fetch-and-run: `source("https://…")`, `devtools::source_url(…)`, `include(download("https://…"))` */
const SOURCED_URL =
  /\b(?:source|sys\.source|source_url|source_gist|include)\s*\(\s*(?:(?:url|download|textConnection)\s*\(\s*)?["'](?:https?|ftp):\/\//;
const URL_IMPORT =
  /\bimport\s*\(\s*["'`]https?:\/\/(?!(?:deno\.land|jsr\.io|esm\.sh|esm\.run|cdn\.jsdelivr\.net|unpkg\.com|cdn\.skypack\.dev)\/)/;

/**
 * Text fetched and run as code: inline, through a variable (also `exec(compile(src, …))`), or a module imported from
 * an address. An eval of a variable or of decoded text alone is common in real files (template engines) and not read.
 */
export function runsFetchedCode(code: string): boolean {
  if (RUNS_FETCHED_INLINE.test(code) || URL_IMPORT.test(code) || SOURCED_URL.test(code)) return true;
  let n = 0;
  for (const m of code.matchAll(FETCH_ASSIGN)) {
    if (++n > 8) break;
    const v = (m[1] as string).replace(/\$/g, "\\$");
    const end = (m.index ?? 0) + m[0].length;
    const run = new RegExp(
      String.raw`\b(?:exec|eval|instance_eval|Function|iex|Invoke-Expression|load)\b\s*\(?\s*(?:compile\s*\(\s*)?${v}\b`,
    );
    if (run.test(code.slice(end, end + 2000))) return true;
  }
  return false;
}
