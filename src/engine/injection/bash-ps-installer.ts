// A vendor's documented PowerShell installer run from the vendor's own host, in a script that fetches nothing else.

import { URL_RE, vendorInstallerUrl } from "./bash-facts.ts";
import { scriptHas } from "./shell-words.ts";

/** Vendors whose documented Windows installer is `irm HOST | iex` or `iex (…DownloadString(URL))`, by registrable domain. */
const PS_VENDOR_DOMAINS = /^(?:[\w-]+\.)*(?:scoop\.sh|chocolatey\.org|dot\.net|ohmyposh\.dev|chezmoi\.io)$/i;
/** PowerShell's web cmdlets, whose first bare argument is the address (`irm get.scoop.sh`). */
const PS_FETCH =
  /\b(?:irm|iwr|invoke-restmethod|invoke-webrequest)\s+(?:-\w+\s+)*?(?:-uri\s+)?["']?([a-z0-9][\w.-]{0,200}\.[a-z]{2,24}(?:\/[^\s"'|;)]*)?)/gi;
/** A script encoded or decoded on the way: what runs is not what the address serves. */
const ENCODED = /-e(?:nc(?:odedcommand)?)?\s+[A-Za-z0-9+/=]{16,}|frombase64string|\[convert\]::/i;
const FETCHES =
  /\b(?:irm|iwr|invoke-restmethod|invoke-webrequest|downloadstring|downloadfile|start-bitstransfer|curl|wget)\b/gi;
const ANY_ADDRESS =
  /https?:\/\/|\b(?:irm|iwr|invoke-restmethod|invoke-webrequest|downloadstring|downloadfile|start-bitstransfer|curl|wget)\b/i;

function vendorHost(url: string): boolean {
  if (vendorInstallerUrl(url)) return true;
  const host = /^https:\/\/([a-z0-9.-]{1,253})(?::\d+)?(?:[/?#]|$)/i.exec(url)?.[1];
  return host !== undefined && PS_VENDOR_DOMAINS.test(host);
}

/** Every address a text names, with PowerShell's scheme-less ones (`irm get.scoop.sh`) read as https. */
function addresses(text: string): string[] {
  const out = [...text.matchAll(new RegExp(URL_RE.source, "gi"))].map((m) => m[0]);
  for (const m of text.matchAll(PS_FETCH)) if (!/^https?:/i.test(m[1] as string)) out.push(`https://${m[1]}`);
  return out;
}

/**
 * The https address of a scheme-less PowerShell fetch (`irm get.scoop.sh`), for the pipe-to-shell judgement, or "".
 * Only a vendor's own host is read this way: any other bare name keeps the weight of an unnamed source.
 */
export function psVendorAddress(fetchText: string): string {
  const bare = new RegExp(PS_FETCH.source, "i").exec(fetchText)?.[1];
  return bare && PS_VENDOR_DOMAINS.test(bare.split("/")[0] as string) ? `https://${bare}` : "";
}

/**
 * `iex ((New-Object Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))`, `irm
 * https://astral.sh/uv/install.ps1 | iex`: PowerShell runs what a vendor serves for installing its tool, as the vendor's
 * docs say, and the script names no other address (so nothing else is fetched to be run or kept: the installer followed
 * by a binary downloaded into a Run key or a scheduled task keeps its weight). A raw IP, plain http, a look-alike or
 * paste host, or an encoded command keep it too.
 */
export function psVendorInstall(command: string, src: string): boolean {
  if (ENCODED.test(command) || scriptHas(src, ENCODED)) return false;
  const here = addresses(command);
  if (here.length === 0 || !here.every(vendorHost)) return false;
  return !ANY_ADDRESS.test(src) || fetchesOnlyVendors(src);
}

let memo: { src: string; only: boolean } | null = null;

/** Every address the script names is a vendor's, and it fetches nothing it names no address for (once per script). */
function fetchesOnlyVendors(src: string): boolean {
  if (memo?.src !== src) {
    const all = addresses(src);
    // (a fetch the address reader cannot place, `iwr $u -OutFile x`, is another fetch)
    const fetches = src.match(FETCHES)?.length ?? 0;
    memo = { src, only: all.every(vendorHost) && fetches <= all.length };
  }
  return memo.only;
}
