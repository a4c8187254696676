// An image or initramfs build hook that puts the operator's own public keys into the tree it builds ($DESTDIR/root,
// $BUILDROOT/home/NAME, ${initdir}/root): the keys of the image's account, not of the machine the script runs on.

import { rootfsKeysFile } from "./bash-rootfs-tree.ts";
import { assignedValues, soleVariable } from "./shell-assigned-values.ts";
import type { Stage } from "./shell-words.ts";

/** the tree variables an image builder sets before it runs a hook (initramfs-tools, make install, dracut, mkosi) */
const BUILDER_TREE = /^(?:DESTDIR|initdir|BUILDROOT|DESTROOT)$/;
/** the running system's own places: a tree rooted here is no tree */
const LIVE = /\$\{?(?:HOME|PWD|OLDPWD|USER|LOGNAME)\b|~|(?:^|[\s"'=])\/(?:root|home)\b/;
/** a network tool run (as a command word, not `.ssh/` in a path) or a URL */
const NETWORK =
  /(?:^|[\s;&|(`"'])(?:curl|wget|fetch|scp|sftp|rsync|nc|ncat|socat|ssh|aria2c|http|https|xh)(?=\s)|\b(?:https?|ftp):\/\//;
const KEYS_PATH = /^(.*)\/\.ssh\/authorized_keys2?$/;
const unquote = (w: string): string => w.replace(/^["']|["']$/g, "");

/** the values a variable is given anywhere in the script, each to the end of its line (nested quotes kept whole) */
function valuesOf(name: string, src: string): string[] {
  const re = new RegExp(`(?:^|[\\s;&|(])(?:export\\s+|local\\s+)?${name}=([^\\n]*)`, "g");
  return [...src.matchAll(re)].map((m) => (m[1] as string).replace(/\s#.*$/, ""));
}

/** a tree variable: one the builder sets, or one the script sets to a path that is not the running system's root */
function treeVariable(name: string, src: string): boolean {
  if (BUILDER_TREE.test(name)) return true;
  const values = assignedValues(name, src);
  return values.length > 0 && values.every((v) => /^[\w.${}@+-][\w./${}@+-]*$/.test(v) && v !== "/" && !LIVE.test(v));
}

/** a value that names a place under a tree variable and nothing of the live system or the network */
function underTree(value: string, src: string): boolean {
  if (LIVE.test(value) || NETWORK.test(value)) return false;
  const trees = [...value.matchAll(/\$\{?(\w+)\}?\//g)].map((m) => m[1] as string);
  return (
    trees.length > 0 && trees.every((t) => t === "home" || treeVariable(t, src)) && trees.some((t) => t !== "home")
  );
}

/**
 * a written-out home inside a tree (`build/rootfs/home/admin`, `/srv/image/root`): something before the `root` or
 * `home/NAME` part, which is not the system's own root, a home, the current folder or a way up
 */
function literalTreeHome(dir: string): boolean {
  const tree = /^(.+?)\/(?:root|home\/[^/]+)$/.exec(dir)?.[1];
  return (
    tree !== undefined &&
    /^[\w./@+-]+$/.test(tree) &&
    !/(?:^|\/)\.{1,2}(?:\/|$)/.test(tree) &&
    !/^\/(?:home|root|Users)(?:\/|$)/.test(tree) &&
    !LIVE.test(tree)
  );
}

/** the home folder of an authorized_keys path lies in a tree: `$TREE/…` itself, or a variable only ever set under one */
function treeHome(dir: string, src: string): boolean {
  if (underTree(`${dir}/`, src) || literalTreeHome(dir)) return true;
  const variable = soleVariable(dir);
  if (variable === null) return false;
  const values = valuesOf(variable, src);
  return values.length > 0 && values.every((v) => underTree(v, src));
}

/** the key text comes from local files only: `cat FILE…`, `cp|install FILE… DEST`, or a compound's body that only
 * cats local files; no literal, no fetch, no stdin */
function localKeySources(s: Stage, src: string): boolean {
  if (CLOSERS.has(s.name)) {
    const body = compoundBody(s, src);
    return body !== null && localCatBody(body, src);
  }
  const args = s.argv.slice(1).filter((w) => !w.text.startsWith("-"));
  const sources = s.name === "cat" ? args : s.name === "cp" || s.name === "install" ? args.slice(0, -1) : null;
  return sources !== null && sources.length > 0 && sources.every((w) => localPath(unquote(w.text), src));
}

/** a compound's closing word, whose redirect takes everything its body prints (`if …; then cat K; fi >FILE`) */
const CLOSERS = new Set(["fi", "done", "esac", "}"]);
const BLOCK_WORD =
  /(?:^|[\s;&|(])(if|for|while|until|case|fi|done|esac)(?=[\s;]|$)|(?:^|[\s;&|(])(\{)(?=\s)|(?:^|[\s;])(\})(?=[\s;>|&)]|$)/g;
const OPENS = /^(?:if|for|while|until|case|\{)$/;
const LITERAL_KEY = /\b(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2|sk-ssh)\S*\s+AAAA|AAAA[0-9A-Za-z+/]{40}/;

/** the body of the compound a closing word ends, or null when the words do not pair up (comments left out) */
function compoundBody(s: Stage, src: string): string | null {
  const end = s.cmd.start + Math.max(0, s.text.search(/\S/));
  const before = src.slice(Math.max(0, end - 8000), end).replace(/(^|\s)#[^\n]*/g, "$1");
  const words = [...before.matchAll(BLOCK_WORD)].map((m) => ({ at: m.index, word: (m[1] ?? m[2] ?? m[3]) as string }));
  let depth = 1;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] as { at: number; word: string };
    depth += OPENS.test(w.word) ? -1 : 1;
    if (depth === 0) return before.slice(w.at);
  }
  return null;
}

/** a compound body whose only output is local files `cat` prints: no fetch, no echo or printf, no key written out */
function localCatBody(body: string, src: string): boolean {
  if (NETWORK.test(body) || LITERAL_KEY.test(body) || /\b(?:echo|printf|tee|base64|xxd)\b|<<|\$\(|`/.test(body))
    return false;
  const cats = [...body.matchAll(/(?:^|[\s;&|])cat\s+([^\n;&|>]+)/g)].flatMap((m) =>
    (m[1] as string).trim().split(/\s+/).map(unquote),
  );
  return cats.length > 0 && cats.every((c) => localPath(c, src));
}

/** a local file the script neither fetched nor wrote: a path, or a variable only ever set to such paths */
function localPath(t: string, src: string): boolean {
  if (t === "" || /\$\(|`/.test(t) || NETWORK.test(t) || /^(?:-|\/dev\/stdin|\/dev\/fd\/\d|\/proc\/)/.test(t))
    return false;
  const variable = soleVariable(t);
  // (a positional argument, `${2:-keys/ops.pub}` as the expanded view writes it, is the operator's file: itself checked;
  // round 38, realfp38: so is a variable the script never sets, the caller's setting, `cp "$SQC_AUTH_KEYS" "$VMROOT/…"`)
  const values = variable === null ? [] : valuesOf(variable, src).map(unquote);
  const paths = variable === null || /^\d$/.test(variable) || values.length === 0 ? [t] : values;
  return (
    paths.length > 0 &&
    paths.every(
      (p) =>
        p !== "" &&
        !/\$\(|`/.test(p) &&
        !NETWORK.test(p) &&
        !src.split("\n").some((l) => NETWORK.test(l) && l.includes(p.replace(/^.*\//, ""))),
    )
  );
}

/**
 * Why this command's authorized_keys write is an image's own, or null: every authorized_keys it writes lies under a
 * tree being built, and the keys come from local files nothing in the script fetched. Pure.
 */
export function imageTreeKeys(s: Stage, src: string): string | null {
  const written = [
    ...s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>").map((r) => unquote(r.target.text)),
    ...(s.name === "cp" || s.name === "install" ? [unquote(s.argv[s.argv.length - 1]?.text ?? "")] : []),
  ].filter((p) => /authorized_keys2?$/.test(p));
  if (written.length === 0) return null;
  const inTree = written.every((p) => {
    const dir = KEYS_PATH.exec(p)?.[1];
    // (round 30, bashfp30: or a key file under a root file system the script builds, through the variables that name it)
    return (dir !== undefined && dir !== "" && treeHome(dir, src)) || rootfsKeysFile(p, src);
  });
  return inTree && localKeySources(s, src) ? "the operator's own keys put into an image tree being built" : null;
}
