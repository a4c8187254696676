// Vendors' own installer hosts and domains: running what they serve is installing that vendor's tool, as its docs say.

export const INSTALLER_HOSTS =
  /^https?:\/\/(?:sh\.rustup\.rs|get\.docker\.com|raw\.githubusercontent\.com|github\.com|deb\.nodesource\.com|rpm\.nodesource\.com|install\.python-poetry\.org|bun\.sh|deno\.land|get\.pnpm\.io|astral\.sh|brew\.sh|get\.helm\.sh|ohmyz\.sh|sdkman\.io|get\.sdkman\.io|nixos\.org|install\.determinate\.systems|tailscale\.com|pkgx\.sh|mise\.run|starship\.rs|fnm\.vercel\.app|cli\.github\.com|packages\.microsoft\.com)(?:\/|$)/i;

/**
 * Vendors that serve their own installers and release files from their own domain (sh.rustup.rs, astral.sh,
 * dl.k8s.io, deb.nodesource.com, get.docker.com …), by registrable domain. Hosts of anyone's content (github.io,
 * githubusercontent) are not here.
 */
const VENDOR_DOMAINS = new Set([
  "rustup.rs",
  "rust-lang.org",
  "astral.sh",
  "nodesource.com",
  "docker.com",
  "k8s.io",
  "helm.sh",
  "deno.land",
  "deno.com",
  "bun.sh",
  "pnpm.io",
  "python-poetry.org",
  "sdkman.io",
  "hashicorp.com",
  "tailscale.com",
  "starship.rs",
  "nodejs.org",
]);
/** the vendors' names: under the reserved `.example` top-level domain (RFC 2606, never registered) they stand for the vendor */
const VENDOR_NAMES = new Set([...VENDOR_DOMAINS].map((d) => d.slice(0, d.lastIndexOf("."))));

/**
 * An https URL whose registrable domain is a vendor's own (`sh.rustup.rs`, `dl.k8s.io`), or one of INSTALLER_HOSTS:
 * running what it serves is installing that vendor's tool, as its docs say. What an adversary would need is the
 * vendor's own domain: a mirror or a look-alike (`rustup-mirror.example.net`, `astral.sh.example.net`) and the vendor's
 * name under another top-level domain (`sh.rustup.zip`, `get.docker.lol`, which anyone can register) keep their weight;
 * only the reserved `.example`, which nobody can register, stands in for the vendor's domain.
 */
export function vendorInstallerUrl(url: string): boolean {
  if (INSTALLER_HOSTS.test(url)) return true;
  const host = /^https:\/\/([a-z0-9.-]{1,253})(?::\d+)?(?:[/?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  if (!host) return false;
  const labels = host.split(".");
  if (labels.length < 2) return false;
  const [name, tld] = labels.slice(-2) as [string, string];
  return VENDOR_DOMAINS.has(`${name}.${tld}`) || (tld === "example" && VENDOR_NAMES.has(name));
}
