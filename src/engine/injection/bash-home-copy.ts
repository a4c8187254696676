// The home folder itself copied to another machine: every credential file in it (.ssh, .aws, .netrc …) goes along.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** The home folder's root, as the shell spells it (not a folder inside it). */
const HOME_ROOT = /^(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]{1,32}|\/Users\/[\w.-]{1,32}|\/root)\/?\.?$/;
/** A remote destination: `user@host:path`, `host.domain:path`, `rsync://host/…`. */
const REMOTE = /^(?:rsync:\/\/([^/:\s]{1,128})|(?:[^@\s/]{1,64}@)?([\w-]{1,63}(?:\.[\w-]{1,63})+|\[[\d:a-f]+\]):)/i;
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/**
 * `rsync -az ~/ user@host:dir/`, `scp -r ~ host:`: the whole home folder sent to another machine, credentials and
 * all. A folder inside home (`~/projects/`), a copy to a local disk, and a pull from a remote stay with other rules.
 */
export function homeCopyHits(s: Stage, src: string, hits: Hit[]): void {
  if (s.name !== "rsync" && s.name !== "scp") return;
  const args = s.argv.slice(1).filter((w) => !w.text.startsWith("-"));
  if (args.length < 2) return;
  const dest = args[args.length - 1] as Stage["argv"][number];
  // (a user or folder spelled by a command's output, `"$(printf %s u)@host:"`, is still a remote destination)
  const remote = REMOTE.exec(dest.text.replace(/\$\([^()]{0,80}\)/g, "x"));
  const host = (remote?.[1] ?? remote?.[2] ?? "").toLowerCase();
  if (!remote || LOOPBACK.test(host)) return;
  const home = args.slice(0, -1).find((w) => HOME_ROOT.test(src.slice(w.start, w.end).replace(/^["']|["']$/g, "")));
  if (!home) return;
  hits.push(
    hit(
      "bash.home-sent",
      "bash_exfil",
      0.9,
      s.cmd.start,
      s.cmd.end,
      `the whole home folder (${home.text}) sent by ${s.name} to ${host || "a remote host"}`,
    ),
  );
}
