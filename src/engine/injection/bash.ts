// The bash-aware layer's reading: a command analysed as a program (pipelines, nested and decoded scripts, flows), plus tool inputs.

import { modelEndpointInputHits } from "./model-endpoint-redirect.ts";
import type { Hit } from "./types.ts";
import { codeFacts } from "./code-scan.ts";
import { agentCommands, agentFileHit, agentFileWeight, DOCUMENTED, isAgentFile } from "./agent-file.ts";
import { hit, readsSecrets } from "./bash-facts.ts";
import { codeTamperHits, tamperPathHit } from "./bash-tamper.ts";
import { programOnce } from "./derived-programs43.ts";
import { codeProgramHits, flowHits } from "./shell-flow.ts";
import { programFileHits, startupFile, startupFileHits } from "./bash-written-files.ts";
import { sourceLanguage, writtenSourceHits } from "./bash-written-source.ts";
import { configFileSafeguardHits, configSafeguardHits } from "./config-safeguards-off.ts";
import { gatesCodeHits, gatesFileHits } from "./gates44.ts";
import { safeguardSwitchFileHits, safeguardSwitchHits } from "./safeguard-switches56.ts";
import { sharedFileHits } from "./share-files58.ts";
import { isShellScript, writtenShellHits } from "./bash-written-shell.ts";
import { gitConfigPushHits } from "./bash-push-computed.ts";
import { toolLoaded } from "./bash-tool-loaded.ts";
import { codeNeuterHits, writeJudgedHits } from "./edit-written42.ts";
import { instanceScript } from "./ops-remote-run.ts";
import { pipelineHits, programReaderHits } from "./bash-readers.ts";
import { opsFileHits } from "./ops-file-scripts.ts";
import { programDependencyHits } from "./dependency-evidence45.ts";
import { buildCodeLang48, buildFileHits48 } from "./build-code48.ts";
import { dbEvidenceHits } from "./db-evidence46.ts";
import { dnsSecretHits } from "./code-dns-secrets.ts";
import { writtenConfigHits } from "./written-config-hits.ts";
import { opsSystemFileHits } from "./ops-system-files.ts";
import { hostInputHits } from "./host-written.ts";
import { mlInputHits } from "./ml-readers.ts";
import { parseShell, type Word } from "./shell-parse.ts";
import { stagesOf, type Stage } from "./shell-words.ts";

export { readsSecrets } from "./bash-facts.ts";

/** Nested scripts are followed this deep (bash -c "eval \"$(…)\"" …) and at most this often and this much per command. */
const MAX_NEST = 4;
const MAX_DERIVED_SCANS = 48;
const MAX_DERIVED_BYTES = 512 * 1024;

