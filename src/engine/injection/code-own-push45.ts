// A CI job pushing to its own repository with the CI's token in the URL (realfp45: scratch-l10n's
// `git push https://${GITHUB_TOKEN}@github.com/${TRAVIS_REPO_SLUG}.git HEAD:master`): the token goes home.

import { tokenVerdict } from "./shell-token-hosts.ts";

/** git's verbs that send a URL's credentials to its host, then the URL with a variable's token as its user part. */
const GIT_URL =
  /\bgit\s{1,3}(?:push|pull|fetch|clone|remote\s{1,3}(?:add\s{1,3}\S{1,40}|set-url\s{1,3}\S{1,40}))\s{1,3}(?:-\S{1,30}\s{1,3}){0,4}["']?https:\/\/(?:[\w.-]{1,40}:)?\$\{?([A-Za-z_]\w{0,60})\}?@([\w.-]{1,100})\/(\S{1,200})/;
/** The repository's path as the CI names it: its own variables (the slug, the project path, owner and name). */
const CI_REPO_PATH =
  /^(?:\$\{?(?:TRAVIS_REPO_SLUG|GITHUB_REPOSITORY|CI_PROJECT_PATH|CI_REPO|DRONE_REPO|BITBUCKET_REPO_FULL_NAME|BUILD_REPOSITORY_NAME|CIRCLE_PROJECT_USERNAME|GITHUB_REPOSITORY_OWNER)\}?)(?:\/\$\{?(?:CIRCLE_PROJECT_REPONAME|GITHUB_EVENT_REPOSITORY_NAME)\}?)?(?:\.git)?["']?(?:\s|$)/i;

/**
 * True when the message's hand-over of a secret at `index` is a git command sending a token variable to the host that
 * issued it (the verdict of shell-token-hosts.ts) for the repository the CI runs for, named only by the CI's own
 * variables. A literal repository (`github.com/someone/loot.git`), another host or a token to a collector keeps it.
 */
export function ownRepoPush(text: string, index: number, match: string): boolean {
  const lineStart = text.lastIndexOf("\n", index) + 1;
  const lineEnd = text.indexOf("\n", index + match.length);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  // (the remedy reader's readings may be lowercased: names are compared without case)
  const m = GIT_URL.exec(line);
  if (!m) return false;
  const [, name, host, path] = m as unknown as [string, string, string, string];
  return CI_REPO_PATH.test(path) && tokenVerdict(name.toUpperCase(), host, "") === "owner";
}
