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
  if (!repo || !HOME.test(path)) return false;
  const rest = path.replace(HOME, "");
  return rest.toLowerCase() === `.${repo}`;
}
