// The public forges of the big free-software communities (KDE, GNOME, freedesktop, Debian, GNU …): a clone from one is
// what a project's own maintainer scripts do, as a clone from github.com is.

/**
 * Hosts a community runs for its projects, each with sign-up and review like the big commercial forges
 * (`bash-run-sources.ts`' KNOWN_SOURCE): KDE's invent, GNOME's and freedesktop's GitLab, Debian's salsa, GNU Savannah,
 * sourceware, Fedora's pagure and dist-git, Xfce, VideoLAN, Arch, Alpine, Tor, Haskell, Kitware, OpenDev, Launchpad,
 * SourceForge, Framagit. Another host (a personal server, a paste site, an unknown company's GitLab) is not one.
 */
const COMMUNITY_FORGE =
  /^(?:git\+)?(?:https?|git):\/\/(?:[\w-]+\.)*(?:invent\.kde\.org|anongit\.kde\.org|gitlab\.gnome\.org|gitlab\.freedesktop\.org|anongit\.freedesktop\.org|salsa\.debian\.org|git\.savannah\.(?:gnu|nongnu)\.org|sourceware\.org|pagure\.io|src\.fedoraproject\.org|gitlab\.xfce\.org|code\.videolan\.org|gitlab\.archlinux\.org|gitlab\.alpinelinux\.org|git\.alpinelinux\.org|gitlab\.torproject\.org|gitlab\.haskell\.org|gitlab\.kitware\.com|opendev\.org|git\.launchpad\.net|git\.code\.sf\.net|framagit\.org)(?::\d{1,5})?\//i;

/** True when `url` is a repository on a community's public forge (https or git protocol, not ssh: a push URL). */
export function communityForge46(url: string): boolean {
  return COMMUNITY_FORGE.test(url.replace(/^["']|["']$/g, ""));
}
