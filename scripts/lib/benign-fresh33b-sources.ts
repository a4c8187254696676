// The second source list of the thirty-third fresh benign set (fresh33-tune: round 40's report set, tuning data since round 41): Debian packages with one translated man page or doc, written before it was fetched.

// Why: the first list's trim gave the language group 136 files of the 150-200 asked (set 32 had taken every Debian
// package with 4 or more localized files, and the first list's 48 with 2 or more gave fewer than hoped). Written after
// the first list was fetched, cleaned, trimmed and counted (so after a count, unlike set 31b's; the packages are picked
// by their file lists alone, never by their files' content), before any of these was fetched, by a rule on the
// packages' file lists (Debian trixie's Contents-all and Contents-amd64 indexes): binary packages with exactly 1 file
// that set 11's rule takes as localized (a man page under usr/share/man/<lang>/man[1-8]/, or a doc under
// usr/share/doc/ whose path names a language other than English), at most 30 MB installed, in the first list's salted
// hash order (sha256 of `fresh33-cand:<name>`), the first 60 of the 124 that pass the first list's exclusions (earlier
// sets' names and scopes, names quoted in the lists of sets 1-32, packages installed on the image, the name patterns)
// and are not in the first list. Same rule, salt, split and trim as the first list (benign-fresh33.ts: the trim runs
// over both lists together); the scanner's rules were not read and it was never run.

import type { Source33 } from "./benign-fresh33.ts";
import { debSource } from "./benign-set-pick.ts";

export const SOURCES33B: Source33[] = [
  // Debian trixie packages with exactly 1 translated man page or doc by their file list (the first 60)
  ...[
    "xfonts-terminus-oblique=4.48-3.1",
    "qxgedit=1.0.1-1",
    "streamer=3.107-4",
    "le-dico-de-rene-cougnenc=1.4-1",
    "xmountains=2.11-3",
    "sylph-searcher=1.2.0-15+b1",
    "festvox-czech-krb=1.0.0-5",
    "turbosearch=0.1.34-1",
    "synthv1=1.3.1-2",
    "qsynth=1.0.3-1",
    "kamailio=6.0.1-1+deb13u1",
    "powermanga=0.93.1-6+b1",
    "lcmaps-basic-interface=1.6.6-3.1",
    "vobcopy=1.2.1-4+b1",
    "puppet-module-puppetlabs-ntp=7.2.0-1",
    "myrescue=0.9.8-3",
    "xskat=4.0-9",
    "slimevolley=2.4.2+dfsg-3",
    "seahorse-adventures=1.4-2",
    "qmidictl=1.0.1-1",
    "riece=9.0.0-11",
    "qsampler=1.0.1-1",
    "page-crunch=1.0.1-4",
    "sdcv=0.5.5-3",
    "verbiste-gtk=0.1.49-1",
    "pt2-clone=1.74+ds-1",
    "dgedit=0.10.0-2+b1",
    "penguin-command=1.6.11-4",
    "wizznic=0.9.9+dfsg-3",
    "ruby3.3=3.3.8-2",
    "qjackctl=1.0.4-1",
    "colobot=0.2.2-1",
    "ludevit=9.2-1.1",
    "qtractor=1.5.4-1",
    "extremetuxracer=0.8.4-1",
    "rulex=3.8.6-1",
    "bambootracker=0.6.5-1",
    "uim-fep=1:1.9.6-1",
    "weex=2.8.4.4",
    "dvgrab=3.5+git20250306.8e1f93d-1",
    "tk-brief=5.10-3",
    "whohas=0.29.1+git20220714.5feb1a4-1",
    "fbless=0.2.3-6",
    "gtkatlantic=0.6.3-2+b1",
    "minidjvu=0.8.svn.2010.05.06+dfsg-7+b1",
    "scantv=3.107-4",
    "awf-gtk3=2.9.0-1",
    "qbittorrent=5.1.0-2",
    "sonic-visualiser=5.2.1-1",
    "tdfsb=0.0.10-5",
    "chr-tiny=0.1.80-1",
    "minetest-mod-maidroid=0.1.0-2",
    "padthv1=1.3.1-2",
    "ttv=3.107-4",
    "vdr-plugin-fritzbox=1.5.4-3",
    "acpi=1.8-1",
    "klick=0.12.2-5",
    "wipe=0.24-10",
    "tecnoballz=0.93.1-10",
    "hunspell=1.7.2+really1.7.2-10+b4",
  ].map(debSource),
];
