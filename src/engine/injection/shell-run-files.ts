// Files that are programs: which paths run commands later (CI workflows, Makefiles, Dockerfiles, hooks, units …) and the shell script their structure holds.

import { commandsOf } from "./shell-run-file-commands.ts";
import { ciLogLeakHits } from "./shell-ci-leak.ts";
import { withoutContainerBinds } from "./debug-expose66.ts";
import { DEBUG_INIT_FILE } from "./debug-init66.ts";
import type { Hit } from "./types.ts";

export type RunFileKind =
  | "workflow"
  | "compose"
  | "makefile"
  | "package.json"
  | "composer.json"
  | "dockerfile"
  | "hook"
  | "unit"
  | "tasks.json"
  | "tox"
  | "pyproject"
  | "noxfile"
  | "envrc"
  | "maintscript"
  | "precommit"
  | "devcontainer"
  | "pyhook"
  | "taskfile"
  | "cmake"
  | "debuginit";

/** Path shapes of each kind (the file's name says what runs it: a CI service, make, npm, docker, git, systemd, tox …). */
const KINDS: [RegExp, RunFileKind][] = [
  [
    /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$|(?:^|\/)\.gitlab-ci\.ya?ml$|(?:^|\/)\.circleci\/config\.ya?ml$|(?:^|\/)(?:azure-pipelines|bitbucket-pipelines|\.travis|appveyor|\.drone|cloudbuild|buildspec|\.woodpecker|action)\.ya?ml$|(?:^|\/)\.buildkite\/[^/]+\.ya?ml$/i,
    "workflow",
  ],
  [/(?:^|\/)(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml$/i, "compose"],
  // (`Makefile.sync`, `Makefile.local`: a makefile run with `make -f`; never a document about one)
  [
    /(?:^|\/)(?:gnumakefile|makefile|justfile)$|(?:^|\/)(?:gnu)?makefile\.(?!md$|txt$|rst$|html?$)[\w-]{1,20}$|\.mk$/i,
    "makefile",
  ],
  [/(?:^|\/)package\.json$/i, "package.json"],
  // composer runs a composer.json's event scripts (post-install-cmd …) on every install and update
  [/(?:^|\/)composer\.json$/i, "composer.json"],
  [/(?:^|\/)(?:dockerfile|containerfile)(?:\.[\w-]+)?$|\.dockerfile$/i, "dockerfile"],
  [/(?:^|\/)\.(?:git\/hooks|husky|githooks)\/[\w.-]+$/i, "hook"],
  [/\.(?:service|socket|path)$/i, "unit"],
  [/(?:^|\/)\.vscode\/tasks\.json$/i, "tasks.json"],
  [/(?:^|\/)tox\.ini$/i, "tox"],
  [/(?:^|\/)pyproject\.toml$/i, "pyproject"],
  [/(?:^|\/)noxfile\.py$/i, "noxfile"],
  [/(?:^|\/)\.envrc$/i, "envrc"],
  // a package's maintainer scripts: dpkg runs them as root on every install, upgrade and removal
  [/(?:^|\/)debian\/(?:[\w.+-]+\.)?(?:pre|post)(?:inst|rm)$|(?:^|\/)DEBIAN\/(?:pre|post)(?:inst|rm)$/, "maintscript"],
  [/(?:^|\/)\.pre-commit-(?:config|hooks)\.ya?ml$/i, "precommit"],
  [/(?:^|\/)\.?devcontainer\.json$/i, "devcontainer"],
  // Python files a tool runs unasked: pytest imports conftest.py, pip and build backends run setup.py / hatch_build.py
  [/(?:^|\/)(?:conftest|setup|hatch_build)\.py$/i, "pyhook"],
  // go-task's Taskfile and CMake's build files run their commands when the tool reads them
  [/(?:^|\/)taskfile(?:\.dist)?\.ya?ml$/i, "taskfile"],
  [/(?:^|\/)cmakelists\.txt$|\.cmake$/i, "cmake"],
  // a debugger's start-up file runs its shell and Python lines in every debugging session (debug-init66.ts)
  [DEBUG_INIT_FILE, "debuginit"],
];

/** Files read whole are capped: a program file of this size is generated, not written by an agent step. */
const MAX_RUN_FILE = 256 * 1024;

/** The kind of program file at `path`, or null for any other file. */
export function runFileKind(path: string): RunFileKind | null {
  const p = path.replace(/\\/g, "/").replace(/^["']|["']$/g, "");
  for (const [re, kind] of KINDS) if (re.test(p)) return kind;
  return null;
}

/**
 * The shell script a program file will run, one command or block a line, read by the file's structure (YAML `run:`
 * and `script:` blocks, compose `command:`, Makefile recipe lines, package.json scripts, Dockerfile RUN/CMD/ENTRYPOINT
 * in shell and exec form, unit Exec*= lines, tasks `command`, tox `commands`, poe/pdm/hatch scripts, nox
 * `session.run`); hooks and `.envrc` are scripts already. Null when the file is no program file or holds no command.
 */
export function runFileScript(path: string, content: string): { kind: RunFileKind; script: string } | null {
  const kind = runFileKind(path);
  if (kind === null || content.length > MAX_RUN_FILE) return null;
  const commands = commandsOf(kind, content).filter((c) => c.trim() !== "");
  return commands.length === 0 ? null : { kind, script: commands.join("\n") };
}

/** `npm pkg set scripts.postinstall="…"` (and pnpm/yarn's same verb): the command stored for npm to run later. */
export function setPackageScripts(argv: readonly string[]): string[] {
  if (!/^(?:npm|pnpm)$/.test(argv[0] ?? "") || argv[1] !== "pkg" || argv[2] !== "set") return [];
  return argv
    .slice(3)
    .map((a) => /^scripts\.[\w:.-]+=(.+)$/s.exec(a)?.[1])
    .filter((v): v is string => v !== undefined);
}

/**
 * The hits of the commands a program file written with `content` will run, read by `rescan` as the shell layer reads a
 * command (so a recipe's `curl … | sh` scores as the same command would), on the span of the write.
 */
export function runFileHits(
  path: string,
  content: string,
  start: number,
  end: number,
  via: string,
  rescan: (text: string, start: number, end: number, label: string) => Hit[],
): Hit[] {
  const file = runFileScript(path, content);
  if (file === null) return [];
  const label = `${via} ${path}, its ${file.kind} commands`;
  // a workflow's `env:` names bound to a secret (`DEPLOY: ${{ secrets.DEPLOY_KEY }}`) are secrets under any name
  const bound = [...content.matchAll(/^\s*([A-Za-z_]\w{0,60})\s*:\s*["']?\$\{\{\s*secrets\.\w+\s*\}\}["']?\s*$/gm)].map(
    (m) => m[1] as string,
  );
  // (a container's own command binds in the container's network: its port mapping decides what is exposed)
  const own = rescan(file.script, start, end, label);
  const run = /^(?:compose|dockerfile|devcontainer)$/.test(file.kind) ? withoutContainerBinds(own) : own;
  return [...run, ...ciLogLeakHits(file.script, start, end, label, bound)];
}
