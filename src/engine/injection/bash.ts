// The bash-aware layer: secrets sent to the network, fetch-and-run, reverse shells, persistence, agent-file writes.

import type { Hit } from "./types.ts";
import { agentDirective, agentFileHit, isAgentFile } from "./agent-file.ts";
import { codeFacts } from "./code-scan.ts";
import { codeProgramHits, flowHits, hostOf, staticOutput } from "./shell-flow.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import { parseShell, type Word } from "./shell-parse.ts";
import { base, HOOK_FILE, RC_FILE, scriptHas, stagesOf, type Stage } from "./shell-words.ts";

const NET = new Set(["curl", "wget", "nc", "ncat", "netcat", "socat", "telnet", "ftp", "sftp", "scp", "rsync", "http", "https", "xh", "aria2c", "openssl", "lwp-request", "invoke-webrequest", "iwr", "invoke-restmethod", "irm"]);
const DNS = new Set(["nslookup", "dig", "host", "ping", "drill", "resolvectl"]);
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "fish", "ash", "busybox", "python", "python2", "python3", "perl", "ruby", "node", "php", "pwsh", "powershell", "iex", "deno", "bun"]);
const CODE_RUNNERS = new Set(["python", "python2", "python3", "node", "perl", "ruby", "php", "deno", "bun", "pwsh", "powershell", "osascript"]);
const INSTALLER_HOSTS = /^https?:\/\/(?:sh\.rustup\.rs|get\.docker\.com|raw\.githubusercontent\.com|github\.com|deb\.nodesource\.com|rpm\.nodesource\.com|install\.python-poetry\.org|bun\.sh|deno\.land|get\.pnpm\.io|astral\.sh|brew\.sh|get\.helm\.sh|ohmyz\.sh|sdkman\.io|get\.sdkman\.io|nixos\.org|install\.determinate\.systems|tailscale\.com|pkgx\.sh|mise\.run|starship\.rs|fnm\.vercel\.app|cli\.github\.com|packages\.microsoft\.com)(?:\/|$)/i;

