// One command at a time: remote runs, persistence, recon and exposure (their own files), plus uploads, orders, supply chain.

import { agentDirective } from "./agent-file-words.ts";
import { exposureHits } from "./bash-exposure.ts";
import { evasionHits, privilegeHits } from "./bash-privilege.ts";
import { persistHits } from "./bash-persist.ts";
import { reconHits } from "./bash-recon.ts";
import { cloudAdminHits } from "./bash-cloud-admin.ts";
import { gitPushHits } from "./bash-git-push.ts";
import { computedPushHits } from "./bash-push-computed.ts";
import { homeCopyHits } from "./bash-home-copy.ts";
import { indexRedirectHits } from "./bash-index-redirect.ts";
import { supplyChainHits } from "./bash-supply.ts";
import { sudoersHits, systemFileHits } from "./bash-system.ts";
import { remoteHits } from "./bash-remote.ts";
import { runSourceHits } from "./bash-run-sources.ts";
import { easeRoutineAdmin } from "./bash-routine-admin.ts";
import { SENSITIVE_PATH, hit } from "./bash-facts.ts";
import { substitutedSecret } from "./shell-secret-reads.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** The secret a forge CLI (gh, glab, tea) publishes: in a gist, a release asset, an issue or comment body, an API field. */
function forgePublished(s: Stage): string | undefined {
  const { name, argv } = s;
  if (name !== "gh" && name !== "glab" && name !== "tea") return undefined;
  const sub = `${argv[1]?.text ?? ""} ${argv[2]?.text ?? ""}`;
  if (!/^(?:gist|snippet) create|^release (?:upload|create)|^(?:issue|pr|mr) (?:create|comment|edit)|^api /.test(sub))
    return undefined;
  const data = argv
    .slice(2)
    .map((w) => w.text)
    .join(" ");
  return SENSITIVE_PATH.exec(data)?.[0] ?? substitutedSecret(data);
}

/** Hits for one command of a pipeline (`piped` is what earlier stages print when it is constant). */
export function scanCommand(
  s: Stage,
  src: string,
  hits: Hit[],
  piped: string | null,
  own: () => string | null = () => null,
): void {
  const firstHit = hits.length;
  const { cmd, name, argv } = s;
  remoteHits(s, src, hits);
  const { targets, carriesNetwork } = persistHits(s, hits, piped, own, src);
  // a gist, release asset, issue, comment or API field is a publication: a secret in it (a file, a substitution that
  // reads one) is sent to the forge whatever subcommand carries it
  const published = forgePublished(s);
  if (published) {
    hits.push(
      hit(
        "bash.exfil-args",
        "bash_exfil",
        0.93,
        cmd.start,
        cmd.end,
        `${published} → ${name} ${argv[1]?.text ?? ""} ${argv[2]?.text ?? ""}`.trim(),
      ),
    );
  }
  // text an agent will read later (commit messages, issues, PR bodies) that orders it to run something
  if (
    (name === "git" && argv[1]?.text === "commit") ||
    (name === "gh" &&
      /^(?:issue|pr)$/.test(argv[1]?.text ?? "") &&
      /^(?:create|comment|edit|review)$/.test(argv[2]?.text ?? ""))
  ) {
    const directive = agentDirective(
      argv
        .slice(2)
        .map((w) => w.text)
        .join(" "),
    );
    if (directive)
      hits.push(
        hit(
          "bash.agent-directive",
          "bash_agent_file",
          0.84,
          cmd.start,
          cmd.end,
          `${name} ${argv[1].text} carries an order to the agent: ${directive}`,
        ),
      );
  }
  sudoersHits(s, src, hits, targets);
  privilegeHits(s, hits, piped, src);
  evasionHits(s, hits, src);
  reconHits(s, hits, src);
  exposureHits(s, src, hits);
  systemFileHits(s, src, hits, firstHit, carriesNetwork);
  supplyChainHits(s, src, hits, targets);
  gitPushHits(s, src, hits);
  computedPushHits(s, src, hits);
  homeCopyHits(s, src, hits);
  cloudAdminHits(s, src, hits);
  indexRedirectHits(s, src, hits);
  if (!hits.some((h, i) => i >= firstHit && h.rule === "bash.run-from-url")) runSourceHits(s, src, hits);
  // routine administration these hits mistake for an attack (an operator's password, an image's history, …)
  easeRoutineAdmin(s, src, hits, firstHit);
}
