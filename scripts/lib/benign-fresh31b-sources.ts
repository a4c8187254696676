// The second source list of the thirty-first fresh benign set (fresh31-tune since round 39): Debian packages with translated man pages and docs, written before it was fetched.

// Why: the first list's Debian source packages were meant to give debconf translations (debian/po/<lang>.po), but the
// mirror served the upstream tarball of only 66 of the 100 and the Debian tarball (which holds debian/po/) of 28, so
// 34 were left out and most of the rest give no translation. Written after that fetch and before any file of the
// first list was cleaned, trimmed or counted for language, and before any of these was fetched, by a rule on the
// packages' file lists (Debian trixie's Contents-all and Contents-amd64 indexes, read through apt's own helper): binary
// packages with at least 4 files that set 11's rule takes as localized (a man page under usr/share/man/<lang>/man[1-8]/,
// or a doc under usr/share/doc/ whose path names a language other than English: a language folder, a README.<lang>, a
// catalog named by its language, a <name>-<lang>.md), at most 20 MB installed, in a salted hash order (sha256 of
// `fresh31-cand:<name>`), the first 70 of the 185 that pass the first list's exclusions (earlier sets' names and
// scopes, names quoted in the lists of sets 1-30, packages installed on the image) and are not in the first list. Same
// rule, salt and split as the first list (benign-fresh31.ts); the scanner's rules were not read and it was never run.

import type { Source31 } from "./benign-fresh31.ts";
import { debSource } from "./benign-set-pick.ts";

export const SOURCES31B: Source31[] = [
  // Debian trixie packages with at least 4 translated man pages or docs by their file list (the first 70)
  ...[
    "kded6=6.13.0-1",
    "starlink-array-java-doc=0.2+2024.07.24-1",
    "tdiary-contrib=5.3.0-2",
    "wine=10.0~repack-6",
    "auto-multiple-choice-common=1.7.0-3",
    "kinit=5.116.0-1",
    "libisnativec-java-doc=5.6.20131203+dfsg-1",
    "ark=4:25.04.3-1",
    "kronometer=2.3.0-1+b1",
    "libguestfs-dev=1:1.54.1-2+deb13u1",
    "publican=4.3.2-5",
    "starlink-registry-java-doc=1.2+2024.08.05-1",
    "apt-src=0.25.5",
    "lpe=1.2.8-2.1",
    "guestmount=1:1.54.1-2+deb13u1",
    "libwriter2latex-java-doc=1.4-11",
    "goobox=3.6.0-14",
    "racc=1.8.1-1",
    "licenserecon=6.0",
    "tvtime=1.0.11-8+b1",
    "liboptions-java-doc=0.0.20120113-3",
    "mplayer=2:1.5+svn38674-2",
    "kig=4:25.04.0-1",
    "kid3-core=3.9.6-3",
    "starlink-vo-java-doc=0.2+2025.03.05-1",
    "libcanl-java-doc=2.8.3-1",
    "deap-doc=1.4.1-3",
    "kde-spectacle=4:6.3.5-2",
    "cups=2.4.10-3+deb13u2",
    "sgt-puzzles=20230410.71cf891-2+b2",
    "khangman=4:25.04.0-1",
    "python-fpyutils-doc=4.0.1-3",
    "qelectrotech=1:0.9-3",
    "kxstitch=3.0.0~git20250215.a6082a9b-1",
    "dolfinx-doc=1:0.9.0-7",
    "poxml=4:25.04.0-1",
    "libcamomile-ocaml-dev=2.0.0-2+b9",
    "amule-daemon=1:2.3.3-3.2",
    "xine-console=0.99.14+hg20240403-1",
    "kgendesignerplugin-bin=5.116.0-1",
    "fontforge-doc=1:20230101~dfsg-4",
    "libkf6service-bin=6.13.0-1",
    "isoquery=3.3.4-1",
    "bibletime-data=3.1.1-1",
    "kbruch=4:25.04.0-1",
    "starlink-datanode-java-doc=1.0+2024.07.24-1",
    "mencoder=2:1.5+svn38674-2",
    "starlink-tfcat-java-doc=1.0+2024.08.01-1",
    "jpegpixi=1.1.1-5",
    "kpackagetool6=6.13.0-1",
    "okular=4:25.04.2-1+deb13u1",
    "sphinx-book-theme-doc=1.1.4-2",
    "kbackup=25.04.0-1",
    "wmaker-utils=0.96.0-4",
    "libguestfs0t64=1:1.54.1-2+deb13u1",
    "libjsf-java-doc=2.2.8-6",
    "starlink-cdf-java-doc=1.0+2025.02.26-1",
    "ktouch-data=4:25.04.0-2",
    "keditbookmarks=25.04.0-1",
    "kmplot=4:25.04.0-1",
    "gridengine-dev=8.1.9+dfsg-13.1",
    "kmymoney=5.1.3-2",
    "wx3.2-examples=3.2.8+dfsg-2",
    "python-sphinx-gallery-doc=0.17.1-1",
    "ifrename=30~pre9-18+b1",
    "amule-utils-gui=1:2.3.3-3.2",
    "python-md-toc-doc=9.0.0-3",
    "skladnik=25.04.0-2",
    "starlink-pal-java-doc=1.0.1+2024.07.24-1",
    "galvani=0.38-2",
  ].map(debSource),
];
