// What a network command sends and what it only logs in with: its data words versus its header, user and key options
// (split from bash-facts.ts, code unchanged).

import { cookieJarWords } from "./bash-cookie-jar.ts";
import type { Stage } from "./shell-words.ts";

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
/**
 * A client's own login file (`curl --netrc-file F`, `mysql --defaults-extra-file=F`, `nats --creds F`, `cloudflared
 * --cred-file F`): the client reads from F the login of the host it calls; the file is read for the login, not sent.
 */
export const LOGIN_SOURCE_OPT =
  /^--(?:netrc-file|defaults-file|defaults-extra-file|creds|cred-file|credentials-file|nkey|(?:src-|dest-)?authfile)$/;
export const LOGIN_SOURCE_EQ =
  /^--(?:netrc-file|defaults-file|defaults-extra-file|creds|cred-file|credentials-file|nkey|(?:src-|dest-)?authfile)=/;
/**
 * A file read whole into a client's own login option (`gitlab-runner register --token "$(cat ~/.config/x/runner-token)"`):
 * the token kept in a file of its own is that client's login, as a secret manager's read is; a file another tool keeps
 * (`--token "$(cat ~/.npmrc)"`) is judged as the credential it is by its path.
 */
export const FILE_READ_LOGIN =
  /^(?:--(?:password|pass|passwd|basic-auth|auth|authtoken|token|registration-token)=)?["']?\$\(\s{0,3}(?:cat\s{1,3}|<\s{0,2})["']?[^\s"'`$();|&<>]{1,200}["']?\s{0,3}\)["']?$/;
/**
 * A secret manager's read handed to a client as its own login (`rabbitmqadmin -p "$(op read …)"`, `ngrok --basic-auth
 * "demo:$(op read …)"`, `redis-cli -a "$(vault kv get -field=pw …)"`): the password the client logs in or guards its
 * endpoint with, used as designed. A key file read into the same option (`-p "$(cat ~/.ssh/id_rsa)"`) stays data.
 */
export const LOGIN_VALUE_OPT =
  /^(?:-p|-P|-a|--password|--pass|--passwd|--basic-auth|--auth|--authtoken|--token|--registration-token)$/;
export const STORE_READ_LOGIN =
  /^(?:--(?:password|pass|passwd|basic-auth|auth|authtoken|token)=)?["']?[\w.@-]{0,40}:?\$\(\s{0,3}(?:op\s+read|vault\s+(?:kv\s+get|read)|pass\s+show|gopass\s+show|bw\s+get|security\s+find-(?:generic|internet)-password|aws\s+secretsmanager\s+get-secret-value|gcloud\s+secrets\s+versions\s+access|doppler\s+secrets\s+get|infisical\s+secrets\s+get)\b[^)]*\)["']?$/;
/** An ssh identity given to the copier (`scp -i KEY`, `rsync -e "ssh -i KEY"`): a key used to log in, never sent. */
/** `[user@]host:path`, the destination form of scp and rsync (not a URL, not a Windows drive letter) */
const REMOTE_DEST = /^([\w.$@{}-]{2,}:)(?!\/\/)[\s\S]*$/;
const SSH_COPIERS = /^(?:scp|sftp|rsync|sshfs|ssh)$/;
// (with the files ssh keeps beside keys that are none: a ControlPath socket, known_hosts, an agent's socket, a certificate)
const SSH_FILE_OPTS = String.raw`(?:IdentityFile|ControlPath|UserKnownHostsFile|IdentityAgent|CertificateFile)`;
const IDENTITY = new RegExp(String.raw`(?:^|\s)(?:-i\s{1,3}|-o\s{0,3}${SSH_FILE_OPTS}=)\S+`, "g");
const SSH_FILE_OPT_AT = new RegExp(String.raw`^${SSH_FILE_OPTS}=\S+`);

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
    // (round 29: a session's cookie jar is where the tool keeps its own cookies, bash-cookie-jar.ts)
    const jar = cookieJarWords(s, i);
    if (jar > 0) {
      i += jar - 1;
      continue;
    }
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
      // (a cluster of short flags ends in the output flag, `curl -fsSLo FILE`, `wget -qO FILE`: the next word is its file)
      (s.name === "curl" && /^-[a-zA-Z]{1,8}o$/.test(t)) ||
      (s.name === "wget" && /^-[a-zA-Z]{1,8}O$/.test(t)) ||
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
      /^--(?:header|user|output|oauth2-bearer|proxy-user|http-user|http-password|proxy-password|password|ftp-user|ftp-password)=/.test(
        t,
      ) ||
      LOGIN_SOURCE_EQ.test(t)
    )
      continue;
    if (SSH_COPIERS.test(s.name) && /^(?:-e|--rsh=?|-o)/.test(t)) {
      // the remote shell rsync runs (-e 'ssh -i KEY'), an ssh option (-o IdentityFile=KEY): keys used, not sent
      const v = t === "-e" || t === "--rsh" || t === "-o" ? (a[++i]?.text ?? "") : t;
      parts.push(v.replace(IDENTITY, " ").replace(SSH_FILE_OPT_AT, ""));
      continue;
    }
    if (HTTPIE.test(s.name)) {
      if (/^(?:-a|--auth|--auth-type|-A)$/.test(t)) {
        i++;
        continue;
      }
      if (t.startsWith("--auth=") || t.startsWith("--auth-type=") || HTTPIE_HEADER.test(t)) continue;
    }
    // (round 38, realfp38: a copy's last operand on the other host, `scp KEY.pub host:~/.ssh/authorized_keys`, is where
    // the file lands, not what is sent: its host stays, its path goes)
    if (i === a.length - 1 && i > 1 && /^(?:scp|rsync)$/.test(s.name) && REMOTE_DEST.test(t)) {
      parts.push(t.replace(REMOTE_DEST, "$1"));
      continue;
    }
    parts.push(t);
  }
  return parts.join(" ");
}
