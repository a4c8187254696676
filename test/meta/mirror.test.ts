// Unit tests mirror the source tree (test/X/Y.test.ts tests src/X/Y.ts; test/extensions/Y.test.ts tests extensions/Y.ts), and scripts/mirror-tests.ts keeps it so.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  apply,
  mirrorOf,
  mirroredSource,
  plan,
  rewritePaths,
  sourceFiles,
  sourceFor,
  unitTests,
} from "../../scripts/mirror-tests.ts";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../harness/env.ts";

/** Unit tests that test several modules together, so no one source file is theirs; each with why. */
const MULTI_MODULE: Record<string, string> = {
  "test/engine/bridge.test.ts": "the bridge client against a real detector process: client.ts and answer.ts together",
  "test/engine/memory.test.ts":
    "memory across sessions: fingerprint.ts, store.ts and the CLI's memory command together",
  "test/engine/config/docs-reference.test.ts": "docs/configuration.md against the JSON schema and the default settings",
  "test/engine/injection/realfp34.test.ts":
    "real-file false-positive classes of fresh24/25/26-tune through the whole scanner: rule-accept34.ts and the readers it narrowed",
  "test/scripts/lib/heldout-own-form.test.ts":
    "scripts/ is not a source root: the held-out sets' form helpers (the closeness search against the plain one)",
  "test/engine/config/judge-config.test.ts": "the judge settings through validate.ts and merge.ts",
  "test/engine/config/watch.test.ts": "the config watcher: load.ts over files.ts on a real temp dir",
  "test/engine/injection/benign-context.test.ts": "the scanner with context.ts on real-file classes",
  "test/engine/injection/policy-write-path.test.ts":
    "toolCallInputs (policy.ts) with scan (scan.ts): every write reaches the scanner with its path, attack and look-alike",
  "test/engine/injection/bashfp26-lookalikes.test.ts":
    "bashfp26's look-alikes and twins through the scanner: shell-checked-download, bash-tool-clone, shell-own-history, bash-container-creds, bash-resolver-settings, bash-loopback-read",
  "test/engine/injection/code-program24.test.ts":
    "round 24's program readers through the scanner: code-argv, code-fold, code-path-writes, code-scan-more, bash-written-source",
  "test/engine/injection/fp24-lookalikes.test.ts":
    "fp24's look-alikes and twins through the scanner: reassurance, rule-accept-capability, carrier-vocab, context-reported",
  "test/engine/injection/fp25-lookalikes.test.ts":
    "fp25's look-alikes and twins through the scanner: rule-accept-mail-request, -option-mode, -message, -named-text, -agent-title, -doc-comment",
  "test/engine/injection/fp26-lookalikes.test.ts":
    "fp26's look-alikes and twins through the scanner: rule-accept-person-ask, rule-accept-tutorial, artifact-exposure-remedy, carrier-shell-export, carrier-redacted, carrier-order15",
  "test/engine/injection/fp27-lookalikes.test.ts":
    "fp27's look-alikes and twins through the scanner: context-reported27, rule-accept-house-note, rule-accept-agent-object, rule-accept-contribution, rule-accept-notes, carrier-reader-vocab, carrier-vocab",
  "test/engine/injection/scripts25-lookalikes.test.ts":
    "scripts25's look-alikes and twins through the scanner: shell-excluded, rule-accept-option-mode, rule-accept-shell-name, shell-parse, code-printer-owner, bash-tamper-kept",
  "test/engine/injection/shell-grammar25.test.ts":
    "shell25's grammar readers through the scanner: shell-expand-ops, shell-grammar-view, bash-push-computed, bash-written-shell, config-safeguards-off, bash-home-copy",
  "test/engine/injection/eval-bar.test.ts": "the scanner's quality bar on the dev corpus (every detector module)",
  "test/engine/injection/guard-bridge.test.ts":
    "the injection guard with a bridge and a memory port and the store's actions",
  "test/engine/injection/prototype-names.test.ts": "Object.prototype names through every scanner layer",
  "test/engine/injection/shell-classes.test.ts": "shell classes across the shell-* modules and the scanner",
  "test/engine/injection/gates44-readers.test.ts":
    "round 44's test and gate readers' pure parts together: agent-gate44, evidence-delete44, gate-weaken44, hook-entry44, hook-remote44, result-forge44, test-secrets44 and uploader-env44",
  "test/engine/injection/vcs43-readers.test.ts":
    "round 43's version control readers' pure parts together: code-fold-base6443, code-home-secrets43, code-wrappers43, credential-store43, forge-api43, git-hook-dirs43 and vcs-secrets43",
  "test/engine/injection/rule-accept44.test.ts":
    "round 44's accept checks' pure parts together: rule-accept-allowance44, -attention44, -clipboard44, -code-override44, -field-role44, -forbidden-send44, -impersonation44 and -you-now44",
  "test/engine/injection/db46-readers.test.ts":
    "round 46's database readers together: db-access46, db-backup46, db-code46, db-send46, db-staged46, db-tamper46, db-test-account and their join db-evidence46",
  "test/engine/injection/deps45-readers.test.ts":
    "round 45's dependency readers together: source-repoint45, integrity-defeat45, package-hooks45, bash-run-sources' moving sources, composer's event scripts, agent-file orders and a written install script's socket",
  "test/engine/injection/realfp45-readers.test.ts":
    "round 45's real-file readers' pure parts together: bash-dns-resolved38, bash-forge-clone45, bash-tool-clone, code-own-push45 and rule-accept45",
  "test/engine/injection/realfp46-readers.test.ts":
    "round 46's real-file readers together: catalogue-grant46, changelog-entry46, community-forge46, list-close46, order-line46, own-account46, password-howto46, string-catalogue46 and vendor-label46",
  "test/engine/injection/cloud47-readers.test.ts":
    "round 47's cloud identity readers together: cloud-grants47, cred-helpers47, kube-writes47, store-dumps47, tool-plugins47 and trust-policy47, parts and through the scanner",
  "test/engine/injection/build82-readers.test.ts":
    "round 48's build readers together: build-cache48, build-code48, build-privilege48, build-staged48, build-taint48, public-names48 and secret-store-own48, parts and through the scanner",
  "test/engine/injection/review48.test.ts":
    "round 48's code-review item readers together: review-exposed48, review-guard48 and review-stranger48",
  "test/engine/injection/plan-items47.test.ts":
    "round 47's planning-document item readers together: kept-from-users47, own-hosts47, plan-stranger47 and spec-backdoor47",
  "test/engine/injection/realfp47-readers.test.ts":
    "round 47's real-file readers together: asked-first47, build-clean47, ci-secret-alias47, colon-list47 and rule-accept47",
  "test/engine/injection/speed47.test.ts":
    "round 47's exact cuts across code-remedy30, record-act34, reader-gates and the rule pass: each cut answers as the uncut path",
  "test/engine/prompt/properties.test.ts": "property tests over every prompt parser and checker",
  "test/engine/sentinel/docs-fence.test.ts": "every example rule in the docs through the sentinel runner",
  "test/engine/sentinel/fail-safe.test.ts":
    "verdict, gate, runner and side loop together: fail-safe across the audit path",
  "test/engine/sentinel/test-args.test.ts": "/sentinel:test arguments: the prompt splitter and test-run.ts agree",
  "test/engine/sentinel/wiring.test.ts": "extensions/sentinels.ts with runtime.ts and a real store (a fake pi)",
  "test/engine/injection/fused-passes.test.ts":
    "each fused scanner pass against the code it replaced: decode, clean, prefilter, gate-literals and hijack",
  "test/engine/injection/shell-recon.test.ts":
    "round-4 shell classes across bash-recon, bash-exposure, shell-carriers and the scanner",
  "test/engine/runtime/store-parts.test.ts": "the runtime's store switch and its persisting dispatch together",
  "test/state/judge-record.test.ts": "a judgement in flight through the actions, the reducer and capabilitiesOf",
  "test/ui/settled-views.test.ts": "a record born finished in the fleet detail and the export",
  "test/state/prototype.test.ts": "prototype names as keys across every slice of the store",
  "test/ui/configure-model.test.ts": "/sentinel:configure's model: the extension, ui/configure.ts and the model port",
  "test/ui/judge-views.test.ts": "a judged record in the fleet row and detail views",
  "test/ui/panel-update.test.ts": "update functions of the fleet and the list panels, table-driven together",
  "test/ui/panels.test.ts": "fleet and list panels through the panel host and the keymap",
  "test/ui/readable.test.ts": "help and disabled-key lines of every panel at three sizes",
  "test/ui/rule-description.test.ts": "a rule's description in the list view and its text form",
  "test/ui/views.test.ts": "golden files of every control-center view",
  "test/ui/vocabulary.test.ts": "one outcome vocabulary across every view and the export",
  "test/scripts/benign-corpus.test.ts":
    "scripts/ is not a source root: the fresh benign corpus reader of the eval scripts",
  "test/scripts/rule-noise.test.ts":
    "scripts/ is not a source root: the measurement behind the rule-noise table (its criterion and the files its fingerprint reads)",
  "test/scripts/lib/injection-train/check.test.ts":
    "scripts/ is not a source root: the trainer's --check guard and comparison (check.ts) and MODEL.md's feature definition (describe.ts)",
  "test/scripts/lib/injection-train/own-sets.test.ts":
    "scripts/ is not a source root: the own prose sets as training rows (own-sets.ts) and their settings (options.ts)",
  "test/scripts/lib/injection-train/pipeline.test.ts":
    "scripts/ is not a source root: the trainer's split modules (fitter.ts, choose.ts calSkip, stages.ts, pipeline.ts, leave-out.ts)",
  "test/scripts/lib/injection-train/length.test.ts":
    "scripts/ is not a source root: the trainer's length-correction fit (length.ts) against the scanner's model-length.ts",
  "test/scripts/lib/injection-train/dups.test.ts":
    "scripts/ is not a source root: near-duplicate benign rows and how the calibration's bars count them (dups.ts)",
  "test/scripts/lib/injection-train/anchor-cut.test.ts":
    "scripts/ is not a source root: where the anchored calibration lines sit (anchor-cut.ts, choose.ts smooth) and the bag of fold deals (search.ts, pipeline.ts, folds.ts)",
  "test/scripts/lib/injection-train/fit-rule.test.ts":
    "scripts/ is not a source root: the second stage's fit rule (fit-rule.ts: keyed orders, tail averaging, bags of seeds) and the CV over fold deals (deal-cv.ts)",
  "test/scripts/lib/injection-train/fresh-picks.test.ts":
    "scripts/ is not a source root: the main model's picked negatives (fresh-picks.ts), their weight (fitter.ts) and where they train (pipeline.ts, options.ts)",
  "test/scripts/lib/injection-train/own-head.test.ts":
    "scripts/ is not a source root: the own head's data guard and its line on benign out-of-fold logits (own-head.ts)",
  "test/scripts/lib/injection-train/plant.test.ts":
    "scripts/ is not a source root: orders planted in benign real carriers for the own head, off by default (plant.ts)",
  "test/scripts/lib/injection-train/real-docs.test.ts":
    "scripts/ is not a source root: the trainer's real-docs rows (npm docs as pages pi's read returns)",
  "test/scripts/lib/heldout-own.test.ts": "scripts/ is not a source root: the parser of the hand-written held-out sets",
  "test/scripts/lib/shell-heldout4.test.ts":
    "scripts/ is not a source root: shell held-out set 4 loader and class summary",
  "test/scripts/lib/benign-fresh4.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 4 (CI paths, picks per kind)",
  "test/scripts/lib/benign-deb-pick.test.ts":
    "scripts/ is not a source root: the Debian file picker shared by the fresh sets' selection rules",
  "test/scripts/lib/benign-fresh5.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 5 (picks per class, no overlap with earlier sets)",
  "test/scripts/lib/benign-class-pick.test.ts":
    "scripts/ is not a source root: the per-class picker and source-tree CI candidates shared by fresh sets 5 and 6",
  "test/scripts/lib/benign-npm-pick.test.ts":
    "scripts/ is not a source root: the npm candidate filter shared by the fresh sets' selection rules",
  "test/scripts/lib/benign-fresh1.test.ts":
    "scripts/ is not a source root: the selection rule and unit split of fresh benign set 1",
  "test/scripts/lib/benign-fresh-manifest.test.ts":
    "scripts/ is not a source root: the fresh manifest's types, paths and appending of a set",
  "test/scripts/lib/benign-fresh-append.test.ts":
    "scripts/ is not a source root: the --select steps of import-benign-fresh",
  "test/scripts/lib/benign-fresh6.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 6 (picks per class and kind)",
  "test/scripts/lib/benign-fresh6-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 6 (no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh7.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 7 (its prompt shapes, salt and split)",
  "test/scripts/lib/benign-fresh7-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 7 (no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh8.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 8 (agent files and CI files first, its salt and split)",
  "test/scripts/lib/benign-fresh8-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 8 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh9.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 9 (set 8's with more agent-file paths, its salt and split)",
  "test/scripts/lib/benign-fresh9-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 9 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh10.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 10 (set 9's with more coding agents' files, its salt and split)",
  "test/scripts/lib/benign-fresh10-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 10 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh11.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 11 (set 10's plus files in other languages, its salt and split)",
  "test/scripts/lib/benign-fresh11-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 11 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh12.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 12 (set 11's plus tool output, its salt and split)",
  "test/scripts/lib/benign-fresh12-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 12 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh13.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 13 (set 12's with its salt and split)",
  "test/scripts/lib/benign-fresh13-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 13 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/language-table.test.ts":
    "scripts/ is not a source root: eval-languages.ts's per-language table and the tuning sets it may read (round 33)",
  "test/scripts/lib/row-language.test.ts":
    "scripts/ is not a source root: the language of an eval row for eval-languages.ts (round 33)",
  "test/scripts/lib/benign-fresh14.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 14 (set 12's with its salt and split)",
  "test/scripts/lib/benign-fresh14-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 14 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh15.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign set 15 (set 12's with its salt and split)",
  "test/scripts/lib/benign-fresh15b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 15 (languages; no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh15-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 15 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh-sets.test.ts":
    "scripts/ is not a source root: the selection rule of fresh benign sets 16 to 20 (set 12's, then shell scripts; each its salt and split)",
  "test/scripts/lib/benign-fresh16-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 16 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh16b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 16 (languages; no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh17-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 17 (no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh18-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 18 (languages first; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh19-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 19 (languages first; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh19b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 19 (languages; no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh20-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 20 (languages first; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh21-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 21 (languages by their files; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh22-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 22 (prose in other languages by their files; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh23-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 23 (Japanese, Russian and Korean prose by their files; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh24-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 24 (languages by their files, AI code, Debian shell scripts; no overlap with earlier sets, by kind)",
  "test/scripts/lib/demo-driver.test.ts":
    "scripts/ is not a source root: the demo driver's choice to start a demo once more after pi died of a signal",
  "test/scripts/lib/native-regex.test.ts":
    "scripts/ is not a source root: the eval scripts' restart under V8's regexp flag",
  "test/scripts/lib/benign-fresh25-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 25 (AI code with prompts, security tooling, languages by their files, configs, Debian shell scripts; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh26-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 26 (what an agent reads in other people's repositories, agent instruction files, languages by their files, shell scripts from npm and Debian; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh26b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 26 (shell scripts from npm and Debian; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh27-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 27 (agent code with prompts, build and CI tooling, shell tools, docs in other languages, Debian shell tools; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh27b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 27 (Debian shell tools; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh28-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 28 (agent code with prompts, build and CI tooling, shell tools, docs in other languages, Debian translated docs and shell tools; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh28b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 28 (Debian shell tools; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh29-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 29 (agent code with prompts, build and CI tooling, shell tools, docs in other languages, Debian translated docs and shell tools; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh29b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 29 (npm packages likely to hold other scripts; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh29c-sources.test.ts":
    "scripts/ is not a source root: the third source list of fresh benign set 29 (npm packages with a language tag; not in the first two lists, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh30-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 30 (agent code with prompts, build and CI tooling, shell tools, docs in other languages, Debian translated docs and shell tools; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh30b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 30 (Debian shell tools; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh31-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 31 (agent code with prompts, build and CI tooling, shell tools, i18n and locale packages, Debian shell tools and debconf translations; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh31b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 31 (Debian packages with translated man pages and docs; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh32.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 32 (a quota per group, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh32-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 32 (agent code with prompts, framework docs, config and CI packages, Debian shell tools, translated man pages and source trees with CI; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh33.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 33 (a quota per group, CI and config files a group of their own, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh33-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 33 (agent code with prompts, config and CI packages, framework docs, Debian shell tools, translated man pages and source trees with CI; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh33b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 33 (Debian packages with one translated man page or doc; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-trim-round-robin.test.ts":
    "scripts/ is not a source root: the quota trim and round-robin over sources that fresh sets 32 and 33 share",
  "test/scripts/lib/benign-fresh34.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 34 (set 33's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh34-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 34 (agent code and prompt packages, config and CI packages, framework docs, Debian shell tools, files naming a language and source trees with CI; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh34b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 34 (Debian packages with a translated man page; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh35.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 35 (set 34's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh35b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 35 (Debian source trees with message catalogs; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh35-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 35 (prompt-heavy agent packages first, config and CI packages, i18n packages, framework docs, Debian shell and script packages and source trees with CI; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh36.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 36 (set 35's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh36-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 36 (agent packages naming prompts, skills or rules first, MCP servers and agent CLIs, config and CI packages, i18n packages, framework docs, Debian shell packages and source trees with shell test suites and message catalogs; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh37b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 37 (Debian source trees of script tools and with message catalogs; not in the first list, no overlap with earlier sets)",
  "test/scripts/lib/benign-fresh37.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 37 (set 36's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh37-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 37 (agent packages naming skills, prompts, rules or plugins first, config and CI packages, i18n packages, framework docs, Debian python3 packages naming models or agents, shell packages, source trees building with a shell or shell test tool, script tools and message catalogs; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh38.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 38 (set 37's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh38-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 38 (agent and AI packages by a strict word then a wider one, config and CI packages, i18n packages, framework docs, Debian source trees with autopkgtests triggered by a shell, script tools and message catalogs; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh39.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 39 (set 38's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources)",
  "test/scripts/lib/benign-fresh39-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 39 (agent and AI packages by a wider word, config and CI packages, i18n packages, framework docs, Debian source trees with autopkgtests triggered by a shell, script tools, trees built with autotools and message catalogs; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh40.test.ts":
    "scripts/ is not a source root: the trim of fresh benign set 40 (set 39's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources, the agent and AI group's prompt and agent files by path first)",
  "test/scripts/lib/benign-fresh40-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 40 (agent and AI packages by a token of a compound name or summary, config and CI packages, i18n packages, framework docs, Debian-native source trees and message catalogs; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh40b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 40 (npm shell packages, Debian-native source trees, trees built with autotools and with message catalogs; no overlap with earlier sets or the first list)",
  "test/scripts/lib/benign-fresh41.test.ts":
    "scripts/ is not a source root: the rule and trim of fresh benign set 41 (prompt files by path from Debian AI source trees; set 40's quotas per group through the shared quotaTrim, at most 4 files per source, round-robin over sources, the agent and AI group's prompt and agent files by path first)",
  "test/scripts/lib/benign-fresh41-sources.test.ts":
    "scripts/ is not a source root: the sources of fresh benign set 41 (config and CI packages, i18n packages, framework docs, Debian source trees of NLP, speech and ML tools as agent and AI sources, shell-rich trees of new kinds and po-debconf trees; no overlap with earlier sets, by kind)",
  "test/scripts/lib/benign-fresh41b-sources.test.ts":
    "scripts/ is not a source root: the second source list of fresh benign set 41 (larger Debian source trees of NLP, speech and ML tools and trees with message catalogs; no overlap with earlier sets or the first list)",
  "test/scripts/lib/heldout-own.sets.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out sets 3 to 25 as their authors promised them",
  "test/scripts/lib/heldout-own.sets27.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out sets 27 to 37 as their authors promised them",
  "test/scripts/lib/heldout-own.sets39.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out sets 39 to 43 as their authors promised them",
  "test/scripts/lib/heldout-own.sets45.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 45 as its author promised it",
  "test/scripts/lib/heldout-own.sets47.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 47 as its author promised it",
  "test/scripts/lib/heldout-own.sets49.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 49 as its author promised it",
  "test/scripts/lib/heldout-own.sets51.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 51 as its author promised it",
  "test/scripts/lib/heldout-own.sets53.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 53 as its author promised it",
  "test/scripts/lib/heldout-own.sets55.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 55 as its author promised it",
  "test/scripts/lib/heldout-own.sets57.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 57 as its author promised it",
  "test/scripts/lib/heldout-own.sets59.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 59 as its author promised it",
  "test/scripts/lib/heldout-own.sets61.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 61 as its author promised it",
  "test/scripts/lib/heldout-own.sets63.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 63 as its author promised it",
  "test/scripts/lib/heldout-own.sets65.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 65 as its author promised it",
  "test/scripts/lib/heldout-own.sets67.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 67 as its author promised it",
  "test/scripts/lib/heldout-own.sets69.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 69 as its author promised it",
  "test/scripts/lib/heldout-own.sets71.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 71 as its author promised it",
  "test/scripts/lib/heldout-own.sets73.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 73 as its author promised it",
  "test/scripts/lib/heldout-own.sets75.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 75 as its author promised it",
  "test/scripts/lib/heldout-own.sets77.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 77 as its author promised it",
  "test/scripts/lib/heldout-own.sets79.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 79 as its author promised it",
  "test/scripts/lib/heldout-own.sets81.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 81 as its author promised it",
  "test/scripts/lib/heldout-own.sets83.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 83 as its author promised it",
  "test/scripts/lib/heldout-own.sets85.test.ts":
    "scripts/ is not a source root: the committed hand-written held-out set 85 as its author promised it",
  "test/scripts/lib/benign-written-path.test.ts":
    "scripts/ is not a source root: the path eval-benign passes for a real file scanned as a write",
  "test/scripts/lib/benign-set-pick.test.ts":
    "scripts/ is not a source root: the selection rule shared by fresh benign sets 6 and 7",
};

