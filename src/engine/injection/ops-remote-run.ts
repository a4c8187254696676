// Commands an operator tool runs on another machine, pod or instance (kubectl exec, SSM, run-command, user-data, salt, ansible) read as scripts.

import { pathKey, writtenFiles } from "./bash-config-programs.ts";
import { cloudConfigCommands } from "./ops-file-scripts.ts";
import type { Word } from "./shell-parse.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

type Rescan = (text: string, start: number, end: number, label: string) => Hit[];

/** Literal gate: a script without these words hands no command string to a remote runner. */
const GATE =
  /\b(?:send-command|start-session|execute-command|run-command|compute\b[^\n]{0,40}\b(?:ssh|create|add-metadata)|user-data|userData|custom-data|startup-script|cloud-init|cmd\.(?:run|shell)|pdsh|clush|pssh|parallel-ssh|knife\s+ssh|vagrant\s+ssh)|\s-m\s{1,3}\S{0,30}(?:shell|command|raw)|--module-name/;

/** The value of an option (`--opt V`, `--opt=V`), with the word that holds it. */
function optionValue(argv: Word[], names: RegExp): { value: string; word: Word } | null {
  for (let k = 1; k < argv.length; k++) {
    const w = argv[k] as Word;
    const eq = /^(--?[\w-]+)=([\s\S]*)$/.exec(w.text);
    if (eq && names.test(eq[1] as string)) return { value: eq[2] as string, word: w };
    if (names.test(w.text) && k + 1 < argv.length)
      return { value: (argv[k + 1] as Word).text, word: argv[k + 1] as Word };
  }
  return null;
}

/** Every value after an option up to the next option (`az vm run-command invoke --scripts "a" "b"`). */
function optionValues(argv: Word[], names: RegExp): { value: string; word: Word } | null {
  const k = argv.findIndex((w, n) => n > 0 && names.test(w.text));
  if (k < 0 || k + 1 >= argv.length) return optionValue(argv, names);
  const vals: string[] = [];
  for (let n = k + 1; n < argv.length && !(argv[n] as Word).text.startsWith("--"); n++)
    vals.push((argv[n] as Word).text);
  return { value: vals.join("\n"), word: argv[k + 1] as Word };
}

/** SSM's `commands=["a","b"]`, `commands=a,b`, `{"commands":["a"]}` or `command="…"` (start-session): the lines run. */
function ssmCommands(value: string): string {
  const v = value.trim();
  try {
    const parsed: unknown = JSON.parse(v.startsWith("{") ? v : v.replace(/^commands?=/, ""));
    const list =
      (parsed as { commands?: unknown; command?: unknown }).commands ??
      (parsed as { command?: unknown }).command ??
      parsed;
    if (Array.isArray(list)) return list.map(String).join("\n");
    if (typeof list === "string") return list;
  } catch {
    // shorthand syntax: not JSON
  }
  return v
    .replace(/^commands?=/, "")
    .replace(/^\[|\]$/g, "")
    .replace(/^"|"$/g, "");
}

