// A compressed file the system's packages installed, decompressed into an interpreter: a Debian autopkgtest running
// the test script another package ships (`zcat /usr/share/doc/mksh/check.pl.gz | perl - -s …`).

import type { Stage } from "./shell-words.ts";

/** Decompressors that print a file (`zcat F`, `gzip -dc F`, `xzcat F` …); base64, xxd and rev are encodings, not these. */
const CAT_TOOLS = /^(?:zcat|gzcat|xzcat|bzcat|lzcat|zstdcat)$/;
const DECOMPRESS = /^(?:gzip|gunzip|xz|unxz|bzip2|bunzip2|lzma|zstd|unzstd)$/;
/** Where packages install read-only files: documentation, data and libraries (not /usr/local, not a temp folder). */
const PACKAGED = /^\/usr\/(?:share|lib|lib64|libexec)\/[\w.+@-]+(?:\/[\w.+@*-]+)*$/;

/**
 * True when the stages before an interpreter are one decompressor reading only files under the system's package
 * folders: the script run is a packaged file, not a payload hidden by encoding. A decoder of an encoding, a file in a
 * temp, home or project folder, a path with `..` or a variable, or text piped into the decompressor keeps the reading.
 */
export function packagedArchive(before: Stage[]): boolean {
  if (before.length !== 1) return false;
  const s = before[0] as Stage;
  const words = s.argv.slice(1).map((w) => w.text);
  const cat = CAT_TOOLS.test(s.name);
  if (!cat && !DECOMPRESS.test(s.name)) return false;
  const flags = words.filter((w) => w.startsWith("-"));
  // (gzip -dc, gunzip -c, xz -dc: decompressed to stdout; any other option is not read here)
  if (!flags.every((f) => /^-[dckfq]{1,4}$|^--(?:decompress|stdout|to-stdout|keep|force|quiet)$/.test(f))) return false;
  if (!cat && !flags.some((f) => /^-[dkfq]*c|^--(?:stdout|to-stdout)$/.test(f))) return false;
  if (
    !cat &&
    !/^(?:gunzip|unxz|bunzip2|unzstd)$/.test(s.name) &&
    !flags.some((f) => /^-[ckfq]*d|^--decompress$/.test(f))
  )
    return false;
  const files = words.filter((w) => !w.startsWith("-")).map((w) => w.replace(/^["']|["']$/g, ""));
  return files.length > 0 && files.every((f) => PACKAGED.test(f) && !f.includes(".."));
}
