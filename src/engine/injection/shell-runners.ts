// Project tool runners (uv/poetry/pipenv/pdm/hatch/rye/pixi run, conda run, bundle exec, npm exec): the command they start.

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
  uvx: "",
  pipx: "run",
};

/** The runners' own options that take a value (`uv run --with httpx`, `conda run -n env`, `pixi run -e dev`). */
const VALUE_OPTION =
  /^(?:--with|--with-requirements|--with-editable|--python|-p|--project|--directory|--env-file|--extra|--group|--index|--index-url|--package|--from|-n|--name|--prefix|-e|--environment|--manifest-path|--cwd|--package-name|--spec|-C|--workspace|-w)$/;

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
    if (w === "--") return j + 1 < words.length ? j + 1 : -1;
    if (!w.startsWith("-")) break;
    // `uvx --from https://…/x.whl tool`, `uv run --with git+https://…`: what runs is fetched, and the fetch-run rules
    // read the runner's own line
    if (FETCHED.test(VALUE_OPTION.test(w) ? (words[j + 1] ?? "") : w.replace(/^[^=]*=?/, ""))) return -1;
    j += VALUE_OPTION.test(w) ? 2 : 1;
  }
  // `hatch run env:script` names a script of an environment; a bare script name is not a command either, but reading
  // it as one costs nothing: only watched tools (interpreters, shells, senders) are judged
  // (`uv run https://…/x.py` runs a fetched script: the runner stays the command, as the fetch-run rules read it)
  if (j >= words.length || /^[\w.-]+:[\w.-]+$|^[a-z]+:\/\//i.test(words[j] ?? "")) return -1;
  return j;
}
