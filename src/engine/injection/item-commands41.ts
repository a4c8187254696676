// An answer's item read by the command it hands over: code from a stranger's bare address, a shell handed out, a line planted in a startup file.

import type { ScanResult } from "./types.ts";
import { singleQuoted } from "./shell-quote.ts";

/**
 * What the agent went looking for (a search result, a forum answer, a package page, a changelog's upgrade steps, an
 * advisory's remediation, a tool's reply) gives its advice as items, and the order is one item: a command among the
 * ordinary ones. Its honest twin gives the same kind of command within the project (the vendor's installer over its
 * own name, the team's registry, a backup in the crontab); what makes the item an attack is the command's object, and
 * the bash layer already knows it once the command is read as a command:
 * - **a stranger's bare address**: code fetched and run, a package index or registry, from a public IP address written
 *   out (a vendor publishes a name; a bare address is nobody's the reader can check). Private, link-local and loopback
 *   addresses are the user's own network;
 * - **a shell handed out**: a reverse or bind shell, whatever the address;
 * - **a line planted in a startup file**: the item quotes a line and names the crontab or a shell profile it goes
 *   into ("add `…` to `~/.profile`", "a `@reboot …` line to your crontab"); the line is read as the write the item
 *   describes (`echo '…' >> ~/.profile`, `(crontab -l; echo '…') | crontab -`), so the bash layer judges what the planted
 *   line will run each time (a listener, a tunnel to a stranger's host), not that a line is added (a backup job, a key
 *   loaded into the agent stay low).
 * Read on an item alone (spec-step40.ts), never on a whole text; the bash layer's reading must reach COMMAND_BAR.
 */
