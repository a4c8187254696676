// What the bash layer knows about commands: network tools, shells, secret paths and variables, and who reads secrets.

import type { Hit } from "./types.ts";
import { scriptHas, type Stage } from "./shell-words.ts";
import { HOME_TOOL_SECRET } from "./shell-secret-reads.ts";

export const NET = new Set([
  "curl",
  "wget",
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",
  "ftp",
  "sftp",
  "scp",
  "rsync",
  "http",
  "https",
  "xh",
  "aria2c",
  "openssl",
  "lwp-request",
  "lwp-download",
  "fetch",
  "axel",
  "invoke-webrequest",
  "iwr",
  "invoke-restmethod",
  "irm",
]);
// (getent hosts and kdig resolve a name as dig does: a name built from data leaks it to the name's zone)
export const DNS = new Set(["nslookup", "dig", "host", "ping", "drill", "resolvectl", "getent", "kdig", "delv"]);
export const SHELLS = new Set([
  "sh",
  "bash",
  "zsh",
  "dash",
  "ksh",
  "fish",
  "ash",
  "busybox",
  "python",
  "python2",
  "python3",
  "perl",
  "ruby",
  "node",
  "php",
  "pwsh",
  "powershell",
  "iex",
  "deno",
  "bun",
]);
export const CODE_RUNNERS = new Set([
  "python",
  "python2",
  "python3",
  "node",
  "perl",
  "ruby",
  "php",
  "deno",
  "bun",
  "pwsh",
  "powershell",
  "osascript",
]);
export const INSTALLER_HOSTS =
  /^https?:\/\/(?:sh\.rustup\.rs|get\.docker\.com|raw\.githubusercontent\.com|github\.com|deb\.nodesource\.com|rpm\.nodesource\.com|install\.python-poetry\.org|bun\.sh|deno\.land|get\.pnpm\.io|astral\.sh|brew\.sh|get\.helm\.sh|ohmyz\.sh|sdkman\.io|get\.sdkman\.io|nixos\.org|install\.determinate\.systems|tailscale\.com|pkgx\.sh|mise\.run|starship\.rs|fnm\.vercel\.app|cli\.github\.com|packages\.microsoft\.com)(?:\/|$)/i;

