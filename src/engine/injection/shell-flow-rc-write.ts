// An rc file, hook, unit or cron table written by a script: judged by the commands it will run.

import { TEMP_RUN, type FlowContext } from "./shell-flow-facts.ts";
import { rcTlsOffHit } from "./rc-tls-off.ts";
import type { Hit } from "./types.ts";

/** A cron table's lines as commands: the schedule (five fields or @reboot …) and /etc/crontab's user field dropped. */
export function cronCommands(path: string, content: string): string {
  if (!/cron/i.test(path)) return content;
  const schedule = /^\s*(?:@[a-z]+|(?:[\d*/,-]+\s+){4}[\d*/,-]+)\s+/gim;
  const system = /\/etc\/crontab$|cron\.d\//.test(path);
  return content.replace(schedule, "").replace(system ? /^[a-z_][\w-]{0,31}\s+/gim : /$^/, "");
}

/** An rc file, hook or unit written: judged by what it will run (a unit's Exec*= lines read as commands). */
export function rcWriteHits(
  path: string,
  content: string,
  cmd: { start: number; end: number },
  ctx: Pick<FlowContext, "rescan">,
  hits: Hit[],
): void {
  // a systemd unit's or desktop entry's Exec*= lines are commands: read them without the key
  // (WSL's `[boot] command =` runs as root at every start of the distribution)
  const commands = cronCommands(path, content)
    .replace(/^(\s*)Exec[A-Za-z]{0,12}\s{0,3}=\s{0,3}[-@+!:]{0,3}/gm, "$1")
    .replace(/wsl\.conf$/.test(path) ? /^(\s*)command\s{0,3}=\s{0,3}/gm : /$^/, "$1");
  const inner = ctx.rescan(commands, cmd.start, cmd.end, `written to ${path}`);
  const worst = inner.reduce((a, h) => (h.weight > a.weight ? h : a), { weight: 0 } as Pick<Hit, "weight"> &
    Partial<Hit>);
  // (a check switched off through the environment: the file runs nothing, every later command trusts any certificate)
  const tlsOff = rcTlsOffHit(path, content, cmd);
  if (tlsOff) hits.push(tlsOff);
  const alias =
    /\balias\s{1,3}(sudo|su|cd|ls|cp|mv|rm|cat|grep|git|ssh|chown|chmod|find|curl|npm|python3?|node)\s{0,2}=\s{0,2}["']?([^\n]{0,120})/.exec(
      content,
    );
  if (worst.weight >= 0.8)
    hits.push({
      rule: "bash.persist-rc-file",
      category: "bash_persistence",
      weight: 0.93,
      start: cmd.start,
      end: cmd.end,
      detail: `${path} will run: ${worst.detail ?? worst.rule}`,
    });
  else if (TEMP_RUN.test(content))
    hits.push({
      rule: "bash.persist-rc-file",
      category: "bash_persistence",
      weight: 0.88,
      start: cmd.start,
      end: cmd.end,
      detail: `${path} will run ${(TEMP_RUN.exec(content)?.[0] ?? "").trim()} (a temporary path)`,
    });
  else if (
    alias &&
    (alias[1] === "sudo" || alias[1] === "su" || /\brm\s|curl|wget|\bnc\b|\/dev\/tcp|base64|eval|\bsh\b/.test(alias[2]))
  )
    hits.push({
      rule: "bash.persist-alias",
      category: "bash_persistence",
      weight: 0.9,
      start: cmd.start,
      end: cmd.end,
      detail: `${path}: \`${alias[1]}\` redefined as ${alias[2].slice(0, 60)}`,
    });
}
