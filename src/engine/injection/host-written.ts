// The host readers on what the agent writes or runs as code: host scripts, launchd jobs and Startup entries, agent files, code mode.

import { agentCommands, isAgentFile } from "./agent-file.ts";
import { hostHits } from "./host-readers.ts";
import { withoutRefusals } from "./host-statements.ts";
import type { Hit } from "./types.ts";

/** Scripts a macOS or Windows host runs: PowerShell, cmd, VBScript and WSH, AppleScript, zsh/bash, Brewfiles, .reg files. */
const HOST_SCRIPT =
  /\.(?:ps1|psm1|bat|cmd|vbs|vbe|wsf|applescript|scpt|command|tool|zsh|sh|bash|reg)$|(?:^|\/)Brewfile$/i;
const HOST_SHEBANG = /^#!\s*\/(?:usr\/)?(?:local\/)?bin\/(?:env\s+)?(?:pwsh|osascript|zsh|bash|sh)\b/;
/** Files the host runs by themselves at login or boot: their path is the place, their text the program. */
const AUTORUN_FILE = /\/Library\/Launch(?:Agents|Daemons)\/[^/]+\.plist$|\/Start Menu\/Programs\/Startup\/[^/]+$/i;

/** The size read, as the layer's other written-file readers. */
const MAX_BYTES = 200_000;

/**
 * Hits for a text the write tool puts in `agentFile`, or code mode runs (`code`): a host script is read whole, an
 * autorun file with its path, an agent file by the commands it carries (a command the host readers block makes the
 * file an order to run it), code by the host commands and paths in it.
 */
export function hostInputHits(text: string, options: { agentFile?: string; code?: string }): Hit[] {
  const body = text.length > MAX_BYTES ? text.slice(0, MAX_BYTES) : text;
  if (options.code !== undefined) return lifted(hostHits(body), text.length, `${options.code} code`);
  const path = options.agentFile?.replace(/\\/g, "/");
  if (path === undefined) return [];
  if (AUTORUN_FILE.test(path)) return lifted(hostHits(`${path}\n${body}`), text.length, `write ${path}`);
  if (HOST_SCRIPT.test(path) || HOST_SHEBANG.test(body.slice(0, 80)))
    return lifted(hostHits(body), text.length, `write ${path}`);
  if (!isAgentFile(path)) return [];
  // commands named in a line that refuses them ("never run `…`") are not given
  for (const command of agentCommands(withoutRefusals(body))) {
    const worst = hostHits(command).find((h) => h.weight >= 0.8);
    if (worst)
      return [
        {
          rule: "bash.agent-file-write",
          category: "bash_agent_file",
          weight: 0.92,
          start: 0,
          end: text.length,
          detail: `write into ${path}: carries \`${command.slice(0, 60)}\` (${worst.detail ?? worst.rule})`,
        },
      ];
  }
  return [];
}

/** The hits on the whole text, their detail saying where they were read. */
function lifted(hits: Hit[], length: number, where: string): Hit[] {
  return hits.map((h) => ({ ...h, start: 0, end: length, detail: `${where}: ${h.detail ?? h.rule}` }));
}
