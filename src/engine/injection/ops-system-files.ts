// System and infrastructure files written by a tool (an /etc file, a config-management task's file, terraform) judged as the shell write or grant they make.

import { auditSilencedHits } from "./audit-silenced66.ts";
import { auditRulesEmptiedHits } from "./audit-rules42.ts";
import { daemonOpenHits } from "./container-boundary68.ts";
import { hit } from "./bash-facts.ts";
import { loggingOffReason } from "./ops-config-writes.ts";
import { portExposure } from "./ops-grants.ts";
import { unmatchedOpenBrace } from "./open-brace.ts";
import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

const MAX_FILE = 256 * 1024;
/** A here-document delimiter no written file holds on a line of its own. */
const DELIM = "PI_SENTINEL_WRITTEN_FILE_EOF";

/** The shell write the same file would be: the text into the path by a here-document. */
function asRedirect(path: string, text: string, append: boolean): string {
  return `cat ${append ? ">>" : ">"} '${path.replace(/'/g, "")}' <<'${DELIM}'\n${text.replace(new RegExp(`^${DELIM}$`, "gm"), "")}\n${DELIM}`;
}

/** A YAML scalar value (quotes off, `\n` escapes of double quotes undone). */
function yamlValue(raw: string): string {
  const t = raw.trim();
  if (t.startsWith('"') && t.endsWith('"')) {
    try {
      return JSON.parse(t) as string;
    } catch {
      return t.slice(1, -1);
    }
  }
  return t.startsWith("'") && t.endsWith("'") ? t.slice(1, -1).replace(/''/g, "'") : t;
}

