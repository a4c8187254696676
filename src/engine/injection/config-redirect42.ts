// Where an edit from the shell points a project's supply: a package source over plain http, a CI action swapped to a moving branch, lockfile hashes dropped.

import { hit, LOCAL_URL } from "./bash-facts.ts";
import { substitutedPairs } from "./edit-pairs42.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no editor or config tool this reader knows. */
const GATE = /\b(?:sed|perl|sd|fastmod|comby|yq|jq|xmlstarlet|xml|npm|pnpm|git|dasel|toml|crudini)\b/;

/** A key or XPath that names where packages come from. */
const SOURCE_KEY = /registry|index|mirror|repositor|resolved|proxy|goproxy|source|distributionmanagement|\burl\b/i;
/** A package manager's or build tool's config, or a lockfile: the files whose sources serve the project's code. */
const SOURCE_FILE =
  /(?:^|\/)(?:settings\.xml|pom\.xml|\.npmrc|\.yarnrc(?:\.yml)?|bunfig\.toml|pip\.conf|pip\.ini|\.pypirc|pyproject\.toml|poetry\.lock|package(?:-lock)?\.json|yarn\.lock|pnpm-lock\.yaml|npm-shrinkwrap\.json|config\.toml|cargo\.toml|gradle\.properties|[\w.-]*\.gradle(?:\.kts)?|nuget\.config|\.condarc|gemfile(?:\.lock)?)$/i;
/** A URL anyone on the path can answer: plain http or ftp, or a bare IPv4 address. */
const RAW_URL = /^(?:(?:http|ftp):\/\/|https?:\/\/(?:\d{1,3}\.){3}\d{1,3}(?:[:/]|$))/i;
/** Owners whose actions GitHub and the big clouds publish: their branches are maintained releases. */
const OFFICIAL_OWNER = /^(?:actions|github|docker|aws-actions|google-github-actions|azure|hashicorp)\//i;
/** `owner/repo@ref` (a path inside the repository allowed): an action or reusable workflow reference. */
const ACTION_REF = /^["']?([\w.-]+\/[\w./-]+)@([\w./-]+)["']?$/;
const LOCKFILE =
  /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|cargo\.lock|go\.sum|composer\.lock|gemfile\.lock)$/i;

/** A ref that moves: a branch or `latest`, not a commit hash and not a version tag. */
function moving(ref: string): boolean {
  return !/^[0-9a-f]{40}$/i.test(ref) && !/^v?\d+(?:\.\d+){0,2}(?:[-+][\w.]+)?$/.test(ref);
}

/**
 * `xmlstarlet ed -L -u '//mirror/url' -v 'http://…' ~/.m2/settings.xml`, `yq -i '.registry = "http://…"'`, `npm pkg set
 * publishConfig.registry=http://…`: a package source set over plain http or to a bare address, whatever the tool, serves
 * code nothing authenticates (0.88; loopback is the user's own). `yq -i '….uses = "someone/deploy@main"' workflow.yml`
 * (or the same `uses:` by sed): a CI step handed to another owner's action at a branch it can move at will (0.84; an
 * official owner's action, a version tag or a commit hash is a release). A lockfile's integrity hashes deleted (`sed -i
 * '/"integrity"/d' package-lock.json`, `jq 'del(..|.integrity?)'`): nothing checks the packages any more (0.86).
 */
export function configRedirectHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      for (const e of substitutedPairs(s)) {
        const value = e.to.trim().replace(/^["']|["']$/g, "");
        const files = e.targets.join(" ");
        if (
          RAW_URL.test(value) &&
          !LOCAL_URL.test(value) &&
          (SOURCE_KEY.test(e.from) || e.targets.some((t) => SOURCE_FILE.test(t.replace(/^["']|["']$/g, ""))))
        )
          hits.push(
            hit(
              "bash.source-redirect",
              "bash_supply_chain",
              0.88,
              s.cmd.start,
              s.cmd.end,
              `${s.name} sets ${e.from.slice(0, 50)} in ${files.slice(0, 60) || "a config"} to ${value.slice(0, 80)}: packages over an unauthenticated channel`,
            ),
          );
        const action = ACTION_REF.exec(value.replace(/^uses:\s*/, ""));
        if (
          action &&
          (/\buses\b/.test(e.from) || /^uses:/.test(value)) &&
          !OFFICIAL_OWNER.test(action[1] as string) &&
          moving(action[2] as string) &&
          !(e.from.includes(action[1] as string) && !/\buses\b/.test(e.from))
        )
          hits.push(
            hit(
              "bash.action-swapped",
              "bash_supply_chain",
              0.84,
              s.cmd.start,
              s.cmd.end,
              `${s.name} points a CI step at ${action[1]}@${action[2]}: another owner's action at a branch it can move`,
            ),
          );
      }
      const lock = s.argv.slice(1).find((w) => LOCKFILE.test(w.text.replace(/^["']|["']$/g, "")));
      if (
        lock &&
        /^(?:sed|perl|jq|yq|grep)$/.test(s.name) &&
        /\/[^/\n]{0,40}integrity[^/\n]{0,40}\/d\b|del\([^)]{0,60}integrity|-v\s+\S*integrity|\$_\s*=\s*""\s+if[^\n]{0,40}integrity/.test(
          s.text,
        )
      )
        hits.push(
          hit(
            "bash.lock-hashes-dropped",
            "bash_supply_chain",
            0.86,
            s.cmd.start,
            s.cmd.end,
            `${s.name} deletes the integrity hashes of ${lock.text}: nothing checks the packages it resolves`,
          ),
        );
    }
  return hits;
}