describe("tests mirror the source tree", () => {
  test("every unit test file mirrors a source file, or is a listed multi-module test", () => {
    const sources = new Set(sourceFiles(repoRoot));
    const stray = unitTests(repoRoot).filter(
      (t) => !mirroredSource(t, sources) && !aspectSource(t, sources) && !(t in MULTI_MODULE),
    );
    expect(stray, "run `node scripts/mirror-tests.ts`, or list the test in MULTI_MODULE with a reason").toEqual([]);
  });

  test("the allow-list holds no stale entries: each exists and still mirrors nothing", () => {
    const sources = new Set(sourceFiles(repoRoot));
    const stale = Object.keys(MULTI_MODULE).filter(
      (t) => !existsSync(join(repoRoot, t)) || mirroredSource(t, sources) || aspectSource(t, sources),
    );
    expect(stale).toEqual([]);
  });

  test("the move script has nothing left to do", () => {
    const p = plan(repoRoot);
    expect(p.moves.map((m) => `${m.from} -> ${m.to}`)).toEqual([]);
    expect(p.conflicts).toEqual([]);
  });
});

/** a `<base>.<aspect>.test.ts` file mirrors <base>.ts in its folder */
function aspectSource(test: string, sources: ReadonlySet<string>): string | undefined {
  const m = /^(.*\/)([^/.]+)\.[^/]+\.test\.ts$/.exec(test);
  return m ? mirroredSource(`${m[1]}${m[2]}.test.ts`, sources) : undefined;
}

