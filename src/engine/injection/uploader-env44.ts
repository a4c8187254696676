// Test reports leaving with secrets: uploaders told to attach secret variables, browser traces (cookies) made public.

import { hit } from "./bash-facts.ts";
import { traceExposureWhy } from "./test-secrets44.ts";
import type { Hit } from "./types.ts";

/** Literal gate: an uploader's name. */
const GATE = /codecov|coveralls|codacy|sonar-scanner|allurectl|datadog-ci|buildkite-test-collector|trunk/i;

/**
 * An uploader with its option that attaches environment variables (codecov's `-e`/`--env`/`--env-var`, the same in
 * codecovcli; codecov-action's `env_vars:`), and the names it is given.
 */
const ATTACH =
  /\b(?:codecov(?:cli|-cli)?|coveralls|codacy[\w-]{0,30}|sonar-scanner|allurectl|datadog-ci|trunk)\b[^\n;&|]{0,300}?\s(?:-e|--env|--env-vars?|--env-var)(?:=|\s{1,3})["']?([A-Za-z0-9_,$ {}]{2,400})|\bcodecov[\w/@.-]{0,40}[\s\S]{0,400}?\benv_vars\s{0,3}:\s{0,3}["']?([A-Za-z0-9_, ]{2,400})/gi;
/** A variable name that holds a secret (not the uploader's own token, which it sends to its service anyway). */
const SECRET_NAME =
  /^(?!CODECOV_TOKEN$|COVERALLS_REPO_TOKEN$)[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?|DATABASE_URL|DB_URL|DSN|AUTH)[A-Z0-9_]*$/;

/**
 * `codecov -t $CODECOV_TOKEN -f lcov.info -e AWS_SECRET_ACCESS_KEY,NPM_TOKEN`: the uploader puts those variables' values
 * into the report it sends to a third party's (or whoever's `-u`) server. Attaching the build's own labels (`-e
 * OS,NODE_VERSION`, what codecov's docs show) stays quiet.
 */
export function uploaderEnvHits(text: string): Hit[] {
  const traces = traceExposureWhy(text);
  if (traces) return [hit("bash.test-secret-public", "bash_exfil", 0.88, 0, text.length, traces)];
  if (text.length > 200_000 || !GATE.test(text)) return [];
  for (const m of text.matchAll(ATTACH)) {
    const names = (m[1] ?? m[2] ?? "").split(/[\s,]+/).map((n) => n.replace(/^\$\{?|\}$/g, ""));
    const secret = names.find((n) => SECRET_NAME.test(n));
    if (secret)
      return [
        hit(
          "bash.uploader-env",
          "bash_exfil",
          0.9,
          m.index ?? 0,
          (m.index ?? 0) + m[0].length,
          `a report uploader attaches ${secret} to what it sends`,
        ),
      ];
  }
  return [];
}
