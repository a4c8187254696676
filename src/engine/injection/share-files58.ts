// Written files that share by themselves: a CI job that ships its secrets as an artifact or opens a shell to anyone, a git mail setting that copies every patch out.

import { site } from "./host-site.ts";
import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

const WORKFLOW =
  /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$|(?:^|\/)\.gitlab-ci\.ya?ml$|(?:^|\/)\.forgejo\/workflows\/[^/]+\.ya?ml$/;
/** Every CI secret at once, or one by name, as the runner expands it. */
const CI_SECRET = /\$\{\{\s*(?:toJSON\(\s*secrets\s*\)|secrets\.[A-Za-z_]\w*)\s*\}\}/;
/** A file a run line fills: `> f`, `>> f`, `tee f`. */
const FILLED = /(?:>>?|\btee\s+(?:-a\s+)?)\s*["']?([\w./-]{1,200})/g;

/**
 * A job that writes the runner's secrets into a file and ships that file as an artifact: whoever can read the run's
 * artifacts (everyone, on a public repository) reads the secrets, which the log's masking never sees.
 */
function secretArtifact(text: string): string | null {
  const staged: string[] = [];
  for (const line of text.split("\n"))
    if (CI_SECRET.test(line)) for (const m of line.matchAll(FILLED)) staged.push(m[1] as string);
  if (staged.length === 0) return null;
  const upload = /\b(?:actions\/upload-artifact@|artifacts\s*:)[\s\S]{0,400}?\bpaths?\s*:\s*([\s\S]{0,300})/.exec(text);
  if (!upload) return null;
  const shipped = staged.find((f) => (upload[1] as string).includes(f.replace(/^\.\//, "")));
  return shipped ? `the CI secrets written to ${shipped}, then uploaded as an artifact` : null;
}

/** A debugging shell on the runner (tmate, upterm) opened to anyone who reads the log, not only the run's actor. */
function openRunnerShell(text: string): string | null {
  const action =
    /\buses:\s*["']?([\w.-]+\/action-(?:tmate|upterm)|owenthereal\/action-upterm|lhotari\/action-upterm)@/.exec(text);
  if (!action) return null;
  const after = text.slice(action.index, action.index + 600);
  return /\blimit-access-to-actor\s*:\s*["']?false\b/.test(after) ||
    /\blimit-access-to-users\s*:\s*["']?\s*["']?$/m.test(after)
    ? `${action[1]} opens a shell on the runner to anyone who reads the log`
    : null;
}

function domainOf(addr: string): string {
  return (/@([\w.-]{1,200})/.exec(addr)?.[1] ?? "").toLowerCase();
}

/**
 * git send-email set to copy every patch (`bcc`/`cc` in `[sendemail]`, `sendemail.bcc`) to an address outside the
 * domains the same config names (its server, its sender, its user): every later mail goes there too, unseen.
 */
export function mailCopySetting(text: string): string | null {
  const section = /^\s*\[sendemail\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/im.exec(text)?.[1] ?? "";
  const copy =
    /^\s*(bcc|cc)\s*=\s*["']?([^\s"']{3,200})/im.exec(section) ??
    /\bgit\s+config\s+(?:--(?:global|local|add)\s+)*sendemail\.(bcc|cc)\s+["']?([^\s"';&|]{3,200})/i.exec(text);
  if (!copy) return null;
  const to = domainOf(copy[2] as string);
  if (to === "") return null;
  const own = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:smtpServer|smtpUser|from|user|smtp-?server|email)\s*[= ]\s*["']?([^\s"']{3,200})/gi,
  )) {
    const v = m[1] as string;
    own.add(site(v.includes("@") ? domainOf(v) : v.toLowerCase()));
  }
  return own.has(site(to)) ? null : `git send-email ${copy[1]}s every patch to ${copy[2]}`;
}

/** Hits for a written file whose own settings share: CI secrets as an artifact, an open runner shell, a mail copy. */
export function sharedFileHits(path: string, text: string): Hit[] {
  const p = path.replace(/\\/g, "/");
  if (WORKFLOW.test(p)) {
    const leak = secretArtifact(text);
    if (leak) return [hit("bash.share-secret", "bash_exfil", 0.9, 0, text.length, `${p}: ${leak}`)];
    const shell = openRunnerShell(text);
    if (shell) return [hit("bash.share-open-daemon", "bash_reverse_shell", 0.88, 0, text.length, `${p}: ${shell}`)];
  }
  if (/(?:^|\/)\.?gitconfig$|(?:^|\/)\.git\/config$|(?:^|\/)\.config\/git\/config$/.test(p)) {
    const copy = mailCopySetting(text);
    if (copy) return [hit("bash.share-mail-copy", "bash_exfil", 0.88, 0, text.length, `${p}: ${copy}`)];
  }
  return [];
}
