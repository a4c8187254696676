// Python files a tool runs unasked (conftest.py, setup.py, noxfile.py) read whole as code, judged on what a whole file can show.

import { codeFacts } from "./code-scan.ts";
import { foldedProgram } from "./code-fold.ts";
import type { FlowContext } from "./shell-flow-facts.ts";
import type { Hit } from "./types.ts";

/** The whole environment taken at once (`os.environ.items()`, `dict(os.environ)`, `json.dumps(os.environ)`). */
const WHOLE_ENV =
  /\bos\.environ\s*\.\s*(?:items|copy|keys|values)\s*\(|\b(?:dict|str|repr|json\.dumps|list)\s*\(\s*os\.environ\s*[,)]|\*\*\s*os\.environ\b/;
/** A secret file's path built from parts (`Path.home() / ".aws" / "credentials"`, `os.path.join(home, ".ssh", k)`). */
const SECRET_PART =
  /["']\.(?:aws|ssh|kube|docker|gnupg|netrc|npmrc|pypirc|git-credentials|pgpass)\b|["'](?:application_default_credentials\.json|id_(?:rsa|ed25519|ecdsa))["']/;
/** A call that sends bytes off the machine. */
const SENDS =
  /\bsocket\.(?:create_connection|socket)\s*\(|\burlopen\s*\(|\brequests\.(?:post|put|get|request)\s*\(|\bhttpx\.(?:post|put|get|Client)\b|\bhttp\.client\.HTTPS?Connection\s*\(|\bgethostbyname\s*\(/;
/** A socket's descriptors handed to a shell (`os.dup2(s.fileno(), 0)`, `pty.spawn`, `stdin=s`). */
const WIRED_SHELL = /\bos\.dup2\s*\(\s*\w+\.fileno\(\)|\bpty\.spawn\s*\(|\bstdin\s*=\s*\w+\.(?:fileno\(\)|makefile)/;
/** Code fetched and run (`exec(urlopen(u).read())`). */
const RUNS_FETCHED = /\b(?:exec|eval)\s*\([^\n]{0,160}\b(?:urlopen|requests\.get|urllib\.request)\b/;
const HOSTS = /\b(?:https?|wss?|ftp):\/\/([^\s/"'`:)]{1,120})|\(\s*["']([a-z0-9.-]{1,253})["']\s*,\s*\d{1,5}\s*\)/gi;
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|::1|\[::1\])$/i;
/** How many lines apart a read and a send may be and still be one step (one hook function). */
const NEAR_LINES = 15;

/**
 * A one-liner that reads any environment variable and talks to the network is judged as sending it; a whole file does
 * both for ordinary reasons (a health check on `os.environ.get("APP_URL")`, a package index client). So a file is judged
 * on the whole environment or a secret file read within a few lines of a send to a host that is not this machine, a
 * socket wired to a shell, code fetched and run, and the shell commands it runs (read by the shell layer).
 */
export function pythonFileHits(
  code: string,
  start: number,
  end: number,
  label: string,
  rescan: FlowContext["rescan"],
): Hit[] {
  const hits: Hit[] = [];
  const hosts = [...code.matchAll(HOSTS)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase());
  const offMachine = hosts.length === 0 || hosts.some((h) => !LOOPBACK.test(h));
  const hit = (rule: string, category: Hit["category"], weight: number, why: string): void => {
    hits.push({ rule, category, weight, start, end, detail: `${label}: ${why}` });
  };
  if (offMachine) {
    const lines = code.split("\n");
    const at = (re: RegExp): number[] => lines.flatMap((l, i) => (re.test(l) ? [i] : []));
    const sends = at(SENDS);
    const reads = [...at(WHOLE_ENV), ...at(SECRET_PART)];
    if (reads.some((r) => sends.some((s) => Math.abs(r - s) <= NEAR_LINES)))
      hit("bash.exfil-runtime", "bash_exfil", 0.93, "the environment or a secret file sent off the machine");
    if (/\bsocket\b/.test(code) && WIRED_SHELL.test(code))
      hit("bash.reverse-shell", "bash_reverse_shell", 0.95, "a socket wired to a shell");
    if (RUNS_FETCHED.test(code)) hit("bash.run-decoded-code", "bash_remote_exec", 0.92, "runs code it fetched");
  }
  // (the commands of the folded view: a command spelled by codecs' rot13, char codes or joins is the command it spells)
  for (const c of codeFacts(foldedProgram(code) ?? code, "python").commands)
    hits.push(...rescan(c, start, end, `${label} → shell`));
  return hits;
}
