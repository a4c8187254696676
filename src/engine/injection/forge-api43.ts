// Forge changes made for someone else through gh/glab: roles raised, webhooks to others' hosts, Actions given write, security records deleted, deploy targets moved.

import { hit } from "./bash-facts.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: only scripts that call a forge CLI. */
const GATE = /\b(?:gh|glab)\b/;

/** One `gh api` / `glab api` call: method, endpoint (URL-decoded), and its `-f`/`-F` fields. */
export interface ForgeCall {
  method: string;
  path: string;
  fields: string[];
}

/**
 * A `gh api` / `glab api` call's arguments as (method, endpoint as written, fields), or null; the method defaults as
 * the CLIs do (POST with fields, else GET). Shared with share-channels58.ts's reading of `gh api`.
 */
export function forgeApiArgs(s: Stage, names: readonly string[] = ["gh", "glab"]): ForgeCall | null {
  const a = unquotedArgs(s);
  if (!names.includes(s.name) || a[0] !== "api") return null;
  let method = "";
  let path = "";
  const fields: string[] = [];
  for (let i = 1; i < a.length; i++) {
    const t = a[i] as string;
    if (/^(?:-X|--method)$/.test(t)) method = (a[++i] ?? "").toUpperCase();
    else if (/^--method=/.test(t)) method = t.slice(9).toUpperCase();
    else if (/^(?:-f|-F|--field|--raw-field)$/.test(t)) fields.push(a[++i] ?? "");
    else if (/^(?:-H|--header|--jq|-q|--template|-t|--input|--hostname|--cache|-p|--preview)$/.test(t)) i++;
    else if (!t.startsWith("-") && path === "") path = t.replace(/^\//, "");
  }
  return { method: method || (fields.length > 0 ? "POST" : "GET"), path, fields };
}

/** A forge CLI's API call as (method, endpoint URL-decoded, fields), or null. */
export function forgeCall(s: Stage): ForgeCall | null {
  const args = forgeApiArgs(s);
  if (args === null) return null;
  const { method, path, fields } = args;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as written
  }
  return { method, path: decoded, fields };
}

/** The value of field `name` (`-f role=admin`, `-F 'config[url]=…'`), or undefined. */
function field(call: ForgeCall, name: RegExp): string | undefined {
  for (const f of call.fields) {
    const eq = f.indexOf("=");
    if (eq > 0 && name.test(f.slice(0, eq))) return f.slice(eq + 1);
  }
  return undefined;
}

/** The owner (organisation or user) an endpoint names: `repos/acme/x/…`, `orgs/acme/…`, `projects/acme/x/…`. */
function ownerOf(path: string): string | null {
  return /^(?:repos|orgs|projects|groups)\/([^/?]+)/.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** A host in a URL that does not carry the owner's name (`hooks.repowatch.example` for `acme`): someone else's. */
function othersHost(url: string, owner: string | null): string | null {
  const host = /^(?:https?:\/\/)?([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})(?=[:/]|$)/i.exec(url.trim())?.[1];
  if (!host) return null;
  const h = host.toLowerCase();
  if (/^(?:localhost|127\.\d+\.\d+\.\d+)$/.test(h)) return null;
  if (owner !== null && owner.length >= 3 && h.replace(/[.-]/g, "").includes(owner.replace(/[.-]/g, ""))) return null;
  return h;
}

/** A status or check context that names a gate: a scanner, a review, a test suite or runner, a linter, a type check. */
export const GATE_CONTEXT =
  /secur|scan|codeql|sast|audit|vuln|licen[cs]e|(?<!p)review|test|lint|coverage|check|e2e|unit|integration|smoke|accept|\bqa\b|spec|playwright|cypress|jest|vitest|pytest|mocha|rspec|phpunit|typecheck|types\b|\btsc\b|mypy|pyright|clippy|format|sonar|snyk|\bbuild\b|(?:^|\/)ci$/i;
/** A context given by a placeholder or a variable (`name=<check>`, `context=$c`, `{}`): every failing check in a loop. */
const PLACEHOLDER_CONTEXT = /^(?:<[^>]{1,40}>|\$\{?\w{1,40}\}?|\{\}|%s|\{\{[^}]{1,40}\}\})$/;

