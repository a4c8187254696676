// Credential hunting and reading: filesystem-wide searches for keys, credential files read out, cloud metadata tokens.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** a search root that covers the machine or a home folder, not a project */
const BROAD_ROOT =
  /^(?:\/|~\/?|\$\{?HOME\}?\/?|\/home(?:\/[^/\s]*)?\/?|\/root\/?|\/Users(?:\/[^/\s]*)?\/?|\/etc\/?|\/var\/?|\/opt\/?|\/mnt\/?|\/srv\/?|\/media\/?)$/;
/** file names of keys, wallets and credential stores (find -name, locate) */
const SECRET_FILE_NAME =
  /^(?:\*?\.?)?(?:id_(?:rsa|dsa|ecdsa|ed25519|\*)|.*\.(?:pem|key|p12|pfx|ppk|kdbx|jks|keystore|ovpn)|wallet\.dat|\.env(?:\.\*)?|\.?netrc|\.git-credentials|\.pgpass|credentials(?:\.json)?|shadow|\.(?:bash|zsh)_history|authorized_keys|\*?(?:secret|password|passwd|token|credential)s?\*?(?:\..*)?)$/i;
/** what a search looks for when it hunts for secrets in file contents */
const SECRET_WORD =
  /passw(?:or)?d|\bpass\b|secret|token|api[_-]?key|access[_-]?key|private[ _]key|credential|BEGIN\s+(?:RSA|OPENSSH|EC|DSA|PGP)?\s*PRIVATE/i;
/** files that hold credentials by themselves: reading one out hands the secret to whoever reads the output */
const CRED_STRONG =
  /\.ssh\/(?:id_[^\s/'"}]*|[^\s/'"}]*\.pem)(?<!\.pub)(?=$|[\s'"}])|\.aws\/credentials|\.config\/gcloud\/(?:credentials\.db|access_tokens\.db|application_default_credentials\.json|legacy_credentials)|\.azure\/(?:accessTokens\.json|msal_token_cache)|\.git-credentials|(?:^|[\s/'"~])\.netrc\b|\.pgpass\b|\.my\.cnf\b|\.vault-token\b|(?:^|\/)\.(?:bash|zsh|sh|fish|python)_history\b|\.local\/share\/fish\/fish_history|\/etc\/g?shadow\b|\blogin data\b|\blogins\.json\b|\bkey[34]\.db\b|\/(?:var\/)?run\/secrets\/(?!kubernetes\.io\/serviceaccount\/(?:namespace|ca\.crt)\b)|\.gnupg\/private-keys|\.password-store\/(?![^\s'"}]{0,80}\.gpg-id(?=$|[\s'"}]))/i;
/** files that hold credentials among settings: one alone is ordinary to look at, several together are a sweep */
const CRED_WEAK =
  /\.docker\/config\.json|\.kube\/config\b|\.npmrc\b|\.pypirc\b|\.config\/gh\/hosts\.yml|\.terraform\.d\/credentials/i;
