// The macOS and Windows host readers behind one literal gate: credential stores sent, protections off, autoruns, host-tool runs.

import { hostCredHits } from "./host-creds.ts";
import { hostPersistHits } from "./host-persist.ts";
import { hostProtectionHits } from "./host-protections.ts";
import { hostRunHits } from "./host-run.ts";
import { withoutRefusals } from "./host-statements.ts";
import type { Hit } from "./types.ts";

/**
 * Pre-test: the host tools' own words (cmdlets, LOLBins, macOS admin tools, Windows and WSL profile spellings). A text
 * without one of them pays this one search and nothing else.
 */
const HOST_WORDS =
  /\$env:|%(?:USERPROFILE|APPDATA|LOCALAPPDATA|TEMP)%|\/mnt\/[a-z]\/|powershell|pwsh|\biex\b|Invoke-|Net\.Sockets|WebClient|\bsecurity\s|osascript|display dialog|launchctl|Launch(?:Agents|Daemons)|login item|\/etc\/periodic|schtasks|ScheduledTask|CurrentVersion|Start Menu|Winlogon|EventConsumer|\bsc(?:\.exe)?\s+create|New-Service|MpPreference|WinDefend|Windows Defender|EnableLUA|ConsentPrompt|spctl|LSQuarantine|xattr|csrutil|TCC\.db|netsh|NetFirewall|socketfilterfw|pfctl|wevtutil|EventLog|auditpol|ScriptBlockLogging|HistorySaveStyle|vssadmin|wbadmin|bcdedit|certutil|bitsadmin|BitsTransfer|mshta|regsvr32|rundll32|msiexec|cmdkey|vaultcmd|StoredCredential|Get-Secret|PasswordVault|Retrieve(?:All|Password)|GetNetworkCredential|SecureString|ProtectedData|\breg(?:\.exe)?\s+(?:save|export)|ntds|lsass|GetEnvironmentVariable|PromptForCredential|Image File Execution|kickstart|pbpaste|Get-Clipboard|hdiutil|ditto\s/i;

/** Depth of decoded commands judged again (an encoded command inside an encoded command). */
const MAX_DEPTH = 2;

function hostHitsAt(source: string, depth: number): Hit[] {
  if (!HOST_WORDS.test(source)) return [];
  // an instruction file's "never run …" lines name commands without giving them
  const text = withoutRefusals(source);
  const judgeDecoded = (decoded: string): Hit[] => (depth < MAX_DEPTH ? hostHitsAt(decoded, depth + 1) : []);
  return [
    ...hostCredHits(text),
    ...hostProtectionHits(text),
    ...hostPersistHits(text),
    ...hostRunHits(text, judgeDecoded),
  ];
}

/** Hits of the macOS and Windows host readers for a script's text (PowerShell, cmd, zsh or a WSL shell). */
export function hostHits(text: string): Hit[] {
  return hostHitsAt(text, 0);
}
