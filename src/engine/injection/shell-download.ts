// Where a command saves what it downloads (curl -o, wget -O/-P, scp/rsync from a host, lwp-download, fetch, tftp).

import type { Stage } from "./shell-words.ts";

const URL_ARG = /^(?:https?|ftp|tftp):\/\//i;
/** host:path or user@host:path (scp, rsync), not a Windows drive or a URL */
const REMOTE_ARG = /^(?:[\w.-]{1,64}@)?[\w.-]{1,253}:(?!\/\/)\S*$/;
const DIR_LIKE = /\/$|^(?:\/tmp|\/var\/tmp|\/dev\/shm|\.|~|\$HOME|\$\{HOME\}|\/root|\$TMPDIR)$/;

export function normPath(p: string): string {
  return p.replace(/^["']|["']$/g, "").replace(/^\.\//, "");
}

function basename(p: string): string {
  return p
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .replace(/^.*[/:]/, "");
}

function into(dir: string, file: string): string {
  return normPath(`${dir.replace(/\/+$/, "")}/${file}`);
}

/** The file a download lands in and where it came from; null when the command downloads nothing to a file. */
export function downloadOf(s: Stage): { out: string; url: string } | null {
  const a = s.argv.map((w) => w.text);
  const { name } = s;
  const url = a.slice(1).find((t) => URL_ARG.test(t));
  // what a fetcher prints to stdout lands in the file its stdout is redirected to (curl URL > x.sh)
  const redirected = s.cmd.redirects.find((r) => r.op === ">" || r.op === ">>" || r.op === ">|")?.target.text;
  const toStdout = (out: string | undefined): { out: string; url: string } | null =>
    url && redirected && (out === undefined || out === "-") ? { out: normPath(redirected), url } : null;
  const optArg = (re: RegExp): string | undefined => {
    for (let i = 1; i < a.length; i++) {
      if (re.test(a[i])) return a[i + 1];
      // short option with its value attached: -O- , -o/tmp/x
      const att = /^(-[a-zA-Z]*[a-zA-Z])(.+)$/.exec(a[i]);
      if (att && !a[i].startsWith("--") && re.test(att[1]) && !/^[a-zA-Z]+$/.test(att[2])) return att[2];
      const eq = /^(--[\w-]+)=(.+)$/.exec(a[i]);
      if (eq && re.test(eq[1])) return eq[2];
    }
    return undefined;
  };
  if (name === "curl" && url) {
    const o = optArg(/^-[a-zA-Z]*o$|^--output$/);
    if (o && o !== "-") return { out: normPath(o), url };
    if (a.some((t) => /^-[a-zA-Z]*O$|^--remote-name$/.test(t))) return { out: basename(url), url };
    return toStdout(o);
  }
  if (name === "wget" && url) {
    const o = optArg(/^-[a-zA-Z]*O$|^--output-document$/);
    if (o === "-") return toStdout(o);
    if (o) return { out: normPath(o), url };
    const dir = optArg(/^-P$|^--directory-prefix$/);
    return { out: dir ? into(dir, basename(url)) : basename(url), url };
  }
  if ((name === "fetch" || name === "lwp-download" || name === "aria2c" || name === "axel") && url) {
    const o = optArg(/^-[a-zA-Z]*o$|^--output$/);
    if (o === "-") return toStdout(o);
    const rest = a.slice(1).filter((t) => !t.startsWith("-") && t !== url && t !== o);
    const out = o ?? rest[0] ?? basename(url);
    return { out: DIR_LIKE.test(out) ? into(out, basename(url)) : normPath(out), url };
  }
  // certutil -urlcache -f URL OUT, bitsadmin /transfer NAME URL OUT, Invoke-WebRequest -Uri URL -OutFile OUT
  if ((name === "certutil" && a.some((t) => /^[-/]urlcache$/i.test(t))) || (name === "bitsadmin" && url)) {
    if (!url) return null;
    const out = a[a.indexOf(url) + 1];
    return out && !/^[-/]/.test(out) ? { out: normPath(out), url } : { out: basename(url), url };
  }
  if ((name === "invoke-webrequest" || name === "iwr" || name === "curl.exe") && a.some((t) => /^-outfile$/i.test(t))) {
    const u = a.find((t) => URL_ARG.test(t));
    const o = a[a.findIndex((t) => /^-outfile$/i.test(t)) + 1];
    return u && o ? { out: normPath(o), url: u } : null;
  }
  // echo "$(curl -s URL)" > x.sh, printf '%s' "$(wget -qO- URL)" > x: a fetch's output written through a printer
  if ((name === "echo" || name === "printf") && redirected) {
    const fetched = /\$\(\s{0,3}(?:curl|wget)\b[^)]{0,300}?((?:https?|ftp):\/\/[^\s"'`)]{1,300})/.exec(s.text);
    if (fetched) return { out: normPath(redirected), url: fetched[1] as string };
  }
  if (name === "tftp") {
    const i = a.indexOf("get");
    if (i > 0 && a[i + 1]) return { out: normPath(a[i + 2] ?? basename(a[i + 1])), url: `tftp://${a[1]}/${a[i + 1]}` };
    return null;
  }
  if (name === "scp" || name === "rsync" || name === "sftp") {
    const args = a.slice(1).filter((t, i, all) => !t.startsWith("-") && !/^-[PpieF]$/.test(all[i - 1] ?? ""));
    if (args.length < 2) return null;
    const dest = args[args.length - 1];
    const src = args.slice(0, -1).find((t) => REMOTE_ARG.test(t) || URL_ARG.test(t) || t.startsWith("rsync://"));
    if (!src || REMOTE_ARG.test(dest)) return null;
    const file = basename(src);
    return { out: DIR_LIKE.test(dest) ? into(dest, file) : normPath(dest), url: src };
  }
  return null;
}

/** Folders on a usual PATH, in the spellings a command writes them. */
const PATH_DIRS = [
  "~/.local/bin",
  "$HOME/.local/bin",
  "${HOME}/.local/bin",
  "~/bin",
  "$HOME/bin",
  "/usr/local/bin",
  "/usr/bin",
  "/bin",
  "/usr/local/sbin",
  "/opt/homebrew/bin",
];

/** Files a command runs: the script a shell or interpreter is given, the program itself, a library it preloads. */
export function ranPathsOf(s: Stage, runsScript: boolean): string[] {
  const out: string[] = [];
  if (runsScript) {
    const f = s.argv.slice(1).find((w) => !w.text.startsWith("-"));
    if (f) out.push(normPath(f.text));
  } else if (s.argv[0]) {
    const prog = normPath(s.argv[0].text);
    out.push(prog);
    // a bare name runs from PATH: the same program as a file of that name put in a bin folder (~/.local/bin/NAME)
    if (/^[\w.+-]{1,64}$/.test(prog)) for (const dir of PATH_DIRS) out.push(`${dir}/${prog}`);
  }
  for (const w of s.cmd.words) {
    const m = /^LD_PRELOAD=(.+)$/.exec(w.text);
    if (m) out.push(normPath(m[1]));
    // (an interpreter's start-up file and node's preloads given through the environment)
    const env =
      /^(?:PYTHONSTARTUP|RUBYOPT=-r|PERL5OPT=-M)=?(.+)$|^NODE_OPTIONS=.*?--(?:require|import|loader|experimental-loader)[=\s]+(\S+)/.exec(
        w.text.replace(/["']/g, ""),
      );
    if (env) out.push(normPath((env[1] ?? env[2]) as string));
  }
  out.push(...loadedPaths(s));
  return out;
}

/**
 * A runner's options that load a file as code: node's and mocha's preloads, Jest's and Vitest's environment, setup,
 * runner and reporter modules, a test tool's config module, go test's `-toolexec`/`-exec`, Gradle's init script
 * (round 44: a fetched `canvas-env.js` given to `jest --testEnvironment` is run like `node canvas-env.js`).
 */
const LOADS_CODE =
  /^-{1,2}(?:require|r|import|loader|experimental-loader|testEnvironment|test-environment|environment|setupFiles|setupFilesAfterEnv|setup-files|globalSetup|global-setup|globalTeardown|testRunner|runner|reporters?|resolver|transform|config|c|toolexec|exec|init-script|plugin|preload|file)$/;

/** The runners those options belong to (directly or through a package runner); elsewhere `-c`, `-r`, `-I` mean other things. */
const RUNNERS =
  /^(?:node|deno|bun|ts-node|tsx|jest|vitest|mocha|ava|tap|playwright|cypress|karma|go|gradle|gradlew|\.\/gradlew|pytest|py\.test|npx|bunx|pnpx|pnpm|yarn|npm)$/;
const RUNNER_TOOLS = /^(?:jest|vitest|mocha|ava|tap|playwright|cypress|karma|ts-node|tsx|c8|nyc)(?:@\S*)?$/;

function loadedPaths(s: Stage): string[] {
  const out: string[] = [];
  const a = s.argv;
  if (!RUNNERS.test(s.name)) return out;
  // (a package manager counts only when it runs one of the test tools: `npx jest …`, `pnpm exec vitest …`)
  if (/^(?:npx|bunx|pnpx|pnpm|yarn|npm)$/.test(s.name) && !a.slice(1, 4).some((w) => RUNNER_TOOLS.test(w.text)))
    return out;
  for (let i = 1; i < a.length; i++) {
    const t = (a[i] as { text: string }).text;
    const eq = t.indexOf("=");
    const opt = eq > 0 ? t.slice(0, eq) : t;
    if (!t.startsWith("-") || !LOADS_CODE.test(opt)) continue;
    const value = eq > 0 ? t.slice(eq + 1) : a[i + 1]?.text;
    if (value !== undefined && /[/.]/.test(value) && !value.startsWith("-")) out.push(normPath(value));
  }
  return out;
}

/** A URL a careful developer would not run unreviewed: a bare IP address or plain http to a non-local host. */
export function untrustedUrl(url: string): boolean {
  if (REMOTE_ARG.test(url)) return /^(?:[\w.-]{1,64}@)?(?:\d{1,3}\.){3}\d{1,3}:/.test(url);
  return (
    /^(?:https?|ftp|tftp):\/\/(?:\d{1,3}\.){3}\d{1,3}|^(?:http|ftp|tftp):\/\//i.test(url) &&
    !/^\w+:\/\/(?:localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(url)
  );
}