const SENSITIVE_PATH = /(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.(?:ssh|gnupg|aws|azure|kube|docker|config\/gh|config\/gcloud|netrc|npmrc|pypirc|pgpass|git-credentials|bash_history|zsh_history|password-store|vault-token)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|[\s/"'=@:(<])\.env(?:\.[a-z]{1,12})?(?=$|[\s"'|;)&<>])|\/etc\/(?:shadow|sudoers|gshadow|passwd)\b|\.aws\/credentials|hosts\.yml|\.git-credentials|\.npmrc|\.pypirc|\.netrc|\.pgpass|credentials\.json|service[-_]account[^\s]{0,40}\.json|\bkeychain\b|\/proc\/[^\s/]{1,10}\/environ|\.kube\/config|\.docker\/config\.json|\b(?:bash|zsh)_history\b/i;
const SENSITIVE_VAR = /\$\{?[A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL|SESSION|COOKIE|AUTH)[A-Z0-9_]{0,40}\}?/;
const ENV_INLINE = /\$\(\s{0,3}(?:env|printenv|set|export -p)\b|process\.env\b|os\.environ\b|\bENV\.to_h\b|%ENV\b|getenv\(\)|\bgh auth token\b|\bgh secret\b|actions\/secrets|\bhistory\b/;
const URL_RE = /\b(?:https?|ftp|wss?):\/\/[^\s"'`|;)]{1,300}/i;
const RAW_IP_URL = /^(?:https?|ftp):\/\/(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?(?:\/|$)/i;
const LOCAL_URL = /^(?:https?|ftp):\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\])(?::\d+)?(?:\/|$)/i;
const AUTH_KEYS = /authorized_keys2?$/i;

function hit(rule: string, category: Hit["category"], weight: number, start: number, end: number, detail?: string): Hit {
  return detail ? { rule, category, weight, start, end, detail } : { rule, category, weight, start, end };
}

function isNetwork(s: Stage): boolean {
  if (NET.has(s.name)) return true;
  if (CODE_RUNNERS.has(s.name)) return /\b(?:urlopen|urllib|requests\.|http\.client|socket|fetch\(|https?\.request|net\.connect|lwp|io::socket|fsockopen|curl_exec|invoke-webrequest|net\.webclient)/i.test(s.text);
  return /\/dev\/(?:tcp|udp)\//.test(s.text);
}

const SECRET_TOOLS = /^(?:git\s+config\s+.*\bcredential|security\s+(?:find-(?:generic|internet)-password|dump-keychain)|git\s+credential(?:-\w+)?\s+(?:fill|get)|aws\s+(?:configure\s+(?:get|export-credentials)|sts\s+get-session-token|ecr\s+get-login-password)|gpg\s+.*--export-secret|op\s+(?:read|item\s+get)|vault\s+(?:kv\s+get|read)|pass\s+show|gcloud\s+auth\s+print-access-token|az\s+account\s+get-access-token|kubectl\s+get\s+secrets?|secret-tool\s+lookup|keyctl\s+print|doppler\s+secrets)/;

const secretMemo = new WeakMap<Stage, boolean>();

/** True when the command reads the environment, credentials, keys or history (memoised: several analyses ask). */
export function readsSecrets(s: Stage): boolean {
  let v = secretMemo.get(s);
  if (v === undefined) secretMemo.set(s, (v = readsSecretsOnce(s)));
  return v;
}

function readsSecretsOnce(s: Stage): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  if ((s.name === "env" || s.name === "printenv") && (args.length === 0 || /^-0$|^--null$/.test(args[0]) || SENSITIVE_NAME.test(args[0]))) return true;
  if ((s.name === "set" || s.name === "declare" || s.name === "typeset") && (args.length === 0 || /^-[px]$/.test(args[0]))) return true;
  if (s.name === "compgen" && args.some((a) => a === "-e" || a === "-v")) return true;
  if (s.name === "export" && args.includes("-p")) return true;
  if (s.name === "gh" && /\b(?:secret|auth\s+token)\b|actions\/secrets/.test(s.text)) return true;
  if (s.name === "history") return true;
  if (SECRET_TOOLS.test(s.argv.map((w) => w.text).join(" "))) return true;
  // echo "$AWS_SECRET_ACCESS_KEY" | …: a secret variable printed into the pipeline
  if ((s.name === "echo" || s.name === "printf" || s.name === "cat") && SENSITIVE_VAR.test(s.text)) return true;
  for (const r of s.cmd.redirects) if (r.op === "<" && SENSITIVE_PATH.test(r.target.text)) return true;
  return SENSITIVE_PATH.test(s.text) || ENV_INLINE.test(s.text);
}

const SENSITIVE_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL/;
const LOCAL_ONLY = new Set(["ssh-keygen", "ssh-add", "ssh-copy-id", "chmod", "chown", "ls", "stat", "git", "gpg", "cat", "echo", "printf", "cp", "mv", "ln", "mkdir", "rm", "touch", "grep", "sed", "awk", "head", "tail", "less", "test", "[", "source", ".", "export", "vi", "vim", "nano", "code", "diff"]);
const SINK_AFTER_SOURCE = new Set(["ssh", "sendmail", "mail", "mutt", "smbclient", "tftp", "rclone", "gsutil", "aws", "s3cmd", "ztcp"]);

/** The argument words of a network command that carry data out (not headers, not the URL host part). */
function outboundData(s: Stage): string {
  const parts: string[] = [];
  const a = s.argv;
  for (let i = 1; i < a.length; i++) {
    const t = a[i].text;
    if (t === "-H" || t === "--header" || t === "-A" || t === "--user-agent" || t === "-u" || t === "--user" || t === "-o" || t === "-O" || t === "--output") {
      i++;
      continue;
    }
    if (/^--(?:header|user|output)=/.test(t)) continue;
    parts.push(t);
  }
  return parts.join(" ");
}

const REPLY_FD = /[<>]&\s{0,2}\$REPLY/;
const NOPASSWD = /\bNOPASSWD\s{0,3}:/;
const PUBKEY = /\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-\S+)\s+AAAA/;
const UPLOADER = /\b(?:curl|wget|nc|scp|rsync)\b[^\n]{0,200}(?:-F|-T|--upload|--data|@|:)/;
const SYSTEM_FILE = /(?:^|["'\s=])\/(?:etc|root|proc|sys|var\/log|boot)\//;
const IP_URL = /(?:https?|ftp):\/\/(?:\d{1,3}\.){3}\d{1,3}/;
const LOOPBACK_URL = /(?:https?|ftp):\/\/(?:127\.|0\.0\.0\.0)/;

/** The script names a system file and a bare-IP URL. */
function systemFileToIp(src: string): boolean {
  return scriptHas(src, SYSTEM_FILE) && scriptHas(src, IP_URL) && !scriptHas(src, LOOPBACK_URL);
}

function scanPipeline(stages: Stage[], src: string, hits: Hit[]): void {
  // an interactive shell whose input or output is a network tool: mkfifo/nc, telnet | sh | telnet
  const shellAt = stages.findIndex((s) => SHELLS.has(s.name) && !CODE_RUNNERS.has(s.name) && !s.argv.slice(1).some((w) => !w.text.startsWith("-") || w.text === "-c"));
  if (shellAt >= 0 && stages.some((s, k) => k !== shellAt && (s.name === "nc" || s.name === "ncat" || s.name === "netcat" || s.name === "telnet" || s.name === "socat" || (s.name === "openssl" && /s_client/.test(s.text))))) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.95, stages[0].cmd.start, stages[stages.length - 1].cmd.end, `${stages.map((s) => s.name).join(" | ")}: a shell wired to a network tool`));
  }
  let secretSource: Stage | null = null;
  const chain: string[] = [];
  let fetcher: Stage | null = null;
  let decoded = false;
  for (const s of stages) {
    const { cmd, name } = s;
    const at = (w?: Word): [number, number] => (w ? [w.start, w.end] : [cmd.start, cmd.end]);
    if (name === "") continue;
    // secrets read earlier in the pipeline and sent to the network here
    if ((isNetwork(s) || SINK_AFTER_SOURCE.has(name)) && secretSource) {
      const host = hostOf(s);
      const what = secretSource.name === "cat" || secretSource.name === "tar" ? secretSource.text.replace(/\s+/g, " ").slice(0, 60) : secretSource.name;
      hits.push(hit("bash.exfil-pipe", "bash_exfil", 0.95, secretSource.cmd.start, cmd.end, `\`${what}\` → ${[...chain, `${name}${host ? ` to ${host}` : ""}`].join(" → ")}`));
    } else if (secretSource) chain.push(name);
    if (isNetwork(s) || DNS.has(name)) {
      const data = outboundData(s);
      const [st, en] = at(s.argv[0]);
      const stdin = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
      const secret = SENSITIVE_PATH.exec(data)?.[0] ?? ENV_INLINE.exec(data)?.[0] ?? SENSITIVE_VAR.exec(data)?.[0] ?? stdin?.target.text;
      if (secret) {
        const host = hostOf(s);
        hits.push(hit("bash.exfil-args", "bash_exfil", 0.93, st, cmd.end, `${secret.trim()} → ${name}${host ? ` to ${host}` : ""}`));
      } else if (DNS.has(name) && /\$\(|`/.test(data)) {
        hits.push(hit("bash.exfil-dns", "bash_exfil", 0.9, st, cmd.end));
      } else if (NET.has(name) && /(?:^|\s)(?:(?:-F|--form|-T|--upload-file|--data-binary|-d|--data)(?:\s|=)?\S{0,3}@|--(?:post|body)-file(?:\s|=)\S)/.test(data)) {
        const url = URL_RE.exec(data)?.[0] ?? "";
        // a system file posted to a bare IP address is what exfiltration looks like; a file to an API is ordinary
        const system = systemFileToIp(src);
        if (!LOCAL_URL.test(url)) hits.push(hit("bash.upload-file", "bash_exfil", system ? 0.86 : 0.62, st, cmd.end, `file uploaded by ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`));
      }
    }
    // any other program given a remote host and a secret (finger "$(cat .env)"@host, lp /etc/shadow -h host, hping3 --file …)
    if (!isNetwork(s) && !DNS.has(name) && !LOCAL_ONLY.has(name)) {
      const data = s.argv.slice(1).filter((w, i, a) => !(i > 0 && /^-(?:i|f|C|k|-identity|F)$/.test(a[i - 1].text))).map((w) => w.text).join(" ");
      const secret = SENSITIVE_PATH.exec(data)?.[0] ?? /\$\(\s{0,3}(?:env|printenv|cat\s+[^)]{0,40}\.env)[^)]{0,40}\)/.exec(data)?.[0];
      const host = secret ? hostOf(s) : null;
      if (secret && host && (/^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || /@|(?:^|\s)-h\s|:\d{2,5}\b|\\\\/.test(data) || /\.(?:com|net|org|io|dev|xyz|ru|cn|site|online|top|example)$/i.test(host))) {
        hits.push(hit("bash.exfil-args", "bash_exfil", 0.9, cmd.start, cmd.end, `${secret.trim()} → ${name} to ${host}`));
      }
    }
    // fetch-and-run: a download piped (maybe through a decoder) into an interpreter
    if (fetcher && SHELLS.has(name) && !s.argv.some((w) => w.text === "-n" || w.text === "--version")) {
      const url = URL_RE.exec(fetcher.text)?.[0] ?? "";
      const trusted = INSTALLER_HOSTS.test(url) && !decoded;
      const weight = trusted ? 0.45 : RAW_IP_URL.test(url) || decoded || /^http:/i.test(url) || DNS.has(fetcher.name) ? 0.95 : 0.88;
      hits.push(hit("bash.pipe-to-shell", "bash_remote_exec", weight, fetcher.cmd.start, cmd.end));
    }
    if (NET.has(name) || (DNS.has(name) && /\btxt\b/i.test(s.text))) fetcher = fetcher ?? s;
    if (fetcher && (name === "base64" || name === "xxd" || name === "openssl" || name === "gunzip" || name === "rev")) decoded = true;
    if (readsSecrets(s) && !isNetwork(s)) secretSource = secretSource ?? s;
  }
}

function scanCommand(s: Stage, src: string, hits: Hit[], piped: string | null): void {
  const firstHit = hits.length;
  const { cmd, name, argv, text } = s;
  const lower = text.toLowerCase();
  // interpreters asked to run a download: bash -c "$(curl …)", eval "$(wget …)", source <(curl …)
  if ((SHELLS.has(name) || name === "eval" || name === "source" || name === ".") && /(?:\$\(|<\(|`)\s{0,3}(?:curl|wget|fetch|dig|nc)\b/.test(lower)) {
    const url = URL_RE.exec(text)?.[0] ?? "";
    hits.push(hit("bash.run-download", "bash_remote_exec", INSTALLER_HOSTS.test(url) ? 0.45 : 0.93, cmd.start, cmd.end));
  }
  // reverse shells
  if (/\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/\d{1,5}/.test(lower) && /(?:>&|<&|0>&1|>\s{0,2}\/dev\/tcp|exec\s{1,3}\d)/.test(lower)) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.96, cmd.start, cmd.end));
  } else if ((name === "nc" || name === "ncat" || name === "netcat") && argv.some((w, i) => (w.text === "-e" || w.text === "-c" || w.text === "--exec" || w.text === "--sh-exec") && /^(?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh\b|cmd(?:\.exe)?$|powershell/i.test(argv[i + 1]?.text ?? ""))) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.95, cmd.start, cmd.end));
  } else if (name === "socat" && /\bexec:|system:/.test(lower) && /\b(?:tcp[46]?(?:-connect|-listen|-l)?|openssl(?:-connect|-listen)?|udp[46]?(?:-connect|-listen)?)[:,]/.test(lower)) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end));
  } else if (name === "socket" && /(?:^|\s)-[a-z]*p/.test(lower) && /\/bin\/|\bsh\b|\bbash\b/.test(lower)) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end, "socket -p runs a shell for the network"));
  } else if (CODE_RUNNERS.has(name) && /socket/.test(lower) && /(?:dup2|subprocess|pty\.spawn|\/bin\/(?:ba)?sh|exec\()/.test(lower)) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end));
  }
  if (/\bztcp\b/.test(text) && scriptHas(src, REPLY_FD)) hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end, "zsh ztcp socket wired to a shell"));
  if ((name === "iex" || name === "invoke-expression" || /\b(?:iex|invoke-expression)\b/i.test(text)) && /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|net\.webclient|curl|wget)\b/i.test(text)) {
    hits.push(hit("bash.run-download", "bash_remote_exec", 0.93, cmd.start, cmd.end, "PowerShell runs a download (iex of a web request)"));
  }
  // code runners that read the whole environment and talk to the network in one breath
  if (CODE_RUNNERS.has(name) && /process\.env\b|os\.environ\b|%env\b|getenv/.test(lower) && isNetwork(s)) {
    hits.push(hit("bash.exfil-runtime", "bash_exfil", 0.93, cmd.start, cmd.end));
  }
  // find … -exec curl -F f=@{} …: every file found is uploaded
  if (name === "find") {
    const at = argv.findIndex((w) => w.text === "-exec" || w.text === "-execdir" || w.text === "-ok");
    const tool = at >= 0 ? base(argv[at + 1]?.text ?? "") : "";
    const rest = at >= 0 ? argv.slice(at + 1).map((w) => w.text).join(" ") : "";
    if ((NET.has(tool) || /\b(?:curl|wget|nc|ncat|scp|rsync)\s/.test(rest)) && /\{\}|"\$[1@]"|\$[1@]/.test(rest)) {
      const sensitive = /pem|key|id_rsa|id_ed25519|\.env|credential|secret|token|passw|\.ssh|wallet|\.kdbx/i.test(argv.slice(1, at).map((w) => w.text).join(" "));
      hits.push(hit("bash.exfil-find", "bash_exfil", sensitive ? 0.93 : 0.85, cmd.start, cmd.end));
    }
  }
  // persistence
  if (name === "crontab") {
    const args = argv.slice(1).map((w) => w.text);
    if (!args.some((a) => a === "-l" || a === "-e" || a === "-r" || a === "-i" || a === "-u" && false) && (args.length > 0 || cmd.stage > 0)) {
      hits.push(hit("bash.persist-crontab", "bash_persistence", 0.88, cmd.start, cmd.end));
    }
  }
  const targets: Word[] = [];
  for (const r of cmd.redirects) if (r.op.startsWith(">") || r.op === "&>" || r.op === "&>>") targets.push(r.target);
  if (name === "tee" || name === "cp" || name === "mv" || name === "install" || name === "ln" || name === "dd") {
    for (const w of argv.slice(1)) if (!w.text.startsWith("-")) targets.push(w);
  }
  if ((name === "sed" || name === "perl") && argv.some((w) => /^-[a-z]*i/.test(w.text))) targets.push(argv[argv.length - 1]);
  const payload = (cmd.stdin.map((w) => w.text).join("\n") + " " + text).toLowerCase();
  const carriesNetwork = /\b(?:curl|wget|nc|ncat|bash -i|base64|\/dev\/tcp|python3? -c|eval)\b|https?:\/\//.test(payload);
  for (const t of targets) {
    const p = t.text.replace(/^["']|["']$/g, "");
    if (AUTH_KEYS.test(p)) hits.push(hit("bash.persist-authorized-keys", "bash_persistence", 0.95, t.start, t.end));
    else if (HOOK_FILE.test(p)) hits.push(hit("bash.persist-git-hook", "bash_persistence", carriesNetwork ? 0.95 : 0.7, cmd.start, cmd.end));
    else if (RC_FILE.test(p)) hits.push(hit("bash.persist-rc-file", "bash_persistence", carriesNetwork ? 0.92 : 0.35, cmd.start, cmd.end));
    else if (isAgentFile(p)) hits.push(agentFileHit(p, writtenContent(s, t, piped), cmd.start, cmd.end, name));
    else if (/^\/etc\/(?:sudoers(?:\.d\/.*)?|passwd|shadow|group)$/.test(p)) hits.push(hit("bash.privilege-file", "bash_persistence", 0.93, cmd.start, cmd.end, `${name} writes ${p}`));
  }
  // text an agent will read later (commit messages, issues, PR bodies) that orders it to run something
  if ((name === "git" && argv[1]?.text === "commit") || (name === "gh" && /^(?:issue|pr)$/.test(argv[1]?.text ?? "") && /^(?:create|comment|edit|review)$/.test(argv[2]?.text ?? ""))) {
    const directive = agentDirective(argv.slice(2).map((w) => w.text).join(" "));
    if (directive) hits.push(hit("bash.agent-directive", "bash_agent_file", 0.84, cmd.start, cmd.end, `${name} ${argv[1].text} carries an order to the agent: ${directive}`));
  }
  if (/\/etc\/sudoers/.test(text) && scriptHas(src, NOPASSWD) && !/^(?:grep|egrep|rg|cat|less|head|tail|visudo|diff|ls|stat)$/.test(name)) {
    hits.push(hit("bash.privilege-sudoers", "bash_persistence", 0.93, cmd.start, cmd.end, `${name} writes a passwordless sudo rule`));
  } else if (/\bNOPASSWD\s{0,3}:/.test(text) && targets.length > 0) hits.push(hit("bash.privilege-sudoers", "bash_persistence", 0.93, cmd.start, cmd.end, "passwordless sudo rule written"));
  privilegeHits(s, hits);
  if (/authorized_keys/.test(text) && scriptHas(src, PUBKEY) && !/^(?:grep|rg|cat|less|head|tail|ssh-keygen|diff)$/.test(name) && !hits.slice(firstHit).some((h) => h.rule === "bash.persist-authorized-keys")) {
    hits.push(hit("bash.persist-authorized-keys", "bash_persistence", 0.93, cmd.start, cmd.end, `${name} adds a key to authorized_keys`));
  }
  // files owned by the system replaced with a shell (ln -fs /bin/sh /bin/ln, mount -o bind /bin/sh …)
  if ((name === "ln" || name === "mount" || name === "cp" || name === "mv" || name === "install") && /(?:^|\s)\/(?:usr\/)?(?:s?bin)\/(?:ba|da|z)?sh(?:\s|$)/.test(text) && argv.slice(1).some((w) => /^\/(?:usr\/)?s?bin\/(?!(?:ba|da|z)?sh$)/.test(w.text))) {
    hits.push(hit("bash.privilege-binary", "bash_persistence", 0.86, cmd.start, cmd.end, "a system binary replaced by a shell"));
  }
  if (SHELLS.has(name) && !CODE_RUNNERS.has(name) && argv.slice(1).some((w) => /^-[a-z]*p[a-z]*$/.test(w.text)) && name !== "busybox") {
    hits.push(hit("bash.privilege-shell", "bash_persistence", 0.85, cmd.start, cmd.end, `${name} -p keeps the effective user id (setuid shell)`));
  }
  if ((name === "getent" && /\bg?shadow\b/.test(text)) || (/\/etc\/g?shadow\b/.test(text) && /^(?:cat|head|tail|less|more|cp|base64|xxd|strings|tar|zip|openssl|grep|awk|sed|dd)$/.test(name))) {
    hits.push(hit("bash.read-shadow", "bash_exfil", 0.82, cmd.start, cmd.end, "reads the password hashes"));
  }
  if (name === "git" && argv[1]?.text === "config" && /core\.hookspath/i.test(text)) {
    const dir = argv[argv.length - 1].text;
    hits.push(hit("bash.persist-hookspath", "bash_persistence", /^(?:\/|~|\$HOME)/.test(dir) || argv.some((w) => w.text === "--global" || w.text === "--system") ? 0.85 : 0.45, cmd.start, cmd.end, `git hooks taken from ${dir}`));
  }
  if (name === "systemctl" && /--user/.test(text) && /\benable\b/.test(text) && carriesNetwork) hits.push(hit("bash.persist-systemd", "bash_persistence", 0.7, cmd.start, cmd.end));
  // supply chain: packages from a registry that is not the public one
  const reg = /(?:--registry|--index-url|--extra-index-url|-i|registry)(?:=|\s{1,3})(\S{1,200})/i.exec(text);
  if ((name === "npm" || name === "pnpm" || name === "yarn" || name === "pip" || name === "pip3" || name === "bun" || name === "uv") && reg) {
    const url = reg[1].replace(/^["']|["']$/g, "");
    if (/^https?:\/\//i.test(url) && !LOCAL_URL.test(url) && !/^https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|npm\.pkg\.github\.com)/i.test(url)) {
      hits.push(hit("bash.untrusted-registry", "bash_supply_chain", /^http:|\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url) ? 0.9 : 0.7, cmd.start, cmd.end));
    }
  }
  if (name === "npm" && /ignore-scripts\s{1,3}false/i.test(text)) hits.push(hit("bash.enable-install-scripts", "bash_supply_chain", 0.6, cmd.start, cmd.end));
  if ((name === "sed" || name === "echo" || name === "printf" || name === "tee") && /registry\s{0,2}=\s{0,2}https?:\/\//i.test(text) && targets.some((t) => /\.npmrc|\.yarnrc|pip\.conf|\.pypirc/i.test(t.text))) {
    hits.push(hit("bash.registry-rewrite", "bash_supply_chain", 0.88, cmd.start, cmd.end));
  }
  // pushing the repository to a remote added on the spot
  if (name === "git" && argv[1]?.text === "push" && argv.some((w) => w.text === "--all" || w.text === "--mirror")) {
    const remote = argv.slice(2).find((w) => !w.text.startsWith("-"))?.text;
    if (remote && remote !== "origin" && remote !== "upstream" && new RegExp(String.raw`git\s+remote\s+add\s+${remote.replace(/[^\w-]/g, "")}\s`).test(src)) {
      hits.push(hit("bash.push-to-new-remote", "bash_exfil", 0.88, cmd.start, cmd.end));
    }
  }
  // an archive of the working tree or home uploaded in the same command line
  if ((name === "zip" || name === "tar" || name === "7z") && /(?:\s\.(?:\s|$)|\s~\/?(?:\s|$)|\$home|\s\/home)/.test(text + " ") && scriptHas(src, UPLOADER)) {
    hits.push(hit("bash.exfil-archive", "bash_exfil", 0.9, cmd.start, cmd.end));
  }
}

/** What a command writes into `target`, when the text is visible in the command (echo, printf, heredoc, sed insert, a constant pipe). */
function writtenContent(s: Stage, target: Word, piped: string | null): string | null {
  const args = s.argv.slice(1).map((w) => w.text);
  const isRedirect = s.cmd.redirects.some((r) => r.target === target);
  if (isRedirect && s.name === "echo") return echoOutput(args);
  if (isRedirect && s.name === "printf") return printfOutput(args);
  if (s.cmd.stdin.length > 0 && (s.name === "cat" || s.name === "tee")) return s.cmd.stdin.map((w) => w.text).join("\n");
  if (s.name === "sed" || s.name === "perl") return args.filter((a) => !a.startsWith("-") && a !== target.text).join(" ");
  if (piped !== null && (s.name === "tee" || s.name === "cat" || s.name === "dd" || s.name === "base64")) return piped;
  return null;
}

const PRIV_GROUPS = /^(?:sudo|wheel|root|admin|adm|docker|disk|shadow|lxd)$/;

/** Privilege changes: setuid bits, capabilities, admin groups, password changes by script. */
function privilegeHits(s: Stage, hits: Hit[]): void {
  const { cmd, name, argv } = s;
  const args = argv.slice(1).map((w) => w.text);
  if (name === "install" && /(?:^|\s)-m\s{0,2}[2467][0-7]{3}\b/.test(s.text)) {
    hits.push(hit("bash.privilege-setuid", "bash_persistence", 0.88, cmd.start, cmd.end, "installed with a setuid/setgid mode"));
  } else if (name === "chmod" && args.some((a) => /^(?:[ugoa]*\+[rwx]*s[rwx]*|[2467][0-7]{3})$/.test(a))) {
    hits.push(hit("bash.privilege-setuid", "bash_persistence", 0.88, cmd.start, cmd.end, `setuid/setgid bit on ${args[args.length - 1]}`));
  } else if (name === "setcap" && /cap_(?:setuid|setgid|sys_admin|sys_ptrace|dac_override|dac_read_search|chown|fowner)/i.test(args.join(" "))) {
    hits.push(hit("bash.privilege-capability", "bash_persistence", 0.88, cmd.start, cmd.end, `capability on ${args[args.length - 1]}`));
  } else if ((name === "usermod" && args.some((a) => /^-[a-zA-Z]*G$/.test(a)) && args.some((a) => a.split(",").some((g) => PRIV_GROUPS.test(g)))) || ((name === "gpasswd" || name === "adduser" || name === "addgroup") && args.some((a) => PRIV_GROUPS.test(a)) && args.length >= 2)) {
    hits.push(hit("bash.privilege-group", "bash_persistence", 0.85, cmd.start, cmd.end, "user added to an admin group"));
  } else if (name === "chpasswd" || (name === "passwd" && (args.includes("--stdin") || cmd.stage > 0)) || (name === "useradd" && args.some((a) => a === "-o" || a === "-u0" || a === "0"))) {
    hits.push(hit("bash.privilege-account", "bash_persistence", 0.85, cmd.start, cmd.end, "account or password changed by script"));
  }
}

/** Nested scripts are followed this deep (bash -c "eval \"$(…)\"" …) and at most this often and this much per command. */
const MAX_NEST = 4;
const MAX_DERIVED_SCANS = 48;
const MAX_DERIVED_BYTES = 512 * 1024;

interface Budget {
  scans: number;
  bytes: number;
}

/** One level of analysis: pipelines, commands, and the derived scripts one level deeper. */
function analyse(src: string, depth: number, budget: Budget, views: Word[]): { hits: Hit[]; pipelines: Stage[][]; literals: Word[]; truncated: boolean } {
  const hits: Hit[] = [];
  const parsed = parseShell(src);
  const pipelines = stagesOf(parsed.commands, src);
  for (const stages of pipelines) {
    scanPipeline(stages, src, hits);
    stages.forEach((s, k) => {
      if (s.name !== "") scanCommand(s, src, hits, k > 0 ? (staticOutput(stages.slice(0, k))?.text ?? null) : null);
    });
  }
  // a derived script's hits land on the span it came from, its flow prefixed with how it was derived
  const lift = (inner: Hit[], start: number, end: number, label: string): Hit[] =>
    inner.map((h) => ({ ...h, start, end, detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}` }));
  const rescan = (text: string, start: number, end: number, label: string): Hit[] => {
    if (text.trim() === "") return [];
    // fail closed: shells nested past the cap are not read, and nobody nests them that deep for honest work
    if (depth >= MAX_NEST) return /\b(?:ba|z|da|k)?sh\s{1,3}-[a-z]*c|\beval\b|\|\s{0,3}(?:ba|z|da)?sh\b/.test(text) ? [hit("bash.nesting-too-deep", "bash_remote_exec", 0.85, start, end, `${label}: shells nested deeper than ${MAX_NEST} levels`)] : [];
    if (budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES) return [hit("bash.derived-budget", "bash_remote_exec", 0.5, start, end, `${label}: more derived scripts than the layer reads`)];
    budget.scans++;
    budget.bytes += text.length;
    return lift(analyse(text, depth + 1, budget, []).hits, start, end, label);
  };
  const code = (text: string, lang: string, start: number, end: number, label: string): Hit[] => {
    if (depth >= MAX_NEST || budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES) return [];
    budget.scans++;
    budget.bytes += text.length;
    return codeProgramHits(text, lang, start, end, label, rescan);
  };
  hits.push(...flowHits(src, parsed, pipelines, { depth, rescan, code, views, readsSecrets }));
  return { hits, pipelines, literals: parsed.literals, truncated: parsed.truncated };
}

/** Code an agent runs (codemode scripts, a program text): its facts and the shell strings it runs. Never throws. */
export function scanProgram(code: string, lang: string): Hit[] {
  const budget: Budget = { scans: 0, bytes: 0 };
  const rescan = (text: string, start: number, end: number, label: string): Hit[] => {
    if (budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES) return [];
    budget.scans++;
    budget.bytes += text.length;
    return analyse(text, 1, budget, []).hits.map((h) => ({ ...h, start, end, detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}` }));
  };
  return codeProgramHits(code, lang, 0, code.length, lang, rescan);
}

