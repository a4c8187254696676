// A macOS or Windows scheduler or login item set to run a hidden, downloaded, encoded or network payload at login or boot.

import { hit } from "./bash-facts.ts";
import { normalisedPaths } from "./host-statements.ts";
import type { Hit } from "./types.ts";

/**
 * The places a host runs a program by itself later: launchd agents and daemons (written, loaded, bootstrapped, set by
 * `defaults`), login items, periodic and cron on macOS; scheduled tasks, Run/RunOnce and Winlogon keys, Startup folders,
 * WMI event consumers, services and IFEO debuggers on Windows.
 */
const AUTO_RUN =
  /\/Library\/Launch(?:Agents|Daemons)\/|\blaunchctl\s+(?:load|bootstrap|submit)\b|\blogin item\b|\/etc\/periodic\/|\bschtasks(?:\.exe)?\s+\/create\b|\b(?:Register-ScheduledTask|New-ScheduledTaskAction)\b|CurrentVersion\/Run(?:Once)?\b|Winlogon\b[^\n]{0,80}\b(?:Userinit|Shell)\b|\/Start Menu\/Programs\/Startup\b|\bshell:startup\b|\b(?:CommandLineEventConsumer|ActiveScriptEventConsumer|__EventFilter)\b|\bsc(?:\.exe)?\s+create\b|\bNew-Service\b|Image File Execution Options\b[^\n]{0,120}\bDebugger\b/i;

/**
 * What makes the program run there a payload. Strong signs, one enough: a fetch that runs what it fetched, a script
 * host or LOLBin pointed at a URL, an encoded command, a raw socket, a label that passes for Apple's own in a folder
 * Apple does not use.
 */
const STRONG: [RegExp, string][] = [
  [
    /\b(?:iex|Invoke-Expression)\b[^\n]{0,60}?\b(?:irm|iwr|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData)\b|\b(?:irm|iwr|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b[^\n]{0,160}?\|\s{0,3}(?:iex|Invoke-Expression)\b|\b(?:curl|wget)\b[^\n]{0,160}?\|\s{0,3}(?:sudo\s+)?\/?(?:bin\/)?(?:ba|z|da|k)?sh\b|\bmshta(?:\.exe)?\s+["']?(?:https?:|vbscript:|javascript:)|\bcertutil\b[^\n]{0,40}-urlcache\b|\bbitsadmin\b[^\n]{0,40}\/transfer\b|\bregsvr32\b[^\n]{0,40}\/i:https?:/i,
    "a download it runs",
  ],
  [/\s-e(?:nc|ncodedcommand|c)?\s+[A-Za-z0-9+/]{20,}={0,2}/i, "an encoded command"],
  [/\/dev\/tcp\/|\bNet\.Sockets\.|\b(?:nc|ncat)\s+(?:-\w+\s+)*-e\b/i, "a socket"],
  [/\/Library\/Launch(?:Agents|Daemons)\/com\.apple\.[\w.-]{1,80}\.plist\b/i, "a launchd job that passes for Apple's"],
];
/** Weak signs, two needed: a hidden window (a script host's batch mode `//B` too), a program kept in a temporary or hidden folder, a plain download. */
const WEAK: [RegExp, string][] = [
  [
    /-w(?:indowstyle)?\s+h(?:idden)?\b|\/\/B\b|\bhidden\s*:\s*true\b|\bstart\s+\/min\b[^\n]{0,40}powershell/i,
    "a hidden window",
  ],
  [
    /(?:\/private\/tmp\/|\/tmp\/|\/Users\/Shared\/\.|\/\.[\w-]{1,30}\/[\w.-]{1,40}\.app\b|\$env:TEMP|%TEMP%|~\/AppData\/Local\/Temp\/|[A-Z]:\/Users\/Public\/|[A-Z]:\/ProgramData\/[\w.-]{1,40}\.(?:exe|vbs|js|ps1|bat|cmd)\b)/i,
    "a program in a temporary or hidden folder",
  ],
  [/\b(?:irm|iwr|Invoke-WebRequest|Invoke-RestMethod|DownloadFile|curl|wget)\b[^\n]{0,120}?https?:\/\//i, "a download"],
];

/** Hits for a script that makes the host run a payload at login or boot through its own scheduler or login items. */
export function hostPersistHits(text: string): Hit[] {
  const paths = normalisedPaths(text);
  const place = AUTO_RUN.exec(paths);
  if (!place) return [];
  const strong = STRONG.filter(([re]) => re.test(paths)).map(([, what]) => what);
  const weak = WEAK.filter(([re]) => re.test(paths)).map(([, what]) => what);
  const why = strong.length > 0 ? [...strong, ...weak] : weak.length > 1 ? weak : [];
  if (why.length === 0) return [];
  return [
    hit(
      "bash.host-autorun-payload",
      "bash_persistence",
      0.9,
      0,
      text.length,
      `${place[0].trim().slice(0, 40)} set to run ${why.join(" and ")} at login or boot`,
    ),
  ];
}
