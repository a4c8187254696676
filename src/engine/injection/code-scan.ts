// Inline interpreter code (python -c, node -e, perl -e, awk, codemode scripts) read for secrets, sockets, HTTP and shells.

import { argvCommands } from "./code-argv.ts";
import { credentialSlotsOff } from "./code-auth-slots.ts";
import { readsOnlyPlainEnv } from "./code-env-names.ts";
import { loginKeysOff } from "./code-login-keys.ts";
import { printerToOwnHostOff } from "./code-printer-owner.ts";
import { namedLiteral } from "./code-named-literal34.ts";
import { pathObjectWrites } from "./code-path-writes.ts";
import { moreNetwork, runsFetchedCode } from "./code-scan-more.ts";
import { fetchedCodeRun } from "./code-fetched-eval.ts";
import { awkRunsReadLine, homeWrites } from "./code-home-writes.ts";
import { toolWrites } from "./code-scan-tools.ts";
import { tokenVerdict } from "./shell-token-hosts.ts";
import type { Hit } from "./types.ts";

/** What a piece of code does that matters here; `commands` are shell strings it hands to a shell (rescanned as bash). */
export interface CodeFacts {
  envRead: string | null;
  secretRead: string | null;
  network: string | null;
  /** a raw socket (reverse shells use one) */
  socket: boolean;
  /** spawns an interactive shell or wires a socket to one */
  shellSpawn: boolean;
  /** runs code it fetched or decoded: exec(urlopen(…).read()), eval(atob(…)) */
  evalDynamic: boolean;
  commands: string[];
  /** files the code writes, with the literal text when it is one (null when computed) */
  writes: { path: string; content: string | null }[];
  /** string literals long enough to hold a command or a path, for callers that look for writes */
  strings: string[];
}