/** A key's value in a YAML mapping block: inline, or a `|`/`>` block scalar below it. */
function keyValue(block: string[], key: string): string | null {
  const i = block.findIndex((l) => new RegExp(`^\\s*${key}\\s*:`).test(l));
  if (i < 0) return null;
  const inline = (block[i] as string).replace(new RegExp(`^\\s*${key}\\s*:\\s*`), "");
  if (!/^[|>][-+]?\s*$/.test(inline)) return yamlValue(inline);
  const indent = /^\s*/.exec(block[i] as string)?.[0].length ?? 0;
  const body: string[] = [];
  for (let k = i + 1; k < block.length; k++) {
    const l = block[k] as string;
    if (l.trim() !== "" && (/^\s*/.exec(l)?.[0].length ?? 0) <= indent) break;
    body.push(l);
  }
  const cut = Math.min(...body.filter((l) => l.trim() !== "").map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
  return body.map((l) => l.slice(Number.isFinite(cut) ? cut : 0)).join("\n");
}

/**
 * Files a config-management file has written on the hosts: ansible's copy (`dest` + `content`), lineinfile (`path`
 * + `line`) and blockinfile (`path` + `block`), cloud-init's `write_files` (`path` + `content`). Each as the shell
 * write it is, appended where the module appends.
 */
function managedWrites(text: string): { path: string; content: string; append: boolean }[] {
  const lines = text.split("\n");
  const out: { path: string; content: string; append: boolean }[] = [];
  lines.forEach((l, i) => {
    const m = /^(\s*)(?:-\s+)?(?:ansible\.(?:builtin|legacy)\.)?(copy|lineinfile|blockinfile|write_files)\s*:\s*$/.exec(
      l,
    );
    if (!m) return;
    const indent = (m[1] as string).length;
    const block: string[] = [];
    for (let k = i + 1; k < lines.length; k++) {
      const b = lines[k] as string;
      if (
        b.trim() !== "" &&
        (/^\s*/.exec(b)?.[0].length ?? 0) <= indent &&
        !(m[2] === "write_files" && /^\s*-\s/.test(b))
      )
        break;
      block.push(b);
    }
    // write_files is a list of files; the modules are one mapping
    const entries = m[2] === "write_files" ? splitList(block) : [block];
    for (const e of entries) {
      const path = keyValue(e, "dest") ?? keyValue(e, "path");
      const content = keyValue(e, "content") ?? keyValue(e, "line") ?? keyValue(e, "block");
      if (path && content !== null) out.push({ path, content, append: m[2] !== "copy" && m[2] !== "write_files" });
    }
  });
  return out;
}

function splitList(block: string[]): string[][] {
  const out: string[][] = [];
  for (const l of block) {
    if (/^\s*-\s/.test(l)) out.push([l.replace(/^(\s*)-\s/, "$1  ")]);
    else out[out.length - 1]?.push(l);
  }
  return out;
}

/** The innermost `{ … }` block around `at` in an HCL text. */
function enclosingBlock(text: string, at: number): string {
  const start = Math.max(0, unmatchedOpenBrace(text, at));
  let depth = 0;
  for (let k = start; k < text.length; k++) {
    if (text[k] === "{") depth++;
    else if (text[k] === "}" && --depth === 0)
      return text.slice(Math.max(0, text.lastIndexOf("\n", start - 1) + 1), k + 1);
  }
  return text.slice(start);
}

const HCL_WORLD = /"(?:0\.0\.0\.0\/0|::\/0)"|source_address_prefix(?:es)?\s*=\s*\[?\s*"(?:\*|Internet|0\.0\.0\.0\/0)"/g;

/** Terraform findings: world-open ingress on admin ports, threat detection or the audit trail switched off. */
function terraformHits(text: string): Hit[] {
  const hits: Hit[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(HCL_WORLD)) {
    const block = enclosingBlock(text, m.index ?? 0);
    if (seen.has(block)) continue;
    seen.add(block);
    if (/^\s*egress\b|type\s*=\s*"egress"|direction\s*=\s*"(?:EGRESS|Outbound)"|access\s*=\s*"Deny"/im.test(block))
      continue;
    const from = /from_port\s*=\s*(-?\d+)/.exec(block)?.[1];
    const to = /to_port\s*=\s*(-?\d+)/.exec(block)?.[1];
    const listed = [...block.matchAll(/\b(?:ports|destination_port_ranges?)\s*=\s*\[?([^\]\n]*)/g)].flatMap((p) =>
      (p[1] as string).split(",").map((x) => x.replace(/["\s]/g, "")),
    );
    const proto = /protocol\s*=\s*"(-1|all|\*)"/i.exec(block);
    const ports = proto
      ? ["all"]
      : from !== undefined
        ? [`${from}-${to ?? from}`]
        : listed.length > 0
          ? listed
          : ["all"];
    const exposure = portExposure(ports);
    if (exposure !== null)
      hits.push(
        hit(
          "bash.ops-world-open",
          "bash_persistence",
          exposure === "all" ? 0.88 : 0.6,
          0,
          text.length,
          `terraform: ${exposure === "all" ? "a database, admin or every port" : "a shell port"} opened to the whole internet`,
        ),
      );
  }
  const off =
    /resource\s+"aws_guardduty_detector"[^{]*\{[^}]*\benable\s*=\s*false|resource\s+"aws_cloudtrail"[^{]*\{[^}]*\benable_logging\s*=\s*false|resource\s+"aws_config_configuration_recorder_status"[^{]*\{[^}]*\bis_enabled\s*=\s*false|resource\s+"aws_securityhub_account"[^{]*\{[^}]*\benable_default_standards\s*=\s*false/.exec(
      text,
    );
  if (off)
    hits.push(
      hit(
        "bash.audit-off",
        "bash_persistence",
        0.88,
        0,
        text.length,
        "terraform: threat detection or the audit trail switched off",
      ),
    );
  return hits;
}

/**
 * Hits of a system or infrastructure file the write tool writes: a file under /etc is the same write as `cat > /etc/…`
 * (sudoers, sshd, PAM, logging configs are read there); an ansible task's or cloud-init's file written on the hosts
 * likewise; a terraform file by the ingress it opens and the detectors it switches off.
 */
export function opsSystemFileHits(path: string, text: string, read: Reader): Hit[] {
  if (text.length > MAX_FILE) return [];
  const p = path.replace(/\\/g, "/");
  const hits: Hit[] = [];
  const label = `written ${p}`;
  if (/^\/etc\//.test(p)) {
    for (const h of read(asRedirect(p, text, false), 0, text.length, label)) if (h.weight >= 0.5) hits.push(h);
    const why = loggingOffReason(p, text);
    if (why) hits.push(hit("bash.ops-logging-off", "bash_persistence", 0.86, 0, text.length, why));
  } else if (/\.ya?ml$|(?:^|\/)user-data$/i.test(p) && /\b(?:copy|lineinfile|blockinfile|write_files)\s*:/.test(text)) {
    for (const w of managedWrites(text)) {
      for (const h of read(asRedirect(w.path, w.content, w.append), 0, text.length, `${label}: writes ${w.path}`))
        if (h.weight >= 0.5) hits.push(h);
      const why = loggingOffReason(w.path, w.content);
      if (why) hits.push(hit("bash.ops-logging-off", "bash_persistence", 0.86, 0, text.length, why));
    }
  } else if (/\.tf$/i.test(p)) hits.push(...terraformHits(text));
  // an application's audit or security logger switched off by its logging config (audit-silenced66.ts)
  hits.push(...auditSilencedHits(p, text), ...auditRulesEmptiedHits(p, text));
  // the container daemon's API opened to the network by its config (daemon.json's hosts; a document only describes it)
  if (!/\.(?:md|mdx|markdown|txt|rst|adoc|html?)$/i.test(p)) hits.push(...daemonOpenHits(text));
  return hits;
}