export const SENSITIVE_PATH =
  /(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.(?:ssh(?![^\s"'|;&)]{0,80}\.pub\b)(?!\/known_hosts)|gnupg|aws|azure|kube|docker|config\/(?:gh|hub|gcloud|glab-cli|doctl|rclone)|cargo\/credentials|gem\/credentials|terraform\.d\/credentials|netrc|npmrc|pypirc|pgpass|git-credentials|bash_history|zsh_history|password-store|vault-token)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\blogin data\b|\blogins\.json\b|\bkey[34]\.db\b|\bcookies\.sqlite\b|\/keychains\/|(?:^|[\s/"'=@:(<])\.env(?:\.[a-z]{1,12})?(?=$|[\s"'|;)&<>])|\/etc\/(?:shadow|sudoers|gshadow|passwd)\b|\.aws\/credentials|hosts\.yml|\.git-credentials|\.npmrc|\.pypirc|\.netrc|\.pgpass|credentials\.json|service[-_]account[^\s]{0,40}\.json|\bkeychain\b|\/proc\/[^\s/]{1,10}\/environ|\.kube\/config|\.docker\/config\.json|\b(?:bash|zsh)_history\b|\.local\/share\/keyrings\/|\.config\/(?:op|Bitwarden(?: CLI)?)\/|\.kdbx\b|\.terraformrc\b|\.m2\/settings\.xml|\.gradle\/gradle\.properties|\.composer\/auth\.json/i;
export const SENSITIVE_VAR =
  /\$\{?[A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL|SESSION|COOKIE|AUTH)[A-Z0-9_]{0,40}\}?/;
export const ENV_INLINE =
  /\$\(\s{0,3}(?:env|printenv|set|export -p|compgen -e|declare -x|cat \/proc\/self\/environ)\b|process\.env\b|os\.environ\b|\bENV\.to_h\b|%ENV\b|getenv\(\)|\bgh auth token\b|\bgh secret\b|actions\/secrets|\bhistory\b/;
export const URL_RE = /\b(?:https?|ftp|wss?):\/\/[^\s"'`|;)]{1,300}/i;
export const RAW_IP_URL = /^(?:https?|ftp):\/\/(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?(?:\/|$)/i;
export const LOCAL_URL =
  /^(?:https?|ftp):\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\])(?::\d+)?(?:\/|$)/i;
export const AUTH_KEYS = /authorized_keys2?$/i;

export function hit(
  rule: string,
  category: Hit["category"],
  weight: number,
  start: number,
  end: number,
  detail?: string,
): Hit {
  return detail ? { rule, category, weight, start, end, detail } : { rule, category, weight, start, end };
}

/** openssl talks to the network only through its client subcommands; dgst, enc, rand, req, x509 … work on local data */
const OPENSSL_NET = /\bopenssl\s+(?:s_client|s_time|ocsp)\b|\s-connect\s|\s-url\s/;

export function isNetwork(s: Stage): boolean {
  if (NET.has(s.name)) return s.name !== "openssl" || OPENSSL_NET.test(s.text);
  if (CODE_RUNNERS.has(s.name))
    return /\b(?:urlopen|urllib|requests\.|http\.client|socket|fetch\(|https?\.request|net\.connect|lwp|io::socket|fsockopen|curl_exec|invoke-webrequest|net\.webclient)/i.test(
      s.text,
    );
  return /\/dev\/(?:tcp|udp)\//.test(s.text);
}

export const SECRET_TOOLS =
  /^(?:git\s+config\s+.*\bcredential|security\s+(?:find-(?:generic|internet)-password|dump-keychain)|git\s+credential(?:-\w+)?\s+(?:fill|get)|aws\s+(?:configure\s+(?:get|export-credentials)|sts\s+get-session-token|ecr\s+get-login-password)|gpg\s+.*--export-secret|op\s+(?:read|item\s+get)|vault\s+(?:kv\s+get|read)|pass\s+show|gcloud\s+auth\s+print-access-token|az\s+account\s+get-access-token|kubectl\s+get\s+secrets?|secret-tool\s+lookup|keyctl\s+print|doppler\s+secrets)/;

export const secretMemo = new WeakMap<Stage, boolean>();

/** True when the command reads the environment, credentials, keys or history (memoised: several analyses ask). */
export function readsSecrets(s: Stage): boolean {
  let v = secretMemo.get(s);
  if (v === undefined) secretMemo.set(s, (v = readsSecretsOnce(s)));
  return v;
}

export function readsSecretsOnce(s: Stage): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  if (
    (s.name === "env" || s.name === "printenv") &&
    (args.length === 0 || /^-0$|^--null$/.test(args[0]) || SENSITIVE_NAME.test(args[0]))
  )
    return true;
  if (
    (s.name === "set" || s.name === "declare" || s.name === "typeset") &&
    (args.length === 0 || /^-[px]$/.test(args[0]))
  )
    return true;
  if (s.name === "compgen" && args.some((a) => a === "-e" || a === "-v")) return true;
  if (s.name === "export" && args.includes("-p")) return true;
  if (s.name === "gh" && /\b(?:secret|auth\s+token)\b|actions\/secrets/.test(s.text)) return true;
  if (s.name === "history") return true;
  // a container's environment: docker inspect …{{.Config.Env}}, docker exec/kubectl exec … env
  if (/^(?:docker|podman|nerdctl)$/.test(s.name) && args[0] === "inspect" && /\.Config\.Env|\.Env\b/.test(s.text))
    return true;
  if (
    /^(?:docker|podman|kubectl|oc)$/.test(s.name) &&
    args[0] === "exec" &&
    /^(?:env|printenv|set|export)$/.test(args[args.length - 1] ?? "")
  )
    return true;
  // jq's env builtin and $ENV print the whole environment
  if (s.name === "jq" && args.some((a) => a === "env" || /\$ENV\b|\benv\s*\|/.test(a))) return true;
  if (SECRET_TOOLS.test(s.argv.map((w) => w.text).join(" "))) return true;
  // echo "$AWS_SECRET_ACCESS_KEY" | …: a secret variable printed into the pipeline
  if ((s.name === "echo" || s.name === "printf" || s.name === "cat") && SENSITIVE_VAR.test(s.text)) return true;
  for (const r of s.cmd.redirects) if (r.op === "<" && SENSITIVE_PATH.test(r.target.text)) return true;
  return SENSITIVE_PATH.test(s.text) || ENV_INLINE.test(s.text) || HOME_TOOL_SECRET.test(s.text);
}

export const SENSITIVE_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL/;
export const LOCAL_ONLY = new Set([
  "ssh-keygen",
  "ssh-add",
  "ssh-copy-id",
  "chmod",
  "chown",
  "ls",
  "stat",
  "git",
  "gpg",
  "cat",
  "echo",
  "printf",
  "cp",
  "mv",
  "ln",
  "mkdir",
  "rm",
  "touch",
  "grep",
  "sed",
  "awk",
  "head",
  "tail",
  "less",
  "test",
  "[",
  "source",
  ".",
  "export",
  "vi",
  "vim",
  "nano",
  "code",
  "diff",
]);
export const SINK_AFTER_SOURCE = new Set([
  "ssh",
  "sendmail",
  "mail",
  "mutt",
  "smbclient",
  "tftp",
  "rclone",
  "gsutil",
  "aws",
  "s3cmd",
  "ztcp",
]);

/** Header, user-agent and user values of a network command (where an API token belongs, so only substitutions count). */
export function headerData(s: Stage): string {
  const parts: string[] = [];
  const a = s.argv;
  const httpie = HTTPIE.test(s.name);
  for (let i = 1; i < a.length; i++) {
    const t = a[i].text;
    if (AUTH_OPT.test(t) && a[i + 1]) parts.push(a[++i].text);
    else if (AUTH_OPT_EQ.test(t)) parts.push(t);
    // httpie/xh: --auth TOKEN, --auth=TOKEN and `Name:value` header items
    else if (httpie && /^(?:-a|--auth)$/.test(t) && a[i + 1]) parts.push(a[++i].text);
    else if (httpie && (t.startsWith("--auth=") || HTTPIE_HEADER.test(t))) parts.push(t);
  }
  return parts.join(" ");
}

/** Options whose value is a header, a login or a bearer token for the host called (credentials used as designed). */
const AUTH_OPT =
  /^(?:-H|--header|-A|--user-agent|-u|--user|-b|--cookie|-e|--referer|--oauth2-bearer|--proxy-user|--http-user|--http-password|--proxy-password|--password|--ftp-user|--ftp-password)$/;
const AUTH_OPT_EQ =
  /^--(?:header|user-agent|user|cookie|referer|oauth2-bearer|proxy-user|http-user|http-password|proxy-password|password|ftp-user|ftp-password)=/;
/** `--netrc-file F`: curl takes from F the one login of the host it calls; the file is read for the login, not sent. */
const LOGIN_SOURCE_OPT = /^--netrc-file$/;
/** An ssh identity given to the copier (`scp -i KEY`, `rsync -e "ssh -i KEY"`): a key used to log in, never sent. */
const SSH_COPIERS = /^(?:scp|sftp|rsync|sshfs|ssh)$/;
const IDENTITY = /(?:^|\s)(?:-i\s{1,3}|-o\s{0,3}IdentityFile=)\S+/g;

/** httpie and xh: their auth option and `Name:value` header items carry credentials to the host they call */
const HTTPIE = /^(?:https?|xhs?)$/;
const HTTPIE_HEADER = /^[A-Za-z][\w-]{0,60}:(?![=/])/;

/** The argument words of a network command that carry data out (not headers, not the URL host part). */
export function outboundData(s: Stage): string {
  const parts: string[] = [];
  const a = s.argv;
  // socket tools take addresses, not headers or users (socat -u is "one direction"): every argument carries data
  if (/^(?:socat|nc|ncat|netcat|telnet)$/.test(s.name))
    return a
      .slice(1)
      .map((w) => w.text)
      .join(" ");
  for (let i = 1; i < a.length; i++) {
    const t = a[i].text;
    if (
      t === "-H" ||
      t === "--header" ||
      t === "-A" ||
      t === "--user-agent" ||
      t === "-u" ||
      t === "--user" ||
      t === "-o" ||
      t === "-O" ||
      t === "--output" ||
      /^--(?:oauth2-bearer|proxy-user|http-user|http-password|proxy-password|password|ftp-user|ftp-password)$/.test(
        t,
      ) ||
      LOGIN_SOURCE_OPT.test(t) ||
      (SSH_COPIERS.test(s.name) && (t === "-i" || t === "--identity"))
    ) {
      i++;
      continue;
    }
    if (
      /^--(?:header|user|output|oauth2-bearer|proxy-user|http-user|http-password|proxy-password|password|ftp-user|ftp-password|netrc-file)=/.test(
        t,
      )
    )
      continue;
    if (SSH_COPIERS.test(s.name) && /^(?:-e|--rsh=?|-o)/.test(t)) {
      // the remote shell rsync runs (-e 'ssh -i KEY'), an ssh option (-o IdentityFile=KEY): keys used, not sent
      const v = t === "-e" || t === "--rsh" || t === "-o" ? (a[++i]?.text ?? "") : t;
      parts.push(v.replace(IDENTITY, " ").replace(/^IdentityFile=\S+/, ""));
      continue;
    }
    if (HTTPIE.test(s.name)) {
      if (/^(?:-a|--auth|--auth-type|-A)$/.test(t)) {
        i++;
        continue;
      }
      if (t.startsWith("--auth=") || t.startsWith("--auth-type=") || HTTPIE_HEADER.test(t)) continue;
    }
    parts.push(t);
  }
  return parts.join(" ");
}

export const REPLY_FD = /[<>]&\s{0,2}\$REPLY/;
export const NOPASSWD = /\bNOPASSWD\s{0,3}:/;
export const PUBKEY = /\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-\S+)\s+AAAA/;
export const UPLOADER =
  /\b(?:curl|wget|nc|scp|rsync)\b[^\n]{0,200}(?:-F|-T|--upload|--data|@|:)|\|\s{0,3}ssh\b[^\n|]{0,200}(?:cat\s{0,3}>|dd\s{1,3}of=|\btee\b)/;
export const SYSTEM_FILE = /(?:^|["'\s=])\/(?:etc|root|proc|sys|var\/log|boot)\//;
export const IP_URL = /(?:https?|ftp):\/\/(?:\d{1,3}\.){3}\d{1,3}/;
export const LOOPBACK_URL = /(?:https?|ftp):\/\/(?:127\.|0\.0\.0\.0)/;

/** The script names a system file and a bare-IP URL. */
export function systemFileToIp(src: string): boolean {
  return scriptHas(src, SYSTEM_FILE) && scriptHas(src, IP_URL) && !scriptHas(src, LOOPBACK_URL);
}
