// One pipeline's flows: shells wired to network tools, secrets piped or passed to senders, downloads piped into shells.

import { inlineProgramReadsData } from "./bash-inline-data-reader.ts";
import { psVendorInstall } from "./bash-ps-installer.ts";
import type { Hit } from "./types.ts";
import {
  CODE_RUNNERS,
  DNS,
  vendorInstallerUrl,
  NET,
  RAW_IP_URL,
  SHELLS,
  SINK_AFTER_SOURCE,
  URL_RE,
  hit,
  isNetwork,
  readsSecrets,
} from "./bash-facts.ts";
import { headerData, outboundData } from "./bash-outbound.ts";
import { helperToOwnHost } from "./bash-helper-owner.ts";
import { remoteShellReadsPipe } from "./bash-remote-shell38.ts";
import { runsStdinScript } from "./bash-stdin-scripts.ts";
import { readsSecretsBeyondOwn } from "./bash-own-objects42.ts";
import { hostOf } from "./shell-flow.ts";
import { base, type Stage } from "./shell-words.ts";
import { otherSinkHits, sinkArgHits } from "./bash-sinks.ts";

/** openssl subcommands that print made-up bytes (random, a key, a digest, a password hash): no download to run. */
const OPENSSL_MAKES = /^\s*openssl\s+(?:rand|genrsa|genpkey|ecparam|dgst|passwd|version|prime)\b/;

/** An interactive shell whose input or output is a network tool: mkfifo/nc, telnet | sh | telnet. */
function wiredShellHits(stages: Stage[], hits: Hit[]): void {
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
}

/** Where stdin is a program, not data: "-", /dev/stdin and its aliases. */
const STDIN_PATH = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

/**
 * An interpreter told which program to run (`python3 -m json.tool`, `node scripts/fmt.js`, `bash ./render.sh`) reads
 * what is piped in as data. Inline code (-c/-e) and `-s` still count as a run: the code may exec what it reads.
 */
export function runsNamedProgram(s: Stage): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (/^-(?:c|e|s|E|r|p|-eval|-print|-command)$/.test(a) || /^-\w*[ce]$/.test(a)) return false;
    if (a === "-m" && CODE_RUNNERS.has(s.name)) return /^[\w.]+$/.test(args[i + 1] ?? "");
    if (!a.startsWith("-")) return !STDIN_PATH.test(a) && /^[\w./~-]+$/.test(a);
    if (STDIN_PATH.test(a)) return false;
  }
  return false;
}

/** A CLI that prints its own access token (gh, gcloud, aws, az, vault, op, kubectl). */
const TOKEN_HELPER =
  /^\s*(?:gh\s+auth\s+token|gcloud\s+auth\s+(?:application-default\s+)?print-access-token|aws\s+[\w-]+\s+get-login-password|az\s+account\s+get-access-token|vault\s+print\s+token|kubectl\s+create\s+token)\b/;

/** `helper | xargs -I{} curl -H "Authorization: Bearer {}" URL`: the placeholder only in the auth header. */
function helperIntoHeader(source: Stage, sink: Stage): boolean {
  if (!TOKEN_HELPER.test(source.text) || base(sink.cmd.words[0]?.text ?? "") !== "xargs") return false;
  const placeholder = /\s-I\s*(\S+)/.exec(sink.cmd.words.map((w) => w.text).join(" "))?.[1] ?? "{}";
  return headerData(sink).includes(placeholder) && !outboundData(sink).includes(placeholder);
}

/** Hits of one pipeline read as a flow from its sources to its sinks. */
export function scanPipeline(stages: Stage[], src: string, hits: Hit[]): void {
  wiredShellHits(stages, hits);
  let secretSource: Stage | null = null;
  const chain: string[] = [];
  let fetcher: Stage | null = null;
  let decoded = false;
  for (const s of stages) {
    const { cmd, name } = s;
    if (name === "") continue;
    // secrets read earlier in the pipeline and sent to the network here (a CLI's token helper handed by xargs into the
    // auth header of the call is the token used to log in: the header check judges its host, as for `$(gh auth token)`)
    if (
      (isNetwork(s) || SINK_AFTER_SOURCE.has(name)) &&
      secretSource &&
      !helperIntoHeader(secretSource, s) &&
      !helperToOwnHost(secretSource, s)
    ) {
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
    sinkArgHits(s, src, hits);
    otherSinkHits(s, hits);
    // fetch-and-run: a download piped (maybe through a decoder) into an interpreter
    if (
      fetcher &&
      ((SHELLS.has(name) &&
        !s.argv.some((w) => w.text === "-n" || w.text === "--version") &&
        !runsNamedProgram(s) &&
        // (round 29: an inline program that can run nothing else reads the download as data)
        !inlineProgramReadsData(s, src)) ||
        runsStdinScript(s) ||
        remoteShellReadsPipe(s))
    ) {
      const url = URL_RE.exec(fetcher.text)?.[0] ?? "";
      // (round 28: a vendor's PowerShell installer, `irm get.scoop.sh | iex`, in a script fetching nothing else)
      const trusted = !decoded && (vendorInstallerUrl(url) || psVendorInstall(fetcher.text, src));
      const weight = trusted
        ? 0.45
        : RAW_IP_URL.test(url) || decoded || /^http:/i.test(url) || DNS.has(fetcher.name)
          ? 0.95
          : 0.88;
      hits.push(hit("bash.pipe-to-shell", "bash_remote_exec", weight, fetcher.cmd.start, cmd.end));
    }
    // (`openssl rand -hex 8` and its key and digest makers print random bytes or a key, never a program)
    if ((NET.has(name) && !OPENSSL_MAKES.test(s.text)) || (DNS.has(name) && /\btxt\b/i.test(s.text)))
      fetcher = fetcher ?? s;
    if (fetcher && (name === "base64" || name === "xxd" || name === "openssl" || name === "gunzip" || name === "rev"))
      decoded = true;
    if (readsSecrets(s) && !isNetwork(s) && readsSecretsBeyondOwn(s, src)) secretSource = secretSource ?? s;
  }
}
