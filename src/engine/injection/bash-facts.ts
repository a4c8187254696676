// What the bash layer knows about commands: network tools, shells, secret paths and variables, and who reads secrets.

import { CONTAINER_SECRET_PATH } from "./container-secrets68.ts";
import type { Hit } from "./types.ts";
import { scriptHas, type Stage } from "./shell-words.ts";
import { HOME_TOOL_SECRET } from "./shell-secret-reads.ts";
import { NET_SECRET_PATH } from "./net-secrets.ts";
import { BROWSER_SECRET_PATH } from "./workstation-secrets.ts";
import { OPS_SECRET_PATH, OPS_SECRET_TOOLS } from "./ops-secrets.ts";
import { ML_SECRET_PATH } from "./ml-secrets.ts";
import { RELEASE_SECRET_PATH, RELEASE_SECRET_TOOLS } from "./release-secrets.ts";
import { AGENT_SECRET_PATH } from "./agent-secrets.ts";
import { VCS_SECRET_PATH, VCS_SECRET_TOOLS } from "./vcs-secrets43.ts";
import { TEST_SECRET_PATH } from "./test-secrets44.ts";

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
export { INSTALLER_HOSTS, vendorInstallerUrl } from "./bash-vendors.ts";

const HOME_SENSITIVE_PATH =
  /(?:~|\$home|\$\{home\}|%h|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.(?:ssh(?![^\s"'|;&)]{0,80}\.pub\b)(?!\/known_hosts)|gnupg|aws|azure|kube|docker|config\/(?:gh|hub|gcloud|glab-cli|doctl|rclone)|cargo\/credentials|gem\/credentials|terraform\.d\/credentials|netrc|npmrc|pypirc|pgpass|git-credentials|bash_history|zsh_history|password-store(?![^\s"'|;&)]{0,80}\/\.gpg-id\b)|vault-token)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\blogin data\b|\blogins\.json\b|\bkey[34]\.db\b|\bcookies\.sqlite\b|\/keychains\/|(?:^|[\s/"'=@:(<])\.env(?:\.[a-z]{1,12})?(?=$|[\s"'|;)&<>])|\/etc\/(?:shadow|sudoers|gshadow|passwd)\b|\.aws\/credentials|hosts\.yml|\.git-credentials|\.npmrc|\.pypirc|\.netrc|\.pgpass|credentials\.json|service[-_]account[^\s]{0,40}\.json|\bkeychain\b|\/proc\/[^\s/]{1,10}\/environ|\.kube\/config|\.docker\/config\.json|\b(?:bash|zsh)_history\b|\.local\/share\/keyrings\/|\.config\/(?:op|Bitwarden(?: CLI)?)\/|\.kdbx\b|\.terraformrc\b|\.m2\/settings\.xml|\.gradle\/gradle\.properties|\.composer\/auth\.json|\bpypoetry\/auth\.toml\b/i;
// (and an operator's secrets outside home: ops-secrets.ts; ML tools' credential files: ml-secrets.ts; release and deploy
// tools' credentials: release-secrets.ts; network and data-store clients' logins: net-secrets.ts; the browser's signed-in
// state: workstation-secrets.ts; coding agents' own logins: agent-secrets.ts)
export const SENSITIVE_PATH = new RegExp(
  `${HOME_SENSITIVE_PATH.source}|${OPS_SECRET_PATH.source}|${ML_SECRET_PATH.source}|${RELEASE_SECRET_PATH.source}|${NET_SECRET_PATH.source}|${BROWSER_SECRET_PATH.source}|${AGENT_SECRET_PATH.source}|${CONTAINER_SECRET_PATH.source}|${VCS_SECRET_PATH.source}|${TEST_SECRET_PATH.source}`,
  "i",
);
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

/**
 * CLIs that print a credential they hold: keychains, secret stores, token helpers, docker's credential helpers (`get`
 * prints the secret), `gh auth status -t`, a kubeconfig printed `--raw` (its client keys and tokens, unless a template
 * picks out only the cluster's address or CA), a secret manager's value. Their output is a secret wherever it goes.
 */
export const SECRET_TOOLS =
  /^(?:docker-credential-[\w-]+\s+get\b|gh\s+auth\s+status\b.*\s(?:-t|--show-token)\b|kubectl\s+config\s+view\b(?!.*\s(?:-o|--output)[\s=]\S*(?:clusters|server|certificate-authority|contexts|current-context)).*\s--raw\b|aws\s+(?:secretsmanager\s+get-secret-value|ssm\s+get-parameters?\b.*--with-decryption)|gcloud\s+(?:auth\s+(?:application-default\s+)?print-(?:access|identity)-token|secrets\s+versions\s+access)|git\s+config\s+.*\bcredential|security\s+(?:find-(?:generic|internet)-password|dump-keychain)|git\s+credential(?:-\w+)?\s+(?:fill|get)|aws\s+(?:configure\s+(?:get|export-credentials)|sts\s+get-session-token|ecr\s+get-login-password)|gpg\s+.*--export-secret|op\s+(?:read|item\s+get)|vault\s+(?:kv\s+get|read)|pass\s+show|gcloud\s+auth\s+print-access-token|az\s+account\s+get-access-token|kubectl\s+get\s+secrets?|secret-tool\s+lookup|keyctl\s+print|doppler\s+secrets|bw\s+(?:export|get\s+(?:password|item|notes|totp))\b)/;

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
  // (`docker compose exec -T api printenv` and `docker-compose exec` run the same command in a service's container)
  if (
    (/^(?:docker|podman|kubectl|oc)$/.test(s.name) || s.name === "docker-compose") &&
    (args[0] === "exec" ||
      (s.name !== "docker-compose" && args[0] === "compose" && args[1] === "exec") ||
      (s.name === "docker-compose" && args[0] === "exec")) &&
    /^(?:env|printenv|set|export)$/.test(args[args.length - 1] ?? "")
  )
    return true;
  // jq's env builtin and $ENV print the whole environment
  if (s.name === "jq" && args.some((a) => a === "env" || /\$ENV\b|\benv\s*\|/.test(a))) return true;
  const line = s.argv.map((w) => w.text).join(" ");
  if (
    SECRET_TOOLS.test(line) ||
    OPS_SECRET_TOOLS.test(line) ||
    RELEASE_SECRET_TOOLS.test(line) ||
    VCS_SECRET_TOOLS.test(line)
  )
    return true;
  // echo "$AWS_SECRET_ACCESS_KEY" | …: a secret variable printed into the pipeline
  if ((s.name === "echo" || s.name === "printf" || s.name === "cat") && SENSITIVE_VAR.test(s.text)) return true;
  for (const r of s.cmd.redirects) if (r.op === "<" && SENSITIVE_PATH.test(r.target.text)) return true;
  if (archivedFromHome(s.name, args)) return true;
  return SENSITIVE_PATH.test(s.text) || ENV_INLINE.test(s.text) || HOME_TOOL_SECRET.test(s.text);
}

/**
 * An archiver told to work in the home folder (`tar -cz -C "$HOME" .ssh .gnupg`, `-C ~`, `--directory=/root`) or in
 * the root folder (`-C /`): each name after it is a path under that folder, so `.ssh` there is `~/.ssh`.
 */
export function archivedFromHome(name: string, args: string[]): boolean {
  if (name !== "tar" && name !== "bsdtar") return false;
  const at = args.findIndex((a) => a === "-C" || a === "--directory" || /^--directory=/.test(a));
  if (at < 0) return false;
  const dir = (/^--directory=(.*)$/.exec(args[at] as string)?.[1] ?? args[at + 1] ?? "").replace(/^["']|["']$/g, "");
  // (`tar -C / … etc/ssh/ssh_host_ed25519_key root/.ssh`: from the root folder each name is that absolute path)
  const base = /^\/+$/.test(dir)
    ? "/"
    : /^(?:~|\$\{?HOME\}?|\/root|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32})\/?$/.test(dir)
      ? "~/"
      : null;
  if (base === null) return false;
  return args
    .slice(at + 1)
    .some((a) => SENSITIVE_PATH.test(`${base}${a.replace(/^["']|["']$/g, "").replace(/^\.\//, "")}`));
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
  // peer relays and the other mail senders: what is piped into them leaves the machine (round 36)
  "wormhole",
  "magic-wormhole",
  "croc",
  "ffsend",
  "swaks",
  "msmtp",
  "s-nail",
  "mailx",
  "neomutt",
]);

export const REPLY_FD = /[<>]&\s{0,2}\$REPLY/;
export const NOPASSWD = /\bNOPASSWD\s{0,3}:/;
export const PUBKEY = /\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-\S+)\s+AAAA/;
/**
 * A command that sends data away: curl or wget with a send option, data from a file (`@file`), a write method or a
 * substitution as a query or option value (`?d=$(…)`; one naming the URL's path, `/v1/$(arch)`, fetches), up to the
 * end of its command; scp, rsync or nc to a `host:`; ssh fed into a remote write. A URL's own colon (`curl -fsSL
 * https://…/v1.tar.gz | tar -x`, `-H "Accept: …"`) is a download's, not a send.
 */
export const UPLOADER =
  /\b(?:curl|wget)\b(?:[^\n|;&]|&(?!&)){0,200}(?:\s-[FT]|\s-d(?=[\s"'@$])|--upload|--data|--form|--json|--post|--body|@|-X\s{0,3}["']?(?:POST|PUT|PATCH)|--request[\s=]{1,3}["']?(?:POST|PUT|PATCH)|--method=(?:POST|PUT)|[?&=]["']?(?:\$\(|`))|\b(?:nc|scp|rsync)\b[^\n]{0,200}(?:-F|-T|--upload|--data|@|:)|\|\s{0,3}ssh\b[^\n|]{0,200}(?:cat\s{0,3}>|dd\s{1,3}of=|\btee\b)/;
export const SYSTEM_FILE = /(?:^|["'\s=])\/(?:etc|root|proc|sys|var\/log|boot)\//;
export const IP_URL = /(?:https?|ftp):\/\/(?:\d{1,3}\.){3}\d{1,3}/;
export const LOOPBACK_URL = /(?:https?|ftp):\/\/(?:127\.|0\.0\.0\.0)/;

/** The script names a system file and a bare-IP URL. */
export function systemFileToIp(src: string): boolean {
  return scriptHas(src, SYSTEM_FILE) && scriptHas(src, IP_URL) && !scriptHas(src, LOOPBACK_URL);
}
