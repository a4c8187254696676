// A macOS or Windows host's protections switched off through its own settings: Defender, Gatekeeper, SIP, TCC, UAC, firewall, logs.

import { hit } from "./bash-facts.ts";
import { normalisedPaths } from "./host-statements.ts";
import type { Hit } from "./types.ts";

/**
 * The verb table: each entry is a setting the host's own tool takes that turns a protection off (not one that reads
 * it, tunes it or narrows it), with what it switches off.
 */
const OFF_VERBS: [RegExp, string][] = [
  [
    /\bSet-MpPreference\b[^\n;]*?-Disable(?:RealtimeMonitoring|BehaviorMonitoring|IOAVProtection|ScriptScanning|IntrusionPreventionSystem|BlockAtFirstSeen|OnAccessProtection|ArchiveScanning)\s+(?:\$true|1|true)\b/i,
    "Defender's scanning",
  ],
  [
    /\bSet-MpPreference\b[^\n;]*?-(?:MAPSReporting\s+(?:0|Disabled)|SubmitSamplesConsent\s+(?:2|NeverSend))\b/i,
    "Defender's cloud protection",
  ],
  [
    /Windows Defender[^\n]{0,120}?\b(?:DisableAntiSpyware|DisableAntiVirus|DisableRealtimeMonitoring|DisableBehaviorMonitoring)\b[^\n]{0,80}?(?:\/d\s+1\b|-Value\s+1\b)/i,
    "Defender by policy",
  ],
  [/\b(?:sc(?:\.exe)?\s+(?:stop|config)|Stop-Service|Set-Service)\b[^\n;]{0,40}\bWinDefend\b/i, "Defender's service"],
  [/\b(?:EnableLUA|ConsentPromptBehaviorAdmin|PromptOnSecureDesktop)\b[^\n]{0,80}?(?:\/d\s+0\b|-Value\s+0\b)/i, "UAC"],
  [
    /\bnetsh\s+(?:advfirewall\s+set\s+\w+\s+state\s+off|firewall\s+set\s+opmode\s+(?:mode=)?disable)\b|\bSet-NetFirewallProfile\b[^\n;]*?-Enabled\s+(?:False|\$false|0)\b|\bsocketfilterfw\s+--setglobalstate\s+off\b|\bpfctl\s+-d\b/i,
    "the firewall",
  ],
  [/\bwevtutil(?:\.exe)?\s+(?:cl|clear-log)\b|\bClear-EventLog\b|\bauditpol(?:\.exe)?\s+\/clear\b/i, "the event logs"],
  [
    /\bScriptBlockLogging\b[^\n]{0,120}?(?:\/d\s+0\b|-Value\s+0\b)|\bEnableScriptBlockLogging\b[^\n]{0,40}?\b0\b|-HistorySaveStyle\s+SaveNothing\b/i,
    "PowerShell's logging and history",
  ],
  [
    /\bvssadmin(?:\.exe)?\s+delete\s+shadows\b|\bwbadmin\s+delete\s+(?:catalog|backup)\b|\bbcdedit\b[^\n]{0,60}\brecoveryenabled\s+no\b/i,
    "backups and recovery",
  ],
  [/\bspctl\s+(?:--master-disable|--global-disable)\b|\bLSQuarantine\s+-bool\s+(?:NO|false|0)\b/i, "Gatekeeper"],
  [/\bcsrutil\s+(?:disable|authenticated-root\s+disable)\b/i, "System Integrity Protection"],
  [
    /\bkickstart\b[^\n]{0,300}?(?:-privs\s+-all\b|-allowAccessFor\s+-allUsers\b)/i,
    "Remote Management, for every user with every privilege",
  ],
  [
    /com\.apple\.TCC\/TCC\.db\b[^\n]{0,200}?\b(?:insert|update|replace)\b|\b(?:insert|update|replace)\b[^\n]{0,200}?\bTCC\.db\b/i,
    "the privacy database (TCC) granted directly",
  ],
];

/**
 * Defender exclusions and quarantine removal are everyday at a narrow scope (a build cache, one app one built); they
 * switch the protection off when the scope is everything: a drive's root, the profile, Downloads, temp, AppData, the
 * Windows folder, or an interpreter and the executables' extensions.
 */
const BROAD_EXCLUSION =
  /\bAdd-MpPreference\b[^\n;]*?-Exclusion(?:Path\s+(?:["']?[A-Z]:\/?["']?(?=[\s,;]|$)|["']?~\/?["']?(?=[\s,;]|$)|["']?~\/(?:Downloads|AppData(?:\/(?:Roaming|Local))?|Desktop)\/?["']?(?=[\s,;]|$)|["']?(?:\$env:TEMP|%TEMP%|\$env:TMP|[A-Z]:\/(?:Windows|Users|ProgramData|Temp))\/?["']?(?=[\s,;]|$))|Process\s+["']?(?:powershell|pwsh|cmd|wscript|cscript|mshta|rundll32|regsvr32)(?:\.exe)?\b|Extension\s+["']?\.?(?:exe|dll|ps1|bat|vbs|js|scr)\b)/i;
/** Quarantine taken off a whole folder of downloads (recursively, or every `.app` found), not one named app. */
const QUARANTINE_WIDE =
  /\bxattr\s+-(?:[a-z]*r[a-z]*\s+-?d|d[a-z]*r|[a-z]*c)[a-z]*\s+(?:com\.apple\.quarantine\s+)?["']?(?:~\/(?:Downloads|Desktop)?\/?|\/Applications\/?|\/Volumes\/[^\s"']+\/?)["']?(?=[\s;&|]|$)|\bfind\b[^\n|;]*?-exec\s+xattr\s+-\w*[dc]\w*\b|\bxattr\b[^\n]*?-exec\s+open\b/i;

/** Hits for a script that switches one of the host's protections off through its own settings. */
export function hostProtectionHits(text: string): Hit[] {
  const found: string[] = [];
  for (const [re, what] of OFF_VERBS) if (re.test(text)) found.push(what);
  const paths = normalisedPaths(text);
  if (BROAD_EXCLUSION.test(paths)) found.push("Defender, by excluding everything that matters");
  if (QUARANTINE_WIDE.test(paths)) found.push("Gatekeeper's quarantine on every download");
  if (found.length === 0) return [];
  return [
    hit(
      "bash.host-protection-off",
      "bash_persistence",
      found.length > 1 ? 0.92 : 0.86,
      0,
      text.length,
      `the host's protections switched off: ${found.join(", ")}`,
    ),
  ];
}
