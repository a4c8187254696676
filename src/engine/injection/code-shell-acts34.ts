// Interpreter code's file and process acts spelled as the shell commands that do the same, for the shell layer to judge.

/**
 * A program in another language deletes, copies, chmods, writes a device or feeds a command through a pipe with its
 * own library calls (`shutil.rmtree`, `remove_tree`, `os.chmod`, `open(F, "|-", "crontab -")`, `system("setcap", …)`),
 * which the shell layer's rules (written for `rm`, `cp`, `chmod`, `dd`, `crontab -`) never see. Each act is turned
 * back into the shell line with the same effect, so that one judgement holds whatever the interpreter: `cp -r ~/.ssh
 * public/…` followed by a deploy, `printf … | crontab -`, `chmod 0666 /var/run/docker.sock`. Paths the code computes
 * from the home folder (`os.path.expanduser("~/x")`, `glob("~/x")`, `File.expand_path`, `path.join(os.homedir(),
 * ".ssh")`, `Path.home() / ".ssh"`) are spelled with `~`; a path the code only names through a loop variable is taken
 * from the literal list the loop walks.
 */

const Q = String.raw`"((?:[^"\\\n]|\\.){1,300})"|'((?:[^'\\\n]|\\.){1,300})'`;
/** a path expression: a literal, maybe wrapped in a home-expanding call */
const PATH_EXPR = new RegExp(
  String.raw`(?:(?:os\.path\.expanduser|expanduser|File\.expand_path|glob|bsd_glob|Path)\s*\(\s*)?(?:${Q})|(?:os\.homedir\(\)|Path\.home\(\)|Dir\.home|\$ENV\{HOME\}|process\.env\.HOME)\s*(?:[,+/.]|\s)\s*(?:${Q})`,
  "g",
);
/** cheap gate: the calls read here */
const GATE =
  /rmtree|remove_tree|rm_rf|rm_r\b|rmSync|\bfs\.rm\b|Deno\.remove|Remove-Item|unlink|copytree|shutil\.(?:copy|move)|FileUtils|cpSync|copyFile|\bcopy\s*\(|dircopy|chmod|chown|\/dev\/|ENV|environ|process\.env|\|-|popen|\bopen\b|system\s*\(|exec\s*\(|Popen|input\s*=/;

function pathsIn(args: string): string[] {
  const out: string[] = [];
  PATH_EXPR.lastIndex = 0;
  for (const m of args.matchAll(PATH_EXPR)) {
    if (out.length >= 8) break;
    const lit = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (lit === undefined) continue;
    const homeJoined = m[3] !== undefined || m[4] !== undefined;
    const p = homeJoined ? `~/${lit.replace(/^\/+/, "")}` : lit;
    if (/^(?:\/|~|\$HOME|\.{0,2}\/|[\w.-]+\/)[^\s"'`]*$/.test(p) || /^[\w.-]+$/.test(p)) out.push(p);
  }
  return out;
}

/** The literal list a loop variable walks: `for p in ('~/a', '~/b')`, `['~/a', '~/b'].each do |p|`, `foreach (…)` */
function loopPaths(code: string, name: string): string[] {
  const v = name.replace(/[$@]/g, "\\$&");
  const m =
    new RegExp(String.raw`\bfor\s+${v}\s+in\s+([([][^)\]\n]{1,400}[)\]])`).exec(code) ??
    new RegExp(String.raw`(\[[^\]\n]{1,400}\])\s*\.(?:each|forEach)\s*(?:do\s*\|\s*${v}\s*\||\(\s*\(?\s*${v}\b)`).exec(
      code,
    ) ??
    new RegExp(String.raw`\bforeach\s+(?:my\s+)?\$${v.replace(/^\\\$/, "")}\s*(\([^)\n]{1,400}\))`).exec(code);
  return m ? pathsIn(m[1]) : [];
}

/** The arguments of a call starting at `from` (up to its closing parenthesis, or the line end without one). */
function callArgs(code: string, from: number): string {
  const rest = code.slice(from, from + 600);
  if (!rest.startsWith("(")) return rest.split(/[;\n]/)[0];
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "(") depth++;
    else if (rest[i] === ")" && --depth === 0) return rest.slice(1, i);
  }
  return rest;
}

/** paths named by a call's arguments, or by the loop variable it is given */
function argPaths(code: string, args: string): string[] {
  const direct = pathsIn(args);
  if (direct.length > 0) return direct;
  const name = /^\s*(?:os\.path\.expanduser\s*\(\s*)?([$@]?[A-Za-z_]\w{0,30})\s*\)?\s*(?:[,)]|$)/.exec(args)?.[1];
  return name ? loopPaths(code, name) : [];
}

const shq = (p: string): string => (/^[\w~/.$@%+:,=-]+$/.test(p) ? p : `'${p.replace(/'/g, "")}'`);

const RM_TREE =
  /\b(?:shutil\.rmtree|rmtree|remove_tree|FileUtils\.rm_r[f]?|rm_rf|fs\.rmSync|rmSync|fs\.rm|fs\.promises\.rm|Deno\.remove(?:Sync)?|Remove-Item)\b\s*/g;
const COPY =
  /\b(?:shutil\.(?:copytree|copy2?|copyfile|move)|FileUtils\.(?:cp_r|cp|copy_entry|mv)|fs\.(?:cpSync|copyFileSync|cp|copyFile|renameSync)|dircopy|File::Copy::copy|copy)\s*(?=\()/g;
/** chmod with the path first (python, node) or the mode first (perl, ruby) */
const CHMOD = /\b(?:os\.chmod|fs\.chmodSync|fs\.chmod|File\.chmod|FileUtils\.chmod|chmod)\s*(?=[(\s])/g;
const MODE = /\b0o?([0-7]{3,4})\b/;
const DEVICE = /["'](\/dev\/(?:sd[a-z]|nvme\d\w*|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d\w*|mmcblk\d\w*))["']/;
const DEVICE_WRITE = /O_WRONLY|O_RDWR|["'](?:w|wb|r\+b?|a)["']|["']>{1,2}["']|["']>{1,2}\/dev\//;
/** a list of literal words handed to system/exec as separate arguments: perl, ruby, php */
const SYSTEM_LIST =
  /\b(?:system|exec|spawn)\s*\(?\s*((?:(?:"[^"\\\n]{1,200}"|'[^'\\\n]{1,200}')\s*,\s*){1,20}(?:"[^"\\\n]{1,200}"|'[^'\\\n]{1,200}'))/g;
/** a command opened as a pipe the program writes to: perl `open(P, "|-", "crontab -")`, `open(P, "| sh")`, popen(…, "w") */
const PIPE_OPEN =
  /\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*["']\|-["']\s*,\s*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})')|\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*["']\|\s*([^"'\n]{1,200})["']|\b(?:os\.popen|IO\.popen|popen)\s*\(\s*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})')\s*,\s*["'](?:w|r\+|a)/g;
/** a file opened for writing through a handle the program prints to: perl `open F, ">>", glob("~/.bashrc")`, `open(F, ">>x")` */
const HANDLE_OPEN = new RegExp(
  String.raw`\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*["'](>>?)["']\s*,\s*((?:glob|bsd_glob)\s*\(\s*)?(?:${Q})|\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*["'](>>?)\s*([~/$][^"'\s]{1,200})["']`,
  "g",
);
/** the whole environment turned into text (not one named variable) */
const WHOLE_ENV =
  /\bENV\.(?:map|each|to_h|to_a|inspect|sort|keys)\b|\bos\.environ\.items\(\)|\bdict\(\s*os\.environ\s*\)|\bstr\(\s*os\.environ\s*\)|\bJSON\.stringify\(\s*process\.env\b|\bObject\.(?:entries|keys)\(\s*process\.env\s*\)|%ENV\b|\bGet-ChildItem\s+env:|\$_ENV\b/;
/** a project or home file the program writes with a path literal: File.write("docs/x.md", …), writeFileSync, open(…, "w") */
const WRITE_CALL = new RegExp(
  String.raw`\b(?:File\.write|IO\.write|fs\.(?:writeFileSync|writeFile|appendFileSync|appendFile)|writeFileSync|appendFileSync|file_put_contents|Set-Content\s+(?:-Path\s+)?|Out-File\s+(?:-FilePath\s+)?)\s*\(?\s*(?:${Q})|\bopen\s*\(\s*(?:${Q})\s*,\s*["'][wa]b?\+?["']\s*\)`,
  "g",
);
const LITERALS = /"((?:[^"\\\n]|\\.){4,2000})"|'((?:[^'\\\n]|\\.){4,2000})'/g;

function unescapeLiteral(s: string): string {
  return s
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t")
    .replace(/\\(["'\\])/g, "$1");
}

/** The shell lines with the same effect as the code's file and process calls (empty for most code). */
export function shellActs(code: string): string[] {
  if (!GATE.test(code)) return [];
  const out: string[] = [];
  const push = (line: string): void => {
    if (out.length < 16 && !out.includes(line)) out.push(line);
  };
  for (const m of code.matchAll(RM_TREE)) {
    const args = callArgs(code, (m.index ?? 0) + m[0].length);
    for (const p of argPaths(code, args)) push(`rm -rf ${shq(p)}`);
  }
  for (const m of code.matchAll(COPY)) {
    const ps = pathsIn(callArgs(code, (m.index ?? 0) + m[0].length));
    if (ps.length >= 2) push(`cp -r ${shq(ps[0])} ${shq(ps[1])}`);
  }
  for (const m of code.matchAll(CHMOD)) {
    const args = callArgs(code, (m.index ?? 0) + m[0].length);
    const mode = MODE.exec(args)?.[1];
    const ps = pathsIn(args);
    if (mode && ps.length > 0) push(`chmod ${mode.length === 3 ? `0${mode}` : mode} ${ps.map(shq).join(" ")}`);
  }
  const dev = DEVICE.exec(code);
  if (dev && DEVICE_WRITE.test(code)) push(`dd if=/dev/zero of=${dev[1]} bs=1M`);
  for (const m of code.matchAll(SYSTEM_LIST)) {
    const words = [...(m[1] as string).matchAll(/"([^"\\\n]{1,200})"|'([^'\\\n]{1,200})'/g)].map((w) => w[1] ?? w[2]);
    if (words.length >= 2 && /^[\w./-]+$/.test(words[0] as string)) push(words.map((w) => shq(w as string)).join(" "));
  }
  for (const m of code.matchAll(PIPE_OPEN)) {
    const cmd = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "").trim();
    if (cmd === "") continue;
    // what the program prints into the pipe: its other string literals, one a line
    const fed: string[] = [];
    for (const l of code.slice((m.index ?? 0) + m[0].length).matchAll(LITERALS)) {
      if (fed.length >= 8) break;
      const t = unescapeLiteral(l[1] ?? l[2] ?? "").trim();
      if (t !== "" && t !== cmd) fed.push(t);
    }
    if (fed.length > 0) push(`${cmd} <<'SENTINEL_PIPE_IN'\n${fed.join("\n")}\nSENTINEL_PIPE_IN`);
  }
  for (const m of code.matchAll(HANDLE_OPEN)) {
    const mode = m[1] ?? m[5];
    const path = m[3] ?? m[4] ?? m[6];
    if (!mode || !path) continue;
    const fed: string[] = [];
    for (const l of code.slice((m.index ?? 0) + m[0].length).matchAll(LITERALS)) {
      if (fed.length >= 8) break;
      const t = unescapeLiteral(l[1] ?? l[2] ?? "").trim();
      if (t !== "") fed.push(t);
    }
    if (fed.length > 0) push(`cat ${mode} ${shq(path)} <<'SENTINEL_HANDLE_IN'\n${fed.join("\n")}\nSENTINEL_HANDLE_IN`);
  }
  // the environment dumped into a file: the shell's `env > FILE`, whose fate the rest of the line decides
  if (WHOLE_ENV.test(code))
    for (const m of code.matchAll(WRITE_CALL)) {
      const path = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (path && /^[\w~/.$-][^\s"'`]*$/.test(path)) push(`env > ${shq(path)}`);
    }
  return out;
}

/**
 * What a recursive delete of this path destroys, or null: the machine's roots and the home folder (as `rm -rf ~` in
 * the shell), a credential store, backups, a database's or a served site's data, the user's own source folders.
 * Caches, temp folders and paths inside the project are what clean-up scripts delete every day.
 */
const GONE =
  /^(?:\/|~|\$HOME|\/home|\/Users|\/root|\/etc|\/usr|\/var|\/boot|\/opt)\/?\*?$|^(?:~|\$HOME)\/(?:\.ssh|\.gnupg|\.aws|\.kube|\.password-store|src|code|projects|repos|git|work|Documents)\/?$|(?:^|\/)backups?\/?$|^\/var\/lib\/(?:postgresql|mysql|mongodb|redis|docker\/volumes)\/?$|^\/srv\/[\w.-]+\/?$|\bpgdata\/?$/;
const KEPT = /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|(?:^|\/)\.?cache(?:\/|$)|node_modules|__pycache__/;

export function destroyedBy(line: string): string | null {
  const m = /^rm -rf (\S+)$/.exec(line);
  if (!m) return null;
  const p = (m[1] as string).replace(/^'|'$/g, "");
  return GONE.test(p) && !KEPT.test(p) ? p : null;
}

/** SQL that drops every table it finds (a loop over the catalog) or a whole database, outside a temp or test file */
const DROP_ALL =
  /\bDROP\s+(?:TABLE|VIEW)\b[\s\S]{0,400}?\b(?:sqlite_master|sqlite_schema|information_schema|pg_tables|pg_catalog|SHOW\s+TABLES)\b|\b(?:sqlite_master|sqlite_schema|information_schema|pg_tables|SHOW\s+TABLES)\b[\s\S]{0,400}?\bDROP\s+(?:TABLE|VIEW)\b|\bDROP\s+(?:DATABASE|SCHEMA)\b/i;
const DB_TARGET =
  /\b(?:connect|open|new|create_engine|Database)\s*\(\s*(?:[\w.]+\s*,\s*)?["']([^"'\n]{1,200})["']|["']((?:postgres(?:ql)?|mysql|mongodb)(?:\+\w+)?:\/\/[^"'\n]{1,200})["']/i;

export function dropsAllTables(code: string): string | null {
  if (!DROP_ALL.test(code)) return null;
  const target = DB_TARGET.exec(code);
  const t = target ? (target[1] ?? target[2] ?? "") : "";
  // (a test database, an in-memory one, a temp file, a file in the project being reset for its own tests)
  if (t === "" || /:memory:|^\/tmp\/|test|localhost|127\.0\.0\.1|^[\w.-]+$|^\.\.?\//i.test(t)) return null;
  return t;
}
