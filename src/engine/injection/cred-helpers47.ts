// Credential helpers in written config: the shell a kubeconfig's exec plugin or an AWS profile's credential_process runs.

import { scanBash } from "./bash-scan.ts";
import type { Hit } from "./types.ts";
import { writtenConfigHit } from "./written-config-hit.ts";

/** a kubeconfig user's exec plugin: `command: sh` then `args: ["-c", "…"]` (flow or block list) */
const KUBE_EXEC =
  /\bexec:[ \t]{0,40}\n(?:[ \t][^\n]{0,300}\n){0,6}?[ \t]{1,40}command:[ \t]{0,4}["']?((?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh)["']?[ \t]{0,40}\n(?:[ \t][^\n]{0,300}\n){0,4}?[ \t]{1,40}args:[ \t]{0,4}\[[ \t]{0,4}["']-c["'][ \t]{0,4},[ \t]{0,4}"((?:[^"\\\n]|\\.){1,4000})"/g;
/** an AWS profile's credential_process (the whole line is the command the SDKs run) */
const CREDENTIAL_PROCESS = /^[ \t]*credential_process[ \t]*=[ \t]*([^\n]{1,4000})$/gm;
/** a shell's `-c` program inside that command (`sh -c '…'`, `bash -c "…"`) */
const SHELL_C = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh\s+-c\s+(['"])([\s\S]{1,4000})\1\s*$/;
/** the bash rules that count here: what a credential helper never needs to do */
const COUNTS =
  /^bash\.(?:pipe-to-shell|run-from-url|remote-exec|reverse-shell|exfil-\w+|upload-file|share-secret|read-credentials)/;

function worst(code: string): Hit | null {
  let best: Hit | null = null;
  for (const h of scanBash(code).hits)
    if (h.weight >= 0.8 && COUNTS.test(h.rule) && (!best || h.weight > best.weight)) best = h;
  return best;
}

/** The hit of a written credential helper whose shell does what the bash layer blocks (a fetch run, a send). */
export function credHelperHits47(text: string): Hit[] {
  if (!text.includes("client.authentication.k8s.io") && !text.includes("credential_process")) return [];
  const hits: Hit[] = [];
  const add = (at: number, len: number, h: Hit, where: string): void => {
    hits.push(writtenConfigHit("code.cred-helper-runs", at, at + len, `${where} runs ${h.detail ?? h.rule}`));
  };
  KUBE_EXEC.lastIndex = 0;
  for (let m = KUBE_EXEC.exec(text); m !== null && hits.length === 0; m = KUBE_EXEC.exec(text)) {
    const code = (m[2] as string).replace(/\\(["\\])/g, "$1");
    const h = worst(code);
    if (h) add(m.index, m[0].length, h, "a kubeconfig exec plugin");
  }
  CREDENTIAL_PROCESS.lastIndex = 0;
  for (let m = CREDENTIAL_PROCESS.exec(text); m !== null && hits.length === 0; m = CREDENTIAL_PROCESS.exec(text)) {
    const line = (m[1] as string).trim();
    const inner = SHELL_C.exec(line);
    const h = worst(inner ? (inner[2] as string) : line);
    if (h) add(m.index, m[0].length, h, "an AWS credential_process");
  }
  return hits;
}
