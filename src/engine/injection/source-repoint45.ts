// Where packages come from pointed at someone else's host: a registry, index, proxy, mirror or substituter set to a site the text's own sources and names are not.

import { hit } from "./bash-facts.ts";
import { COMMENT_LINE, setsInLine } from "./setting-line45.ts";
import { siteOf } from "./stranger-host41.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no word of a package source setting. */
const GATE =
  /registry|index|proxy|mirror|substituters|distributionurl|nuget|\[source|npmregistryserver|replace-with|channel_alias/i;

/**
 * A setting that chooses where every package comes from (the default source): npm's unscoped `registry`, pip's and uv's
 * `index-url` (not `extra-`), `GOPROXY`, Maven's `mirrorOf *`, cargo's `replace-with` source, Nix's `substituters`, a
 * Gradle wrapper's distribution, yarn berry's `npmRegistryServer`, a cargo `[source.x]`'s `git` index. Its URL is group 1.
 */
const DEFAULT_SOURCE =
  /(?:(?<![@\w:-])registry(?:\s*[=:]\s*|\s+)|--registry[= ]|(?<![\w-])index-url\s*[=:]?\s*|--index-url[= ]|--default-index[= ]|(?:^|\s)-i\s+|\b(?:GOPROXY|PIP_INDEX_URL|UV_INDEX_URL|UV_DEFAULT_INDEX|NPM_CONFIG_REGISTRY|npm_config_registry|YARN_NPM_REGISTRY_SERVER|BUN_CONFIG_REGISTRY)\s*=\s*|npmRegistryServer:\s*|(?<![\w-])substituters\s*=\s*|distributionUrl\s*=\s*|git(?<=\[source\.[\w-]{1,40}\]\s{0,4}git)\s*=\s*|<mirrorOf>\s*\*\s*<\/mirrorOf>\s*<url>\s*)["'`]?(?:sparse\+|registry\+)?(https?\\?:\/\/[^\s"'`<>,;)\]|\\]{1,200})/g;
/**
 * A source the text names for an organisation: `@acme:registry=URL`, `[registries.acme] index = URL`, a NuGet source
 * `--name acme` / `-n acme`, a Maven `<id>acme-…</id>` next to its `<url>`. Name in group 1 or 3, URL in 2 or 4.
 */
const NAMED_SOURCE =
  /@([\w-]{2,40}):registry\s*[= ]\s*["'`]?(https?:\/\/[^\s"'`<>,;)\]]{1,200})|\[registries\.([\w-]{2,40})\][^[]{0,200}?index\s*=\s*["']?(?:sparse\+)?(https?:\/\/[^\s"'`<>,;)\]]{1,200})/g;
/** `nuget … add source URL --name acme` (either order) */
const NUGET_SOURCE = /\bnuget\s+(?:add\s+source|sources\s+add)\b[^\n;&|]{0,300}/gi;
/** a URL shaped like a package source: an index path, a registry API, a source host name */
const SOURCE_SHAPED =
  /^https?:\/\/(?:(?:registry|npm|pypi|goproxy|proxy|crates|nuget|maven|repo|mirror|cache|nexus|artifactory|verdaccio|devpi|athens)[\w-]*\.|[^/\s]+\/(?:[^\s]*\/)?(?:\+?simple|api\/(?:npm|pypi|cargo|go|maven|nuget)|repository|v3\/index\.json|index)\/?(?:$|[\s/]))/i;
/** a sed-style substitution of one URL by another (`s#https://a/…#https://b/…#`) */
const URL_SWAP = /\bs([#|,@!%:])(https?:\/\/[^\s#|,@!%'"]{1,200})\1(https?:\/\/[^\s#|,@!%'"]{1,200})\1/g;
/** any URL of the text */
const ANY_URL = /\bhttps?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)[^\s"'`<>)\]]*/gi;
/**
 * Checks of what the source serves switched off in the same text: pip's trusted-host, npm's strict-ssl, Go's insecure
 * fetches and checksum database, Nix's signatures, a wrapper's distribution check, yarn's integrity check.
 */
const CHECKS_OFF =
  /trusted-host\s*[= ]\s*[\w.-]|strict-ssl[= ]+["']?false|-insecure\b|GOINSECURE=|GONOSUMDB=["']?\*|GOSUMDB=["']?off|GONOSUMCHECK=|NODE_TLS_REJECT_UNAUTHORIZED=["']?0|require-sigs\s*=\s*false|validateDistributionUrl\s*=\s*false|--skip-integrity-check|ssl_verify:?\s*(?:=\s*)?false|verify_ssl\s*=\s*false|check-revoke\s*=\s*false/i;
/**
 * Sites whose sources are the public default or a maintained public mirror (and the big forges): pointing there is no
 * stranger's.
 */
const PUBLIC_SITE =
  /^(?:npmjs\.org|npmjs\.com|yarnpkg\.com|pypi\.org|pythonhosted\.org|golang\.org|golang\.google\.cn|goproxy\.cn|goproxy\.io|crates\.io|maven\.org|apache\.org|gradle\.org|nuget\.org|rubygems\.org|anaconda\.org|anaconda\.com|nixos\.org|cachix\.org|github\.com|githubusercontent\.com|gitlab\.com|google\.com|googleapis\.com|npmmirror\.com|taobao\.org|tsinghua\.edu\.cn|ustc\.edu\.cn|aliyun\.com|tencent\.com|huaweicloud\.com|pytorch\.org|nvidia\.com|debian\.org|ubuntu\.com|launchpadcontent\.net|launchpad\.net|microsoft\.com|jitpack\.io|jsr\.io|bun\.sh|deno\.land|fedoraproject\.org|alpinelinux\.org)$/i;
/** the user's own machine or network */
const LOCAL_HOST =
  /^(?:localhost|.*\.(?:local|internal|lan|localhost|test|invalid|svc|cluster\.local)|host\.docker\.internal|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i;
/** generic words a source's name or an env prefix shares with any host: no organisation */
const GENERIC =
  /^(?:npm|pip|pypi|go|maven|nuget|cargo|crates|registry|mirror|proxy|repo|cache|internal|private|local|public|default|main|team|company|corp|ci|my|the)$/i;

/** The host of a URL, lower-cased (`\/\/` of a properties file undone), or null. */
function hostOf(url: string): string | null {
  const m = /^https?\\?:\/\/(?:[^@/\s]*@)?([^/:\s?#\\]+)/i.exec(url);
  return m ? (m[1] as string).toLowerCase() : null;
}

/** A host that is the user's own or a public source: never a stranger. */
function quietHost(host: string): boolean {
  return LOCAL_HOST.test(host) || PUBLIC_SITE.test(siteOf(host));
}

/** Whether a name (`acme`, `acme-releases`) is one of the host's labels, or a label holds it. */
function hostNamed(host: string, name: string): boolean {
  const n = name.toLowerCase().split(/[-_]/)[0] ?? "";
  if (n.length < 3 || GENERIC.test(n)) return true;
  return host.split(".").some((l) => l.length >= 3 && (l.includes(n) || n.includes(l)) && l !== "example");
}

/** Sources the text names for an organisation: `[name, url]` pairs. */
function namedSources(text: string): [string, string][] {
  const out: [string, string][] = [];
  NAMED_SOURCE.lastIndex = 0;
  for (const m of text.matchAll(NAMED_SOURCE)) out.push([(m[1] ?? m[3]) as string, (m[2] ?? m[4]) as string]);
  NUGET_SOURCE.lastIndex = 0;
  for (const m of text.matchAll(NUGET_SOURCE)) {
    const name = /(?:--name|-n)\s+["']?([\w.-]{2,40})/.exec(m[0]);
    const url = /https?:\/\/[^\s"'`<>]{1,200}/.exec(m[0]);
    if (name && url) out.push([name[1] as string, url[0]]);
  }
  return out;
}

/** The organisation prefix of a credential variable (`ACME_NEXUS_PASSWORD` → acme), or null when generic. */
function credentialPrefixes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b([A-Z][A-Z0-9]{2,20})_[A-Z0-9]+_(?:PASSWORD|PASS|TOKEN|PAT|KEY|SECRET)\b/g))
    if (!GENERIC.test(m[1] as string)) out.push((m[1] as string).toLowerCase());
  return out.slice(0, 8);
}

/**
 * Hits for package sources pointed at a stranger in a script, a config file or an agent file (see the header). The
 * default source set to a host that is neither the user's own nor a public source fires (0.86) when the same text turns
 * the checks of what it serves off, names another non-public source site (the team's, now behind it), or names the
 * organisation in a source or credential the host does not carry; a source named for an organisation (`@acme:registry`,
 * `[registries.acme]`, `--name acme`) served from a host that does not carry the name fires alone; a substitution of one
 * site's source URL by another site's fires. A team's own registry, mirror or substituter, named as its own, stays quiet.
 */
export function sourceRepointHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  return repointsIn(uncommented(text), text.length);
}

/** The text without its comment lines: a setting commented out is no setting. */
export function uncommented(text: string): string {
  return text
    .split("\n")
    .filter((l) => !COMMENT_LINE.test(l))
    .join("\n");
}

function repointsIn(text: string, length: number): Hit[] {
  const named = namedSources(text);
  // a source named for an organisation, served by a host that is not the organisation's
  for (const [name, url] of named) {
    const host = hostOf(url);
    if (host && !quietHost(host) && !hostNamed(host, name))
      return [repoint(length, `the @${name} packages' source set to ${host}, a host that is not ${name}'s`)];
  }
  const swap = urlSwap(text, length);
  if (swap) return [swap];
  const defaults: { host: string; flag: boolean }[] = [];
  DEFAULT_SOURCE.lastIndex = 0;
  for (const m of text.matchAll(DEFAULT_SOURCE)) {
    const host = hostOf(m[1] as string);
    // (a one-shot option, `pip install --index-url A --extra-index-url B`, names two sources for one install: which is
    // the team's it cannot tell; a setting that stays, a config file's or a variable's, replaces the one before it)
    const flag = /^\s*-/.test(m[0]);
    if (host && !quietHost(host) && !defaults.some((d) => d.host === host)) defaults.push({ host, flag });
    if (defaults.length >= 4) break;
  }
  if (defaults.length === 0) return [];
  const checksOff = checksOffIn(text);
  const otherSites = sourceSites(text, named);
  const prefixes = credentialPrefixes(text);
  for (const { host, flag } of defaults) {
    const site = siteOf(host);
    const why = checksOff
      ? "with the checks of what it serves off"
      : !flag && otherSites.some((s) => s !== site)
        ? `in place of ${otherSites.find((s) => s !== site)}`
        : prefixes.some((p) => !hostNamed(host, p))
          ? `with ${prefixes.find((p) => !hostNamed(host, p))}'s credentials`
          : null;
    if (why) return [repoint(length, `every package's source set to ${host} ${why}`)];
  }
  return [];
}

/** Whether a line of the text (not a comment, not negated before it) switches the checks off. */
function checksOffIn(text: string): boolean {
  return text
    .split("\n")
    .slice(0, 4000)
    .some((line) => setsInLine(line, CHECKS_OFF));
}

/** The non-public sites of the text's other source-shaped URLs and named sources. */
function sourceSites(text: string, named: [string, string][]): string[] {
  const out = new Set<string>();
  for (const [, url] of named) {
    const host = hostOf(url);
    if (host && !quietHost(host)) out.add(siteOf(host));
  }
  ANY_URL.lastIndex = 0;
  let n = 0;
  for (const m of text.matchAll(ANY_URL)) {
    if (++n > 64) break;
    const host = (m[1] as string).toLowerCase();
    if (!quietHost(host) && SOURCE_SHAPED.test(m[0])) out.add(siteOf(host));
  }
  return [...out];
}

/** `s#https://pypi.team/…#https://pypi.other/…#`: one site's source URL replaced by another site's. */
function urlSwap(text: string, length: number): Hit | null {
  URL_SWAP.lastIndex = 0;
  for (const m of text.matchAll(URL_SWAP)) {
    const from = hostOf(m[2] as string);
    const to = hostOf(m[3] as string);
    if (!from || !to || quietHost(to) || siteOf(from) === siteOf(to)) continue;
    if (!SOURCE_SHAPED.test(m[2] as string) && !SOURCE_SHAPED.test(m[3] as string)) continue;
    return repoint(length, `the package source ${from} replaced by ${to}, another site`);
  }
  return null;
}

function repoint(length: number, detail: string): Hit {
  return hit("bash.source-repoint", "bash_supply_chain", 0.86, 0, length, detail);
}
