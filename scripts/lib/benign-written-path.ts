// The path a benign corpus file would have if an agent wrote it: what the guard passes to the scanner for a write.

const FRESH = /^eval\/benign-fresh\/files\/[^/]+\//;
const NODE_MODULE = /^node_modules\/(?:@[^/]+\/)?[^/]+\//;

/**
 * A fresh file's path inside its package (a Debian package's installed files, `root/etc/…`, at their absolute place;
 * its maintainer scripts, `control/postinst`, where a packaging repository keeps them: `debian/postinst`); a file of an
 * installed npm package inside that package; any other corpus path (this repository's own files) as it is.
 */
export function writtenPath(corpusPath: string): string {
  const p = corpusPath.replace(/\\/g, "/");
  if (FRESH.test(p)) {
    const inner = p.replace(FRESH, "");
    if (inner.startsWith("root/")) return inner.slice("root".length);
    if (inner.startsWith("control/")) return `debian/${inner.slice("control/".length)}`;
    return inner;
  }
  if (NODE_MODULE.test(p)) return p.replace(NODE_MODULE, "");
  return p;
}
