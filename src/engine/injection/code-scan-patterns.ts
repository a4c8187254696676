// The patterns codeFacts reads inline code with (environment and secret reads, network, sockets, shells, evals, writes) and the host it talks to.

export const ENV_READ =
  /\bos\.environ\b|\bos\.getenv\b|\bprocess\.env\b|%ENV\b|\$ENV\{|\bENV\[|\bENV\.(?:to_h|to_a|each|each_pair|keys|values|select|filter|filter_map|reject|find_all|map|slice|inspect)\b|\$_ENV\b|\$_SERVER\b|\bgetenv\(|\bSystem\.getenv|\bDeno\.env|\bBun\.env|\bGet-ChildItem\s+env:|\bgci\s+env:|\$env:|\[Environment\]::GetEnvironmentVariables|\bSys\.getenv\s*\(\s*\)|\bstring\s*\(\s*ENV\s*\)|\bSystem\.get_env\s*\(\s*\)|\bENVIRON\b|\/proc\/(?:self|\d+|\$\$)\/environ|\bgetenv\b|\bstd::env::vars(?:_os)?\b|\benv::vars\(\)/;
export const SECRET_READ =
  /(?:~|\$HOME|\$\{\s*process\.env\.HOME\s*\}|process\.env\.HOME\s*\+\s*["'`]|expanduser\(\s*["']~|homedir\(\)(?:\s{0,3}[+,]\s{0,3}["'`])?|\$ENV\{HOME\}|["']\/home\/[\w.-]{1,32}|["']\/root|Dir\.home(?:\s{0,3}[+,]\s{0,3}["']|\b)|Path\.home\(\)|Deno\.env\.get\(\s*["']HOME["']\s*\)\s*\+\s*["'`])[^"'\n]{0,40}\/?\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|msmtprc|git-credentials|pgpass|bash_history|zsh_history|config\/(?:gh|hub|gcloud|glab-cli|doctl|rclone|restic)|cargo\/credentials|gem\/credentials|pi\/agent\/auth\.json|codex\/auth\.json|claude\/\.credentials\.json|claude\.json\b|config\/github-copilot\/(?:apps|hosts)\.json|gemini\/oauth_creds\.json)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\/etc\/(?:shadow|sudoers|gshadow)\b|\.aws\/credentials|\.git-credentials|\.netrc|\.pgpass|["'/]\.env(?:\.(?!example|sample|template|dist|defaults)[a-z]{1,12})?\*?["']|\.pem["']|["'/]wp-config\.php["']|\.tfvars["']|\bkeyring\b|\bKeychain\b|\bpypoetry\/auth\.toml\b|["'/][\w.-]{1,80}\.(?:jks|keystore|p12|pfx)["']|["'/](?:key|keystore|signing|release-signing)\.properties["']/i;
export const NETWORK =
  /\burllib\b|\burlopen\b|\brequests\.(?:get|post|put|request|Session)|\bhttpx\b|\bhttp\.client\b|\bhttplib\b|\bsocket\.(?:socket|create_connection)\b|\bfetch\s*\(|\baxios(?:\.(?:get|post|put|request))?\s*\(|\bhttps?\.(?:request|get)\s*\(|\bnet\.(?:connect|createConnection|Socket)\b|\bTcpStream::connect\b|\bXMLHttpRequest\b|\bWebSocket\b|\bIO::Socket\b|\bLWP\b|\bHTTP::Tiny\b|\bfsockopen\b|\bstream_socket_client\b|\bcurl_exec\b|file_get_contents\(\s*["']https?:|\brequire\(\s*["'](?:https?|net|dgram|tls|axios|node-fetch|undici)["']\s*\)|\brequire\(?\s*["']socket["']|\[socket\s|\bjava\.net\.(?:URL|Socket|http)|\.openStream\(|\bSockets\b|\bnet\.Dial|\bsyscall\.Socket|\bNet::HTTP\b|\bURI\.open\b|\bTCPSocket\b|\bSocket\.tcp\b|\/inet\/tcp\/|\bdns\.resolve|\bsmtplib\b|\bftplib\b|\bparamiko\b|\bInvoke-WebRequest\b|\bNew-Object\s+Net\.|\bSystem\.Net\.|\bDeno\.(?:connect|connectTls|resolveDns)\s*\(|\bInvoke-RestMethod\b|\bhttr2?::|\bRCurl::|\bdownload\.file\s*\(|\bDownloads\.(?:request|download)\b|\bHTTP\.(?:get|post|put|request)\s*\(|\bHTTPoison\b|\b:httpc\.request\b|\bBun\.(?:connect|udpSocket)\s*\(|\btools\.\w{0,30}(?:fetch|http|web|url|request|curl|post|upload|webhook|send|issue|comment|gist|paste|slack|discord|mail|notif|publish|tweet|discussion|pull_request)\w{0,30}\s*\(/;
export const SOCKET =
  /\bsocket\b|\bSockets\b|\bnet\.Dial|\bjava\.net\.Socket|\.tcp\(\)|\brequire\(\s*["'](?:net|dgram|tls)["']\s*\)|\bIO::Socket\b|\bfsockopen\b|\bstream_socket_client\b|\bnet\.(?:connect|createConnection|Socket)\b|\bTCPSocket\b|\/inet\/tcp\/|\bSocket\.tcp\b|\bTcpClient\b|\bTcpStream::connect\b/i;
export const SHELL_SPAWN =
  /\bpty\.spawn\b|\bdup2\b|\bos\.dup2\b|(?:spawn|exec|popen|system|call|Popen|run|execSync|spawnSync|exec_command)\s*\(\s*\[?\s*["'](?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh(?:\s+-[ip])?["']|["'](?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da)?sh\s+-i["']|["']cmd(?:\.exe)?["']|\bpowershell\b.*\bTcpClient\b|<&3\s*>&3|\bsh\s*<&\d|\|&\s*getline/;
/**
 * A CLI's credential printer run by the code, in a string or an argv list (`execSync("gh auth token")`,
 * `subprocess.run(["gh", "auth", "token"])`, `execFileSync("aws", ["configure", "export-credentials"])`): what it
 * prints is the token, as in bash (SECRET_TOOLS in bash-facts.ts).
 */
const ARGV_GAP = String.raw`["'\s,[\]]{1,8}`;
export const CLI_PRINTER = new RegExp(
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
export const RUNS_COMMANDS =
  /\b(?:iex|Invoke-Expression|Process\.run|Process\.start|Process\.new|popen|system|exec|spawn|execSync|subprocess|check_output|shell_exec|passthru|proc_open|Runtime\.getRuntime|IO\.popen|Open3|%x|Process\.Start|child_process|ProcessBuilder|exec\.Command|syscall\.Exec|run)\b|\|&\s*getline/;
// (`json.load(urlopen(…))` parses the response as data: a JSON or TOML parser runs nothing, so it is no `load` of code)
export const EVAL_DYNAMIC =
  /\b(?<!\b(?:json|simplejson|ujson|orjson|tomllib|toml)\.)(?:exec|eval|Function|compile|load|instance_eval|execfile|system|os\.system|execSync|spawnSync|popen|shell_exec|passthru)\s*\(\s*(?:[\w.$]+\s*\(\s*)?[\w.$]*?(?:urlopen|requests|fetch|base64|b64decode|atob|Buffer\.from|bytes\.fromhex|codecs\.decode|zlib|marshal|decode_base64|unpack|pack\s*\(\s*["']H|gzinflate|str_rot13|hex2bin|\w+\.read\(\))|\bexec\s*\(\s*__import__\s*\(\s*["'](?:base64|zlib|codecs|urllib)|\beval\s*\(\s*base64_decode|\bassert\s*\(\s*base64_decode|\bIEX\b|Invoke-Expression|\b(?:exec|eval|instance_eval|system|passthru|shell_exec|popen|proc_open|os\.system)\s*\(\s*(?:[\w.:$]+\s*\(\s*){1,2}["'](?:https?|ftp):\/\//i;

/** Shell command strings the code hands to a shell: os.system("…"), subprocess.run("…", shell=True), execSync("…"), `…`. */
export const SHELL_CALL =
  /\b(?:os\.system|os\.popen|os\.execute|io\.popen|subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)|commands\.getoutput|execSync|exec|execAsync|spawnSync|spawn|system|shell_exec|passthru|popen|proc_open|Kernel\.system|IO\.popen|Open3\.\w+|Runtime\.getRuntime\(\)\.exec|Start-Process|child_process\.\w+)\s*\(\s*(?:\[\s*)?("(?:[^"\\\n]|\\.){2,4000}"|'(?:[^'\\\n]|\\.){2,4000}'|`(?:[^`\\]|\\.){2,4000}`)/g;
export const BACKTICK_CMD = /(?:^|[=;\s(])`([^`\n]{2,2000})`|%x\{([^}\n]{2,2000})\}|\bqx[{(]([^})\n]{2,2000})[})]/g;
export const AWK_SYSTEM =
  /\bsystem\s*\(\s*"((?:[^"\\]|\\.){2,2000})"|"((?:[^"\\]|\\.){2,2000})"\s*\|\s*getline|print[^|]{0,200}\|\s*"((?:[^"\\]|\\.){2,2000})"/g;
/** fs.appendFileSync("AGENTS.md", "…"), file_put_contents, File.write, open("CLAUDE.md", "a").write("…") */
export const FILE_WRITE =
  /\b(?:(?:append|write)File(?:Sync)?|file_put_contents|File\.write|IO\.write)\s*\(\s*(["'`])([^"'`\n]{1,200})\1\s*,\s*|\bopen\s*\(\s*(["'])([^"'\n]{1,200})\3\s*,\s*["'][aw]b?\+?["']\s*\)\s*\.write\s*\(\s*|\bPath\s*\(\s*(["'])([^"'\n]{1,200})\5\s*\)\s*\.write_(?:text|bytes)\s*\(\s*/g;
/** awk `print "TEXT" >> "FILE"` (or printf, or `>`): a literal text written into a file */
export const AWK_WRITE = /\bprintf?\s*\(?\s*"((?:[^"\\\n]|\\.){1,2000})"\s*\)?\s*>>?\s*"([^"\n]{1,200})"/g;
/**
 * codemode: `tools.bash({ command: "…" })` hands a shell string to pi's bash tool; so do `tools["bash"](…)`, a bare
 * `bash(…)` after `const { bash } = tools`, and an alias (`const sh = tools.bash; sh({ command })`).
 */
export const TOOL_BASH =
  /(?:\btools\s*(?:\.\s*bash|\[\s*["'`]bash["'`]\s*\])|(?<![\w.$])bash)\s*\(\s*\{\s*command\s*:\s*("(?:[^"\\\n]|\\.){2,4000}"|'(?:[^'\\\n]|\\.){2,4000}'|`(?:[^`\\]|\\.){2,4000}`)/g;
/** codemode: `tools.write({ path: "…", content: "…" })`, `tools.edit({ path: "…", edits: [{ newText: "…" }] })` */
export const TOOL_WRITE = /\btools\.(?:write|edit)\s*\(\s*\{\s*path\s*:\s*(["'`])([^"'`\n]{1,200})\1/g;
export const TOOL_TEXT = /\b(?:content|newText)\s*:\s*/g;
/** string literals glued together: `["cu", "rl …"].join("")`, `"cu" + "rl …"` (a command split to hide it) */
export const GLUED =
  /(?:"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|`(?:[^`\\]|\\.){0,400}`)(?:\s*[+,]\s*(?:"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|`(?:[^`\\]|\\.){0,400}`)){1,16}/g;
export const LIT_G = /"((?:[^"\\\n]|\\.){0,400})"|'((?:[^'\\\n]|\\.){0,400})'|`((?:[^`\\]|\\.){0,400})`/g;
/** a variable given fetched text, later evaluated: `my $c=get("http…"); eval $c`, `s=urlopen(…).read(); exec(s)` */
export const FETCHED_VAR =
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
export const EVAL_FETCHED_INLINE =
  /\.then\s*\(\s*(?:eval|Function|new\s+Function)\s*\)|\b(?<!\b(?:json|simplejson|ujson|orjson|tomllib|toml)\.)(?:load|loadstring|dostring)\s*\(\s*[A-Za-z_]\w{0,40}[:.]read\s*\([^)]{0,12}\)|\b(?:eval|exec|instance_eval|assert)\s*\(?\s*(?:curl_exec|file_get_contents|URI\.open|Net::HTTP\.get|open-uri|urlopen|get)\b|\bimport\s*\(\s*["'`]data:[^"'`]{0,40}["'`]\s*\+|\btools\.bash\s*\(\s*\{\s*command\s*:\s*[A-Za-z_$][\w$]{0,40}\s*\}/;
export const EVAL_VARIABLE =
  /(?:\beval|\bexec|\bFunction|\binstance_eval|\.runIn(?:This|New)?Context|\bnew\s+vm\.Script)\s*\(\s*(?:(?:"[\w$, ]{0,40}"|'[\w$, ]{0,40}')\s*,\s*){0,6}[A-Za-z_$][\w$]{0,40}(?:\.(?:text|body|content|data|read\(\)))?\s*[,)]/;
export const LIT_AT = /^(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'|`((?:[^`\\]|\\.){0,4000})`)/;
// (short literals are matched too and left out by the caller: skipping them would start a match at a closing quote and
// read `", command: "` as a string, hiding the literal after it: round 44)
export const STRING_LIT = /"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'|`((?:[^`\\]|\\.){0,4000})`/g;

export function unescapeLit(s: string): string {
  return s
    .replace(/\\(["'`\\])/g, "$1")
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t");
}

const HOST =
  /\b(?:https?|wss?|ftp):\/\/([^\s/"'`:)]{1,120})|["']((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})["']\s*[,)]/i;

/** The host the code talks to, for evidence ("urllib to example.net"). */
export function hostIn(code: string): string | null {
  const m = HOST.exec(code);
  return m ? (m[1] ?? m[2]) : null;
}
