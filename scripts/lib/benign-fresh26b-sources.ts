// The second source list of the twenty-sixth fresh benign set (shell scripts), written down after the first list was fetched, before the importer fetched any of it.

// Why: the first list (benign-fresh26-sources.ts), stripped of exact and near duplicates by content (a dry run of the
// cleaning, texts read by script only), held 138 shell scripts, short of the 150 asked, because Debian maintainer
// scripts of different packages are near copies of one template. This list adds, by a rule written down before any of
// its candidates was fetched: the next 150 Debian trixie shell-tool candidates in the first list's salted order
// (sha256 of `fresh26-cand:<name>`, same search and exclusions), kept when at least 3 of set 26's picks are shell
// scripts outside control/ (the maintainer scripts), and npm packages whose name or summary names git hooks,
// install, setup or deploy scripts, entrypoints, devcontainers or shell completions (60 in the same salted order, same
// exclusions, one per scope, none of the first list's candidates), kept when at least 2 picks are shell scripts. Same
// rule, salt and split as the first list (scripts/lib/benign-fresh26.ts). Exact versions; every name checked against
// the earlier sets, their source lists, the first list and node_modules like the first list. The scanner was never
// run and its rules were not read.

import type { Source26 } from "./benign-fresh26.ts";
import { debSource, npmSource } from "./benign-set-pick.ts";

const docs = npmSource("framework-docs");
const deb = debSource;

export const SOURCES26B: Source26[] = [
  // npm packages with shell scripts: git hooks, install, setup and deploy scripts, entrypoints, completions
  ...[
    "@backtrack/preset-git-hooks@0.4.0",
    "@chatie/git-scripts@0.7.7",
    "@fvictorio/tabtab@0.0.3",
    "@mariopaglia/linux-dev-setup@3.3.0",
    "@modernpoacher/hooks@1.0.490",
    "@sequencemedia/hooks@1.0.593",
    "git-hooks-wrapper@0.7.1",
    "git-hooks@1.1.10",
    "grunt-githooks@0.6.0",
    "pre-git@3.17.1",
  ].map(docs),
  // Debian packages with shell tools outside their maintainer scripts (/usr/bin, /usr/lib, /usr/share, /etc)
  ...[
    "abs-guide=10-4",
    "busybox-static=1:1.37.0-6+b9",
    "crmsh=5.0.0~rc1-1",
    "cvsd=1.0.25",
    "gmtsar-scripts=6.5+ds-3",
    "gworkspace-apps-wrappers=1.1.0-2",
    "hxtools=20231224-2+b2",
    "jarwrapper=0.80",
    "json2file-go=1.15+b19",
    "lomiri-tests=0.5.0-2",
    "migrationtools=48-1",
    "nsf-shells=2.4.0-1",
    "ray-extra=2.3.1-9",
    "smiles-scripts=0.3.0+svn878+branch+system+deps-2",
    "voctomix-outcasts=1.0.0-1.1",
    "xxdiff-scripts=1:5.1+git20250320+dfsg-1",
  ].map(deb),
];
