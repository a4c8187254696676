// A build cache or remote executor pointed at someone else's service: its downloads unverified, written by anyone, or named for a stranger.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import { uncommented } from "./source-repoint45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no word of a build cache or remote executor setting. */
const GATE =
  /remote_cache|remote_executor|bes_backend|sccache|remote_storage|secondary_storage|buildcache|turbo_api|distcc/i;

/**
 * Where a build's objects come from or go: Bazel's `--remote_cache`/`--remote_executor`/`--bes_backend`, sccache's
 * `SCCACHE_ENDPOINT`/`SCCACHE_BUCKET`/`SCCACHE_WEBDAV_ENDPOINT`/`SCCACHE_REDIS` and its config's `endpoint`/`bucket`,
 * ccache's `remote_storage`/`secondary_storage`, Gradle's `HttpBuildCache` `url`, turbo's `TURBO_API`/`--api`, distcc's
 * `DISTCC_HOSTS`. The place in group 1.
 */
const CACHE_PLACE =
  /(?:--(?:remote_cache|remote_executor|bes_backend)[= ]|\bSCCACHE_(?:ENDPOINT|BUCKET|WEBDAV_ENDPOINT|REDIS(?:_ENDPOINT)?|GCS_BUCKET|AZURE_CONNECTION_STRING)\s*=\s*|^\s*(?:endpoint|bucket)\s*=\s*|\b(?:CCACHE_)?(?:remote|secondary)_storage\s*=\s*|\bremote_storage[= ]|\bHttpBuildCache\b[^}]{0,120}?\burl\s*=\s*(?:uri\(\s*)?|\bTURBO_API\s*=\s*|\bturbo\b[^\n]{0,80}\s--api[= ]|\bDISTCC_HOSTS\s*=\s*)["'`]?([^\s"'`|,;)]{1,200})/gim;
/**
 * What makes such a cache someone else's to fill or read: its downloads taken unverified, an untrusted or plain-text
 * server allowed, anonymous access to a shared bucket, only the remote's objects used
 */
const TRUST_OFF =
  /--noremote_verify_downloads\b|--remote_verify_downloads[= ]false\b|\b(?:is)?AllowUntrustedServer\s*=\s*true\b|\b(?:is)?AllowInsecureProtocol\s*=\s*true\b|\bno_credentials\s*=\s*true\b|\bSCCACHE_S3_NO_CREDENTIALS\s*=\s*["']?(?:true|1)\b|\bremote_only\s*=\s*true\b|--remote_instance_name[= ]\S*public/i;
/** a name that says the place is shared with anyone or run by someone else */
const STRANGER_WORD =
  /(?:^|[^a-z])(?:public|pub|shared|community|free|freeci|anon|anonymous|open|partner|vendor|contractor|thirdparty|3rdparty|external|forum)(?:[^a-z]|$)/i;
/** the user's own machine or network (a private address, a local or cluster name) */
const LOCAL_PLACE =
  /^(?:(?:grpcs?|https?|redis|rediss|s3):\/\/)?(?:[^@/]*@)?(?:localhost|[\w.-]*\.(?:local|internal|lan|localhost|svc|cluster\.local)|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|unix:|\/)/i;
/** a header or key value given with the cache (`--remote_header=x-api-key=community-free`) */
const HEADER_VALUE = /--remote_header[= ]["']?[\w-]{1,60}=([^\s"']{1,120})/gi;

/**
 * Hits for a build cache or remote executor pointed at a place that is not the user's own machine or network when the
 * same text takes its objects unverified or lets anyone fill it (`--noremote_verify_downloads`, `no_credentials = true`,
 * `remote_only=true`, an untrusted server allowed), or when the place's own name, its bucket's or its key's says it is
 * shared or someone else's (`shared-sccache-pub`, `s3.partner-cache…`, `ccache.freeci…`). The team's own cache, read
 * only outside CI, behind its credentials, stays quiet: a cache is a place code comes from.
 */
export function buildCacheHits48(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const body = uncommented(text);
  const places: string[] = [];
  CACHE_PLACE.lastIndex = 0;
  for (const m of body.matchAll(CACHE_PLACE)) {
    const place = m[1] as string;
    if (!LOCAL_PLACE.test(place) && !/^\$/.test(place)) places.push(place);
    if (places.length >= 8) break;
  }
  if (places.length === 0) return [];
  const offLine = body
    .split("\n")
    .slice(0, 4000)
    .find((line) => setsInLine(line, TRUST_OFF));
  const trustOff = offLine === undefined ? null : TRUST_OFF.exec(offLine);
  if (trustOff) return [divert(text.length, `${places[0]} as the build's cache with ${trustOff[0].trim()}`)];
  const named = places.find((p) => STRANGER_WORD.test(p.replace(/^\w+:\/\//, "").split(/[/:]/)[0] ?? p));
  if (named) return [divert(text.length, `${named}: a build cache shared with anyone or run by someone else`)];
  HEADER_VALUE.lastIndex = 0;
  for (const m of body.matchAll(HEADER_VALUE))
    if (STRANGER_WORD.test(m[1] as string))
      return [divert(text.length, `${places[0]} as the build's cache with a shared key (${m[1]})`)];
  return [];
}

function divert(length: number, detail: string): Hit {
  return hit("bash.cache-divert", "bash_supply_chain", 0.86, 0, length, detail);
}
