// Files run in a script's flow: downloads and written scripts run in the same command, installers, files made executable.

import { vendorInstallerUrl } from "./bash-facts.ts";
import { ranFromQuietClone } from "./bash-forge-clone45.ts";
import { callerDirFile, projectFile, talksToNetwork } from "./script-network.ts";
import { downloadOf, normPath, ranPathsOf, untrustedUrl } from "./shell-download.ts";
import {
  INTERPRETERS,
  NETWORKISH,
  RAW_NETWORK,
  RUN_VERBS,
  SHELL_NAMES,
  scriptFileOf,
  type FlowContext,
  type FlowState,
} from "./shell-flow-facts.ts";
import { checkedDownloads } from "./shell-checked-download.ts";
import { extensionRunHit } from "./shell-flow-extensions.ts";
import { scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

const LOOPBACK_URL =
  /\b(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'|;&)]*)?/gi;

/**
 * a curl or wget whose only address is the machine itself (`curl -s -o /dev/null http://localhost:3000/health`): a
 * test runner's health check talks to no network (round 34, realfp34: a test runner that then runs its own suites)
 */
const LOOPBACK_CALL =
  /\b(?:curl|wget)\b(?:[^\S\n]{1,4}(?:-[\w-]{1,24}(?:[^\S\n]{1,4}(?:\/dev\/null|[\w.-]{1,40}))?|"[^"\n]{0,80}"))*[^\S\n]{1,4}["']?(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'|;&)]*)?["']?/gi;

/** Where projects publish their installers and release files over https: run from there, a download is an install. */
const INSTALLER_SOURCE =
  /^https:\/\/(?:sh\.rustup\.rs|get\.docker\.com|raw\.githubusercontent\.com|github\.com|deb\.nodesource\.com|bun\.sh|deno\.land|get\.pnpm\.io|astral\.sh|install\.python-poetry\.org)(?:\/|$)/i;
/** A temp folder or a hidden file: where a dropper stages what it runs. */
const STAGED = /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|(?:^|\/)\.[^./]/;
/** Package managers that run a package's own scripts when they install it from a file. */
const PACKAGE_INSTALLERS = /^(?:dpkg|rpm|apt|apt-get|gdebi|yum|dnf|zypper|pip3?|uv|npm|pnpm|yarn|installer)$/;
const INSTALL_VERB = /\s(?:-i|--install|-U|-[iU]vh|install|i|add|-pkg)(?=\s|$)/;

/** 8. Downloads or written files run in the same command, files made executable then run. */
export function runHits(s: Stage, stages: Stage[], src: string, st: FlowState, ctx: FlowContext, hits: Hit[]): void {
  const { cmd, argv, name } = s;
  if (!st.talked && talksToNetwork(s)) st.talked = true;
  // 8. a download saved to a file and run in the same command (or made executable when it came from a bare IP)
  const dl = downloadOf(s);
  if (dl && st.downloads.size < 32) st.downloads.set(dl.out, dl.url);
  for (const p of checkedDownloads(s, stages, src, st.downloads)) st.checked.add(p);
  const runsScript = SHELL_NAMES.has(name) || !!INTERPRETERS[name] || name === "source" || name === ".";
  const ranPaths = ranPathsOf(s, runsScript);
  const ranPath = ranPaths.find((p) => st.downloads.has(p)) ?? ranPaths[0];
  const fetched = ranPath ? st.downloads.get(ranPath) : undefined;
  if (fetched) {
    const how =
      ranPath === ranPaths[0]
        ? "run"
        : ranPath?.endsWith(`/${ranPaths[0]}`)
          ? `run by name from PATH (${ranPaths[0]})`
          : "preloaded";
    // checked against a checksum or signature before it ran (over https): the installer a release page tells users to
    // run. A warn, not a block: the check proves the file is the one the host meant, not that the host is the user's
    // choice (an injected order can carry its own check), so the user sees it
    const checked = ranPath !== undefined && st.checked.has(ranPath) && !untrustedUrl(fetched);
    const trusted = INSTALLER_SOURCE.test(fetched) || vendorInstallerUrl(fetched);
    hits.push({
      rule: "bash.run-download",
      category: "bash_remote_exec",
      weight: trusted ? 0.45 : checked ? 0.6 : 0.9,
      start: cmd.start,
      end: cmd.end,
      detail: `${fetched} → ${ranPath} → ${how}${checked ? " (its checksum or signature checked first)" : ""}`,
    });
  }
  // a package installed from a file the same script downloaded: its maintainer or setup scripts run (often as root)
  if (PACKAGE_INSTALLERS.test(name) && INSTALL_VERB.test(argv.map((w) => w.text).join(" "))) {
    const pkg = argv.slice(1).find((w) => !w.text.startsWith("-") && st.downloads.has(normPath(w.text)));
    const from = pkg ? st.downloads.get(normPath(pkg.text)) : undefined;
    if (pkg && from)
      hits.push({
        rule: "bash.run-download",
        category: "bash_remote_exec",
        // staged in a temp or hidden path, it was fetched to be run; a versioned package saved beside the user's other
        // files from a vendor's download site is how many tools install (evidence only)
        weight:
          !INSTALLER_SOURCE.test(from) && !vendorInstallerUrl(from) && STAGED.test(normPath(pkg.text)) ? 0.9 : 0.45,
        start: cmd.start,
        end: cmd.end,
        detail: `${from} → ${pkg.text} → installed by ${name} (its install scripts run)`,
      });
  }
  const ext = extensionRunHit(s, st.downloads, (u) => INSTALLER_SOURCE.test(u) || vendorInstallerUrl(u));
  if (ext) hits.push(ext);
  if (name === "chmod" && argv.some((w) => /^(?:[ugoa]*\+[rwxs]*x|[0-7]?[0-7]*[1357][0-7]{0,2})$/.test(w.text))) {
    for (const w of argv.slice(1)) {
      if (w.text.startsWith("-") || /^[0-7+]/.test(w.text)) continue;
      const p = normPath(w.text);
      if (st.executable.size < 32) st.executable.add(p);
      const from = st.downloads.get(p);
      if (from && untrustedUrl(from))
        hits.push({
          rule: "bash.fetch-executable",
          category: "bash_remote_exec",
          weight: 0.86,
          start: cmd.start,
          end: cmd.end,
          detail: `${from} → ${p} made executable`,
        });
    }
  }
  const ran = ranPath ?? "";
  // (a loopback URL handed to the script, `scripts/smoke.sh http://localhost:3000`, is where it runs, not a source; a
  // project file whose script named a network only in comments, echoed text or a mock's file name, or first talked to
  // it after the run, fetched nothing that ran: `chmod +x ./gradlew; ./gradlew build` under a licence header's URL is a
  // build. A temp, hidden or absolute path was staged by someone: any network in the command counts, as before)
  if (
    ran &&
    st.executable.has(ran) &&
    !fetched &&
    !st.written.has(ran) &&
    (st.talked || !(projectFile(ran) || callerDirFile(ran, src))) &&
    NETWORKISH.test(src.replace(LOOPBACK_CALL, " ").replace(LOOPBACK_URL, "")) &&
    !ranFromQuietClone(src, ran)
  ) {
    const ip = scriptHas(src, RAW_NETWORK);
    hits.push({
      rule: "bash.run-fetched",
      category: "bash_remote_exec",
      weight: ip ? 0.9 : 0.82,
      start: stages[0].cmd.start,
      end: cmd.end,
      detail: `${ran} made executable and run in a command that talks to the network`,
    });
  }
  const runs =
    INTERPRETERS[name] && RUN_VERBS.test(argv[1]?.text ?? "")
      ? argv.slice(2).find((w) => !w.text.startsWith("-"))?.text
      : SHELL_NAMES.has(name) || INTERPRETERS[name] || name === "source" || name === "."
        ? scriptFileOf(s)
        : argv[0]?.text;
  const runPath = runs ? normPath(runs) : "";
  const file = runPath ? st.written.get(runPath) : undefined;
  if (file && !(file.start === cmd.start)) {
    const label = `written to ${runPath} then run`;
    hits.push(
      ...(INTERPRETERS[name]
        ? ctx.code(file.text, INTERPRETERS[name].lang, file.start, cmd.end, label)
        : ctx.rescan(file.text, file.start, cmd.end, label)),
    );
  }
  // BASH_ENV=FILE bash …, ENV=FILE sh -i: the shell sources FILE before its own script, so FILE is run too
  if (SHELL_NAMES.has(name))
    for (const w of cmd.words) {
      const env = /^(?:BASH_ENV|ENV)=["']?([^"'\s]+)["']?$/.exec(w.text)?.[1];
      const sourced = env === undefined ? undefined : st.written.get(normPath(env));
      if (sourced && sourced.start !== cmd.start)
        hits.push(
          ...ctx.rescan(
            sourced.text,
            sourced.start,
            cmd.end,
            `written to ${normPath(env ?? "")} then sourced by ${name}`,
          ),
        );
    }
}
