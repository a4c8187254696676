// Commands inside operations files a platform runs later (ansible tasks, cloud-init, terraform user data, pod commands) read as scripts.

import type { Hit } from "./types.ts";
import { singleQuoted } from "./shell-quote.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/** Files of this size are generated, not written by an agent step. */
const MAX_OPS_FILE = 256 * 1024;

/** Literal gate on the text: the keys that hold a command in these files. */
const GATE =
  /\b(?:shell|command|raw|cmd|args|runcmd|bootcmd|user_data(?:_base64)?|custom_data|metadata_startup_script|startup-script)\b\s*[:=]/;

/** A YAML scalar's text: quotes taken off (`"…"` with its escapes, `'…'` with `''`). */
function scalar(raw: string): string {
  const t = raw.trim();
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) {
    try {
      return JSON.parse(t) as string;
    } catch {
      return t.slice(1, -1);
    }
  }
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) return t.slice(1, -1).replace(/''/g, "'");
  return t;
}

/** A flow list (`[ sh, -c, "curl … | sh" ]`, `["/bin/sh","-c","…"]`) as one command line, each item quoted as needed. */
function flowList(raw: string): string {
  const items = [
    ...raw
      .trim()
      .replace(/^\[|\]$/g, "")
      .matchAll(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^,]+/g),
  ].map((m) => scalar(m[0]));
  return items
    .filter((x) => x !== "")
    .map((x) => (/[\s|;&<>()$`"']/.test(x) ? singleQuoted(x) : x))
    .join(" ");
}

/** The lines more indented than `indent` after line `i` (a block scalar's body or a key's nested list). */
function blockAfter(lines: string[], i: number, indent: number): { body: string[]; end: number } {
  const body: string[] = [];
  let k = i + 1;
  for (; k < lines.length; k++) {
    const l = lines[k] as string;
    if (l.trim() === "") {
      body.push("");
      continue;
    }
    if ((/^\s*/.exec(l)?.[0].length ?? 0) <= indent) break;
    body.push(l);
  }
  const cut = Math.min(...body.filter((l) => l.trim() !== "").map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
  return { body: body.map((l) => l.slice(Number.isFinite(cut) ? cut : 0)), end: k };
}

/** A key's value as a command: inline (scalar or flow list), a block scalar (`|`, `>`), or a block list of words. */
function commandValue(lines: string[], i: number, indent: number, inline: string): string {
  const v = inline.trim();
  if (v.startsWith("[")) return flowList(v);
  if (v !== "" && !/^[|>][-+]?$/.test(v)) return scalar(v);
  const { body } = blockAfter(lines, i, indent);
  if (/^>/.test(v)) return body.join(" ").trim();
  if (v !== "") return body.join("\n");
  // a block list (`command:\n  - /bin/sh\n  - -c\n  - …`) is one argv; a nested `cmd:` is the module's command
  const cmd = body.map((l) => /^cmd:\s*(.*)$/.exec(l)).find((m) => m);
  if (cmd) return scalar(cmd[1] as string);
  const items = body.filter((l) => /^-\s/.test(l)).map((l) => l.replace(/^-\s+/, ""));
  return items.length > 0 ? flowList(items.map((x) => (x.startsWith("[") ? x.slice(1, -1) : x)).join(",")) : "";
}

/** cloud-config's runcmd and bootcmd entries (strings or argv lists), one command a line. */
export function cloudConfigCommands(text: string): string[] {
  const lines = text.split("\n");
  const out: string[] = [];
  lines.forEach((l, i) => {
    const m = /^(\s*)(?:runcmd|bootcmd)\s*:\s*$/.exec(l);
    if (!m) return;
    const { body } = blockAfter(lines, i, (m[1] as string).length);
    for (const item of body) {
      const it = /^-\s+(.*)$/.exec(item);
      if (it) out.push((it[1] as string).trim().startsWith("[") ? flowList(it[1] as string) : scalar(it[1] as string));
    }
  });
  return out;
}

/** Whether a key's value is a list (flow or block): its command is an argv already quoted word by word. */
function listValue(lines: string[], i: number, inline: string): boolean {
  return inline.trim().startsWith("[") || (inline.trim() === "" && /^\s*-\s/.test(lines[i + 1] ?? ""));
}

/** YAML keys whose value a platform runs: ansible's shell/command/raw modules, a pod's command and args. */
const YAML_COMMAND = /^(\s*)(?:-\s+)?(?:ansible\.(?:builtin|legacy)\.)?(shell|command|raw|args)\s*:(.*)$/;

/** The commands of a YAML operations file (ansible tasks and handlers, pod and CronJob specs, cloud-config). */
function yamlScripts(text: string): string[] {
  if (/^\s*#cloud-config\b/.test(text)) return cloudConfigCommands(text);
  const lines = text.split("\n");
  const out: string[] = [];
  lines.forEach((l, i) => {
    const m = YAML_COMMAND.exec(l);
    if (!m) return;
    const indent = (m[1] as string).length + (/^\s*-\s/.test(l) ? 2 : 0);
    const cmd = commandValue(lines, i, indent, m[3] as string);
    // a pod's args continue its command (`command: ["sh", "-c"]` then `args: ["…"]`): joined to the line before
    if (
      m[2] === "args" &&
      out.length > 0 &&
      /(?:^|\s)(?:'?(?:\/bin\/)?(?:ba|da|z)?sh'?)\s+-c$/.test(out[out.length - 1] as string)
    )
      // (a list is an argv already quoted word by word; a scalar is one word)
      out[out.length - 1] = `${out[out.length - 1]} ${listValue(lines, i, m[3] as string) ? cmd : singleQuoted(cmd)}`;
    else if (cmd.trim() !== "") out.push(cmd);
  });
  return out;
}

/** HCL string attributes that hold an instance's first-boot script (user data, custom data, a startup script). */
const HCL_BOOT =
  /\b(user_data(?:_base64)?|custom_data|metadata_startup_script|"?startup-script"?)\s*=\s*(?:(?:base64encode|base64decode)\(\s*)?(?:"((?:[^"\\\n]|\\.)*)"|<<-?\s*([A-Z_]+)\n([\s\S]*?)\n\s*\3\b)/g;

/** The boot scripts of a terraform file (HCL escapes undone; base64 values decoded by the caller). */
function hclScripts(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(HCL_BOOT)) {
    const quoted = m[2];
    const body =
      quoted !== undefined
        ? quoted
            .replace(/\\n/g, "\n")
            .replace(/\\t/g, "\t")
            .replace(/\\(["\\$])/g, "$1")
        : (m[4] ?? "");
    if (body.trim() !== "") out.push(body);
  }
  return out;
}

/** The commands an operations file will have a platform run, with what runs them, or null for any other file. */
export function opsFileScripts(path: string, text: string): { label: string; scripts: string[] } | null {
  if (text.length > MAX_OPS_FILE || !GATE.test(text)) return null;
  const p = path.replace(/\\/g, "/");
  if (/\.tf$/i.test(p)) return { label: "terraform boot script", scripts: hclScripts(text) };
  if (/\.ya?ml$|(?:^|\/)user-data$/i.test(p)) return { label: "operations file command", scripts: yamlScripts(text) };
  return null;
}

/**
 * An operations file written whole (an ansible task, a CronJob or pod spec, cloud-init user data, a terraform
 * instance's boot script) is judged by the commands its platform will run, as a redirect of them into a hook is: a
 * fetch-and-run or a send there is this session's act, deferred. `decode` turns a base64 boot script into its text.
 */
export function opsFileHits(path: string, text: string, read: Reader, decode: (t: string) => string): Hit[] {
  const found = opsFileScripts(path, text);
  if (found === null) return [];
  const hits: Hit[] = [];
  for (const script of found.scripts)
    for (const h of read(decode(script), 0, text.length, `${found.label} in ${path}`))
      if (h.weight >= 0.5) hits.push(h);
  return hits;
}
