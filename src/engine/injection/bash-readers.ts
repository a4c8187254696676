// The readers the bash layer runs: per pipeline and command, over a parsed program (ops and friends), over a script's text.
import { modelEndpointHits } from "./model-endpoint-redirect.ts";
import type { Hit } from "./types.ts";
import { scanCommand } from "./bash-command.ts";
import { scanPipeline } from "./bash-pipeline.ts";
import { historyHuntHits, stagingHits } from "./bash-recon.ts";
import { gitObjectHits } from "./bash-git-objects.ts";
import { sshKeyInstallHits } from "./bash-ssh-remote.ts";
import { configProgramHits } from "./bash-config-programs.ts";
import { dbClientHits } from "./bash-db-clients.ts";
import { openPortHits } from "./net-open-ports.ts";
import { dumpSocketHits } from "./bash-dump-socket.ts";
import { captureFlowHits } from "./capture-flow66.ts";
import { debugExposeHits } from "./debug-expose66.ts";
import { containerBoundaryHits, daemonOpenHits } from "./container-boundary68.ts";
import { imageMoveHits } from "./image-moves68.ts";
import { publishSecretHits } from "./bash-publish-secrets.ts";
import { publishLeakHits } from "./publish-leak.ts";
import { remoteScriptHits } from "./ops-remote-run.ts";
import { opsGrantHits } from "./ops-grants.ts";
import { loggingOffWriteHits } from "./ops-config-writes.ts";
import { hostConfigWriteHits } from "./host-config-effects.ts";
import { workstationConfigWriteHits } from "./workstation-config-hooks.ts";
import { workstationGrantHits } from "./workstation-grants.ts";
import { redirectCommandHits, sshChecksOffHits } from "./workstation-redirects.ts";
import { opsDataShareHits } from "./ops-data-share.ts";
import { secretOutputPublishedHits } from "./ops-secret-staged.ts";
import { staticOutput } from "./shell-flow.ts";
import { defensesOffHits } from "./bash-defenses-off.ts";
import { persistExecHits } from "./bash-persist-exec.ts";
import { safeguardRemovalHits } from "./bash-safeguards.ts";
import { repoSafeguardHits, tamperHits } from "./bash-tamper.ts";
import { configSafeguardHits } from "./config-safeguards-off.ts";
import { gateWeakenHits } from "./gate-weaken44.ts";
import { resultForgeHits } from "./result-forge44.ts";
import { hookRemoteHits } from "./hook-remote44.ts";
import { uploaderEnvHits } from "./uploader-env44.ts";
import { evidenceDeleteHits } from "./evidence-delete44.ts";
import { safeguardSwitchHits } from "./safeguard-switches56.ts";
import { dnsSecretHits } from "./code-dns-secrets.ts";
import { hostHits } from "./host-readers.ts";
import { mlHits } from "./ml-readers.ts";
import { releaseVerifyOffHits } from "./release-verify-off.ts";
import { sourceRepointHits } from "./source-repoint45.ts";
import { integrityDefeatHits } from "./integrity-defeat45.ts";
import { buildHits48 } from "./dependency-evidence45.ts";
import { dbEvidenceHits } from "./db-evidence46.ts";
import { packageHookHits } from "./package-hooks45.ts";
import { shareChannelHits } from "./share-channels58.ts";
import { cloudGrantHits47 } from "./cloud-grants47.ts";
import { trustPolicyHits47 } from "./trust-policy47.ts";
import { toolPluginHits47 } from "./tool-plugins47.ts";
import { forgeApiHits } from "./forge-api43.ts";
import { historyPushHits } from "./history-push43.ts";
import { repoSendHits } from "./repo-sends43.ts";
import { credentialStoreHits } from "./credential-store43.ts";
import { destroyHits } from "./bash-destroy.ts";
import type { Stage } from "./shell-words.ts";
import { checkNeuterHits } from "./check-neuter42.ts";
import { configRedirectHits } from "./config-redirect42.ts";
import { secretCommittedHits } from "./secret-committed42.ts";
import { fetchedEditProgramHits } from "./fetched-edit-program42.ts";
import { logConfigEditHits } from "./log-config-edit42.ts";

