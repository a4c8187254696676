// The package index redirected for later installs (config set, env, a written pip.conf/.npmrc) with its TLS checks off.

import { LOCAL_URL, hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * Where a script points installs that follow: npm/pnpm/yarn `config set registry`, `pip config set …index-url`, the
 * index variables (GOPROXY, PIP_INDEX_URL, UV_INDEX_URL, NPM_CONFIG_REGISTRY) and the keys of a config file written.
 */
const INDEX_SET =
  /(?:\b(?:npm|pnpm|yarn)\s+config\s+set\s+(?:--\S+\s+)*(?:@[\w-]+:)?registry[= ]\s*|\bpip3?\s+config\s+(?:--\S+\s+)*set\s+\S*index-url[= ]\s*|\b(?:GOPROXY|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|UV_INDEX_URL|UV_EXTRA_INDEX_URL|NPM_CONFIG_REGISTRY|npm_config_registry)=|(?:^|\\n|\n)\s*(?:extra-)?index-url\s*=\s*|(?:^|\\n|\n)\s*(?:@[\w-]+:)?registry\s*=\s*)["']?((?:https?|ftp):\/\/[^\s"',\\]{1,200})/g;

/**
 * TLS or checksum checks switched off for the index: pip's trusted-host, npm's strict-ssl, Go's -insecure, GOINSECURE,
 * GONOSUMDB/GOSUMDB=off (the checksum database no longer vouches for modules), Node's TLS rejection off. With them
 * anyone on the path, or the index's owner, serves code that nothing checks.
 */
const CHECKS_OFF =
  /trusted-host|strict-ssl[= ]+["']?false|GOFLAGS=["']?[^"'\s]*-insecure|GOINSECURE=|GONOSUMDB=|GONOSUMCHECK=|GOSUMDB=["']?off|NODE_TLS_REJECT_UNAUTHORIZED=["']?0/;

/** an npm-family install or a run that installs (`npm ci`, `pnpm i`, `yarn add`, bare `yarn`) */
const NPM_INSTALL = /\b(?:npm|pnpm|yarn|bun)\s+(?:i|install|ci|add|update|up)\b|\byarn\s*(?:$|&&|;|\|)/m;

/** The public indexes and a proxy's own keywords: redirection to them is the default. */
const PUBLIC_INDEX =
  /^https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|npm\.pkg\.github\.com|proxy\.golang\.org|download\.pytorch\.org)(?:[/:]|$)/i;

/** Stages that set an index or write a package manager's config file. */
function setsIndex(s: Stage): boolean {
  if (/^(?:npm|pnpm|yarn|pip3?|export|env)$/.test(s.name) && /registry|index-url|GOPROXY|INDEX_URL/i.test(s.text))
    return true;
  const files = [s.text, ...s.cmd.redirects.map((r) => r.target.text)].join(" ");
  return (
    /(?:pip\.conf|pip\.ini|\.npmrc|\.yarnrc(?:\.yml)?|\.pypirc)\b/.test(files) && /index-url|registry/.test(s.text)
  );
}

/** Hits when the script points the index at a host that is not the public one and turns its checks off (once). */
export function indexRedirectHits(s: Stage, src: string, hits: Hit[]): void {
  if (!setsIndex(s) || hits.some((h) => h.rule === "bash.index-redirect" || h.rule === "bash.untrusted-registry"))
    return;
  INDEX_SET.lastIndex = 0;
  for (const m of s.text.matchAll(INDEX_SET)) {
    const url = m[1] as string;
    if (LOCAL_URL.test(url) || PUBLIC_INDEX.test(url)) continue;
    // plain http or a bare IP: the packages come unauthenticated, or from a machine nobody names
    const raw = /^(?:http|ftp):|^\w+:\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url);
    // npm's default registry (not a scope's) set, then an install: every dependency now comes from that host (the
    // .npmrc form is bash.registry-rewrite); a scope's registry, or pip's index by https name, is how orgs mirror
    const npmDefault =
      /^(?:npm|pnpm|yarn)$/.test(s.name) && !/config\s+set\s+(?:--\S+\s+)*@/.test(s.text) && NPM_INSTALL.test(src);
    if (!raw && !npmDefault && !CHECKS_OFF.test(src)) continue;
    hits.push(
      hit(
        "bash.index-redirect",
        "bash_supply_chain",
        0.88,
        s.cmd.start,
        s.cmd.end,
        `the package index set to ${url}${raw ? "" : npmDefault ? " for every dependency, then installed" : " with its TLS or checksum checks off"}`,
      ),
    );
    return;
  }
}
