// Inline interpreter code (python -c, node -e, perl -e, awk, codemode scripts) read for secrets, sockets, HTTP and shells.

import { homeRelativeSecret } from "./code-home-secrets43.ts";
import { VCS_SECRET_TOOLS } from "./vcs-secrets43.ts";
import { argvCommands } from "./code-argv.ts";
import { readsOnlyPlainEnv } from "./code-env-names.ts";
import { loginKeysOff } from "./code-login-keys.ts";
import { printerToOwnHostOff } from "./code-printer-owner.ts";
import { namedLiteral } from "./code-named-literal34.ts";
import { pathObjectWrites } from "./code-path-writes.ts";
import { moreNetwork, runsFetchedCode } from "./code-scan-more.ts";
import { fetchedCodeRun } from "./code-fetched-eval.ts";
import { awkRunsReadLine, homeWrites } from "./code-home-writes.ts";
import { toolWrites } from "./code-scan-tools.ts";
import type { Hit } from "./types.ts";
import {
  AWK_SYSTEM,
  AWK_WRITE,
  BACKTICK_CMD,
  CLI_PRINTER,
  ENV_READ,
  EVAL_DYNAMIC,
  EVAL_FETCHED_INLINE,
  EVAL_VARIABLE,
  FETCHED_VAR,
  FILE_WRITE,
  GLUED,
  LIT_AT,
  LIT_G,
  NETWORK,
  RUNS_COMMANDS,
  SECRET_READ,
  SHELL_CALL,
  SHELL_SPAWN,
  SOCKET,
  STRING_LIT,
  TOOL_BASH,
  TOOL_TEXT,
  TOOL_WRITE,
  hostIn,
  unescapeLit,
} from "./code-scan-patterns.ts";
import { authHeadersOff } from "./code-auth-headers.ts";

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

/** A reader command the code runs on a secret file (awk's `"cat .env" | getline l`, `os.popen("cat ~/.netrc")`). */
function commandSecretRead(commands: string[]): string | null {
  for (const c of commands) {
    const args = /^\s*(?:cat|head|tail|base64|xxd|od|strings|tar|zip|gzip|jq|grep)\s+([^|;&\n]{1,300})/.exec(c)?.[1];
    const quoted = args
      ?.split(/\s+/)
      .map((w) => `"${w}"`)
      .join(" ");
    if (quoted && SECRET_READ.test(quoted)) return `\`${c.trim().slice(0, 40)}\``;
    // (a version control client printing its logins: `git config --list`, `svn auth --show-passwords`)
    if (VCS_SECRET_TOOLS.test(c.trim())) return `\`${c.trim().slice(0, 40)}\``;
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
  while ((m = STRING_LIT.exec(code)) !== null && strings.length < 64) {
    const lit = m[1] ?? m[2] ?? m[3] ?? "";
    if (lit.length >= 6) strings.push(unescapeLit(lit));
  }
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
      commandSecretRead(commands) ??
      // (home named once and its login files as relative literals: `read(".config/gh/hosts.yml")`)
      homeRelativeSecret(code),
    network,
    socket: SOCKET.test(code) && network !== null,
    shellSpawn: SHELL_SPAWN.test(code) || (SOCKET.test(code) && RUNS_COMMANDS.test(code)),
    evalDynamic: EVAL_DYNAMIC.test(code) || fetchedEval,
    commands,
    strings,
    writes,
  };
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
