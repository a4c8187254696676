// Secrets a script stages for git or a copy: a secret file added, the environment dumped to a file then added, a copy of a key.

import { archivedFromHome, SENSITIVE_PATH } from "./bash-facts.ts";

/** a secret file force-added or added to git (then pushed somewhere) */
export const SECRET_ADD =
  /\bgit\s+add\s+(?:-[-\w]+\s+)*[^;&|\n]{0,200}?(?:\.env\b|id_(?:rsa|ed25519|ecdsa|dsa)\b|\.pem\b|\.key\b|credentials\b|\.npmrc\b|\.netrc\b|\.pgpass\b|\.git-credentials\b|\.ssh\/|\.aws\/)/;

const STAGE_COPY = /\b(?:cp|mv|install|ln|rsync|tar|zip)\s[^;&|\n]{0,300}/g;
const EXAMPLE_ENV = /\.env\.(?:example|sample|template|dist|defaults)\b/g;

/** the environment written into a file (`env > env.log`, `printenv | sort >> vars.txt`): its name */
const ENV_DUMP =
  /(?:^|[;&|(\n]\s{0,3})(?:env|printenv|export\s{1,3}-p|declare\s{1,3}-x|compgen\s{1,3}-e|set)\b(?:\s{0,3}\|\s{0,3}(?:sort|grep|cat|tee)\b[^;&|>\n]{0,60})?\s{0,3}>{1,2}\s{0,3}([\w./~-]{1,120})/g;

/** A file the script filled with the environment and then gave to `git add` (by name, or with -A/./--all). */
export function addedEnvDump(src: string): string | null {
  ENV_DUMP.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < 16 && (m = ENV_DUMP.exec(src)) !== null; n++) {
    const file = (m[1] as string).replace(/^\.\//, "");
    const esc = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (
      new RegExp(
        String.raw`\bgit\s+add\s+[^;&|\n]{0,200}?(?:(?<=[\s/])${esc}(?![\w.-])|(?<=\s)(?:-A|--all|\.)(?:\s|$))`,
      ).test(src)
    )
      return m[0].trim().slice(0, 80);
  }
  return null;
}

/** A copy of a secret file somewhere in the script (`cp ~/.ssh/id_rsa /tmp/p`), or null. Linear in the script. */
export function stagedSecret(src: string): string | null {
  STAGE_COPY.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < 64 && (m = STAGE_COPY.exec(src)) !== null; n++) {
    // what is copied, not where to: `cp .env.example .env` copies no secret
    const copy = /^(?:cp|mv|install|ln|rsync)\s/.test(m[0]) ? m[0].trim().replace(/\s+\S+$/, "") : m[0];
    const text = copy.toLowerCase().replace(EXAMPLE_ENV, "");
    // (`tar -czf public/x.tgz -C ~ .aws`: the names after -C are under that folder, as readsSecrets reads them)
    if (SENSITIVE_PATH.test(text) || archivedFromHome(copy.split(/\s+/)[0], copy.split(/\s+/).slice(1)))
      return m[0].trim().slice(0, 80);
  }
  return null;
}
