// A file an agent writes judged by what its tool does with it: release and publish configs, package sources, secret lookups, database, network and workstation configs.

import { isAgentFile } from "./agent-file.ts";
import { writtenDnsSecretHits } from "./code-dns-secrets.ts";
import { scannerDemotedHits } from "./config-scanner-demoted.ts";
import { dbFileHits } from "./db-files.ts";
import { writtenDependencyHits } from "./dependency-evidence45.ts";
import { dbEvidenceHits } from "./db-evidence46.ts";
import { frpConfigHits } from "./net-open-ports.ts";
import { netConfigHookHits } from "./net-config-hooks.ts";
import { publishListHits } from "./publish-leak.ts";
import { releaseConfigHits } from "./release-config-hits.ts";
import { releaseVerifyOffHits } from "./release-verify-off.ts";
import type { Hit } from "./types.ts";
import { workstationConfigHits } from "./workstation-config-hooks.ts";
import { redirectFileHits } from "./workstation-redirects.ts";

/** A fresh reader of derived texts (commands a config will run), each with its own budget: bash.ts' derivedReader. */
type DerivedReader = () => (text: string, start: number, end: number, label: string) => Hit[];

/** Prose documents (READMEs, docs pages, notes): they describe settings rather than set them. */
// (CMake's build file ends in .txt and is code, round 48)
const DOCUMENT_PATH = /(?<!(?:^|\/)CMakeLists)\.(?:md|mdx|markdown|rst|txt|adoc|html?)$/i;

/**
 * The written-file readers on `text` written to `path` (`head`: its first bytes the costlier readers take), in order:
 * a release or deploy config (goreleaser, release-it, fly, netlify, a Fastfile …) by the commands its tool runs; a file
 * deciding what a publish takes (an ignore file's negations, an include list) by the secrets it ships; an updater's or
 * a feed's verification written off and a package source pointed at a stranger's host, its checks off, its hooks
 * fetched (a document that explains a setting is not the setting; an agent file ordering it is); a file of code or
 * config that resolves a name built from a secret; a pre-commit scanner staged to run by hand only; a SQL script or a
 * client's start-up file by its statements, pg_hba.conf by who may log in (db-files.ts); ssh, OpenVPN and WireGuard
 * configs by the hooks they run and ssh's checks for every host (net-config-hooks.ts); workstation configs and
 * redirects; an frp client by the ports it publishes (net-open-ports.ts).
 */
export function writtenConfigHits(path: string, text: string, head: string, derivedReader: DerivedReader): Hit[] {
  return [
    ...releaseConfigHits(path, text, derivedReader),
    ...publishListHits(path, text),
    ...(DOCUMENT_PATH.test(path) && !isAgentFile(path)
      ? []
      : [...releaseVerifyOffHits(text), ...writtenDependencyHits(head), ...dbEvidenceHits(head, path)]),
    ...writtenDnsSecretHits(path, text),
    ...scannerDemotedHits(path, text),
    ...dbFileHits(path, head, derivedReader()),
    ...netConfigHookHits(path, head, derivedReader()),
    ...workstationConfigHits(path, head, derivedReader()),
    ...redirectFileHits(path, head),
    ...frpConfigHits(path, head),
  ];
}