const READERS = new Set([
  "cat",
  "tac",
  "head",
  "tail",
  "less",
  "more",
  "bat",
  "nl",
  "strings",
  "xxd",
  "od",
  "hexdump",
  "base64",
  "base32",
  "grep",
  "egrep",
  "rg",
  "awk",
  "sed",
  "sqlite3",
  "jq",
  "yq",
  "openssl",
  "dd",
  "tr",
  "cut",
  "sort",
  "uniq",
  "paste",
  "column",
]);
/** cloud instance metadata services, and the paths on them that hand out credentials */
const METADATA =
  /(?:^|[\s'"=/@])(?:169\.254\.169\.254|169\.254\.170\.2|metadata\.google\.internal|metadata\.goog|100\.100\.100\.200|\[?fd00:ec2::254\]?)\b/i;
const METADATA_CREDS =
  /security-credentials|service-accounts\/[^\s/'"]*\/(?:token|identity)|identity\/oauth2\/token|AWS_CONTAINER_CREDENTIALS|\/ram\/security-credentials|user-data/i;

const RECURSIVE = /^-[a-zA-Z]*[rR][a-zA-Z]*$|^--recursive$|^--dereference-recursive$/;

function words(s: Stage): string[] {
  return s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, ""));
}

function credentialsIn(args: string[]): { strong: string[]; weak: string[] } {
  const strong: string[] = [];
  const weak: string[] = [];
  for (const a of args) {
    if (a.startsWith("-") && !a.includes("/")) continue;
    if (CRED_STRONG.test(a)) strong.push(a);
    else if (CRED_WEAK.test(a)) weak.push(a);
  }
  return { strong, weak };
}

/** `export HOME=$(mktemp -d)` as a statement of its own (not a one-command prefix, not in a subshell). */
const TEMP_HOME =
  /^[ \t]*(?:export[ \t]+)?HOME=(["']?)(?:\$\(\s*mktemp\s+(?:-\w+\s+)*-d\b[^)\n]*\)|\/tmp\/[\w.$-]+|\$\{?TMPDIR\}?\/[\w.$-]+)\1[ \t]*(?:[;#].*)?$/;

/**
 * The script makes its own throwaway home (a test harness: `export HOME=$(mktemp -d)`) and sets HOME to nothing else,
 * so `rm -rf $HOME` in its cleanup removes that folder, not the user's files.
 */
function temporaryHome(src: string): boolean {
  const sets = src.split("\n").filter((line) => /(?:^|[\s;&(])HOME=/.test(line));
  return sets.length > 0 && sets.every((line) => TEMP_HOME.test(line));
}

/** a list compared with the one kept before (diff, comm, cmp): what an integrity check of setuid files does */
const SETUID_AUDIT = /(?:^|[\s;&|(])(?:diff|comm|cmp)\s+(?:-\S+\s+)*\S/;

/**
 * A search that hands out where it matched, not what (round 35, safe56): `grep -c`, `-l`, `-q`, or its lines cut to
 * their numbers (`| cut -d: -f1`): the user is told which history lines to clean, no token is printed.
 */
function onlyLineNumbers(name: string, args: string[], after: string): boolean {
  if (name !== "grep" && name !== "egrep" && name !== "rg") return false;
  if (
    args.some((t) => /^-[a-zA-Z]*[clLq][a-zA-Z]*$|^--(?:count|files-with(?:out)?-match(?:es)?|quiet|silent)$/.test(t))
  )
    return true;
  return /^\s*\|\s*cut\s+-d\s*["']?:["']?\s+-f\s*1(?=\s|$|[;&|])/.test(after);
}

/** Hits for one command that hunts for or reads out credentials, or asks a metadata service for a cloud token. */
export function reconHits(s: Stage, hits: Hit[], src = ""): void {
  const { name, cmd } = s;
  const a = words(s);
  const span = (rule: string, weight: number, detail: string): void => {
    const category = rule === "bash.destroy" || rule === "bash.privesc-hunt" ? "bash_persistence" : "bash_exfil";
    hits.push(hit(rule, category, weight, cmd.start, cmd.end, detail));
  };
  // find / -name id_rsa, find ~ -name '*.kdbx': a machine-wide hunt for keys and wallets
  if (name === "find") {
    const firstExpr = a.findIndex((t) => /^[-(!]/.test(t));
    const roots = (firstExpr < 0 ? a : a.slice(0, firstExpr)).filter((t) => !t.startsWith("-"));
    const names = a.filter((_t, i) => i > 0 && /^-i?(?:name|path|wholename|regex)$/.test(a[i - 1]));
    const root = roots.find((r) => BROAD_ROOT.test(r));
    const wanted = names.find((n) => SECRET_FILE_NAME.test(n.replace(/^.*\//, "")));
    if (root && wanted)
      span("bash.secret-hunt", 0.85, `find ${root} -name ${wanted}: searches the machine for keys and credentials`);
  }
  // find / -perm -4000, getcap -r /: the setuid binaries and capabilities a privilege escalation starts from
  if (name === "find" && a.some((t, i) => a[i - 1] === "-perm" && /^[-/]?(?:[46]000|[ug]=s|[24]000)$/.test(t))) {
    const root = a.find((t) => !t.startsWith("-") && BROAD_ROOT.test(t));
    // (the list compared with an earlier one, `… > now.txt && diff baseline.txt now.txt`, is an integrity audit)
    if (root && SETUID_AUDIT.test(src))
      span("bash.privesc-hunt", 0.4, `find ${root} -perm setuid, compared with a baseline: an audit`);
    else if (root) span("bash.privesc-hunt", 0.82, `find ${root} -perm setuid: looks for a way to root`);
  }
  if (name === "getcap" && a.some((t) => /^-[a-z]*r/.test(t)) && a.some((t) => BROAD_ROOT.test(t)))
    span("bash.privesc-hunt", 0.82, "getcap -r: looks for a way to root");
  // rm -rf ~, rm -rf /, dd from /dev/zero onto a disk: the machine's or the user's files destroyed
  if (name === "rm" && a.some((t) => /^-[a-zA-Z]*[rR]/.test(t) || t === "--recursive")) {
    const gone = a.find((t) =>
      /^(?:\/\*?|~\/?\*?|\$\{?HOME\}?\/?\*?|\/home\/?\*?|\/Users\/?\*?|\/root\/?\*?|\/etc\/?|\/usr\/?|\/var\/?|\/boot\/?)$/.test(
        t,
      ),
    );
    if (gone && !(/HOME/.test(gone) && temporaryHome(src)))
      span("bash.destroy", 0.9, `rm -r ${gone}: deletes the machine's or the user's files`);
  }
  if (
    (name === "dd" &&
      a.some((t) => /^if=\/dev\/(?:zero|u?random)$/.test(t)) &&
      a.some((t) => /^of=\/dev\/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)/.test(t))) ||
    (name === "shred" && a.some((t) => /^\/dev\/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)/.test(t)))
  )
    span("bash.destroy", 0.9, `${name} overwrites a disk`);
  if ((name === "locate" || name === "plocate" || name === "mlocate") && a.some((t) => SECRET_FILE_NAME.test(t)))
    span(
      "bash.secret-hunt",
      0.85,
      `${name} ${a.find((t) => SECRET_FILE_NAME.test(t))}: looks up key files machine-wide`,
    );
  // grep -r password /, rg AWS_SECRET ~: contents of the whole machine searched for secrets
  const searcher = name === "grep" || name === "egrep" || name === "rg" || name === "ag" || name === "ack";
  if (searcher) {
    const recursive = name !== "grep" && name !== "egrep" ? true : a.some((t) => RECURSIVE.test(t));
    const operands = a.filter(
      (t, i) => !t.startsWith("-") && !/^-(?:e|f|m|A|B|C|-include|-exclude)$/.test(a[i - 1] ?? ""),
    );
    const pattern = a.find((_t, i) => a[i - 1] === "-e") ?? operands[0] ?? "";
    const root = operands.slice(1).find((r) => BROAD_ROOT.test(r));
    if (recursive && root && SECRET_WORD.test(pattern))
      span("bash.secret-hunt", 0.85, `${name} ${pattern} ${root}: searches the machine's files for secrets`);
  }
  // cat ~/.aws/credentials, sqlite3 'Login Data', head ~/.bash_history: credentials read out
  if (READERS.has(name)) {
    const { strong, weak } = credentialsIn([
      ...a,
      ...cmd.redirects.filter((r) => r.op === "<").map((r) => r.target.text),
    ]);
    const files = [...strong, ...weak];
    if ((strong.length > 0 || weak.length >= 2) && !onlyLineNumbers(name, a, src.slice(cmd.end)))
      span(
        "bash.read-credentials",
        strong.length + weak.length >= 2 ? 0.88 : 0.85,
        `${name} reads ${files.slice(0, 3).join(", ")}: credentials handed to whoever reads the output`,
      );
  }
  // macOS keychain passwords printed (-w/-g), the whole keychain dumped
  if (
    name === "security" &&
    ((/^find-(?:generic|internet)-password$/.test(a[0] ?? "") && a.some((t) => /^-[a-zA-Z]*[wg][a-zA-Z]*$/.test(t))) ||
      (a[0] === "dump-keychain" && a.some((t) => /^-[a-zA-Z]*d/.test(t))))
  )
    span("bash.read-credentials", 0.85, `security ${a[0]}: prints keychain passwords`);
  // the instance metadata service: the credentials of the machine's cloud role
  const text = s.text;
  if (
    METADATA.test(text) &&
    (/^(?:curl|wget|http|xh|fetch|nc|python3?|node|perl|ruby|php|iwr|irm)$/.test(name) || /\bInvoke-/i.test(text))
  ) {
    const creds = METADATA_CREDS.test(text);
    span(
      "bash.cloud-metadata",
      creds ? 0.9 : 0.45,
      creds
        ? `${name} asks the cloud metadata service for the instance's credentials`
        : `${name} reads cloud instance metadata`,
    );
  }
}

/** history | grep token, cat ~/.zsh_history | grep pass: the shell history searched for secrets typed earlier. */
export function historyHuntHits(stages: Stage[], hits: Hit[]): void {
  const from = stages.findIndex(
    (s) => s.name === "history" || (READERS.has(s.name) && /(?:^|\/)\.(?:bash|zsh|sh)_history\b/.test(s.text)),
  );
  if (from < 0) return;
  for (const s of stages.slice(from + 1)) {
    // grep -v filters secrets out of the listing (a history cleaner), it does not look for them
    const inverted = s.argv.some((w) => /^-[a-zA-Z]*v[a-zA-Z]*$|^--invert-match$/.test(w.text));
    if ((s.name === "grep" || s.name === "egrep" || s.name === "rg") && !inverted && SECRET_WORD.test(s.text)) {
      hits.push(
        hit(
          "bash.secret-hunt",
          "bash_exfil",
          0.86,
          stages[from].cmd.start,
          s.cmd.end,
          `${stages[from].name} → ${s.name}: the shell history searched for secrets`,
        ),
      );
      return;
    }
  }
}

/** user documents and keys the collection step of an intrusion gathers */
const COLLECTED =
  /\.(?:docx?|xlsx?|pptx?|pdf|odt|csv|kdbx|pem|key|p12|pfx|wallet|sqlite|db)\b|id_rsa|wallet\.dat|\.env\b/i;

/** find over / or a home folder for documents or keys, copied or archived: the collection step that precedes exfiltration. */
export function stagingHits(stages: Stage[], hits: Hit[]): void {
  const at = stages.findIndex((s) => s.name === "find");
  if (at < 0) return;
  const f = stages[at];
  const a = words(f);
  const root = a.find((t, i) => !t.startsWith("-") && BROAD_ROOT.test(t) && (i === 0 || !a[i - 1].startsWith("-")));
  const names = a.filter((_t, i) => i > 0 && /^-i?(?:name|path|regex)$/.test(a[i - 1]));
  if (!root || !names.some((n) => COLLECTED.test(n))) return;
  const exec = a.findIndex((t) => /^-(?:exec|execdir)$/.test(t));
  const copier = /^(?:cp|tar|zip|7z|rsync|cpio|gzip|install|mv)$/;
  const via =
    exec >= 0 && copier.test((a[exec + 1] ?? "").replace(/^.*\//, ""))
      ? a[exec + 1]
      : stages
          .slice(at + 1)
          .find((s) => copier.test(s.name) || (s.name === "xargs" && /\b(?:cp|tar|zip|mv)\b/.test(s.text)))?.name;
  if (via)
    hits.push(
      hit(
        "bash.stage-collection",
        "bash_exfil",
        0.85,
        f.cmd.start,
        stages[stages.length - 1].cmd.end,
        `find ${root} ${names.join(" ")} → ${via}: documents or keys gathered for sending`,
      ),
    );
}
