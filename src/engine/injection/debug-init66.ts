// Debugger start-up files (.gdbinit, .lldbinit, .pdbrc): every debugger session runs their shell and script lines.

/** Start-up files a debugger reads on every launch (gdb's and lldb's in home and, once trusted, in the project). */
export const DEBUG_INIT_FILE = /(?:^|\/)\.(?:gdbinit|lldbinit(?:-[\w.-]+)?|pdbrc|cgdbrc)$|(?:^|\/)gdb\/gdbinit$/i;

/**
 * The commands a debugger start-up file runs, as shell lines: gdb's `shell X`, `!X` and `pipe`, lldb's `platform shell
 * X`, and their Python lines (`python …`, `script …`, pdb's `!import …`) as a `python3 -c` program, so the shell layer
 * reads a fetch piped into a shell or an `exec(urlopen(…).read())` as it reads the same command typed. Settings,
 * aliases, breakpoints and `source` of the project's own files carry no command.
 */
export function debugInitCommands(content: string): string[] {
  const out: string[] = [];
  for (const raw of content.split("\n").slice(0, 2000)) {
    const line = raw.trim();
    const shell = /^(?:shell|!|platform\s+shell|pipe\s+[^|]*\|)\s*(.+)$/.exec(line);
    if (shell?.[1]) {
      out.push(shell[1]);
      continue;
    }
    const py =
      /^(?:python(?:-interactive)?|script(?:\s+-l\s+python)?|pi)\s+(.+)$/.exec(line) ?? /^!\s*(import\b.+)$/.exec(line);
    if (py?.[1]) out.push(`python3 -c '${py[1].replace(/'/g, `'"'"'`)}'`);
  }
  return out;
}