/** What an unread nested level could carry that the layer would have judged: a network tool, a decoder, a secret. */
const UNREAD_RISK =
  /\b(?:curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|rsync|ftp|dig|nslookup|base64|xxd|openssl|printf|python3?|perl|ruby|node|php)\b|\brev\b|\btr\b|\b(?:g?unzip|zcat)\b|\/dev\/(?:tcp|udp)\/|\$\(|\$\{?[A-Za-z_]|`|\\x[0-9a-f]{2}|\.ssh\b|\.aws\b|\.env\b|\benv\b|\bprintenv\b|crontab|authorized_keys|sudoers/i;

/** Text that only assigns variables from literals and plain variable references: no command, no substitution. */
const ONLY_ASSIGNS = /^\s*(?:[A-Za-z_]\w{0,63}=(?:"[^"`()]{0,200}"|'[^']{0,200}'|[^\s"'`();&|<>]{0,200})\s*)+$/;

export interface Budget {
  scans: number;
  bytes: number;
  /** derived scans allowed (MAX_DERIVED_SCANS unless set from the script's size) */
  limit?: number;
  /** interpreter programs read on this budget, by language and text */
  programs?: Map<string, Hit[]>;
}

/**
 * Derived scans a whole script may use: 48, plus one per 128 bytes of it. A long real script (a maintainer script, a
 * CLI in shell) is read to its end; padding made to exhaust the budget must hold more than one derived script per 128
 * bytes, and then the unread rest still warns.
 */
export function derivedScanLimit(src: string): number {
  return MAX_DERIVED_SCANS + Math.floor(src.length / 128);
}

/** One level of analysis: pipelines, commands, and the derived scripts one level deeper. */
export function analyse(
  src: string,
  depth: number,
  budget: Budget,
  views: Word[],
): { hits: Hit[]; pipelines: Stage[][]; literals: Word[]; truncated: boolean } {
  const hits: Hit[] = [];
  const parsed = parseShell(src);
  const pipelines = stagesOf(parsed.commands, src);
  pipelineHits(src, pipelines, hits);
  // a derived script's hits land on the span it came from, its flow prefixed with how it was derived
  const lift = (inner: Hit[], start: number, end: number, label: string): Hit[] =>
    inner.map((h) => ({ ...h, start, end, detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}` }));
  const rescan = (text: string, start: number, end: number, label: string): Hit[] => {
    if (text.trim() === "") return [];
    // fail closed: shells nested past the cap are not read, and nobody nests them that deep for honest work. An
    // expanded view is the same program with its constants in place (its own nested shells count themselves), and a
    // nested shell that runs nothing this layer watches (no network, decoder, secret or further substitution) hides
    // nothing: only what the unread level could carry fails closed
    if (depth >= MAX_NEST) {
      if (label.startsWith("expanded")) return [];
      const nested = /\b(?:ba|z|da|k)?sh\s{1,3}-[a-z]*c|\beval\b|\|\s{0,3}(?:ba|z|da)?sh\b/.exec(text);
      const carried = nested ? UNREAD_RISK.exec(text) : null;
      return nested && carried
        ? [
            hit(
              "bash.nesting-too-deep",
              "bash_remote_exec",
              0.85,
              start,
              end,
              `${label}: shells nested deeper than ${MAX_NEST} levels, unread, around \`${nested[0].trim()}\` and \`${carried[0].trim()}\``,
            ),
          ]
        : [];
    }
    // past the budget the derived script is not read: a warn when it could carry what the layer watches
    // (an eval that only assigns, `eval value="\$${name}"`, is an indirect variable read: there is nothing to run)
    if (budget.scans >= (budget.limit ?? MAX_DERIVED_SCANS) || budget.bytes + text.length > MAX_DERIVED_BYTES)
      return !UNREAD_RISK.test(text) || ONLY_ASSIGNS.test(text)
        ? []
        : [
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
  // (a program read before on this budget, at any level, is not read or charged again: derived-programs43.ts)
  const code = (text: string, lang: string, start: number, end: number, label: string): Hit[] => {
    if (depth >= MAX_NEST) return [];
    return programOnce((budget.programs ??= new Map()), lang, text, start, end, () => {
      if (budget.scans >= (budget.limit ?? MAX_DERIVED_SCANS) || budget.bytes + text.length > MAX_DERIVED_BYTES)
        return [];
      budget.scans++;
      budget.bytes += text.length;
      return codeProgramHits(text, lang, start, end, label, rescan);
    });
  };
  hits.push(...flowHits(src, parsed, pipelines, { depth, rescan, code, views, readsSecrets }));
  hits.push(...programReaderHits(src, pipelines, rescan));
  // (the top level only: the write tool's judgement reads derived scripts on budgets of its own)
  if (depth === 0) hits.push(...writeJudgedHits(src, pipelines, (t, p) => toolInputHits(t, { agentFile: p })));
  return { hits, pipelines, literals: parsed.literals, truncated: parsed.truncated };
}

/** A reader of texts derived from a tool input (a program's shell strings, a program file's commands), on one budget. */
function derivedReader(): (text: string, start: number, end: number, label: string) => Hit[] {
  const budget: Budget = { scans: 0, bytes: 0 };
  return (text: string, start: number, end: number, label: string): Hit[] => {
    if (budget.scans >= (budget.limit ?? MAX_DERIVED_SCANS) || budget.bytes + text.length > MAX_DERIVED_BYTES)
      return [];
    budget.scans++;
    budget.bytes += text.length;
    return analyse(text, 1, budget, []).hits.map((h) => ({
      ...h,
      start,
      end,
      detail: `${label}: ${h.detail ?? h.rule.replace(/^bash\./, "")}`,
    }));
  };
}

/** Code an agent runs (codemode scripts, a program text): its facts and the shell strings it runs. Never throws. */
export function scanProgram(code: string, lang: string): Hit[] {
  return codeProgramHits(code, lang, 0, code.length, lang, derivedReader());
}

/**
 * Hits of the shell layer for tool inputs that are not bash commands: a program (codemode scripts) read as code,
 * its string literals as shell commands; a text written into an agent file judged like `echo … >> AGENTS.md`.
 */
export function toolInputHits(text: string, options: { agentFile?: string; code?: string }): Hit[] {
  // macOS and Windows host scripts, autorun files, agent files' commands and code mode, by the host readers
  const hits: Hit[] = [...hostInputHits(text, options), ...modelEndpointInputHits(text, options)];
  // ML start-up files and notebooks written, and code mode's programs, by the data-science readers
  hits.push(...mlInputHits(text, options, derivedReader));
  if (options.code !== undefined) {
    const code = text.length > MAX_DERIVED_BYTES ? text.slice(0, MAX_DERIVED_BYTES) : text;
    hits.push(
      ...scanProgram(code, options.code),
      ...codeTamperHits(code),
      ...codeNeuterHits(code),
      ...configSafeguardHits(code),
      ...safeguardSwitchHits(code),
      ...dnsSecretHits(code),
      ...gatesCodeHits(code),
      // (a program that empties a checksum file or points a package source elsewhere: dependency-evidence45.ts)
      ...programDependencyHits(code),
      // (a program that opens a data store, destroys its backups or runs code in it: db-evidence46.ts)
      ...dbEvidenceHits(code),
    );
    const budget: Budget = { scans: 0, bytes: 0 };
    for (const s of codeFacts(code, options.code).strings) {
      if (budget.scans >= (budget.limit ?? MAX_DERIVED_SCANS) || !/\s/.test(s)) continue;
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
  // (round 48) a build file the build runs: build.rs, Gradle and sbt scripts read as code; MSBuild's Exec commands and
  // Gradle's remotely applied scripts (build-code48.ts)
  const buildLang = options.code === undefined ? buildCodeLang48(options.agentFile) : null;
  if (buildLang !== null) hits.push(...scanProgram(text.slice(0, MAX_DERIVED_BYTES), buildLang));
  if (options.agentFile !== undefined && options.code === undefined)
    hits.push(...buildFileHits48(options.agentFile, text.slice(0, MAX_DERIVED_BYTES), derivedReader()));
  // a program file (workflow, Makefile, Dockerfile, hook …) is judged by the commands it will run, not as instructions
  const program =
    options.agentFile === undefined || isAgentFile(options.agentFile)
      ? null
      : programFileHits(options.agentFile, text, MAX_DERIVED_BYTES, derivedReader);
  if (program !== null) hits.push(...program);
  // a written config, release file, database or network config by what its tool does with it (written-config-hits.ts)
  if (options.agentFile !== undefined)
    hits.push(...writtenConfigHits(options.agentFile, text, text.slice(0, MAX_DERIVED_BYTES), derivedReader));
  // an operations file (ansible task, pod spec, cloud-init, terraform boot script) by the commands its platform runs
  if (options.agentFile !== undefined && program === null)
    hits.push(...opsFileHits(options.agentFile, text, derivedReader(), instanceScript));
  // a shell start-up file, cron table or autostart entry is a script too: judged as a redirect into it is
  const startup = program === null && options.agentFile !== undefined && startupFile(options.agentFile);
  if (startup) hits.push(...startupFileHits(startup, text, derivedReader()));
  // an /etc file, a config-management task's files, a terraform file: judged as the shell write or grant they make
  if (options.agentFile !== undefined && program === null && !startup)
    hits.push(...opsSystemFileHits(options.agentFile, text, derivedReader()));
  if (options.agentFile !== undefined && program === null && !startup) {
    const tamper = tamperPathHit(options.agentFile, text.length, text);
    if (tamper) hits.push(tamper);
    // a git config with a second push URL to another host: `git remote set-url --add --push` written as a file
    hits.push(...gitConfigPushHits(options.agentFile, text));
    // an agent file is read as orders to the agent, and a module a tool loads unasked (a test setup, conftest.py,
    // build.rs) like one: both run without anyone reading them. A script or README that shows commands is neither
    if (isAgentFile(options.agentFile) || toolLoaded(options.agentFile)) {
      const h = agentFileHit(options.agentFile, text, 0, text.length, "write");
      if (h.weight >= 0.5) hits.push(h);
      const carried = h.weight < 0.9 ? carriedCommandHit(options.agentFile, text, "write") : null;
      if (carried) hits.push(carried);
    }
    // a program source file (main.go, tools/x.py, bin/x.rb …) is read as the program it is
    hits.push(...writtenSourceHits(options.agentFile, text, MAX_DERIVED_BYTES, derivedReader()));
    // a shell script is read as the script it is (its send rules only)
    hits.push(...writtenShellHits(options.agentFile, text, MAX_DERIVED_BYTES, derivedReader()));
    // a program that writes a safeguard off into a tool's config, and such a config written directly
    if (sourceLanguage(options.agentFile) !== null || isShellScript(options.agentFile, text))
      hits.push(...configSafeguardHits(text.slice(0, MAX_DERIVED_BYTES)));
    hits.push(...configFileSafeguardHits(options.agentFile, text));
  }
  // a safeguard switched off by the setting the written file holds (agent permissions, CI security jobs, containers)
  if (options.agentFile !== undefined)
    hits.push(
      ...safeguardSwitchFileHits(options.agentFile, text.slice(0, MAX_DERIVED_BYTES)),
      ...sharedFileHits(options.agentFile, text.slice(0, MAX_DERIVED_BYTES)),
      ...gatesFileHits(options.agentFile, text, MAX_DERIVED_BYTES),
    );
  return hits;
}

/**
 * A text for an agent file that carries a command the shell layer blocks (`Always run: bash -c "$(printf '\x63url …')
 * | sh"`): the file orders every later session to run it. Documented installers that ask the user first are left alone.
 */
export function carriedCommandHit(path: string, content: string, via: string): Hit | null {
  if (content.length > MAX_DERIVED_BYTES || agentFileWeight(content).why === DOCUMENTED) return null;
  const budget: Budget = { scans: 0, bytes: 0 };
  for (const c of agentCommands(content)) {
    const worst = analyse(c, 1, budget, []).hits.reduce<Hit | null>(
      (a, x) => (x.weight >= 0.8 && x.category !== "bash_agent_file" && (a === null || x.weight > a.weight) ? x : a),
      null,
    );
    if (worst)
      return {
        rule: "bash.agent-file-write",
        category: "bash_agent_file",
        weight: 0.92,
        start: 0,
        end: content.length,
        detail: `${via} into ${path}: carries \`${c.slice(0, 60)}\` (${worst.detail ?? worst.rule})`,
      };
  }
  return null;
}
