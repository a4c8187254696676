// Secrets or the whole environment written into a build's output that the same text then publishes: an env dump or a signing key in public artefacts or a deployed site.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Literal gate: an output folder's name. */
const GATE = /dist\/|build\/|out\/|public|_site\/|www\/|release\/|artifacts\//i;

/** a build's output folder, as a path's start or part */
const OUT = String.raw`(?:\.\/)?(?:[\w.-]{1,40}\/){0,3}(?:dist|build|out|public|_site|www|release|artifacts)\/`;
/**
 * The environment or a secret written into the output: `env > dist/f`, `printenv >> public/f`, `cp $SIGNING_KEY_FILE
 * dist/`, `cp ~/.npmrc dist/`, a program's `JSON.stringify(process.env)` or a secret variable of the environment
 * written to such a file (`writeFileSync("site/public/info.json", … process.env.SIGNING_KEY …)`).
 */
const SECRET_INTO_OUT = new RegExp(
  [
    String.raw`\b(?:env|printenv|set|export\s+-p)\s*>>?\s*["']?${OUT}`,
    String.raw`\bcp\s+(?:-\w+\s+)*["']?(?:\$\{?[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|KEYSTORE|CREDENTIALS?|CERT)[A-Z0-9_]*\}?|~\/\.(?:npmrc|pypirc|netrc|ssh\/\S+|aws\/credentials|docker\/config\.json)|\S+\.(?:jks|keystore|p12|pfx|key))["']?\s+["']?${OUT}`,
    String.raw`writeFileSync\(\s*["'\x60]${OUT}[^\n]{0,300}JSON\.stringify\(\s*process\.env\s*\)`,
  ].join("|"),
);
/** a program that puts secret variables of the environment into an object it then writes into the output */
const ENV_SECRET_VALUE = /process\.env\.[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD)[A-Z0-9_]*/;
const WRITE_TO_OUT = new RegExp(String.raw`writeFileSync\(\s*["'\x60]${OUT}`);
/**
 * The output published: GitLab's public artefacts, a release upload, a package publish, a bucket sync or a site
 * deploy of the same text
 */
const PUBLISHED =
  /\bpublic:\s*true\b|\bgh\s+release\s+(?:upload|create)\b|\bnpm\s+publish\b|\bnpm\s+run\s+deploy\b|\b(?:netlify|vercel|firebase|surge)\s+deploy\b|\bwrangler\s+pages\s+deploy\b|\bgh-pages\b|upload-pages-artifact|\baws\s+s3\s+(?:sync|cp)\b[^\n]{0,200}s3:\/\/|\bgsutil\s+(?:-m\s+)?(?:rsync|cp)\b|\btwine\s+upload\b|\bdeploy\b["']?\s*[,)]/i;

/**
 * Hits for secrets staged in a build's output that the same text publishes: the environment dumped or a secret file
 * copied into `dist/`, `public/` … (or a program writing secret variables of the environment there) together with a
 * public artefact, release, package publish, bucket sync or site deploy. A version or commit written into the output,
 * or a secret used by the publish step itself, stays quiet.
 */
export function stagedSecretHits48(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const staged =
    SECRET_INTO_OUT.exec(text)?.[0] ??
    (WRITE_TO_OUT.test(text) && ENV_SECRET_VALUE.test(text) ? "secret variables written into the output" : null);
  if (staged === null || !PUBLISHED.test(text)) return [];
  return [
    hit(
      "bash.exfil-staged-output",
      "bash_exfil",
      0.86,
      0,
      text.length,
      `${staged.trim().slice(0, 60)} → the published build output`,
    ),
  ];
}
