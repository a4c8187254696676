// Files in a script's flow: what is written (rc files and hooks judged by what they run), saved secrets, files then run.

import { agentCommands, agentFileWeight, DOCUMENTED, isAgentFile } from "./agent-file.ts";
import { vendorInstallerUrl } from "./bash-facts.ts";
import { projectFile, talksToNetwork } from "./script-network.ts";
import { downloadOf, normPath, ranPathsOf, untrustedUrl } from "./shell-download.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import {
  INTERPRETERS,
  NETWORKISH,
  RAW_NETWORK,
  RUN_VERBS,
  SHELL_NAMES,
  TEMP_RUN,
  WRITE_OPS,
  scriptFileOf,
  type FlowContext,
  type FlowState,
} from "./shell-flow-facts.ts";
import { checkedDownloads } from "./shell-checked-download.ts";
import { extensionRunHit } from "./shell-flow-extensions.ts";
import { rcTlsOffHit } from "./rc-tls-off.ts";
import { ciLogLeakHits } from "./shell-ci-leak.ts";
import { editedRunCommands } from "./shell-run-configs.ts";
import { runFileHits, runFileKind, setPackageScripts } from "./shell-run-files.ts";
import { staticOutput } from "./shell-static.ts";
import { HOOK_FILE, RC_FILE, scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** An agent file given text that carries a command the shell layer blocks: every later session is told to run it. */
function carriedHits(path: string, content: string, cmd: Stage["cmd"], ctx: FlowContext, hits: Hit[]): void {
  if (agentFileWeight(content).weight >= 0.9 || agentFileWeight(content).why === DOCUMENTED) return;
  for (const c of agentCommands(content)) {
    const worst = ctx
      .rescan(c, cmd.start, cmd.end, `written to ${path}`)
      .reduce<Hit | null>(
        (a, x) => (x.weight >= 0.8 && x.category !== "bash_agent_file" && (a === null || x.weight > a.weight) ? x : a),
        null,
      );
    if (worst) {
      hits.push({
        rule: "bash.agent-file-write",
        category: "bash_agent_file",
        weight: 0.92,
        start: cmd.start,
        end: cmd.end,
        detail: `${path} carries \`${c.slice(0, 60)}\` (${worst.detail ?? worst.rule})`,
      });
      return;
    }
  }
}

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
  const commands = cronCommands(path, content).replace(/^(\s*)Exec[A-Za-z]{0,12}\s{0,3}=\s{0,3}[-@+!:]{0,3}/gm, "$1");
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

const LOOPBACK_URL =
  /\b(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'|;&)]*)?/gi;

/**
 * a curl or wget whose only address is the machine itself (`curl -s -o /dev/null http://localhost:3000/health`): a
 * test runner's health check talks to no network (round 34, realfp34: a test runner that then runs its own suites)
 */
const LOOPBACK_CALL =
  /\b(?:curl|wget)\b(?:[^\S\n]{1,4}(?:-[\w-]{1,24}(?:[^\S\n]{1,4}(?:\/dev\/null|[\w.-]{1,40}))?|"[^"\n]{0,80}"))*[^\S\n]{1,4}["']?(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'|;&)]*)?["']?/gi;

/** 6–7. Files written: rc files and hooks judged by what they will run, contents kept, secrets saved to files. */
export function writeHits(s: Stage, stages: Stage[], st: FlowState, ctx: FlowContext, hits: Hit[]): void {
  const { cmd, argv, name } = s;
  for (const c of setPackageScripts(argv.map((w) => w.text)))
    hits.push(...ctx.rescan(c, cmd.start, cmd.end, `${name} pkg set stores a script npm runs later`));
  for (const c of editedRunCommands(
    argv.map((w) => w.text),
    (p) => runFileKind(p) !== null,
  )) {
    const label = `${name} stores a command in a file that runs it later`;
    hits.push(...ctx.rescan(c, cmd.start, cmd.end, label), ...ciLogLeakHits(c, cmd.start, cmd.end, label));
  }
  // 6. scripts written to a file then run in the same command; rc files and hooks judged by what they will run
  const piped = cmd.stage > 0 ? staticOutput(stages.slice(0, stages.indexOf(s)))?.text : undefined;
  const teeTargets =
    name === "tee"
      ? argv
          .slice(1)
          .filter((w) => !w.text.startsWith("-"))
          .map((w) => ({ op: ">>", target: w }))
      : [];
  for (const r of [...cmd.redirects, ...teeTargets]) {
    if (!WRITE_OPS.has(r.op)) continue;
    const path = normPath(r.target.text);
    const content =
      name === "echo"
        ? echoOutput(argv.slice(1).map((w) => w.text))
        : name === "printf"
          ? printfOutput(argv.slice(1).map((w) => w.text))
          : cmd.stdin.length > 0
            ? cmd.stdin.map((w) => w.text).join("\n")
            : (piped ?? "");
    if (content && (RC_FILE.test(path) || HOOK_FILE.test(path))) rcWriteHits(path, content, cmd, ctx, hits);
    if (content && isAgentFile(path)) carriedHits(path, content, cmd, ctx, hits);
    if (content) hits.push(...runFileHits(path, content, cmd.start, cmd.end, `${name} writes`, ctx.rescan));
    if (!content && st.produced.size < 32) st.produced.set(path, s.text);
    if (content && st.written.size < 32) {
      const prev = r.op === ">>" || r.op === "&>>" ? (st.written.get(path)?.text ?? "") : "";
      st.written.set(path, { text: (prev ? `${prev}\n` : "") + content, start: cmd.start, end: cmd.end });
    }
    // 7. secrets saved to a file first (env > /tmp/e; curl -d @/tmp/e …)
    if (ctx.readsSecrets(s) && st.tainted.size < 32)
      st.tainted.set(path, s.name === "cat" ? (argv[1]?.text ?? "cat") : s.name);
    // (or encoded on the way: `env | base64 > /tmp/w`, `printenv | gzip > f` hold the same secrets)
    else if (st.tainted.size < 32 && encodedSecret(s, stages, ctx))
      st.tainted.set(path, `${stages[0]?.name} | ${name}`);
  }
  if (
    (name === "tar" ||
      name === "zip" ||
      name === "7z" ||
      name === "cp" ||
      name === "gpg" ||
      name === "openssl" ||
      name === "base64") &&
    ctx.readsSecrets(s)
  ) {
    const opts = argv.slice(1);
    const out =
      name === "zip" || name === "7z"
        ? opts.find((w) => !w.text.startsWith("-") && w.text !== "a")
        : opts.find(
            (_w, i, a) =>
              (i > 0 &&
                /^-?[a-zA-Z]*f$|^-o$|^--output$|^-out$/.test(a[i - 1].text) &&
                !(name === "tar" && i > 1 && !a[i - 1].text.startsWith("-") && i - 1 !== 0)) ||
              (name === "cp" && i === a.length - 1),
          );
    if (out && st.tainted.size < 32)
      st.tainted.set(
        normPath(out.text),
        `${name} of ${
          argv
            .slice(1)
            .map((w) => w.text)
            .find((t) => /\.ssh|\.aws|\.env|credential|\.netrc|\.gnupg|id_|\.pem|history|environ/i.test(t)) ?? "secrets"
        }`,
      );
  }
}

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
    (st.talked || !projectFile(ran)) &&
    NETWORKISH.test(src.replace(LOOPBACK_CALL, " ").replace(LOOPBACK_URL, ""))
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

/** Stages that only encode, compress or pass on what they read: their output is their input's data. */
const ENCODERS = /^(?:base64|basenc|base32|gzip|xz|bzip2|zstd|lz4|xxd|od|openssl|gpg|rev|tr|cat|tee|sort)$/;

/** The stage writes what a secret-reading first stage produced, through encoders only. */
function encodedSecret(s: Stage, stages: Stage[], ctx: FlowContext): boolean {
  const k = stages.indexOf(s);
  const first = stages[0];
  return (
    k > 0 &&
    first !== undefined &&
    stages.slice(1, k + 1).every((x) => ENCODERS.test(x.name)) &&
    ctx.readsSecrets(first)
  );
}
