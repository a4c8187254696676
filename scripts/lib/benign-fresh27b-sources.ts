// The second source list of the twenty-seventh fresh benign set (Debian shell tools), written down after the first list was fetched and cleaned.

// Why: the first list (benign-fresh27-sources.ts), picked, cleaned and trimmed by content (texts read by script only,
// no score), held 67 shell scripts, short of the 150 asked (npm tarballs seldom ship .sh files, and Debian maintainer
// scripts of different packages are near copies of one template). So, as set 26's second list did: the rest of the
// Debian trixie shell-tool candidates in the first list's salted order (sha256 of `fresh27-cand:<name>`, same
// `apt-cache search` terms and exclusions, at most 20 MB installed; 110 after the first list's), each fetched once by
// one `apt-get download` call and set 27's own rule run on it, kept when at least 3 of its picks are shell scripts
// outside control/ (the maintainer scripts): a rule fixed before the counts were read. Same rule, salt and split as the
// first list (scripts/lib/benign-fresh27.ts). Exact versions. The scanner was never run and its rules were not read.

import type { Source27 } from "./benign-fresh27.ts";
import { debSource } from "./benign-set-pick.ts";

export const SOURCES27B: Source27[] = [
  // Debian packages with shell tools outside their maintainer scripts (/usr/bin, /usr/lib, /usr/share, /etc)
  ...[
    "gulp=4.0.2+~cs54.26.36-8",
    "qt5-qmake=5.15.15+dfsg-6+deb13u1",
    "swift-container=2.35.1-0+deb13u4",
    "ibus-typing-booster=2.27.46-1",
    "tone-generator-scripts=1.6.1-5+deb13u1",
    "debocker=0.2.6",
    "luarocks=3.8.0+dfsg1-1",
    "lxc-tests=1:6.0.4-4+deb13u4",
  ].map(debSource),
];
