// Version control clients' own credentials: the files they keep logins in, the commands that print them, PAT variables.

/**
 * Files where version control and forge clients keep a login: Mercurial's `~/.hgrc` (its `[auth]` section), Subversion's
 * cached passwords (`~/.subversion/auth/`), Fossil's global database (`~/.fossil`, remembered remote passwords), the
 * Gitea (`tea`), sourcehut (`hut`) and Azure DevOps CLIs' logins, git's XDG credential store. Only under a home folder:
 * a project's own `.hgrc` example or a path named in prose is not the user's.
 */
export const VCS_SECRET_PATH =
  /(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.(?:hgrc\b|subversion\/auth\b|fossil(?=$|[\s"'`|;&)<>])|config\/(?:tea|hut)\/|config\/git\/credentials\b|azure\/azuredevops\/)/i;

/**
 * Commands that print a version control login: `svn auth --show-passwords`, the auth header a CI checkout left in git's
 * config (`git config --get-all http.https://host/.extraheader`, not one unset or set), git's whole config listed
 * (`git config --list`: URLs with tokens, auth headers, helpers), `glab auth status -t` (the token shown), `hg config
 * auth` (the `[auth]` section). Tested on the stage's words joined by spaces.
 */
export const VCS_SECRET_TOOLS =
  /^(?:svn\s+auth\b[^|;&]*\s--show-passwords\b|git\s+(?:-C\s+\S+\s+)?config\b(?![^|;&]*\s--(?:unset|add|replace))[^|;&]*\.extraheader\b(?!\s+\S)|git\s+(?:-C\s+\S+\s+)?config\s+(?:--(?:global|system|local|show-origin|show-scope|includes)\s+)*(?:--list|-l)\b|glab\s+auth\s+status\b[^|;&]*\s(?:-t|--show-token)\b|hg\s+(?:config|showconfig)\s+auth\b)/i;

/**
 * A personal access token held in a variable whose name ends in `_PAT` (`$AZURE_DEVOPS_EXT_PAT`, `${GH_PAT}`): the
 * word the other secret-name readers look for (TOKEN, SECRET, …) is missing from it. `$DATA_PATH` is not one.
 */
export const PAT_VAR = /\$\{?[A-Z][A-Z0-9_]{0,40}_PAT(?![A-Za-z0-9_])\}?/;
