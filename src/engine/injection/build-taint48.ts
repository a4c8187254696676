// A built artefact changed with something fetched at build time: a downloaded library, object, class file or patch put into the binary or package, a fetched value baked in, a fetched key signing it.

import { hit } from "./bash-facts.ts";
import { uncommented } from "./source-repoint45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no download word. */
const GATE = /curl|wget|invoke-webrequest|\biwr\b|urlretrieve|urlopen|downloadfile|openstream|fetch\(/i;

/**
 * A download from a named host: a fetch tool or call and an http(s) URL within the same line (`curl -fsSL URL -o f`,
 * `Command::new("curl").args(["-fsSL", "URL", …])`, `urllib.request.urlretrieve("URL", …)`). The host in group 1.
 */
const DOWNLOAD =
  /\b(?:curl|wget|Invoke-WebRequest|iwr|urlretrieve|urlopen|DownloadFile|openStream|fetch)\b[^\n]{0,300}?\bhttps?:\/\/([a-z0-9.-]{1,120})/gi;
/** the user's own machine or network */
const LOCAL_HOST =
  /^(?:localhost|[\w.-]*\.(?:local|internal|lan|localhost|svc)|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/**
 * Each way a build's output takes in what was fetched: a library made a needed dependency (`patchelf --add-needed`), a
 * package updated in place with another file (`zip -u app.apk x`, `jar uf app.jar x`, `aapt add`), an object linked in
 * by a build script (`cargo:rustc-link-arg=`), a linker variable set from a download (`-X main.key=$(curl …)`), a
 * binary's section added or replaced, a binary patch applied, a fetched script appended to a bundle in the output.
 */
const TAKES_IN: readonly { re: RegExp; why: string }[] = [
  {
    re: /\bpatchelf\b[^\n]{0,120}--(?:add|replace)-needed\b/,
    why: "a fetched library made a needed one of the binary",
  },
  {
    re: /\bzip\s+(?:-\w+\s+)*-[a-z]*[ug][a-z]*\s+\S*\.(?:apk|aab|jar|aar|war|ear|ipa|whl|nupkg|vsix|xpi|crx)\b|\bjar\s+-?u[a-z]*f\b|\baapt2?\s+add\b|\bwheel\s+pack\b/,
    why: "the built package updated in place with a fetched file",
  },
  { re: /cargo:rustc-link-arg(?:s)?(?:-\w+)?=/, why: "a fetched object linked into the crate by its build script" },
  { re: /-X\s*['"]?[\w./-]+=\$\(\s*(?:curl|wget)\b/, why: "a value fetched at build time baked into the binary" },
  {
    re: /\bobjcopy\b[^\n]{0,120}--(?:add|update)-section\b|\bbspatch\b|\bxdelta3?\s+(?:-\w+\s+)*-d\b|\bdd\b[^\n]{0,120}\bconv=notrunc\b/,
    why: "the built binary patched",
  },
  {
    re: />>\s*["']?(?:\.\/)?(?:dist|build|out|public|target\/release)\/[\w./*-]{0,80}\.(?:js|mjs|cjs|css|html)\b/,
    why: "a fetched script appended to the built bundle",
  },
];

/**
 * A signing key or keystore fetched and then used to sign: `curl …/key.asc | gpg --import` with a signing step, a
 * `.jks`/`.keystore`/`.p12`/`.pfx` downloaded and handed to a signer.
 */
const KEY_FETCH =
  /\b(?:curl|wget)\b[^\n]{0,200}?https?:\/\/[^\s"'`]{1,200}\.(?:asc|gpg|pgp|jks|keystore|p12|pfx|key)\b|\b(?:curl|wget)\b[^\n|]{0,200}https?:\/\/[^\n|]{0,200}\|\s*gpg\s+(?:--\S+\s+)*--import\b/i;
const SIGNS =
  /\bgpg\b[^\n|;&]{0,120}?(?:--detach-sign|--clearsign|--sign\b|\s-[a-zA-Z]*[sb][a-zA-Z]*\s)|\bapksigner\s+sign\b|\bjarsigner\b|\bSIGNING_KEY_ID\b|\bsigning\.keyId\b|\bcodesign\s+(?:-\w+\s+)*--sign\b|\bsigntool\s+sign\b|\bosslsigncode\s+sign\b/;

/** the public forges a tool's release is downloaded from */
const FORGE = /(?:^|\.)(?:github\.com|githubusercontent\.com|gitlab\.com|codeberg\.org|sourceforge\.net)$/i;
/** where a download writes: curl's `-o F`/`--output F`, wget's `-O F` (the file in group 1) */
const OUTPUT =
  /\b(?:curl|wget)\b[^\n|;&]{0,300}?\s(?:-[a-zA-Z]*[oO]|--output(?:-document)?)[= ]\s*["']?([^\s"'|;&]{1,200})/g;
/**
 * a setting that makes a program the compiler, linker or their wrapper for builds to come: cargo's `rustc-wrapper`,
 * `RUSTC_WRAPPER`, `CC`/`CXX`/`LD`, CMake's compiler or launcher, ccache's prefix, Go's `-toolexec`, a linker in
 * `.cargo/config.toml` (the program's path follows within the line; a printf's `\n` may stand before it)
 */
const WRAPPER_SETTING =
  /(?:\b|(?<=\\n|-D))(?:rustc-wrapper|rustc-workspace-wrapper|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|RUSTC|CC|CXX|LD|linker|CMAKE_\w{0,20}_(?:COMPILER|COMPILER_LAUNCHER|LINKER)|CCACHE_PREFIX|toolexec)\b[^\n]{0,120}/g;

/** The base names (four characters or more) of the files the text downloads into, at most 8. */
function downloadedNames(body: string): string[] {
  const out: string[] = [];
  OUTPUT.lastIndex = 0;
  for (const m of body.matchAll(OUTPUT)) {
    const base = (m[1] as string).split("/").pop() ?? "";
    if (base.length >= 4 && base !== "-" && !out.includes(base)) out.push(base);
    if (out.length >= 8) break;
  }
  return out;
}

/** A downloaded file made the compiler, linker or their wrapper (see WRAPPER_SETTING), or null. */
function fetchedWrapper(body: string): string | null {
  const names = downloadedNames(body);
  if (names.length === 0) return null;
  WRAPPER_SETTING.lastIndex = 0;
  let n = 0;
  for (const m of body.matchAll(WRAPPER_SETTING)) {
    if (++n > 32) break;
    const found = names.find((b) => m[0].includes(b));
    if (found) return found;
  }
  return null;
}

/**
 * Hits for a build that puts something fetched from another host into what it ships (see TAKES_IN): a download from a
 * host that is not the user's own machine and, in the same text, a step that takes it into the built binary or package;
 * or a signing key fetched from a URL and used to sign. A download compared with the local build (`cmp`), an rpath set,
 * a library the workspace builds linked, the team's key from its own keychain stay quiet.
 */
export function buildTaintHits48(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const body = uncommented(text);
  let host: string | null = null;
  DOWNLOAD.lastIndex = 0;
  for (const m of body.matchAll(DOWNLOAD)) {
    const h = (m[1] as string).toLowerCase();
    if (!LOCAL_HOST.test(h)) {
      host = h;
      break;
    }
  }
  if (host === null) return [];
  const taint = (why: string): Hit[] => [hit("bash.artifact-taint", "bash_supply_chain", 0.86, 0, text.length, why)];
  for (const { re, why } of TAKES_IN) if (re.test(body)) return taint(`${why} (${host})`);
  // (a release of a public tool from its forge, `…/mozilla/sccache/releases/…`, is how CI installs its wrapper)
  const wrapper = FORGE.test(host) ? null : fetchedWrapper(body);
  if (wrapper) return taint(`a program fetched from ${host} (${wrapper}) made the compiler or its wrapper`);
  if (KEY_FETCH.test(body) && SIGNS.test(body) && !/--verify\b/.test(body))
    return taint(`a signing key fetched from ${host} signs the build`);
  return [];
}
