// Diagnostic captures that hold secrets (process memory and environment, dumps, packets, traces) and credential pickers.

import type { Stage } from "./shell-words.ts";

/**
 * Why a capture holds secrets: a process's memory or environment holds its keys and tokens; a packet capture, a syscall
 * trace of reads and writes or a verbose HTTP trace holds the headers and passwords that crossed the wire; a recorded
 * session (a HAR, a pcap, a heap dump, a core, npm's debug log) holds what the session held. Read by what the tool
 * captures, whatever the reason given.
 */
export interface Capture {
  /** what was captured, for the evidence */
  what: string;
  /** files the capture writes (a core prefix matches every file that starts with it), [] when it prints */
  files: string[];
  /** the stage reads an existing capture (a /proc file, a dump or trace file by name): if it sends, it sends that */
  reads?: boolean;
  /** known by its file name only, made before this script: a team's own analysis host may be where it belongs */
  byName?: boolean;
  /** a packet capture of the loopback interface: this machine's own traffic, its own test logins */
  loopback?: boolean;
}

/** A process's environment or memory by /proc path, the pid computed or not (`/proc/$(pgrep -f x | head -1)/environ`). */
const PROC_SECRET = /\/proc\/(?:[^\s/]{1,12}|\$\([^)]{0,120}\)|`[^`]{0,120}`)\/(?:environ|mem)\b/;
/** Files a capture left: HTTP archives, packet captures, heap and core dumps, mitmproxy flows, npm's debug logs. */
const CAPTURE_FILE =
  /\.(?:har|pcap|pcapng|hprof|heapsnapshot|mitm|core|dmp)(?![\w.-])|(?:^|\/)core\.\d+\b|\.npm\/_logs\/|sslkey(?:s|log)[\w.-]{0,20}\b/i;
/** Packet capture tools (their output is the traffic itself) and interceptors that save decrypted flows. */
const PACKET_TOOLS = /^(?:tcpdump|tshark|dumpcap|ngrep|tcpflow|mitmdump|mitmproxy|mitmweb|sslsniff-bpfcc|sslsniff)$/;
/** gdb, lldb and friends told to write a core or a memory region. */
const DEBUGGER_DUMP =
  /\b(?:generate-core-file|gcore|dump\s+(?:binary\s+)?memory|process\s+save-core|savecore)\s+(["']?)([^\s"';]+)\1/;

/** The file named after an option (`-w F`, `-o F`, `-w=F`), or after a prefix inside one word (`file=F`). */
function optionFiles(a: string[], opts: RegExp): string[] {
  const out: string[] = [];
  for (let i = 1; i < a.length; i++) {
    const t = a[i] as string;
    if (opts.test(t) && a[i + 1] !== undefined && !(a[i + 1] as string).startsWith("-")) out.push(a[i + 1] as string);
    const eq = /^(-{1,2}[\w-]+)=(.+)$/.exec(t);
    if (eq && opts.test(eq[1] as string)) out.push(eq[2] as string);
  }
  return out.map(unquote).filter((p) => p !== "" && p !== "-" && !/^\/dev\/(?:null|stdout|stderr)$/.test(p));
}

const unquote = (p: string): string => p.replace(/^["']|["']$/g, "");

/** A verbose trace of an authenticated client: its output carries the request's headers (`Authorization`, cookies). */
function verboseTrace(s: Stage, a: string[]): string | null {
  const line = a.join(" ");
  // kubectl -v=7 and up prints request headers, 8 and 9 the bodies: secrets' values among them
  if ((s.name === "kubectl" || s.name === "oc") && /(?:^|\s)--?v(?:=|\s)(?:[7-9]|10)\b/.test(line))
    return `${s.name} verbose trace`;
  if (/^(?:aws|az)$/.test(s.name) && /(?:^|\s)--debug\b/.test(line)) return `${s.name} --debug trace`;
  if (s.name === "gcloud" && /--log-http\b/.test(line)) return "gcloud --log-http trace";
  // curl's trace of a call that carries a login (`-v -H "Authorization: …"`, `-u user:pw`)
  if (
    s.name === "curl" &&
    /(?:^|\s)(?:-v|--verbose|--trace(?:-ascii)?)\b/.test(line) &&
    /authorization|cookie|-u\s|--user\b|token/i.test(line)
  )
    return "curl trace of an authenticated call";
  if (/\b(?:GIT_TRACE_CURL|GIT_CURL_VERBOSE)=1\b|\bGH_DEBUG=api\b/.test(s.text) && !/NO_DATA=1|REDACT=1/.test(s.text))
    return "HTTP trace of a git host login";
  if (s.name === "npm" && /--loglevel[=\s]+silly\b|(?:^|\s)-ddd\b/.test(line)) return "npm silly log";
  return null;
}

/** The capture a stage makes, or null. */
export function captureOf(s: Stage): Capture | null {
  const a = s.argv.map((w) => w.text);
  const redirectsIn = s.cmd.redirects.filter((r) => r.op === "<").map((r) => r.target.text);
  const args = [...a.slice(1), ...redirectsIn];
  if (args.some((t) => PROC_SECRET.test(t)) || (s.name === "dd" && args.some((t) => /^if=\/proc\/.*\/mem$/.test(t))))
    return { what: "a process's environment or memory", files: [], reads: true };
  if (s.name === "gcore") return { what: "a core dump", files: optionFiles(a, /^-o$/) };
  if (s.name === "jmap" && a.some((t) => t.startsWith("-dump")))
    return {
      what: "a JVM heap dump",
      files: a.flatMap((t) =>
        /^-dump:.*\bfile=([^,\s]+)/.exec(t)?.[1] ? [unquote(/file=([^,\s]+)/.exec(t)![1]!)] : [],
      ),
    };
  if (s.name === "jcmd" && a.some((t) => /^GC\.heap_dump$/.test(t))) {
    const at = a.indexOf("GC.heap_dump");
    return {
      what: "a JVM heap dump",
      files: a
        .slice(at + 1)
        .filter((t) => !t.startsWith("-"))
        .map(unquote),
    };
  }
  if (s.name === "coredumpctl" && /^(?:dump|debug|gdb)$/.test(a[1] ?? ""))
    return { what: "a core dump", files: optionFiles(a, /^(?:-o|--output)$/) };
  if ((s.name === "gdb" || s.name === "lldb") && DEBUGGER_DUMP.test(s.text)) {
    const m = DEBUGGER_DUMP.exec(s.text);
    return { what: "a process's memory written by a debugger", files: m?.[2] ? [m[2]] : [] };
  }
  if (s.name === "py-spy" && a[1] === "dump" && a.includes("--locals"))
    return { what: "a Python process's local variables", files: [] };
  if (PACKET_TOOLS.test(s.name)) {
    // (tshark -r F reads a capture: the capture file is its source, matched by name elsewhere)
    const loopback = /(?:^|\s)-i\s*(?:lo|lo0|loopback)(?:\s|$)/.test(a.join(" "));
    return {
      what: s.name.startsWith("mitm")
        ? "decrypted HTTPS flows"
        : `captured ${loopback ? "loopback " : "network "}traffic`,
      files: optionFiles(a, /^(?:-w|--save-stream-file)$/),
      loopback,
    };
  }
  // a syscall trace of reads and writes holds their bytes (`strace -e trace=read,write -s 4096`)
  if ((s.name === "strace" || s.name === "ltrace") && /\b(?:read|write|recv\w*|send\w*|SSL_\w+|getenv)\b/.test(s.text))
    return { what: `a ${s.name} of the data read and written`, files: optionFiles(a, /^-o$/) };
  if (s.name === "bpftrace" && /uprobe:[^\s:]*:(?:SSL_(?:read|write)|readline|PAM\w*|getpass)/i.test(s.text))
    return { what: "a probe on what a program reads or encrypts", files: [] };
  const verbose = verboseTrace(s, a);
  if (verbose !== null) return { what: verbose, files: [] };
  if (args.some((t) => CAPTURE_FILE.test(t)))
    return { what: "a recorded session or dump", files: [], reads: true, byName: true };
  return null;
}

/** Processes that hold other people's or the system's credentials in memory: agents, vaults, keyrings, login daemons. */
const CREDENTIAL_HOLDERS =
  /\b(?:ssh-agent|gpg-agent|keepassx?c?|1password|bitwarden|gnome-keyring(?:-daemon)?|kwalletd\d?|vault|keycloak|sshd|sudo|login|lsass|secret-service|pass(?:word)?-?manager)\b/i;

/** The process a memory capture aims at names a credential store (`gdb -p $(pgrep -x keepassxc)`, `gcore $(pidof ssh-agent)`). */
export function credentialHolder(s: Stage): string | null {
  const m = CREDENTIAL_HOLDERS.exec(
    s.argv
      .slice(1)
      .map((w) => w.text)
      .join(" "),
  );
  return m ? m[0] : null;
}

/**
 * Words that name a credential in a filter's pattern. Inverted, counting, listing and redacting filters keep the
 * credential out (`grep -vi authorization`, `grep -c token`, a sed that masks the value).
 */
const CREDENTIAL_WORD =
  /pass(?:word|wd)?\b|passw|\bpass\b|token|secret|authori[sz]ation|bearer|api[_-]?key|\bkey\b|cookie|credential|private[_-]?key|\bauth\b/i;
const REDACTED = /redact|\*\*\*|<hidden>|xxx|masked/i;

/** A stage that picks credentials out of what it reads (`grep -iE 'token|pass'`, `tshark -e http.authorization`). */
export function credentialPicker(s: Stage): boolean {
  const a = s.argv.map((w) => w.text);
  const line = a.slice(1).join(" ");
  if (/^(?:grep|egrep|fgrep|rg|ag|ack)$/.test(s.name)) {
    const opts = a
      .slice(1)
      .filter((t) => /^-[a-zA-Z]+$/.test(t))
      .join("");
    if (/[vclLq]/.test(opts) || a.includes("--invert-match") || a.includes("--count")) return false;
    return CREDENTIAL_WORD.test(line);
  }
  if (s.name === "sed")
    return (
      (a.includes("-n") || a.some((t) => /^-[a-zA-Z]*n/.test(t))) && CREDENTIAL_WORD.test(line) && !REDACTED.test(line)
    );
  if (s.name === "tshark" || s.name === "ngrep")
    return /\b(?:http\.authorization|http\.cookie|authorization|ftp\.request\.arg|pop\.request|imap\.request|password)\b/i.test(
      line,
    );
  if (/^(?:awk|gawk|mawk|perl|jq)$/.test(s.name)) return CREDENTIAL_WORD.test(line) && !REDACTED.test(line);
  return false;
}
