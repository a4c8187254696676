// A tool cloned into its own dot-folder under home (`git clone …/pyenv.git ~/.pyenv`): how version managers install.

/** home as a script names it: `~`, `$HOME`, `${HOME}` */
const HOME = /^(?:~|\$HOME|\$\{HOME\})\//;

/**
 * True when `dir` is a dot-folder right under home named for the repository of `url` (`~/.fzf` for `…/fzf.git`,
 * `"$HOME/.asdf"` for `…/asdf`): the layout pyenv, rbenv, nvm, fzf, asdf and tfenv document. A hidden folder of another
 * name (`~/.cache/.x`), a temp folder or a folder elsewhere is no such install.
 */
export function toolHomeFolder(url: string, dir: string): boolean {
  const repo = url
    .replace(/[#?].*$/, "")
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .split(/[/:]/)
    .pop()
    ?.toLowerCase();
  const path = dir.replace(/["']/g, "").replace(/\/+$/, "");
  if (!repo) return false;
  if (!HOME.test(path)) return projectToolFolder(repo, path);
  const rest = path.replace(HOME, "");
  return rest.toLowerCase() === `.${repo}`;
}

/**
 * A project's own dot-folder for a build tool it bootstraps (realfp45: kotlin-mode's `invoke_cask.sh`, `git clone
 * …/cask.git .cask/cask`, then `.cask/cask/bin/cask "$@"`): a relative `.repo` or `.repo/repo` under the working
 * folder, named for the repository cloned. A dot-folder of another name, one under a temp folder, above the project
 * (`..`) or at an absolute place is no such folder.
 */
function projectToolFolder(repo: string, path: string): boolean {
  const p = path.replace(/^\.\//, "").toLowerCase();
  return p === `.${repo}` || p === `.${repo}/${repo}`;
}