/**
 * Hits of the shell layer for tool inputs that are not bash commands: a program (codemode scripts) read as code,
 * its string literals as shell commands; a text written into an agent file judged like `echo … >> AGENTS.md`.
 */
export function toolInputHits(text: string, options: { agentFile?: string; code?: string }): Hit[] {
  const hits: Hit[] = [];
  if (options.code !== undefined) {
    const code = text.length > MAX_DERIVED_BYTES ? text.slice(0, MAX_DERIVED_BYTES) : text;
    hits.push(...scanProgram(code, options.code));
    const budget: Budget = { scans: 0, bytes: 0 };
    for (const s of codeFacts(code, options.code).strings) {
      if (budget.scans >= MAX_DERIVED_SCANS || !/\s/.test(s)) continue;
      budget.scans++;
      for (const h of analyse(s, 1, budget, []).hits) hits.push({ ...h, start: 0, end: text.length, detail: `string in the ${options.code} program: ${h.detail ?? h.rule}` });
    }
  }
  if (options.agentFile !== undefined) {
    const h = agentFileHit(options.agentFile, text, 0, text.length, "write");
    if (h.weight >= 0.5) hits.push(h);
  }
  return hits;
}

const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "git-grep", "awk", "find", "locate", "fzf"]);

/**
 * Hits of the bash layer, plus the spans of search patterns (`grep 'ignore previous' src/`): looking for an attack
 * string is not carrying one, so the prose rules skip them.
 */
export function scanBash(src: string): { hits: Hit[]; literals: Word[]; searchSpans: [number, number][]; unquoted: Word[] } {
  const searchSpans: [number, number][] = [];
  // arguments whose quoting changes their text ('I'\''m …') and decoded scripts: the prose rules read them too
  const unquoted: Word[] = [];
  const { hits, pipelines, literals, truncated } = analyse(src, 0, { scans: 0, bytes: 0 }, unquoted);
  if (truncated) hits.push(hit("bash.too-many-commands", "bash_remote_exec", 0.45, 0, src.length));
  for (const stages of pipelines) {
    for (const s of stages) {
      if (s.name === "") continue;
      const isGitGrep = s.name === "git" && s.argv[1]?.text === "grep";
      if (SEARCHERS.has(s.name) || isGitGrep) {
        for (const w of s.argv.slice(1)) searchSpans.push([w.start, w.end]);
        continue;
      }
      for (const w of s.argv.slice(1)) {
        if (unquoted.length < 64 && w.text.length >= 12 && w.text.includes(" ") && src.slice(w.start, w.end) !== w.text) unquoted.push(w);
      }
    }
  }
  if (unquoted.length > 64) unquoted.length = 64;
  return { hits, literals, searchSpans, unquoted };
}