describe("mirror-tests planning", () => {
  const sources = [
    "src/engine/injection/scan.ts",
    "src/engine/injection/guard.ts",
    "src/engine/sentinel/guard.ts",
    "src/ui/review-card.ts",
    "extensions/control-center.ts",
  ];
  test.each([
    // [test file, its imports, the source it mirrors]
    ["test/engine/injection/scan.test.ts", ["src/engine/injection/scan.ts"], "src/engine/injection/scan.ts"],
    ["test/engine/review/review-card.test.ts", ["src/ui/review-card"], "src/ui/review-card.ts"],
    ["test/ui/control-center.sdk.test.ts", [], "extensions/control-center.ts"],
    // two guard.ts: the imported one wins; when both are imported, the one closer to the test's folder
    ["test/engine/review/guard.test.ts", ["src/engine/injection/guard.ts"], "src/engine/injection/guard.ts"],
    ["test/engine/sentinel/guard.test.ts", ["src/engine/injection/guard.ts"], "src/engine/sentinel/guard.ts"], // mirrors already
    [
      "test/engine/sentinel/sub/guard.test.ts",
      ["src/engine/injection/guard.ts", "src/engine/sentinel/guard.ts"],
      "src/engine/sentinel/guard.ts",
    ],
    ["test/engine/guard.test.ts", [], undefined], // two of that name, none imported: no guess
    ["test/ui/vocabulary.test.ts", ["src/ui/review-card.ts"], undefined],
  ])("%s importing %j mirrors %s", (file, imports, expected) => {
    expect(sourceFor(file, imports, sources)).toBe(expected);
  });

  test.each([
    ["src/engine/injection/scan.ts", "", "test/engine/injection/scan.test.ts"],
    ["src/ui/review-card.ts", "", "test/ui/review-card.test.ts"],
    ["extensions/control-center.ts", ".sdk", "test/extensions/control-center.sdk.test.ts"],
  ])("mirrorOf(%s, %j) = %s", (source, kind, expected) => {
    expect(mirrorOf(source, kind)).toBe(expected);
  });

  test("relative paths are rewritten so they point where they pointed; others are left alone", () => {
    const exists = (rel: string) => ["src/ui/paint.ts", "docs", "docs/x.md"].includes(rel);
    const moved = new Map([["test/engine/review/helper.ts", "test/ui/helper.ts"]]);
    const text = [
      'import { paint } from "../../../src/ui/paint.ts";',
      'import { h } from "./helper.ts";',
      'const doc = new URL("../../../docs/x.md", import.meta.url);',
      "const t = `../../../docs/${name}`;",
      'const data = "../not/a/path";',
    ].join("\n");
    expect(rewritePaths(text, "test/engine/review/a.test.ts", "test/ui/a.test.ts", moved, exists)).toBe(
      [
        'import { paint } from "../../src/ui/paint.ts";',
        'import { h } from "./helper.ts";',
        'const doc = new URL("../../docs/x.md", import.meta.url);',
        "const t = `../../docs/${name}`;",
        'const data = "../not/a/path";',
      ].join("\n"),
    );
    // a file that stays but imports a moved one
    expect(
      rewritePaths(
        'import { h } from "../engine/review/helper.ts";',
        "test/ui/b.test.ts",
        "test/ui/b.test.ts",
        moved,
        exists,
      ),
    ).toBe('import { h } from "./helper.ts";');
  });

  test("on a real git tree: moves, rewrites, and a second run does nothing", () => {
    const root = makeTempDir("mirror");
    try {
      writeTree(root, {
        "src/ui/card.ts": "export const card = 1;\n",
        "src/engine/scan.ts": "export const scan = 2;\n",
        "test/engine/card.test.ts":
          'import { card } from "../../src/ui/card.ts";\nimport { help } from "./help.ts";\nvoid card, help;\n',
        "test/engine/help.ts": 'export { scan as help } from "../../src/engine/scan.ts";\n',
        "test/engine/scan.test.ts": 'import { scan } from "../../src/engine/scan.ts";\nvoid scan;\n',
        "test/integration/card.test.ts": 'import { card } from "../../src/ui/card.ts";\nvoid card;\n',
      });
      const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
      git("init", "-q");
      git("add", "-A");
      git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-qm", "start");
      const first = plan(root);
      expect(first.moves.map((m) => `${m.from} -> ${m.to}`)).toEqual([
        "test/engine/card.test.ts -> test/ui/card.test.ts",
      ]);
      apply(root, first, () => {});
      expect(readFileSync(join(root, "test/ui/card.test.ts"), "utf8")).toBe(
        'import { card } from "../../src/ui/card.ts";\nimport { help } from "../engine/help.ts";\nvoid card, help;\n',
      );
      expect(git("status", "--porcelain")).toContain("R  test/engine/card.test.ts -> test/ui/card.test.ts");
      expect(existsSync(join(root, "test/integration/card.test.ts"))).toBe(true); // product tests stay
      expect(plan(root).moves).toEqual([]);
    } finally {
      removeDir(root);
    }
  });
});
