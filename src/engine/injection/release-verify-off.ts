// A release's or an update feed's verification switched off: an updater's signature check, Sparkle's signed feed, remotes without GPG, checksums ignored, a downloaded snap installed unasserted.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Texts naming none of these pay nothing. */
const GATE =
  /verifyUpdateCodeSignature|SUVerifyUpdateBeforeExtraction|SURequireSignedFeed|SUFeedURL|dangerousInsecureTransportProtocol|pubkey|gpg-verify|ignore-checksums|allowEmptyChecksums|InstallerHashOverride|ignore-security-hash|--dangerous/;

/** Each way a release or update check is turned off, with what it means; the first that matches is reported. */
const OFF: [RegExp, string][] = [
  [
    /verifyUpdateCodeSignature["']?\s*[:=]\s*["']?false\b/,
    "electron-builder's updater told not to check the update's code signature",
  ],
  [
    /(?:SUVerifyUpdateBeforeExtraction|SURequireSignedFeed)\b(?:<\/key>\s*<false\s*\/>|["']?\s*[:=]\s*["']?(?:false|no|0)\b|\s+(?:-bool(?:ean)?\s+)?(?:false|no|0)\b|[^\n]{0,3}\s+false\b)/i,
    "Sparkle told to install updates without checking their signature or the feed's",
  ],
  [
    /SUFeedURL(?:<\/key>\s*<string>|["']?\s*[:=]?\s*(?:-string\s+)?["']?)http:\/\//,
    "Sparkle's update feed moved to plain http",
  ],
  [/dangerousInsecureTransportProtocol["']?\s*:\s*true\b/, "Tauri's updater allowed to fetch updates over plain http"],
  [/["']updater["'][\s\S]{0,400}?["']pubkey["']\s*:\s*["']\s*["']/, "Tauri's updater given an empty public key"],
  [
    /\b(?:flatpak\s+remote-(?:add|modify)|ostree\s+remote\s+add)\b[^\n]{0,300}?(?:--no-gpg-verify\b|gpg-verify(?:-summary)?=false\b)/,
    "a software remote added or changed without GPG verification",
  ],
  [
    /\bchoco(?:latey)?\b[^\n]{0,200}?(?:--ignore-?checksums?\b|feature\s+enable\s+(?:-n\s*|--name[= ])?["']?allowEmptyChecksums)/i,
    "Chocolatey told to install packages without their checksums",
  ],
  [
    /\bwinget\b[^\n]{0,200}?(?:--ignore-security-hash\b|settings\s+--enable\s+InstallerHashOverride\b)/i,
    "winget told to install despite a wrong installer hash",
  ],
];

/**
 * A release's or an update feed's verification switched off, in a script or a config it writes: electron-builder's
 * `verifyUpdateCodeSignature: false`, Sparkle's `SUVerifyUpdateBeforeExtraction` / `SURequireSignedFeed` set false (plist,
 * `defaults write`, PlistBuddy) or its feed on plain http, Tauri's updater on insecure transport or with an empty public
 * key, a flatpak or ostree remote without GPG, Chocolatey's or winget's hashes ignored, a snap the script downloaded
 * installed with `--dangerous`. The same settings read, kept on, or a locally built snap installed `--dangerous` are
 * ordinary release work.
 */
export function releaseVerifyOffHits(text: string): Hit[] {
  if (!GATE.test(text)) return [];
  for (const [re, why] of OFF) {
    const m = re.exec(text);
    if (m) return [hit("bash.release-verify-off", "bash_supply_chain", 0.88, m.index, m.index + m[0].length, why)];
  }
  const snap = downloadedSnapInstalled(text);
  return snap ? [hit("bash.release-verify-off", "bash_supply_chain", 0.88, 0, text.length, snap)] : [];
}

/** `snap install --dangerous F` of a file the script downloaded (`curl -o F`, `wget -O F`), or of a URL. */
function downloadedSnapInstalled(text: string): string | null {
  for (const m of text.matchAll(/\bsnap\s+install\b[^\n;&|]{0,120}?--dangerous\b[^\n;&|]{0,120}/g)) {
    const file = /(\S+\.snap)\b/.exec(m[0])?.[1];
    if (file === undefined) continue;
    if (/^https?:/.test(file)) return "a snap from another host installed without its store assertion";
    const base = file.replace(/^["']|["']$/g, "");
    const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    if (
      new RegExp(
        `\\b(?:curl|wget)\\b[^\\n;&|]{0,300}?(?:-[a-zA-Z]{0,4}[oO]|--output(?:-document)?)[=\\s]+["']?${escaped}(?![\\w.-])`,
      ).test(text)
    )
      return "a downloaded snap installed without its store assertion";
  }
  return null;
}
