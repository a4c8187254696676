// Folders a script makes git run hooks from: `git config core.hooksPath DIR`, `-c core.hooksPath=DIR`, `init.templateDir DIR` (its hooks/).

/** `core.hooksPath` set to a folder (by `git config` or `git -c`), or `init.templateDir` whose `hooks/` new clones copy. */
const HOOK_DIR_SET =
  /\bgit\b[^\n;&|]{0,120}?(?:\bcore\.hookspath(?:=|\s+)|\binit\.templatedir(?:=|\s+))["']?([^\s"';&|)]{1,200})/gi;

/** The hook folders a script names, each ending with `/` (a template folder's as its `hooks/`). */
export function hookDirsOf(src: string): string[] {
  if (!/hookspath|templatedir/i.test(src)) return [];
  const out: string[] = [];
  for (const m of src.matchAll(HOOK_DIR_SET)) {
    if (out.length >= 8) break;
    const dir = (m[1] as string).replace(/\/+$/, "");
    if (dir === "" || dir === "/dev/null") continue;
    out.push(/templatedir/i.test(m[0]) ? `${dir}/hooks/` : `${dir}/`);
  }
  return out;
}

/** Whether `path` is a file inside one of the hook folders the script names (`.cache/.h/pre-push` for `.cache/.h`). */
export function inHookDir(path: string, src: string): boolean {
  const p = path.replace(/^["']|["']$/g, "").replace(/^\.\//, "");
  return hookDirsOf(src).some((d) => {
    const dir = d.replace(/^\.\//, "");
    return p.startsWith(dir) && p.length > dir.length && !p.slice(dir.length).includes("/");
  });
}