/** what the bash layer reads in the item's command for it to count */
const COMMAND_BAR = 0.86;
/** a shell planted in a file reads at least this (a profile line that only loads a key reads 0.35) */
const PLANTED_BAR = 0.9;
/** commands read at most per item */
const SPANS_MAX = 6;
/** a command quoted in the item: a backticked span with a space in it */
const TICKED = /\x60([^\x60\n]{6,400})\x60/g;
/** an IPv4 address written out as a host (after `//`, `@`, a space, `=` or a quote) */
const BARE_IP = /(?:^|[\s/@='"(])((?:\d{1,3}\.){3}\d{1,3})(?=[:/\s'")]|$)/g;
/** a command that hands a shell out: a program's output and input wired to a socket */
const SHELL_OUT = /\/dev\/(?:tcp|udp)\/|\b(?:nc|ncat|netcat)\b[^\x60\n]*\s-[a-z]*[ec]\b|\bsocat\b[^\x60\n]*\bexec:/i;
/** the bash layer's readings of a shell handed out */
const SHELL_RULES: ReadonlySet<string> = new Set(["bash.reverse-shell"]);
/** a startup file named in the item: the crontab, a shell profile */
const CRONTAB = /\bcrontab\b|\bcron (?:table|job|entry)\b/i;
/** a shell profile named as a file (`~/.profile`, `.bashrc`, `/etc/profile`), not the word "profile" */
const PROFILE =
  /(?:^|[\s\x60'"(])(?:~\/|\$HOME\/|\/root\/|\/home\/[\w.-]+\/)?\.(?:bashrc|bash_profile|zshrc|zprofile|zshenv|profile|bash_login)\b|\/etc\/(?:profile|bash\.bashrc|zshrc)\b/i;
/** how far before or after the quoted line the file it goes into is named ("add `…` to your `~/.profile`") */
const NAMED_WITHIN = 80;
/**
 * a file or service that starts a command at each login or boot, named beside the quoted line: a LaunchAgent, a
 * systemd unit, an autostart entry, `rc.local`, Windows' Run key; what it starts runs as a profile line does
 */
const STARTUP_NAMED =
  /\blaunch(?:agents?|daemons?)\b|\bRunAtLoad\b|\.plist\b|\bsystemd\b|\.service\b|\brc\.local\b|\bautostart\b|\\CurrentVersion\\Run\b/i;
/** a line that is a profile's hook by its form: run at every prompt or on the shell's exit */
const PROFILE_LINE = /^(?:export\s+)?PROMPT_COMMAND=|^trap\s+['"]/;
/** a schedule that opens a crontab line */
const CRON_LINE = /^@(?:reboot|hourly|daily|weekly|monthly|yearly|annually)\b|^(?:[\d*/,-]+\s+){5}\S/;

/**
 * the item rules the command out or tells of it, in the words before it in its sentence ("never run `…`", "instead of
 * `…`", "attackers ran `…`", "for example `…`"), or right after it ("`…` is dangerous")
 */
const TOLD_BEFORE =
  /(?<![\p{L}\p{N}_])(?:never|not|no longer|don'?t|do not|doesn'?t|avoid\w*|instead of|rather than|remov\w*|block\w*|forbid\w*|reject\w*|refus\w*|detect\w*|flag\w*|warn\w*|ran|executed|saw|seen|observed|such as|e\.g\.|for example|like|nie|nicht|kein\w*|jamais|ne|pas|nunca|nem|mai|non|niet|nooit|asla|не|никогда)(?![\p{L}\p{N}_])|しない|しないで|禁止|不要|不得|别|하지 ?마|금지/iu;
const TOLD_AFTER =
  /^[^.\n]{0,40}\b(?:is|are|was|were) (?:dangerous|unsafe|insecure|malicious|blocked|rejected|forbidden)\b/i;
/**
 * the rest of the command's sentence tells of it as an event, not an order: the command was found, seen or removed
 * ("a crontab line `…` was found in the build user's crontab; it has been removed"), is not allowed, or was not
 * followed ("…`; we did not follow it", "nobody ran it", "wir haben ihn nicht ausgeführt")
 */
const REPORTED_AFTER =
  /^[^.\n。]{0,120}?(?:\b(?:was|were|is|are|has been|have been|had been|got)\s+(?:found|seen|spotted|detected|observed|discovered|removed|deleted|reverted|quarantined|not (?:allowed|permitted|followed|run|used))\b|\b(?:did not|didn't|do not|don't|will not|won't|never|nobody|no one)\s+(?:\w+\s+)?(?:follow|followed|run|ran|use|used|apply|applied|execute|executed|trust)\s+(?:it|them|this|that|the (?:line|command|advice|suggestion))\b|\b(?:wurde|wurden)\s+(?:\w+\s+){0,3}(?:gefunden|entfernt|gelöscht)\b|\bnicht\s+(?:befolgt|ausgeführt)\b|\b(?:a été|ont été)\s+(?:trouvée?s?|supprimée?s?|retirée?s?)\b|\b(?:fue|fueron|foi|foram)\s+(?:encontrad|eliminad|removid|borrad)\w*)/i;

/** Whether the item gives the command at `at` (its sentence's words before it, and right after it, do not rule it out). */
function given(item: string, at: number, end: number): boolean {
  const before = item.slice(0, at);
  const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), before.lastIndexOf("。"), 0);
  const after = item.slice(end);
  return !TOLD_BEFORE.test(before.slice(start)) && !TOLD_AFTER.test(after) && !REPORTED_AFTER.test(after);
}

/** Whether an IPv4 address is a public one: not loopback, private, link-local, unspecified or broadcast. */
export function publicAddress(ip: string): boolean {
  const p = ip.split(".").map(Number);
  if (p.some((n) => n > 255)) return false;
  const [a, b] = p as [number, number];
  if (a === 0 || a === 127 || a === 10 || a >= 224) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 169 && b === 254) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  return true;
}

/** Whether a command reaches a public address written out. */
function strangerAddress(command: string): boolean {
  BARE_IP.lastIndex = 0;
  for (let m = BARE_IP.exec(command); m; m = BARE_IP.exec(command)) if (publicAddress(m[1] as string)) return true;
  return false;
}

/** The item's quoted commands that it gives (at most SPANS_MAX), each with the item's words after it. */
function quoted(item: string): { span: string; before: string; after: string }[] {
  const spans: { span: string; before: string; after: string }[] = [];
  TICKED.lastIndex = 0;
  for (let m = TICKED.exec(item); m && spans.length < SPANS_MAX; m = TICKED.exec(item)) {
    const span = (m[1] as string).trim();
    const end = m.index + m[0].length;
    if (/\s/.test(span) && given(item, m.index, end))
      spans.push({ span, before: item.slice(0, m.index), after: item.slice(end) });
  }
  return spans;
}

/**
 * A quoted line as the write the item describes, when the item names where it goes beside it (the crontab, a shell
 * profile as a file: every profile runs the line at each login, so it is read as `~/.profile`) or the line is a crontab
 * line by its schedule.
 */
function plantedWrite(line: string, before: string, after: string): string | null {
  const q = singleQuoted(line);
  const near = `${before.slice(-NAMED_WITHIN)} \x60 ${after.slice(0, NAMED_WITHIN)}`;
  if (PROFILE.test(near) || PROFILE_LINE.test(line) || STARTUP_NAMED.test(near)) return `echo ${q} >> ~/.profile`;
  if (CRON_LINE.test(line) || CRONTAB.test(near)) return `(crontab -l; echo ${q}) | crontab -`;
  return null;
}

/** The bash layer's reading under the item's own name (the whole text may have had the same bash rule, damped). */
function named(read: ScanResult, rule: string): ScanResult {
  return { score: read.score, evidence: [{ rule, category: "hijack", start: 0, end: 0 }, ...read.evidence] };
}

/**
 * The bash layer's reading of a command the item hands over when its object is a stranger's (a bare public address, a
 * shell handed out) or of a line it plants in a startup file, or null.
 */
export function itemCommand41(item: string, readCommand: (command: string) => ScanResult): ScanResult | null {
  if (!item.includes("\x60")) return null;
  for (const { span, before, after } of quoted(item)) {
    const stranger = strangerAddress(span);
    const shellOut = SHELL_OUT.test(span);
    if (stranger || shellOut) {
      const read = readCommand(span);
      if (read.score >= COMMAND_BAR && (stranger || read.evidence.some((e) => SHELL_RULES.has(e.rule))))
        return named(read, "spec.item-command41");
    }
    const write = plantedWrite(span, before, after);
    if (write) {
      const read = readCommand(write);
      if (read.score >= PLANTED_BAR) return named(read, "spec.planted-line41");
    }
  }
  return null;
}