/** Text handed over as base64 (user-data of some CLIs and templates): its decoded form when that is a script. */
function decodedScript(text: string): string {
  const t = text.trim();
  if (t.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(t)) return text;
  const decoded = Buffer.from(t, "base64").toString("utf8");
  return /^(?:#!|#cloud-|[\x20-\x7e\t\n]*\s)/.test(decoded) && !/[\x00-\x08\x0e-\x1f]/.test(decoded) ? decoded : text;
}

/** A user-data or startup script's commands: cloud-config's runcmd/bootcmd entries, or the script itself. */
export function instanceScript(text: string): string {
  const t = decodedScript(text);
  return /^\s*#cloud-config\b/.test(t) ? cloudConfigCommands(t).join("\n") : t;
}

type Found = { text: string; word: Word; label: string; file?: boolean };

/** The command string one stage hands to a runner elsewhere, with what runs it (null for any other command). */
function remoteScript(s: Stage): Found | null {
  const a = s.argv.map((w) => w.text);
  const line = a.slice(0, 4).join(" ");
  const v = (names: RegExp, many = false) => (many ? optionValues : optionValue)(s.argv, names);
  const found = (r: { value: string; word: Word } | null, label: string, file = false): Found | null =>
    r === null ? null : { text: r.value, word: r.word, label, file };
  if (s.name === "aws") {
    if (/^aws ssm (?:send-command|start-session)\b/.test(line)) {
      const p = v(/^--parameters$/);
      return p ? { text: ssmCommands(p.value), word: p.word, label: "aws ssm runs on the instances" } : null;
    }
    if (/^aws ecs execute-command\b/.test(line)) return found(v(/^--command$/), "aws ecs runs in the container");
    if (
      /^aws (?:ec2 (?:run-instances|modify-instance-attribute)|lightsail create-instances|autoscaling create-launch-configuration)\b/.test(
        line,
      )
    ) {
      const ud = v(/^--user-data$/);
      if (ud) return { text: ud.value.replace(/^Value=/, ""), word: ud.word, label: "the instance runs its user data" };
      return a.some((w) => /^userData$/i.test(w)) ? found(v(/^--value$/), "the instance runs its user data") : null;
    }
  }
  if (s.name === "gcloud") {
    if (/\bcompute\s+(?:ssh|tpus\s+tpu-vm\s+ssh)\b|\bcloud-shell\s+ssh\b/.test(a.join(" ")))
      return found(v(/^--command$/), "gcloud runs it on the instance over ssh");
    const meta = v(/^--metadata$/);
    const m = meta ? /(?:^|,)startup-script=([\s\S]*)$/.exec(meta.value) : null;
    if (m && meta) return { text: m[1] as string, word: meta.word, label: "the instance runs its startup script" };
    const fromFile = v(/^--metadata-from-file$/);
    const f = fromFile ? /(?:^|,)startup-script=([^,]+)/.exec(fromFile.value) : null;
    if (f && fromFile)
      return { text: f[1] as string, word: fromFile.word, label: "the instance runs its startup script", file: true };
  }
  if (s.name === "az") {
    if (/^az (?:vm|vmss) run-command\b/.test(line)) return found(v(/^--scripts?$/, true), "az runs it on the VM");
    if (/^az (?:vm|vmss) create\b/.test(line))
      return found(v(/^--(?:custom|user)-data$/), "the VM runs its custom data");
  }
  if (s.name === "hcloud" || s.name === "doctl" || s.name === "openstack" || s.name === "multipass") {
    const file = v(/^--(?:user-data-from-file|user-data-file|cloud-init)$/);
    if (file)
      return { text: file.value, word: file.word, label: `${s.name}: the server runs its user data`, file: true };
    return found(v(/^--user-data$/), `${s.name}: the server runs its user data`);
  }
  if (s.name === "vagrant" && a[1] === "ssh") return found(v(/^(?:-c|--command)$/), "vagrant runs it in the VM");
  // parallel shells: the command is the first word after their own options (`pdsh -w web[1-4] CMD`)
  if (/^(?:pdsh|clush|pssh|parallel-ssh)$/.test(s.name)) {
    const k = a.findIndex(
      (w, n) => n > 0 && !w.startsWith("-") && !/^-(?:w|g|x|H|h|l|p|t|O|o|f|b|u|R)$/.test(a[n - 1] ?? ""),
    );
    if (k > 0) return { text: a.slice(k).join(" "), word: s.argv[k] as Word, label: `${s.name} runs it on every host` };
  }
  if (s.name === "knife" && a[1] === "ssh" && a.length >= 4)
    return { text: a[3] as string, word: s.argv[3] as Word, label: "knife runs it on the nodes" };
  if (/^salt(?:-ssh|-call)?$/.test(s.name)) {
    const k = a.findIndex((w) => /^cmd\.(?:run|shell)$/.test(w));
    if (k > 0 && k + 1 < a.length)
      return { text: a[k + 1] as string, word: s.argv[k + 1] as Word, label: "salt runs it on the minions" };
  }
  if (s.name === "ansible") {
    const mod = v(/^(?:-m|--module-name)$/);
    if (mod && /^(?:ansible\.(?:builtin|legacy)\.)?(?:shell|command|raw)$/.test(mod.value))
      return found(v(/^(?:-a|--args)$/), "ansible runs it on the hosts");
  }
  return null;
}

/**
 * A command string an operator tool hands to another machine, pod or instance (SSM and ECS commands, run-command
 * scripts, gcloud ssh's `--command`, user data and startup scripts inline or in a file the same script writes, salt's
 * cmd.run, ansible's shell module) is read as the script it is: a fetch-and-run or a send there is the same act
 * here, done with the tool's reach. Ordinary remote work (an upgrade, a restart, a disk check) carries nothing.
 */
export function remoteScriptHits(src: string, pipelines: Stage[][], rescan: Rescan): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  let files: Map<string, string> | null = null;
  for (const stages of pipelines)
    for (const s of stages) {
      const found = remoteScript(s);
      if (found === null || found.text.trim() === "") continue;
      let text = found.text;
      const named = /^fileb?:\/\/(.+)$/.exec(text.trim())?.[1] ?? (found.file ? text.trim() : null);
      if (named !== null) {
        files ??= writtenFiles(pipelines);
        const content = files.get(pathKey(named));
        if (content === undefined) continue;
        text = content;
      }
      text = instanceScript(text);
      for (const h of rescan(text, s.cmd.start, s.cmd.end, found.label)) if (h.weight >= 0.5) hits.push(h);
    }
  return hits;
}
