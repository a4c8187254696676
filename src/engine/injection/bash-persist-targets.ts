// The files one command writes (redirects, dd of=, tee, cp/mv/install/ln, in-place editors) and where its copies come from.

import { AUTH_KEYS } from "./bash-facts.ts";
import { deleteOnlySed } from "./sed-delete-only.ts";
import type { Word } from "./shell-parse.ts";
import type { Stage } from "./shell-words.ts";

/** Every file the command writes, as the words that name them. */
export function writtenTargets(s: Stage): Word[] {
  const { cmd, name, argv } = s;
  const targets: Word[] = [];
  for (const r of cmd.redirects) if (r.op.startsWith(">") || r.op === "&>" || r.op === "&>>") targets.push(r.target);
  if (name === "dd") {
    // dd names its output `of=FILE`; `if=`, `bs=`, `status=` … are not files it writes
    for (const w of argv.slice(1))
      if (w.text.startsWith("of=")) targets.push({ text: w.text.slice(3), start: w.start, end: w.end });
  } else if (name === "tee") {
    for (const w of argv.slice(1)) if (!w.text.startsWith("-")) targets.push(w);
  } else if (name === "cp" || name === "mv" || name === "install" || name === "ln") {
    // the last argument is written (or the folder after -t); the others are read
    const t = argv.findIndex((w) => w.text === "-t" || w.text === "--target-directory");
    const last = t > 0 ? argv[t + 1] : argv[argv.length - 1];
    if (last && argv.length > 2 && !last.text.startsWith("-")) targets.push(last);
  }
  // ex/vi/vim scripted edits (`ex -sc '$a|…' -cx FILE`, `vim +'…' FILE`): the files are the non-option arguments
  if (/^(?:ex|vi|vim|nvim)$/.test(name) && argv.some((w) => /^(?:-[a-z]*c|\+)/.test(w.text))) {
    for (let i = 1; i < argv.length; i++) {
      const w = argv[i] as Word;
      if (/^-[a-z]*c$/.test(w.text)) i++;
      else if (!w.text.startsWith("-") && !w.text.startsWith("+")) targets.push(w);
    }
  }
  // in place: -i, a cluster that holds it (perl -0pi, sed -Ei) or --in-place
  // ed and ex fed their script on stdin (`printf '%s\n' 0a TEXT . w q | ed -s FILE`, `ex -s FILE <<EOF`): the files
  if (/^(?:ed|red|ex)$/.test(name) && (cmd.stdin.length > 0 || cmd.stage > 0))
    for (const w of argv.slice(1)) if (!w.text.startsWith("-") && !w.text.startsWith("+")) targets.push(w);
  // (a sed script that only deletes lines of authorized_keys, `sed -i '/old@host/d' ~/.ssh/authorized_keys`, revokes
  // keys: it adds none; deleting lines elsewhere, sudoers' or a hook's, can still loosen them)
  if (
    (name === "sed" || name === "perl") &&
    argv.some((w) => /^-(?:[a-z0-9]*i|-in-place)/.test(w.text)) &&
    !(
      name === "sed" &&
      AUTH_KEYS.test((argv[argv.length - 1]?.text ?? "").replace(/^["']|["']$/g, "")) &&
      deleteOnlySed(argv.map((w) => w.text))
    )
  )
    targets.push(argv[argv.length - 1]);
  return targets;
}

/** What a cp/mv/install/ln copies from: the project's own hook folder, a temp folder or a hidden path. */
export interface CopySources {
  sources: Word[];
  /** every source is a tracked hook of the repository (hooks/, .githooks/, .husky/, a file named after a git hook) */
  fromRepo: boolean;
  /** some source lies in a temp folder or a hidden path */
  fromDrop: boolean;
  /** some source lies in a temp folder */
  fromTemp: boolean;
}

export function copySources(s: Stage): CopySources {
  const { name, argv } = s;
  // a tracked hook copied from the repository into .git/hooks is how projects share hooks; a copy from a temp or
  // hidden path, or anything that carries a download, is not
  // a hidden folder or file other than the ones projects keep hooks in (.githooks, .husky, .github)
  const HIDDEN_PART = /(?:^|\/)\.(?!(?:git|githooks|husky|github)(?:\/|$))[^./]/;
  const sources = argv.slice(1, -1).filter((w) => !w.text.startsWith("-") && !/^\d+$/.test(w.text));
  const fromRepo =
    (name === "cp" || name === "install" || name === "ln") &&
    sources.every(
      (w) =>
        /^(?:\.\/)?(?:\.\.\/)*[\w.-][\w./-]*$/.test(w.text) &&
        !HIDDEN_PART.test(w.text) &&
        (name === "ln" || !w.text.includes("..")) &&
        // the project's hooks folder (hooks/, scripts/hooks/, .githooks/, .husky/) or a file named after a git hook
        /(?:^|\/)(?:\.?git)?hooks?\/|(?:^|\/)\.husky\/|(?:^|\/)(?:pre|post|prepare|commit|applypatch|update|push)-[a-z-]+$/.test(
          w.text,
        ),
    );
  const fromDrop =
    (name === "cp" || name === "install" || name === "ln" || name === "mv") &&
    sources.some((w) => /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\//.test(w.text) || HIDDEN_PART.test(w.text));
  const fromTemp =
    (name === "cp" || name === "install" || name === "ln" || name === "mv") &&
    sources.some((w) => /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\//.test(w.text));
  return { sources, fromRepo, fromDrop, fromTemp };
}
