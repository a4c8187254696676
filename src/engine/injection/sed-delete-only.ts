// Whether a sed command only deletes addressed lines (so, written in place, it adds nothing to the file).

/** A line address: a number, `$`, or a `/regex/` (with its escapes), optionally a range of two. */
const SED_ADDRESS = String.raw`(?:\d+|\$|\/(?:[^/\\]|\\.)*\/I?)`;
const SED_DELETE = new RegExp(String.raw`^\s*${SED_ADDRESS}(?:\s*,\s*${SED_ADDRESS})?\s*d\s*$`);

/** Whether every sed script of the command only deletes addressed lines (`-e '/x/d'`, `'3d;/y/d'`). */
export function deleteOnlySed(args: string[]): boolean {
  const scripts: string[] = [];
  let positional = true;
  for (let i = 1; i < args.length; i++) {
    const a = args[i] as string;
    if (a === "-e" || a === "--expression") {
      scripts.push(args[++i] ?? "");
      positional = false;
    } else if (a.startsWith("--expression=")) {
      scripts.push(a.slice("--expression=".length));
      positional = false;
    } else if (a === "-f" || a.startsWith("--file")) return false;
    else if (!a.startsWith("-") && positional) {
      scripts.push(a);
      positional = false;
    }
  }
  const parts = scripts.flatMap((x) => x.split(/[;\n]/)).filter((x) => x.trim() !== "");
  return parts.length > 0 && parts.every((x) => SED_DELETE.test(x));
}