/** Why an API call hands the forge to someone else or removes its records, or null. */
export function forgeCallWhy(call: ForgeCall): string | null {
  const { method, path } = call;
  const owner = ownerOf(path);
  // a team's maintainer, an organisation's admin by invitation, a GitLab member at Maintainer (40) or Owner (50)
  const role = field(call, /^role$/)?.toLowerCase();
  if (method === "PUT" && /^orgs\/[^/]+\/teams\/[^/]+\/memberships\/[^/]+$/.test(path) && role === "maintainer")
    return `${path.split("/").at(-1)} made maintainer of team ${path.split("/")[3]}`;
  if (method === "POST" && /^orgs\/[^/]+\/invitations$/.test(path) && /^(?:admin|billing_manager)$/.test(role ?? ""))
    return `${field(call, /^(?:email|invitee_id)$/) ?? "someone"} invited as ${role} of ${owner}`;
  const level = Number(field(call, /^access_level$/) ?? "0");
  if (
    /^(?:POST|PUT)$/.test(method) &&
    /^(?:projects|groups)\/[^/]+(?:\/[^/]+)?\/members(?:\/\d+)?$/.test(path) &&
    level >= 40
  )
    return `a member given access level ${level} (${level >= 50 ? "owner" : "maintainer"})`;
  // a webhook whose events go to a host that is not the owner's
  if (method === "POST" && /^(?:repos\/[^/]+\/[^/]+|orgs\/[^/]+|projects\/[^/]+(?:\/[^/]+)?)\/hooks$/.test(path)) {
    const to = othersHost(field(call, /^(?:config\[url\]|url)$/) ?? "", owner);
    if (to) return `a webhook sends the ${owner ?? "forge"}'s events to ${to}`;
  }
  // Actions' token given write and the power to approve pull requests
  if (method === "PUT" && /\/actions\/permissions\/workflow$/.test(path)) {
    const write = field(call, /^default_workflow_permissions$/) === "write";
    const approve = field(call, /^can_approve_pull_request_reviews$/) === "true";
    if (write || approve)
      return `workflows' token given ${[write ? "write access" : "", approve ? "the power to approve pull requests" : ""].filter((x) => x).join(" and ")}`;
  }
  // security records deleted: code scanning analyses
  if (method === "DELETE" && /\/code-scanning\/analyses\//.test(path)) return "code scanning analyses deleted";
  // a protected branch opened to force pushes or deletion, or its admins let through
  if (/^(?:PUT|PATCH|POST)$/.test(method) && /\/(?:protection|protected_branches)(?:\/|$)/.test(path)) {
    const opened = call.fields.find((f) => /^(?:allow_force_pushes|allow_deletions|allow_force_push)=true$/.test(f));
    const admins = call.fields.find((f) => /^enforce_admins=false$/.test(f));
    // (the required checks emptied: `contexts[]=` or `checks[]=` with nothing, or the requirement set to null)
    const emptied =
      /\/required_status_checks$/.test(path) || /\/protection$/.test(path)
        ? call.fields.find((f) => /^(?:contexts|checks)\[\]=$|^required_status_checks=null$/.test(f))
        : undefined;
    if (opened || admins || emptied) return `branch protection loosened (${opened ?? admins ?? emptied})`;
  }
  // a check's result written by hand: a success status or check run for a security, test or review context
  if (
    (method === "POST" &&
      /^(?:repos\/[^/]+\/[^/]+\/(?:statuses\/[^/]+|check-runs)|projects\/[^/]+(?:\/[^/]+)?\/statuses\/[^/]+)$/.test(
        path,
      )) ||
    (method === "PATCH" && /^repos\/[^/]+\/[^/]+\/check-runs\/[^/]+$/.test(path))
  ) {
    const ok = field(call, /^(?:state|conclusion)$/) === "success";
    const ctx = field(call, /^(?:context|name)$/) ?? "";
    // (a run flipped by its id names no context: whichever check it was now reads as passed)
    const flipped = method === "PATCH" && ctx === "";
    if (ok && (GATE_CONTEXT.test(ctx) || PLACEHOLDER_CONTEXT.test(ctx) || flipped))
      return `${ctx || "a check run"} marked successful by hand`;
  }
  return null;
}

/** Alerts of the forge's scanners dismissed in bulk (each fed by xargs or a loop): the findings hidden, not triaged. */
function alertsDismissedWhy(call: ForgeCall, inLoop: boolean): string | null {
  if (!inLoop || !/^(?:PATCH|PUT|POST)$/.test(call.method)) return null;
  if (!/\/(?:code-scanning|dependabot|secret-scanning)\/alerts\//.test(call.path)) return null;
  const state = field(call, /^state$/);
  return state && /^(?:dismissed|resolved|fixed|auto_dismissed)$/.test(state)
    ? `scanner alerts ${state} in bulk`
    : null;
}

/** A variable that says where deploys go (`DEPLOY_HOST`, `REGISTRY_URL`) set to a host that is not the repository owner's. */
function deployVariableWhy(s: Stage): string | null {
  const a = unquotedArgs(s);
  if (s.name !== "gh" || a[0] !== "variable" || a[1] !== "set") return null;
  const name = a[2] ?? "";
  if (!/(?:HOST|URL|ENDPOINT|SERVER|DOMAIN|REGISTRY|TARGET)/i.test(name)) return null;
  const opt = (re: RegExp): string | undefined => a[a.findIndex((t) => re.test(t)) + 1];
  const body = opt(/^(?:-b|--body)$/) ?? a.find((t) => t.startsWith("--body="))?.slice(7);
  const repo = opt(/^(?:-R|--repo)$/) ?? a.find((t) => t.startsWith("--repo="))?.slice(7);
  const owner = repo?.split("/")[0]?.toLowerCase() ?? null;
  if (body === undefined || owner === null) return null;
  const to = othersHost(body, owner);
  return to ? `${name} of ${repo} pointed at ${to}` : null;
}

/** A key fetched from the network (`<(curl URL)`, a URL, a file a fetcher saved) added with write access or to the account. */
function fetchedKeyWhy(s: Stage, src: string): string | null {
  const a = unquotedArgs(s);
  if (s.name !== "gh") return null;
  const deploy =
    a[0] === "repo" && a[1] === "deploy-key" && a[2] === "add" && a.some((t) => /^(?:-w|--allow-write)$/.test(t));
  const account = a[0] === "ssh-key" && a[1] === "add";
  if (!deploy && !account) return null;
  const key = a.slice(deploy ? 3 : 2).find((t) => !t.startsWith("-")) ?? "";
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const fetched =
    /^<\(\s*(?:curl|wget)\b/.test(key) ||
    /^https?:\/\//.test(key) ||
    /<\(\s*(?:curl|wget)\b/.test(s.text) ||
    (key !== "" &&
      new RegExp(
        String.raw`\b(?:curl|wget)\b[^\n;&|]{0,300}(?:-o|-O|--output(?:-document)?)[\s=]+["']?${escaped}(?=["'\s;&|]|$)`,
      ).test(src));
  return fetched
    ? `a key fetched from the network added to ${deploy ? "the repository, with write access" : "the user's account"}`
    : null;
}

/** A release's asset replaced (`gh release upload --clobber`) by a file a fetcher saved: a binary from elsewhere published. */
function assetReplacedWhy(s: Stage, src: string): string | null {
  const a = unquotedArgs(s);
  if (s.name !== "gh" || a[0] !== "release" || a[1] !== "upload") return null;
  const files = a
    .slice(3)
    .filter((t) => !t.startsWith("-"))
    .map((t) => t.replace(/#.*$/, ""));
  const before = src.slice(0, s.cmd.start);
  const fetched = files.find((f) => {
    const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(
      String.raw`\b(?:curl|wget)\b[^\n;&|]{0,300}(?:-o|-O|--output(?:-document)?)[\s=]+["']?${escaped}(?=["'\s;&|]|$)|\bhttps?:\/\/\S+\s*>\s*["']?${escaped}(?=["'\s;&|]|$)`,
    ).test(before);
  });
  return fetched ? `release asset ${fetched} uploaded from a download` : null;
}

/** `gh run delete` fed the failed runs, or the runs of a security workflow: the record of what failed removed. */
function runsDeletedWhy(stages: Stage[]): string | null {
  const del = stages.findIndex((s) => {
    const a = unquotedArgs(s);
    const at = s.name === "xargs" ? a.indexOf("gh") : s.name === "gh" ? -1 : -2;
    return at >= -1 && a[at + 1] === "run" && a[at + 2] === "delete";
  });
  if (del <= 0) return null;
  const list = stages.slice(0, del).find((s) => {
    const a = unquotedArgs(s);
    return s.name === "gh" && a[0] === "run" && a[1] === "list";
  });
  if (!list) return null;
  const failed = /--status[\s=]+["']?(?:failure|cancelled|timed_out)\b/.test(list.text);
  const security = /--workflow[\s=]+["']?[^\s"']*(?:secur|codeql|scan|audit|sast|vuln|secret)/i.test(list.text);
  return failed || security ? `${failed ? "failed" : "security"} workflow runs deleted` : null;
}

/** Forge changes for someone else or against the record, in a whole script. */
export function forgeApiHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines) {
    const runs = runsDeletedWhy(stages);
    if (runs)
      hits.push(
        hit(
          "bash.forge-tamper",
          "bash_persistence",
          0.86,
          stages[0]?.cmd.start ?? 0,
          stages.at(-1)?.cmd.end ?? 0,
          runs,
        ),
      );
    for (const s of stages) {
      // (a call's endpoint in xargs' command line: `xargs -I{} gh api -X DELETE …`)
      const inner = s.name === "xargs" ? xargsStage(s) : s;
      const call = inner ? forgeCall(inner) : null;
      const inLoop =
        /^[\s|]*xargs\b/.test(s.text) || s.name === "xargs" || /\b(?:for|while)\b[^\n]{0,200}\bdo\b/.test(src);
      const why =
        (call ? (forgeCallWhy(call) ?? alertsDismissedWhy(call, inLoop)) : null) ??
        deployVariableWhy(s) ??
        fetchedKeyWhy(s, src) ??
        assetReplacedWhy(s, src);
      if (why) hits.push(hit("bash.forge-tamper", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, why));
    }
  }
  return hits;
}

/** The command xargs runs, as a stage of its own (its options and their values skipped). */
function xargsStage(s: Stage): Stage | null {
  const at = s.argv.findIndex((w, i) => i > 0 && (w.text === "gh" || w.text === "glab"));
  if (at < 0) return null;
  const argv = s.argv.slice(at);
  return { cmd: s.cmd, argv, name: argv[0]?.text ?? "", text: argv.map((w) => w.text).join(" ") };
}