const ENV_READ =
  /\bos\.environ\b|\bos\.getenv\b|\bprocess\.env\b|%ENV\b|\$ENV\{|\bENV\[|\bENV\.(?:to_h|each|keys)|\$_ENV\b|\$_SERVER\b|\bgetenv\(|\bSystem\.getenv|\bDeno\.env|\bBun\.env|\bGet-ChildItem\s+env:|\bgci\s+env:|\$env:|\[Environment\]::GetEnvironmentVariables|\bSys\.getenv\s*\(\s*\)|\bstring\s*\(\s*ENV\s*\)|\bSystem\.get_env\s*\(\s*\)|\bENVIRON\b|\/proc\/(?:self|\d+|\$\$)\/environ|\bgetenv\b/;
const SECRET_READ =
  /(?:~|\$HOME|\$\{\s*process\.env\.HOME\s*\}|process\.env\.HOME\s*\+\s*["'`]|expanduser\(\s*["']~|homedir\(\)(?:\s{0,3}[+,]\s{0,3}["'`])?|\$ENV\{HOME\}|["']\/home\/[\w.-]{1,32}|["']\/root|Dir\.home(?:\s{0,3}[+,]\s{0,3}["']|\b)|Path\.home\(\))[^"'\n]{0,40}\/?\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|pgpass|bash_history|zsh_history|config\/(?:gh|hub|gcloud|glab-cli|doctl|rclone)|cargo\/credentials|gem\/credentials)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\/etc\/(?:shadow|sudoers|gshadow)\b|\.aws\/credentials|\.git-credentials|\.netrc|\.pgpass|["'/]\.env(?:\.(?!example|sample|template|dist|defaults)[a-z]{1,12})?\*?["']|\.pem["']|\bkeyring\b|\bKeychain\b|\bpypoetry\/auth\.toml\b/i;
const NETWORK =
  /\burllib\b|\burlopen\b|\brequests\.(?:get|post|put|request|Session)|\bhttpx\b|\bhttp\.client\b|\bhttplib\b|\bsocket\.(?:socket|create_connection)\b|\bfetch\s*\(|\baxios(?:\.(?:get|post|put|request))?\s*\(|\bhttps?\.(?:request|get)\s*\(|\bnet\.(?:connect|createConnection|Socket)\b|\bXMLHttpRequest\b|\bWebSocket\b|\bIO::Socket\b|\bLWP\b|\bHTTP::Tiny\b|\bfsockopen\b|\bstream_socket_client\b|\bcurl_exec\b|file_get_contents\(\s*["']https?:|\brequire\(\s*["'](?:https?|net|dgram|tls|axios|node-fetch|undici)["']\s*\)|\brequire\(?\s*["']socket["']|\[socket\s|\bjava\.net\.(?:URL|Socket|http)|\.openStream\(|\bSockets\b|\bnet\.Dial|\bsyscall\.Socket|\bNet::HTTP\b|\bURI\.open\b|\bTCPSocket\b|\bSocket\.tcp\b|\/inet\/tcp\/|\bdns\.resolve|\bsmtplib\b|\bftplib\b|\bparamiko\b|\bInvoke-WebRequest\b|\bNew-Object\s+Net\.|\bSystem\.Net\.|\bDeno\.(?:connect|connectTls|resolveDns)\s*\(|\bInvoke-RestMethod\b|\bhttr2?::|\bRCurl::|\bdownload\.file\s*\(|\bDownloads\.(?:request|download)\b|\bHTTP\.(?:get|post|put|request)\s*\(|\bHTTPoison\b|\b:httpc\.request\b|\bBun\.(?:connect|udpSocket)\s*\(|\btools\.\w{0,30}(?:fetch|http|web|url|request|curl|post|upload|webhook|send|issue|comment|gist|paste|slack|discord|mail|notif|publish|tweet|discussion|pull_request)\w{0,30}\s*\(/;
const SOCKET =
  /\bsocket\b|\bSockets\b|\bnet\.Dial|\bjava\.net\.Socket|\.tcp\(\)|\brequire\(\s*["'](?:net|dgram|tls)["']\s*\)|\bIO::Socket\b|\bfsockopen\b|\bstream_socket_client\b|\bnet\.(?:connect|createConnection|Socket)\b|\bTCPSocket\b|\/inet\/tcp\/|\bSocket\.tcp\b|\bTcpClient\b/i;
const SHELL_SPAWN =
  /\bpty\.spawn\b|\bdup2\b|\bos\.dup2\b|(?:spawn|exec|popen|system|call|Popen|run|execSync|spawnSync|exec_command)\s*\(\s*\[?\s*["'](?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh(?:\s+-[ip])?["']|["'](?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da)?sh\s+-i["']|["']cmd(?:\.exe)?["']|\bpowershell\b.*\bTcpClient\b|<&3\s*>&3|\bsh\s*<&\d|\|&\s*getline/;
/**
 * A CLI's credential printer run by the code, in a string or an argv list (`execSync("gh auth token")`,
 * `subprocess.run(["gh", "auth", "token"])`, `execFileSync("aws", ["configure", "export-credentials"])`): what it
 * prints is the token, as in bash (SECRET_TOOLS in bash-facts.ts).
 */
const ARGV_GAP = String.raw`["'\s,[\]]{1,8}`;
const CLI_PRINTER = new RegExp(
  [
    `\\bgh${ARGV_GAP}auth${ARGV_GAP}(?:token|status${ARGV_GAP}(?:-t|--show-token))\\b`,
    `\\bgcloud${ARGV_GAP}auth${ARGV_GAP}(?:application-default${ARGV_GAP})?print-(?:access|identity)-token`,
    `\\baz${ARGV_GAP}account${ARGV_GAP}get-access-token`,
    `\\baws${ARGV_GAP}(?:configure${ARGV_GAP}export-credentials|sts${ARGV_GAP}get-session-token|ecr${ARGV_GAP}get-login-password|secretsmanager${ARGV_GAP}get-secret-value)`,
    `\\bgit${ARGV_GAP}credential${ARGV_GAP}fill`,
    `\\bdocker-credential-[\\w-]{1,30}${ARGV_GAP}get`,
    `\\bsecurity${ARGV_GAP}find-(?:generic|internet)-password`,
    `\\bvault${ARGV_GAP}(?:kv${ARGV_GAP}get|read|print${ARGV_GAP}token)`,
  ].join("|"),
);

/** Runs commands it receives: a socket feeding popen/system/exec. */
const RUNS_COMMANDS =
  /\b(?:iex|Invoke-Expression|Process\.run|Process\.start|Process\.new|popen|system|exec|spawn|execSync|subprocess|check_output|shell_exec|passthru|proc_open|Runtime\.getRuntime|IO\.popen|Open3|%x|Process\.Start|child_process|ProcessBuilder|exec\.Command|syscall\.Exec|run)\b|\|&\s*getline/;
// (`json.load(urlopen(…))` parses the response as data: a JSON or TOML parser runs nothing, so it is no `load` of code)
const EVAL_DYNAMIC =
  /\b(?<!\b(?:json|simplejson|ujson|orjson|tomllib|toml)\.)(?:exec|eval|Function|compile|load|instance_eval|execfile|system|os\.system|execSync|spawnSync|popen|shell_exec|passthru)\s*\(\s*(?:[\w.$]+\s*\(\s*)?[\w.$]*?(?:urlopen|requests|fetch|base64|b64decode|atob|Buffer\.from|bytes\.fromhex|codecs\.decode|zlib|marshal|decode_base64|unpack|pack\s*\(\s*["']H|gzinflate|str_rot13|hex2bin|\w+\.read\(\))|\bexec\s*\(\s*__import__\s*\(\s*["'](?:base64|zlib|codecs|urllib)|\beval\s*\(\s*base64_decode|\bassert\s*\(\s*base64_decode|\bIEX\b|Invoke-Expression|\b(?:exec|eval|instance_eval|system|passthru|shell_exec|popen|proc_open|os\.system)\s*\(\s*(?:[\w.:$]+\s*\(\s*){1,2}["'](?:https?|ftp):\/\//i;

/** Shell command strings the code hands to a shell: os.system("…"), subprocess.run("…", shell=True), execSync("…"), `…`. */
const SHELL_CALL =
  /\b(?:os\.system|os\.popen|os\.execute|io\.popen|subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)|commands\.getoutput|execSync|exec|execAsync|spawnSync|spawn|system|shell_exec|passthru|popen|proc_open|Kernel\.system|IO\.popen|Open3\.\w+|Runtime\.getRuntime\(\)\.exec|Start-Process|child_process\.\w+)\s*\(\s*(?:\[\s*)?("(?:[^"\\\n]|\\.){2,4000}"|'(?:[^'\\\n]|\\.){2,4000}'|`(?:[^`\\]|\\.){2,4000}`)/g;
const BACKTICK_CMD = /(?:^|[=;\s(])`([^`\n]{2,2000})`|%x\{([^}\n]{2,2000})\}|\bqx[{(]([^})\n]{2,2000})[})]/g;
const AWK_SYSTEM =
  /\bsystem\s*\(\s*"((?:[^"\\]|\\.){2,2000})"|"((?:[^"\\]|\\.){2,2000})"\s*\|\s*getline|print[^|]{0,200}\|\s*"((?:[^"\\]|\\.){2,2000})"/g;
/** fs.appendFileSync("AGENTS.md", "…"), file_put_contents, File.write, open("CLAUDE.md", "a").write("…") */
const FILE_WRITE =
  /\b(?:(?:append|write)File(?:Sync)?|file_put_contents|File\.write|IO\.write)\s*\(\s*(["'`])([^"'`\n]{1,200})\1\s*,\s*|\bopen\s*\(\s*(["'])([^"'\n]{1,200})\3\s*,\s*["'][aw]b?\+?["']\s*\)\s*\.write\s*\(\s*|\bPath\s*\(\s*(["'])([^"'\n]{1,200})\5\s*\)\s*\.write_(?:text|bytes)\s*\(\s*/g;
/** awk `print "TEXT" >> "FILE"` (or printf, or `>`): a literal text written into a file */
const AWK_WRITE = /\bprintf?\s*\(?\s*"((?:[^"\\\n]|\\.){1,2000})"\s*\)?\s*>>?\s*"([^"\n]{1,200})"/g;
/**
 * codemode: `tools.bash({ command: "…" })` hands a shell string to pi's bash tool; so do `tools["bash"](…)`, a bare
 * `bash(…)` after `const { bash } = tools`, and an alias (`const sh = tools.bash; sh({ command })`).
 */
const TOOL_BASH =
  /(?:\btools\s*(?:\.\s*bash|\[\s*["'`]bash["'`]\s*\])|(?<![\w.$])bash)\s*\(\s*\{\s*command\s*:\s*("(?:[^"\\\n]|\\.){2,4000}"|'(?:[^'\\\n]|\\.){2,4000}'|`(?:[^`\\]|\\.){2,4000}`)/g;
/** codemode: `tools.write({ path: "…", content: "…" })`, `tools.edit({ path: "…", edits: [{ newText: "…" }] })` */
const TOOL_WRITE = /\btools\.(?:write|edit)\s*\(\s*\{\s*path\s*:\s*(["'`])([^"'`\n]{1,200})\1/g;
const TOOL_TEXT = /\b(?:content|newText)\s*:\s*/g;
/** string literals glued together: `["cu", "rl …"].join("")`, `"cu" + "rl …"` (a command split to hide it) */
const GLUED =
  /(?:"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|`(?:[^`\\]|\\.){0,400}`)(?:\s*[+,]\s*(?:"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|`(?:[^`\\]|\\.){0,400}`)){1,16}/g;
const LIT_G = /"((?:[^"\\\n]|\\.){0,400})"|'((?:[^'\\\n]|\\.){0,400})'|`((?:[^`\\]|\\.){0,400})`/g;
/** a variable given fetched text, later evaluated: `my $c=get("http…"); eval $c`, `s=urlopen(…).read(); exec(s)` */
const FETCHED_VAR =
  /([$@]?[A-Za-z_]\w{0,40})\s*=\s*[^;\n]{0,80}?\b(?:get|getstore|urlopen|urlretrieve|fetch|file_get_contents|open-uri|URI\.open|Net::HTTP\.get|requests\.get|http\.get|curl_exec|wget)\s*\(?\s*(?:URI\s*\(\s*)?["'](?:https?|ftp):\/\//g;
/**
 * eval/exec/new Function/vm.runIn…Context of a bare variable or its body (not of a literal or a call); `new
 * Function("bash", src)` names its parameters first, the body last
 */
/**
 * Fetched text run without a named variable, in the idioms of each language: `.then(eval)`, Lua's
 * `load(h:read("*a"))`, PHP's `eval(curl_exec($c))`, Ruby's `eval URI.open(u).read`, an `import("data:…" + text)`,
 * a codemode script's `tools.bash({ command: text })`
 */
const EVAL_FETCHED_INLINE =
  /\.then\s*\(\s*(?:eval|Function|new\s+Function)\s*\)|\b(?<!\b(?:json|simplejson|ujson|orjson|tomllib|toml)\.)(?:load|loadstring|dostring)\s*\(\s*[A-Za-z_]\w{0,40}[:.]read\s*\([^)]{0,12}\)|\b(?:eval|exec|instance_eval|assert)\s*\(?\s*(?:curl_exec|file_get_contents|URI\.open|Net::HTTP\.get|open-uri|urlopen|get)\b|\bimport\s*\(\s*["'`]data:[^"'`]{0,40}["'`]\s*\+|\btools\.bash\s*\(\s*\{\s*command\s*:\s*[A-Za-z_$][\w$]{0,40}\s*\}/;
const EVAL_VARIABLE =
  /(?:\beval|\bexec|\bFunction|\binstance_eval|\.runIn(?:This|New)?Context|\bnew\s+vm\.Script)\s*\(\s*(?:(?:"[\w$, ]{0,40}"|'[\w$, ]{0,40}')\s*,\s*){0,6}[A-Za-z_$][\w$]{0,40}(?:\.(?:text|body|content|data|read\(\)))?\s*[,)]/;
const LIT_AT = /^(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'|`((?:[^`\\]|\\.){0,4000})`)/;
const STRING_LIT = /"((?:[^"\\\n]|\\.){6,4000})"|'((?:[^'\\\n]|\\.){6,4000})'|`((?:[^`\\]|\\.){6,4000})`/g;

function unescapeLit(s: string): string {
  return s
    .replace(/\\(["'`\\])/g, "$1")
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t");
}

/**
 * One named variable of the environment used as an HTTP auth header's value (`Authorization: \`Bearer
 * ${process.env.API_TOKEN}\``, `"X-Api-Key": os.environ["KEY"]`): the token authenticates the call, like `curl -H
 * "Authorization: Bearer $TOKEN"` in the shell. A bare public IP address is no API: there it stays a read.
 */
const AUTH_HEADER_ENV =
  /(["'`]?)(?:authorization|proxy-authorization|api[-_]?key|private-token|x-[\w-]{0,30}(?:token|key|auth)[\w-]{0,30})\1\s*:\s*(?:f["'](?:bearer|token|basic)\s{1,3}\{\s*(?:os\.environ\[\s*["']\w+["']\s*\]|os\.environ\.get\(\s*["']\w+["']\s*\)|os\.getenv\(\s*["']\w+["']\s*\))\s*\}|`(?:bearer|token|basic)\s{1,3}\$\{\s*(?:process\.env\.\w+|process\.env\[\s*["']\w+["']\s*\]|os\.environ\[\s*["']\w+["']\s*\]|Deno\.env\.get\(\s*["']\w+["']\s*\))\s*\}`|(?:["'](?:bearer|token|basic)\s{1,3}["']\s*\+\s*)?(?:process\.env\.\w+|process\.env\[\s*["']\w+["']\s*\]|os\.environ\[\s*["']\w+["']\s*\]|os\.environ\.get\(\s*["']\w+["']\s*\)|os\.getenv\(\s*["']\w+["']\s*\)))/gi;
const PUBLIC_IP_URL =
  /\b(?:https?|wss?):\/\/(?!(?:127|10|0)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)(?:\d{1,3}\.){3}\d{1,3}\b/;

export function authHeadersOff(code: string): string {
  if (PUBLIC_IP_URL.test(code)) return code;
  // a vendor's token (GITHUB_TOKEN) in a header to a literal host that is not the vendor's is sent away, not used
  const host = hostIn(code);
  // the call's path, as the bash layer reads it: a vendor's API shape (`/repos/…`) on an unknown host is not "sent away"
  const path = /\b(?:https?|wss?):\/\/[^\s/"'`]{1,120}(\/[^\s"'`]{0,300})/.exec(code)?.[1] ?? "";
  const headersOff = code.replace(AUTH_HEADER_ENV, (all) => {
    const name = /["'](\w+)["']\s*\)?\s*\]?\s*\}?`?\s*$|process\.env\.(\w+)/.exec(all);
    const v = name ? (name[1] ?? name[2]) : undefined;
    return v && tokenVerdict(v, host, path) === "foreign" ? all : "auth-header";
  });
  // the same in every language's header and option idioms (PowerShell hashtables, PHP header strings, Ruby, Perl …)
  return credentialSlotsOff(headersOff, (verdict) => verdict !== "foreign");
}

/** A reader command the code runs on a secret file (awk's `"cat .env" | getline l`, `os.popen("cat ~/.netrc")`). */
function commandSecretRead(commands: string[]): string | null {
  for (const c of commands) {
    const args = /^\s*(?:cat|head|tail|base64|xxd|od|strings|tar|zip|gzip|jq|grep)\s+([^|;&\n]{1,300})/.exec(c)?.[1];
    const quoted = args
      ?.split(/\s+/)
      .map((w) => `"${w}"`)
      .join(" ");
    if (quoted && SECRET_READ.test(quoted)) return `\`${c.trim().slice(0, 40)}\``;
  }
  return null;
}

function firstMatch(re: RegExp, code: string): string | null {
  const m = re.exec(code);
  return m ? m[0] : null;
}

/** Facts about one program text; linear, bounded by the caller's size cap. */
export function codeFacts(code: string, lang: string): CodeFacts {
  const commands: string[] = [];
  const strings: string[] = [];
  const add = (s: string | undefined): void => {
    if (s && commands.length < 32) commands.push(unescapeLit(s.slice(1, -1)));
  };
  SHELL_CALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SHELL_CALL.exec(code)) !== null) add(m[1]);
  if (lang === "perl" || lang === "ruby" || lang === "php") {
    BACKTICK_CMD.lastIndex = 0;
    while ((m = BACKTICK_CMD.exec(code)) !== null && commands.length < 32) commands.push(m[1] ?? m[2] ?? m[3]);
  }
  // AppleScript hands a shell string over without parentheses: `do shell script "curl … | sh"`
  for (const a of code.matchAll(/\bdo\s+shell\s+script\s+("(?:[^"\\\n]|\\.){2,4000}")/g)) add(a[1]);
  if (lang === "awk") {
    AWK_SYSTEM.lastIndex = 0;
    while ((m = AWK_SYSTEM.exec(code)) !== null && commands.length < 32)
      commands.push(unescapeLit(m[1] ?? m[2] ?? m[3]));
  }
  if (lang === "js") {
    TOOL_BASH.lastIndex = 0;
    while ((m = TOOL_BASH.exec(code)) !== null) add(m[1]);
  }
  GLUED.lastIndex = 0;
  while ((m = GLUED.exec(code)) !== null && strings.length < 32) {
    let joined = "";
    LIT_G.lastIndex = 0;
    let l: RegExpExecArray | null;
    while ((l = LIT_G.exec(m[0])) !== null) joined += l[1] ?? l[2] ?? l[3];
    // only glued pieces that make a longer command-like string; a list of words is not one
    if (/\s/.test(joined) && !/^\s*\[?\s*["'`][^"'`]*\s/.test(m[0])) strings.push(unescapeLit(joined));
  }
  STRING_LIT.lastIndex = 0;
  while ((m = STRING_LIT.exec(code)) !== null && strings.length < 64) strings.push(unescapeLit(m[1] ?? m[2] ?? m[3]));
  const writes: CodeFacts["writes"] = [];
  FILE_WRITE.lastIndex = 0;
  while ((m = FILE_WRITE.exec(code)) !== null && writes.length < 16) {
    const lit = LIT_AT.exec(code.slice(FILE_WRITE.lastIndex, FILE_WRITE.lastIndex + 4010));
    // (a text held in a name the program set once to a literal, `const extra = "…"; appendFile("AGENTS.md", extra)`)
    const body = lit
      ? (lit[1] ?? lit[2] ?? lit[3])
      : namedLiteral(code, code.slice(FILE_WRITE.lastIndex, FILE_WRITE.lastIndex + 60));
    writes.push({ path: (m[2] ?? m[4] ?? m[6]) as string, content: body === undefined ? null : unescapeLit(body) });
  }
  for (const w of homeWrites(code)) if (writes.length < 16) writes.push(w);
  for (const w of pathObjectWrites(code)) if (writes.length < 16) writes.push(w);
  // awk: print "TEXT" >> "FILE"
  if (lang === "awk") {
    AWK_WRITE.lastIndex = 0;
    while ((m = AWK_WRITE.exec(code)) !== null && writes.length < 16)
      writes.push({ path: m[2] as string, content: unescapeLit(m[1] as string) });
  }
  if (lang === "js") {
    TOOL_WRITE.lastIndex = 0;
    while ((m = TOOL_WRITE.exec(code)) !== null && writes.length < 16) {
      const after = code.slice(TOOL_WRITE.lastIndex, TOOL_WRITE.lastIndex + 8000);
      const texts: string[] = [];
      TOOL_TEXT.lastIndex = 0;
      let t: RegExpExecArray | null;
      while ((t = TOOL_TEXT.exec(after)) !== null && texts.length < 8) {
        const lit = LIT_AT.exec(after.slice(TOOL_TEXT.lastIndex));
        if (lit) texts.push(unescapeLit(lit[1] ?? lit[2] ?? lit[3] ?? ""));
        if (/\btools\./.test(after.slice(0, t.index))) break;
      }
      writes.push({ path: m[2] as string, content: texts.length > 0 ? texts.join("\n") : null });
    }
    // bare and aliased tool calls, fields in any order, paths and texts held in names the script defined
    for (const w of toolWrites(code)) {
      const same = writes.findIndex((x) => x.path === w.path);
      if (same >= 0 && writes[same].content === null) writes[same] = w;
      else if (writes.length < 16 && !writes.some((x) => x.path === w.path && x.content === w.content)) writes.push(w);
    }
  }
  // a shell command the code runs that talks to the network is its network path (lua os.execute("curl …"))
  // (anywhere in it: `echo '${key}' | nc host 9000` sends through the pipe's last stage; `git push` sends commits out)
  const netCommand = commands.find((c) =>
    /(?:^|[|;&]\s*|\$\(\s*)(?:curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|rsync)\s|\bgit\s+(?:-\S+\s+)*push\b/.test(
      c,
    ),
  );
  // codemode: a tool picked at run time (`tools[name](…)`, a name from searchTools or ALL_TOOLS) in a script that holds
  // an address: the script hides which tool it calls, so the address is where the data may go
  const pickedTool =
    lang === "js" && /\btools\s*\[\s*[^"'`\s\]]/.test(code) && /\bhttps?:\/\//.test(code)
      ? "tools[…] chosen at run time"
      : null;
  const network =
    firstMatch(NETWORK, code) ??
    moreNetwork(code) ??
    (netCommand ? `\`${netCommand.trim().slice(0, 40)}\`` : null) ??
    pickedTool;
  let fetchedEval = false;
  FETCHED_VAR.lastIndex = 0;
  for (let n = 0; n < 8 && !fetchedEval && (m = FETCHED_VAR.exec(code)) !== null; n++) {
    const v = (m[1] as string).replace(/[$@]/g, "\\$");
    fetchedEval = new RegExp(
      `\\b(?<!\\b(?:json|simplejson|ujson|orjson|tomllib|toml)\\.)(?:eval|exec|system|Function|instance_eval|load|iex)\\b\\s*\\(?\\s*${v}\\b`,
    ).test(code.slice(FETCHED_VAR.lastIndex));
  }
  // code that fetches and then evaluates a variable (r.on('end', () => eval(d)), exec(body)): the fetched text runs
  if (!fetchedEval && network !== null) fetchedEval = EVAL_VARIABLE.test(code) || EVAL_FETCHED_INLINE.test(code);
  // awk runs a line a network command printed (`"curl …" | getline c; system(c)`)
  if (!fetchedEval && netCommand) fetchedEval = awkRunsReadLine(code);
  // a response followed through variables into eval, Function, vm or import (`eval(await r.text())`)
  if (!fetchedEval && network !== null) fetchedEval = fetchedCodeRun(code) !== null;
  // fetched text run through compile or a concatenation, or a module imported from an address (code-scan-more.ts)
  if (!fetchedEval && network !== null) fetchedEval = runsFetchedCode(code);
  // commands handed over as argument lists (subprocess.run([...]), execFile("git", [...]), exec.Command(…)): read by the
  // shell layer with their words, so they are no network path for the env-plus-network co-occurrence above
  for (const c of argvCommands(code)) if (commands.length < 32) commands.push(c);
  const envCommand = commands.find((c) =>
    /^\s*(?:env|printenv|set|export\s+-p|compgen\s+-e)\s*(?:\|\s*(?:base64|gzip|xxd|od|tr|sort|cat)\b[^|]*)*$/.test(c),
  );
  return {
    // (a script that reads only HOME, TMPDIR or NODE_ENV reads where to work, not a secret)
    envRead:
      (readsOnlyPlainEnv(code) ? null : firstMatch(ENV_READ, authHeadersOff(code))) ??
      (envCommand ? `\`${envCommand.trim()}\`` : null),
    // (an ssh key given to the code's SSH client as its login identity is used, not read out: code-login-keys.ts)
    secretRead:
      firstMatch(SECRET_READ, loginKeysOff(code)) ??
      // (gh's token sent only to the forge it belongs to logs in there: code-printer-owner.ts)
      (commands.length > 0 ? firstMatch(CLI_PRINTER, printerToOwnHostOff(code)) : null) ??
      commandSecretRead(commands),
    network,
    socket: SOCKET.test(code) && network !== null,
    shellSpawn: SHELL_SPAWN.test(code) || (SOCKET.test(code) && RUNS_COMMANDS.test(code)),
    evalDynamic: EVAL_DYNAMIC.test(code) || fetchedEval,
    commands,
    strings,
    writes,
  };
}

const HOST =
  /\b(?:https?|wss?|ftp):\/\/([^\s/"'`:)]{1,120})|["']((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})["']\s*[,)]/i;

/** The host the code talks to, for evidence ("urllib to example.net"). */
export function hostIn(code: string): string | null {
  const m = HOST.exec(code);
  return m ? (m[1] ?? m[2]) : null;
}

/** Hits for code facts: secrets or the environment sent out, reverse shells, fetched or decoded code run. */
export function codeHits(facts: CodeFacts, code: string, label: string, start: number, end: number): Hit[] {
  const hits: Hit[] = [];
  const host = hostIn(code);
  const to = `${facts.network}${host ? ` to ${host}` : ""}`;
  if (facts.network && (facts.envRead || facts.secretRead)) {
    hits.push({
      rule: "bash.exfil-runtime",
      category: "bash_exfil",
      weight: 0.93,
      start,
      end,
      detail: `${label}: ${facts.secretRead ?? facts.envRead} → ${to}`,
    });
  }
  if (facts.socket && facts.shellSpawn) {
    hits.push({
      rule: "bash.reverse-shell",
      category: "bash_reverse_shell",
      weight: 0.95,
      start,
      end,
      detail: `${label}: socket${host ? ` to ${host}` : ""} wired to a shell`,
    });
  }
  if (
    facts.evalDynamic &&
    (facts.network ||
      /base64|b64decode|atob|fromhex|decode|rot13|zlib|inflate|\bpack\s*\(|hex2bin|fromCharCode/i.test(code))
  ) {
    hits.push({
      rule: "bash.run-decoded-code",
      category: "bash_remote_exec",
      weight: facts.network ? 0.92 : 0.82,
      start,
      end,
      detail: `${label}: runs ${facts.network ? `code fetched with ${to}` : "decoded code"}`,
    });
  }
  return hits;
}
