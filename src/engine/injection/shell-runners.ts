// Project tool runners (uv/poetry/pipenv/pdm/hatch/rye/pixi run, conda run, bundle exec, npm exec): the interpreter or sender they start.

/** Runner words and the subcommand that starts a command in the project's environment. */
const RUNNERS: Record<string, string | undefined> = {
  uv: "run",
  poetry: "run",
  pipenv: "run",
  pdm: "run",
  hatch: "run",
  rye: "run",
  pixi: "run",
  conda: "run",
  mamba: "run",
  micromamba: "run",
  bundle: "exec",
  npm: "exec",
  pnpm: "exec",
};

/** The runners' own options that take a value (`uv run --with httpx`, `conda run -n env`, `pixi run -e dev`). */
const VALUE_OPTION =
  /^(?:--with|--with-requirements|--with-editable|--python|-p|--project|--directory|--env-file|--extra|--group|--index|--index-url|--package|--from|-n|--name|--prefix|-e|--environment|--manifest-path|--cwd|--package-name|--spec|-C|--workspace|-w)$/;

/** Commands a runner is unwrapped for: interpreters, shells and network tools (by base name, versions allowed). */
export const STARTED =
  /^(?:.*\/)?(?:python[\d.]*|node|nodejs|deno|bun|tsx|ts-node|ruby|perl|php|lua|Rscript|julia|bash|sh|zsh|dash|ksh|curl|wget|nc|ncat|netcat|socat|scp|rsync|ssh|ftp|openssl)$/;
/** A value the runner fetches from the network (a URL, a VCS reference). */
const FETCHED = /^(?:[a-z][\w+.-]*\+)?(?:https?|ftp|ssh|git):\/\/|@\s*(?:https?|git\+)/i;

/**
 * Where the command a project runner starts begins in `words` (the runner's word at `i`, its base name `b`), or -1 when `words[i]` is no
 * runner or starts nothing (`uv pip install`, `npm run build`, `hatch run docs:build`: a named script, not a command).
 */
export function runnerCommandAt(ws: readonly { text: string }[], i: number, b: string): number {
  const sub = RUNNERS[b];
  if (sub === undefined) return -1;
  const words = ws.map((w) => w.text);
  let j = i + 1;
  if (sub !== "") {
    // the runner's options may come before its subcommand (`poetry -C app run`, `npm --prefix x exec`)
    while (j < words.length && (words[j] ?? "").startsWith("-") && words[j] !== sub)
      j += VALUE_OPTION.test(words[j] ?? "") ? 2 : 1;
    if (words[j] !== sub) return -1;
    j++;
  }
  while (j < words.length) {
    const w = words[j] ?? "";
    if (w === "--") {
      j++;
      break;
    }
    if (!w.startsWith("-")) break;
    // `uvx --from https://…/x.whl tool`, `uv run --with git+https://…`: what runs is fetched, and the fetch-run rules
    // read the runner's own line
    if (FETCHED.test(VALUE_OPTION.test(w) ? (words[j + 1] ?? "") : w.replace(/^[^=]*=?/, ""))) return -1;
    j += VALUE_OPTION.test(w) ? 2 : 1;
  }
  // only an interpreter, a shell or a sender is unwrapped: a script name (`hatch run docs:build`), a package the runner
  // fetches (`npm exec cowsay`) or a URL (`uv run https://…/x.py`) stays the runner's, as the supply and fetch-run rules
  // read it
  return j < words.length && STARTED.test(words[j] ?? "") ? j : -1;
}
