// Supply chain and repository exfiltration: private registries, install scripts switched on, pushes and archives sent out.

import { archiveDirs } from "./archive-home-members.ts";
import { hit, LOCAL_URL, UPLOADER } from "./bash-facts.ts";
import { installedPackages, typosquatOf } from "./bash-typosquat.ts";
import { addedEnvDump, SECRET_ADD, stagedSecret } from "./bash-staged-secrets.ts";
import { untrustedUrl } from "./shell-download.ts";
import type { Word } from "./shell-parse.ts";
import { scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * An index whose TLS checks are off (`--trusted-host`, `--insecure`, `strict-ssl false`): anyone on the path serves the
 * packages. An https index by name alone is how companies mirror PyPI and npm (evidence, not a warning).
 */
const TLS_OFF = /--trusted-host\b|--insecure\b|--no-verify-ssl\b|strict-ssl[= ]false\b/;

/**
 * The public registries and their public mirrors (npmmirror/taobao, cnpm, Tencent, Huawei, Aliyun, and PyPI's
 * university mirrors), by host. Round 34, realfp34 (a release script that sets the registry to npmjs.org over http to
 * publish, then back to the taobao mirror).
 */
const PUBLIC_MIRROR =
  /^https?:\/\/(?:[\w-]+\.)*(?:npmjs\.org|yarnpkg\.com|npmmirror\.com|taobao\.org|cnpmjs\.org|pypi\.org|pythonhosted\.org|tsinghua\.edu\.cn|ustc\.edu\.cn|aliyun\.com|douban\.com|huaweicloud\.com|tencent\.com|bfsu\.edu\.cn|sjtu\.edu\.cn)(?::\d+)?(?:[/?#]|$)/i;

/**
 * Commands that put a folder of the project where the public reads it: a deploy script, a static host's CLI, an image
 * pushed. A secret copied into the tree before one of them is published with it.
 */
const DEPLOYS =
  /^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:deploy|publish|release)[\w:-]*|(?:vercel|netlify|surge|firebase)\b(?:\s+deploy\b|\s+--prod\b|$)|wrangler\s+(?:pages\s+)?(?:deploy|publish)\b|npx\s+(?:gh-pages|surge|vercel|netlify-cli)\b|(?:docker|podman)\s+push\b)/;
/** An image built from the home folder (`docker build … ~`, `-f- $HOME`): every key and token there goes into it. */
const HOME_CONTEXT =
  /\b(?:docker|podman|buildah)\s+(?:buildx\s+)?build\b[^;&|\n]{0,300}?\s(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[\w.-]{1,32})\/?(?=\s|$|;|&|\|)/;

/** Hits for a package install from an untrusted registry, a registry rewrite, a push or an archive of the tree sent out. */
export function supplyChainHits(s: Stage, src: string, hits: Hit[], targets: Word[]): void {
  const { cmd, name, argv, text } = s;
  // supply chain: packages from a registry that is not the public one
  const reg = /(?:--registry|--index-url|--extra-index-url|-i|registry)(?:=|\s{1,3})(\S{1,200})/i.exec(text);
  // `python3 -m pip …` is pip: its words after the module name are pip's
  const pipModule = /^python[\d.]*$/.test(name) && argv[1]?.text === "-m" && /^pip3?$/.test(argv[2]?.text ?? "");
  if (
    (name === "npm" ||
      name === "pnpm" ||
      name === "yarn" ||
      name === "pip" ||
      name === "pip3" ||
      pipModule ||
      name === "bun" ||
      name === "uv") &&
    reg &&
    // questions to a registry fetch no code: npm whoami/view/search/ping/login, pip index versions, config reads
    !/^(?:whoami|view|v|info|show|search|s|find|ping|login|adduser|logout|owner|access|dist-tag|config|get|index|download-stats|token|profile|audit|outdated|ls|list)$/.test(
      argv.slice(pipModule ? 3 : 1).find((w) => !w.text.startsWith("-") && w.text !== reg[1])?.text ?? "",
    )
  ) {
    const url = reg[1].replace(/^["']|["']$/g, "");
    if (
      /^https?:\/\//i.test(url) &&
      !LOCAL_URL.test(url) &&
      !/^https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|npm\.pkg\.github\.com)/i.test(
        url,
      )
    ) {
      // a package from that registry run in the same command (pip install -i URL pkg && python -m pkg): its code runs
      const ran = ranInstalled(s, src, reg[1]);
      // the public registry or a public mirror of it (what release scripts in China switch to and back), even over
      // plain http, is the same packages: evidence, unless its TLS checks are switched off
      const mirror = PUBLIC_MIRROR.test(url);
      hits.push(
        hit(
          "bash.untrusted-registry",
          "bash_supply_chain",
          mirror
            ? TLS_OFF.test(text)
              ? 0.86
              : 0.45
            : /^http:|\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url)
              ? 0.9
              : ran || TLS_OFF.test(text)
                ? 0.86
                : 0.45,
          cmd.start,
          cmd.end,
          ran ? `${ran} installed from ${url} and run in the same command` : undefined,
        ),
      );
    }
  }
  // a package one slip away from a popular one (reqeusts, lodahs): what a squatter publishes and a typo installs. Alone
  // it warns (real packages sit one slip from popular ones too: pyaml); from a registry that is not the public one, or
  // with its TLS checks off (--trusted-host), it blocks
  const installs = installedPackages(argv.map((w) => w.text));
  for (const pkg of installs?.names ?? []) {
    const of = installs ? typosquatOf(pkg, installs.registry) : null;
    if (of) {
      const elsewhere = hits.some((h) => h.rule === "bash.untrusted-registry") || /--trusted-host\b/.test(text);
      const weight = elsewhere ? 0.86 : 0.72;
      hits.push(
        hit("bash.typosquat", "bash_supply_chain", weight, cmd.start, cmd.end, `${pkg} is one slip from ${of}`),
      );
      break;
    }
  }
  if (name === "npm" && /ignore-scripts\s{1,3}false/i.test(text))
    hits.push(hit("bash.enable-install-scripts", "bash_supply_chain", 0.6, cmd.start, cmd.end));
  if (
    (name === "sed" || name === "echo" || name === "printf" || name === "tee") &&
    /registry\s{0,2}=\s{0,2}https?:\/\//i.test(text) &&
    targets.some((t) => /\.npmrc|\.yarnrc|pip\.conf|\.pypirc/i.test(t.text))
  ) {
    // a scoped registry (`@acme:registry=`) serves only the org's own packages, as npm documents for private ones; the
    // default registry serves every dependency, so whoever holds that host serves all the code (loopback is the user's)
    const url = /(@[\w-]{1,64}:)?registry\s{0,2}=\s{0,2}(https?:\/\/[^\s"'\\]{1,200})/i.exec(text);
    const raw =
      !LOCAL_URL.test(url?.[2] ?? "") &&
      (!url?.[1] || /^http:|^https?:\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url?.[2] ?? "") || TLS_OFF.test(src));
    hits.push(hit("bash.registry-rewrite", "bash_supply_chain", raw ? 0.88 : 0.45, cmd.start, cmd.end));
  }
  // pushing the repository to a remote added on the spot: all of it, or after force-adding a secret file
  if (name === "git" && argv[1]?.text === "push") {
    const remote = argv.slice(2).find((w) => !w.text.startsWith("-"))?.text;
    const added =
      remote &&
      remote !== "origin" &&
      remote !== "upstream" &&
      new RegExp(String.raw`git\s+remote\s+add\s+${remote.replace(/[^\w-]/g, "")}\s`).test(src);
    const secret = SECRET_ADD.exec(src);
    if (added && argv.some((w) => w.text === "--all" || w.text === "--mirror"))
      hits.push(hit("bash.push-to-new-remote", "bash_exfil", 0.88, cmd.start, cmd.end));
    else if (added && secret)
      hits.push(
        hit(
          "bash.push-to-new-remote",
          "bash_exfil",
          0.9,
          cmd.start,
          cmd.end,
          `\`${secret[0].trim()}\` → git push to the new remote ${remote}`,
        ),
      );
  }
  // a secret copied into what is then published (npm publish of a staged folder, a gist, a release, a push)
  const publishes =
    (/^(?:npm|pnpm|yarn|cargo)$/.test(name) && argv.some((w) => w.text === "publish")) ||
    (name === "twine" && argv[1]?.text === "upload") ||
    (name === "gem" && argv[1]?.text === "push") ||
    (name === "gh" && /^(?:gist|release)$/.test(argv[1]?.text ?? "")) ||
    (name === "git" && argv[1]?.text === "push") ||
    DEPLOYS.test(argv.map((w) => w.text).join(" "));
  if (publishes) {
    const staged =
      stagedSecret(src) ??
      addedEnvDump(src) ??
      (/^(?:docker|podman)$/.test(name) ? (HOME_CONTEXT.exec(src)?.[0] ?? null) : null);
    if (staged)
      hits.push(
        hit(
          "bash.exfil-publish",
          "bash_exfil",
          0.9,
          cmd.start,
          cmd.end,
          `\`${staged}\` → ${name} ${argv[1]?.text ?? ""}`,
        ),
      );
  }
  // a package installed or run straight from a bare-IP or plain-http URL: its install hooks or its code run
  // (`npm set registry http://…`, `yarn config set …`: a setting written, nothing installed; the registry is judged above)
  if (
    /^(?:pip|pip3|pipx|uv|npm|pnpm|yarn|bun|npx|gem|cargo|go|deno)$/.test(name) &&
    !(/^(?:npm|pnpm|yarn)$/.test(name) && /^(?:set|get|config|c)$/.test(argv[1]?.text ?? ""))
  ) {
    const url = argv.slice(1).find(
      (w, i, rest) =>
        /^(?:git\+)?https?:\/\//i.test(w.text) &&
        untrustedUrl(w.text.replace(/^git\+/, "")) &&
        // (the value of `--registry URL`: where packages come from, judged above, not a package)
        !/^(?:--registry|-i|--index-url|--extra-index-url)$/.test(rest[i - 1]?.text ?? ""),
    );
    if (url && !LOCAL_URL.test(url.text))
      hits.push(
        hit(
          "bash.install-from-url",
          "bash_supply_chain",
          0.86,
          cmd.start,
          cmd.end,
          `${name} installs ${url.text} (its install hooks run)`,
        ),
      );
  }
  // npx/bunx/dlx/uvx/pipx run of a package named by a URL (not the registry, not GitHub): fetched and run at once; so
  // does every runtime that takes a script by URL (deno run/install/compile/serve URL, uv run URL, jbang URL)
  const runner =
    name === "npx" || name === "bunx" || name === "uvx" || name === "jbang"
      ? 1
      : (/^(?:pnpm|yarn)$/.test(name) && argv[1]?.text === "dlx") ||
          (name === "pipx" && argv[1]?.text === "run") ||
          (name === "npm" && argv[1]?.text === "exec") ||
          (name === "uv" && argv[1]?.text === "run") ||
          (name === "bun" && argv[1]?.text === "run") ||
          (name === "deno" && /^(?:run|install|compile|serve|test|bench|x)$/.test(argv[1]?.text ?? ""))
        ? 2
        : name === "deno"
          ? 1
          : 0;
  if (runner > 0) {
    // (the first operand, past the values of a runtime's options: `deno install -n NAME URL`, `uv run --with PKG URL`)
    const target =
      argv
        .slice(runner)
        .find((w, i, a) => !w.text.startsWith("-") && !(i > 0 && RUNTIME_VALUE_OPT.test(a[i - 1]?.text ?? "")))?.text ??
      "";
    if (
      /^(?:git\+)?https?:\/\//i.test(target) &&
      !LOCAL_URL.test(target) &&
      // (a GitHub repository by URL is the same unreviewed code as `npx github:owner/repo`, which blocks: no exception)
      !/^(?:git\+)?https:\/\/(?:registry\.npmjs\.org|pypi\.org|files\.pythonhosted\.org|deno\.land|jsr\.io|esm\.sh)\//i.test(
        target,
      )
    )
      hits.push(
        hit(
          "bash.run-from-url",
          "bash_remote_exec",
          0.86,
          cmd.start,
          cmd.end,
          `${name} runs a package fetched from ${target}`,
        ),
      );
  }
  // an archive of the working tree or home uploaded in the same command line
  // (`-C ~` is where tar goes; its members say whether home is what leaves: archive-home-members.ts)
  const archived = name === "zip" || name === "tar" || name === "7z" ? archiveDirs(argv.map((w) => w.text)) : null;
  if (
    archived !== null &&
    (archived.homeMember ||
      /(?:\s\.(?:\s|$)|\s~\/?(?:\s|$)|\$home|\s\/home|\s~\/\.(?:config|local\/share)\/?(?:\s|$))/.test(
        ` ${archived.rest} `,
      )) &&
    scriptHas(src, UPLOADER) &&
    // `tar -czf site.tgz -C public .`: the `.` is the project folder named by -C (its build output), not the tree
    !/\s-C\s+["']?(?![/~$.])[\w-][\w./-]*["']?\s+\.(?:\s|$)/.test(`${text} `) &&
    // uploaded only to this machine (a local artifact server, a test fixture): nothing leaves it
    !onlyLoopback(src)
  ) {
    hits.push(hit("bash.exfil-archive", "bash_exfil", 0.9, cmd.start, cmd.end));
  }
}

/** Every URL or host address the script names is this machine's (and it names one). */
function onlyLoopback(src: string): boolean {
  const urls = src.match(/\b(?:https?|ftp):\/\/[^\s"'`|;)]{1,300}|@[\w.-]+:/gi) ?? [];
  return urls.length > 0 && urls.every((u) => LOCAL_URL.test(u));
}

/** Options of deno/uv/bun/jbang that take the next word as their value (it is not the script). */
const RUNTIME_VALUE_OPT =
  /^(?:-n|--name|-c|--config|--import-map|--lock|--cert|--location|-o|--output|--root|--with|--from|--python|--index|--env-file|--deps)$/;

/** The package an install from `registry` put on the machine that the script then runs (python -m X, npx X, X), or null. */
function ranInstalled(s: Stage, src: string, registry: string): string | null {
  const names = s.argv
    .slice(2)
    .map((w) => w.text)
    .filter((t) => !t.startsWith("-") && t !== registry && /^[A-Za-z][\w.-]{1,60}$/.test(t))
    .map((t) => t.replace(/[<>=~!].*$/, ""));
  const after = src.slice(s.cmd.end);
  for (const n of names) {
    const forms = [n, n.replace(/-/g, "_")].map((x) => x.replace(/[.]/g, "\\."));
    if (
      new RegExp(
        String.raw`(?:^|[;&|(\s])(?:python3?\s{1,3}-m\s{1,3}|npx\s{1,3}|pnpm\s{1,3}exec\s{1,3}|yarn\s{1,3})?(?:${forms.join("|")})(?:\s|$|[;&|)])`,
      ).test(after)
    )
      return n;
  }
  return null;
}
