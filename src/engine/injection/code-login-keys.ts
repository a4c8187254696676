// An ssh key handed to a program's SSH/SFTP client as the identity it logs in with: a key used, like `scp -i KEY`.

/** SSH and SFTP client libraries of the languages an inline program is written in */
const SSH_CLIENT =
  /\bNet::(?:SSH2?|SFTP|SCP|OpenSSH)\b|\bparamiko\b|\bpysftp\b|\basyncssh\b|\bfabric\b|\bspur\b|require\(\s*["'`](?:ssh2(?:-sftp-client)?|node-ssh|ssh2-promise)["'`]\s*\)|\bfrom\s+["'](?:ssh2|node-ssh)["']|\bphpseclib\b|\bssh2_(?:connect|auth_pubkey_file)\b|\bJSch\b|\bsshj\b/i;

/** An option of such a client that names the key it logs in with, up to its value */
const KEY_OPTION =
  /(?<![\w$])(?:keys|key_filename|key_files?|private_?key(?:_file|_path)?|pkey|identity_?file|ssh_?key(?:_path)?|key_?path|client_keys|pubkey_file|privkey_file)["'`\]]{0,2}\s{0,3}(?::|=>|=)\s{0,3}/gi;

/** an ssh key path in the option's value (a public key, known_hosts or authorized_keys are no identity) */
const KEY_PATH =
  /(?:~|\$HOME|\bhome\w{0,8}\W{0,12}|\bDir\.home\W{0,12})?\/?\.ssh\/(?!known_hosts|authorized_keys|config\b)[\w.@-]{1,80}(?<!\.pub)/i;

/**
 * The code with each ssh key path that stands as the value of a login-key option of an SSH/SFTP client (`keys:
 * [File.expand_path("~/.ssh/deploy")]`, `key_filename=os.path.expanduser("~/.ssh/ops")`, `privateKey:
 * fs.readFileSync(home + "/.ssh/id_ed25519")`) replaced by `login-key`. Code that uses no such client, a key read
 * anywhere else (into a request body, a file upload) and the same path named a second time are left as they are.
 */
export function loginKeysOff(code: string): string {
  if (!/\.ssh\//i.test(code) || !SSH_CLIENT.test(code)) return code;
  let out = "";
  let at = 0;
  KEY_OPTION.lastIndex = 0;
  for (let m = KEY_OPTION.exec(code), n = 0; m !== null && n < 8; m = KEY_OPTION.exec(code), n++) {
    const from = KEY_OPTION.lastIndex;
    // the value: up to the end of its statement or line, 160 characters at most
    const stop = code.slice(from, from + 160).search(/[;\n]/);
    const value = code.slice(from, stop < 0 ? from + 160 : from + stop);
    const key = KEY_PATH.exec(value);
    if (!key) continue;
    out += `${code.slice(at, from + key.index)}login-key`;
    at = from + key.index + key[0].length;
    KEY_OPTION.lastIndex = Math.max(KEY_OPTION.lastIndex, at);
  }
  return at === 0 ? code : out + code.slice(at);
}
