// Round 28 (bashrec28): a host's protections switched off through its own settings (host-protections.ts); reading them,
// narrow exclusions, one app of one's own and per-user policies stay clean.

import { describe, expect, test } from "vitest";
import { hostProtectionHits } from "../../../src/engine/injection/host-protections.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (src: string) => scan(src, "bash", { model: null });

describe("host protections switched off through the host's settings", () => {
  test.each([
    "Set-MpPreference -DisableIOAVProtection 1",
    "Set-MpPreference -SubmitSamplesConsent NeverSend -DisableBlockAtFirstSeen $true",
    'Add-MpPreference -ExclusionPath "$env:USERPROFILE"',
    "Add-MpPreference -ExclusionPath D:\\",
    "Add-MpPreference -ExclusionProcess wscript.exe",
    'reg add "HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows Defender\\Real-Time Protection" /v DisableRealtimeMonitoring /t REG_DWORD /d 1 /f',
    "Stop-Service WinDefend -Force",
    "reg add HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System /v PromptOnSecureDesktop /t REG_DWORD /d 0 /f",
    "netsh firewall set opmode disable",
    "Clear-EventLog -LogName Security, System",
    "vssadmin delete shadows /all /quiet",
    "sudo spctl --global-disable",
    "xattr -dr com.apple.quarantine ~/Downloads",
    "sudo csrutil disable",
    "sudo /System/Library/CoreServices/RemoteManagement/ARDAgent.app/Contents/Resources/kickstart -configure -allowAccessFor -allUsers -privs -all",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd).score).toBeGreaterThanOrEqual(0.8);
    expect(hostProtectionHits(cmd).map((h) => h.rule)).toEqual(["bash.host-protection-off"]);
  });

  test.each([
    'Add-MpPreference -ExclusionPath "$env:USERPROFILE\\source\\repos\\app\\obj"',
    "Add-MpPreference -ExclusionPath C:\\BuildAgent\\work",
    "Get-MpComputerStatus | Select-Object RealTimeProtectionEnabled",
    "Set-MpPreference -DisableRealtimeMonitoring $false",
    "Set-MpPreference -ScanScheduleDay 1",
    "xattr -d com.apple.quarantine ~/Downloads/MyBuild.app",
    "xattr -l ~/Downloads/tool.dmg",
    "spctl --assess -v /Applications/Slack.app",
    "csrutil status",
    "netsh advfirewall show allprofiles state",
    "Set-NetFirewallProfile -Profile Private -Enabled True",
    "wevtutil qe System /c:5 /f:text",
    "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned",
    "reg query HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System /v EnableLUA",
  ])("leaves %s", (cmd) => {
    expect(hostProtectionHits(cmd)).toEqual([]);
    expect(bash(cmd).score).toBeLessThan(0.5);
  });
});