/** A reader of a derived script: its hits, lifted onto the span it came from. */
export type Rescan = (text: string, start: number, end: number, label: string) => Hit[];

/** The readers of single pipelines and commands (each command sees the static output piped into it, if any). */
export function pipelineHits(src: string, pipelines: Stage[][], hits: Hit[]): void {
  for (const stages of pipelines) {
    scanPipeline(stages, src, hits);
    historyHuntHits(stages, hits);
    stagingHits(stages, hits);
    sshKeyInstallHits(stages, hits);
    stages.forEach((s, k) => {
      if (s.name !== "")
        scanCommand(
          s,
          src,
          hits,
          k > 0 ? (staticOutput(stages.slice(0, k))?.text ?? null) : null,
          () => staticOutput(stages.slice(0, k + 1))?.text ?? null,
        );
    });
  }
  gitObjectHits(pipelines, hits);
}

/**
 * The readers of the whole program after its flows: config programs, published secrets and the operations readers
 * (commands a tool runs elsewhere, grants, logging switched off, data shared, secret output published). A new reader of
 * a whole program hooks in here, not in bash.ts.
 */
export function programReaderHits(src: string, pipelines: Stage[][], rescan: Rescan): Hit[] {
  return [
    ...configProgramHits(src, pipelines, rescan),
    ...publishSecretHits(src, pipelines),
    ...publishLeakHits(src, pipelines),
    ...remoteScriptHits(src, pipelines, rescan),
    ...opsGrantHits(src, pipelines),
    ...loggingOffWriteHits(src, pipelines),
    ...hostConfigWriteHits(src, pipelines, rescan),
    ...workstationConfigWriteHits(src, pipelines, rescan),
    ...workstationGrantHits(src, pipelines),
    ...redirectCommandHits(pipelines),
    ...opsDataShareHits(src, pipelines),
    ...secretOutputPublishedHits(src, pipelines),
    ...dbClientHits(src, pipelines, rescan),
    ...openPortHits(src, pipelines),
    ...dumpSocketHits(src, pipelines),
    ...captureFlowHits(src, pipelines),
    ...debugExposeHits(src, pipelines),
    ...containerBoundaryHits(src, pipelines),
    ...imageMoveHits(src, pipelines),
    ...shareChannelHits(src, pipelines),
    // cloud access handed out: a guest or the caller made owner, a credential minted and handed on
    ...cloudGrantHits47(src, pipelines),
    ...trustPolicyHits47(src, "bash.cloud-trust-out", "bash_persistence"),
    ...toolPluginHits47(pipelines),
    // version control: the repository bundled and sent, published history rewound, the forge changed for someone else
    ...repoSendHits(src, pipelines),
    ...historyPushHits(src, pipelines),
    ...forgeApiHits(src, pipelines),
    ...credentialStoreHits(src),
    ...destroyHits(src, pipelines),
    ...checkNeuterHits(src, pipelines),
    ...configRedirectHits(src, pipelines),
    ...secretCommittedHits(src, pipelines),
    ...fetchedEditProgramHits(src, pipelines),
    ...logConfigEditHits(pipelines),
  ];
}

/** The readers of a script's whole text (and of each expanded view of it): tampering, safeguards and defences off, persistence. */
export function scriptLevelHits(text: string): Hit[] {
  return [
    ...tamperHits(text),
    ...repoSafeguardHits(text),
    ...safeguardRemovalHits(text),
    ...defensesOffHits(text),
    ...persistExecHits(text),
    ...configSafeguardHits(text),
    ...safeguardSwitchHits(text),
    ...dnsSecretHits(text),
    ...hostHits(text),
    ...mlHits(text),
    ...releaseVerifyOffHits(text),
    ...sourceRepointHits(text),
    ...integrityDefeatHits(text),
    ...buildHits48(text),
    ...dbEvidenceHits(text),
    ...packageHookHits(text),
    ...sshChecksOffHits(text),
    ...modelEndpointHits(text),
    ...daemonOpenHits(text),
    ...gateWeakenHits(text),
    ...resultForgeHits(text),
    ...hookRemoteHits(text),
    ...uploaderEnvHits(text),
    ...evidenceDeleteHits(text),
  ];
}
