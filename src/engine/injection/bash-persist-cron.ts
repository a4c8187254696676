// A crontab command: the table it installs read for what its jobs fetch, hide or open, and whose table it is.

import { hit } from "./bash-facts.ts";
import { ownTableEdited, projectTable, shownTable } from "./bash-cron.ts";
import { groupShownJobs, ownTableFiltered, ownTablePiped } from "./bash-cron-filtered.ts";
import { CARRIES_NETWORK, CRON_REMOTE } from "./bash-persist-net.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** The hit for `crontab …` that installs a table (listing, editing or removing one installs nothing: null). */
export function crontabHit(s: Stage, payload: string, piped: string | null, src: string): Hit | null {
  const { cmd, argv } = s;
  const args = argv.slice(1).map((w) => w.text);
  if (!args.some((a) => a === "-l" || a === "-e" || a === "-r" || a === "-i") && (args.length > 0 || cmd.stage > 0)) {
    // a table read from a file cannot be seen; one fed on stdin can: a nightly local script is ordinary admin work,
    // an entry that fetches, decodes, starts at boot or runs from a temp or hidden path is how implants stay
    const user = args.includes("-u") ? args[args.indexOf("-u") + 1] : undefined;
    const fromStdin = args.every((a) => a === "-" || a.startsWith("-") || a === user);
    const table = `${piped ?? ""}\n${payload}`.toLowerCase();
    // a cron entry is judged more widely: one that opens a socket or runs a one-liner is an implant either way (a job
    // at boot is judged by what it runs, like any other: `@reboot /usr/local/bin/backup` is admin work)
    const tableNetwork = CARRIES_NETWORK.test(table) || CRON_REMOTE.test(table);
    const hidden =
      /(?:^|[\s'"=:;|&])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|\/\.[^\s/'"]|\|\s*(?:ba|z|da)?sh\b|\b(?:nohup|setsid|mkfifo|xxd|openssl)\b/;
    // a table piped in from something the analysis cannot read (piped === null) stays as suspicious as a file
    const seen = cmd.stage === 0 || piped !== null;
    const file = args.find((a) => !a.startsWith("-") && a !== user);
    // the project's own table (`crontab deploy/cron.txt`) or the user's own table filtered (`crontab -l | grep -v x |`)
    const ownJobs =
      (!fromStdin && file !== undefined && projectTable(file, src.slice(0, cmd.start))) ||
      (fromStdin && !seen && ownTableEdited(src.slice(0, cmd.start)));
    // a table file this script wrote, every line shown (its own jobs read back plus echoed ones), is judged by them
    // (and the pipe form, `(crontab -l; echo JOB) | crontab -`, by the jobs it echoes: bash-cron-filtered.ts)
    const shown =
      !fromStdin && file !== undefined
        ? shownTable(file, src.slice(0, cmd.start))
        : fromStdin && !seen
          ? groupShownJobs(src.slice(0, cmd.start))
          : null;
    const shownBad =
      shown !== null &&
      (CARRIES_NETWORK.test(shown.toLowerCase()) ||
        CRON_REMOTE.test(shown.toLowerCase()) ||
        hidden.test(shown.toLowerCase()));
    // the user's own table read back into a file and only filtered (bash-cron-filtered.ts): no job is new, and the
    // table file's temp path is no job's path
    // (a table file this script wrote and showed is judged by its jobs: its own temp path, `crontab /tmp/ct`, is no job's)
    const filtered =
      !tableNetwork &&
      (fromStdin
        ? !seen && ownTablePiped(src.slice(0, cmd.start))
        : file !== undefined && ownTableFiltered(file, src.slice(0, cmd.start)));
    const score = filtered
      ? 0.45
      : tableNetwork ||
          hidden.test(shown !== null && file !== undefined ? table.split(file.toLowerCase()).join(" ") : table) ||
          shownBad
        ? 0.92
        : ownJobs || shown !== null
          ? 0.45
          : !fromStdin || !seen
            ? 0.88
            : 0.45;
    return hit("bash.persist-crontab", "bash_persistence", score, cmd.start, cmd.end);
  }
  return null;
}
