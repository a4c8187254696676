// Build files that are programs the build runs: a build script read as code, MSBuild's Exec commands read as shell, a Gradle script applied from a URL.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/**
 * Build files written in a programming language that the build tool runs on every build: Cargo's `build.rs`, Gradle's
 * build, settings and init scripts (Groovy or Kotlin), sbt's build definitions, Bazel's Starlark files. The language
 * is a label for the code readers (they read calls, sockets, secrets and shells the same way in each).
 */
const BUILD_CODE: readonly [RegExp, string][] = [
  [/(?:^|\/)build\.rs$/i, "rust"],
  [/\.gradle(?:\.kts)?$/i, "gradle"],
  [/\.sbt$|(?:^|\/)project\/[\w-]{1,60}\.scala$/i, "scala"],
  [/(?:^|\/)(?:BUILD|WORKSPACE|MODULE)(?:\.bazel)?$|\.bzl$/, "starlark"],
];
/** MSBuild's project, props and targets files: their `<Exec Command="…">` runs in a shell on every build */
const MSBUILD = /\.(?:csproj|vbproj|fsproj|vcxproj|proj|props|targets)$/i;
/** an `Exec` task's command (attribute value, XML-escaped) */
const EXEC_COMMAND = /<Exec\b[^>]{0,400}?\bCommand\s*=\s*"([^"]{1,8000})"/gi;
/** Gradle's `apply from:` / `apply(from = …)` of a script on another host */
const APPLY_REMOTE = /\bapply\s*\(?\s*from\s*[:=]\s*(?:uri\(\s*)?["']https?:\/\/([a-z0-9.-]{1,120})/gi;
/** a Bazel repository rule's call or a CMake download declaration, up to its closing parenthesis */
const FETCH_RULE =
  /\b(?:http_archive|http_file|http_jar|FetchContent_Declare|ExternalProject_Add)\s*\(([^()]{0,1500}(?:\([^()]{0,200}\)[^()]{0,1500}){0,4})\)/g;
/** a pin: a checksum, an integrity string, a commit */
const PINNED = /\b(?:sha256|integrity|URL_HASH|URL_MD5|commit|GIT_TAG\s+[0-9a-f]{40})\b/i;
/** a URL of a moving ref: a branch's archive, HEAD, latest */
const MOVING_URL =
  /https?:\/\/([a-z0-9.-]{1,120})\/[^\s"']{0,300}?(?:\/(?:main|master|develop|trunk|HEAD)(?:\.(?:tar\.gz|tgz|zip|tar\.xz)|\/|["'\s])|\/latest\/|\/refs\/heads\/)/i;
/** the user's own machine or network */
const LOCAL_HOST =
  /^(?:localhost|[\w.-]*\.(?:local|internal|lan|localhost|svc)|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/** The code language of a build file the build runs, or null. */
export function buildCodeLang48(path: string | undefined): string | null {
  if (path === undefined) return null;
  const p = path.replace(/\\/g, "/");
  for (const [re, lang] of BUILD_CODE) if (re.test(p)) return lang;
  return null;
}

/** XML's five escapes undone (`&quot;` → `"`), `&amp;` last. */
function unescapeXml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Hits of a written build file by what the build runs: an MSBuild project's `Exec` commands read as shell commands
 * (`read`, the derived reader), and a Gradle script that applies a script from another host to every build (0.86,
 * `bash.build-remote-script`). A local `apply from: "gradle/publish.gradle"` and an `Exec` of the project's own tool
 * stay quiet. A Bazel `http_archive` or CMake `FetchContent_Declare` of a branch's archive (`…/main.tar.gz`) with no
 * checksum or commit fetches whatever the branch holds on each clean build (0.86, `bash.build-unpinned`); a release
 * archive with its `sha256`/`integrity`/`URL_HASH` stays quiet.
 */
export function buildFileHits48(path: string, text: string, read: Reader): Hit[] {
  const p = path.replace(/\\/g, "/");
  const hits: Hit[] = [];
  if (MSBUILD.test(p)) {
    let n = 0;
    for (const m of text.matchAll(EXEC_COMMAND)) {
      if (++n > 16) break;
      const command = unescapeXml(m[1] as string);
      hits.push(...read(command, 0, text.length, `MSBuild Exec in ${p}`));
    }
  }
  if (/\.gradle(?:\.kts)?$/i.test(p)) {
    for (const m of text.matchAll(APPLY_REMOTE)) {
      const host = (m[1] as string).toLowerCase();
      if (LOCAL_HOST.test(host)) continue;
      hits.push(
        hit(
          "bash.build-remote-script",
          "bash_supply_chain",
          0.86,
          0,
          text.length,
          `every Gradle build applies ${host}'s script`,
        ),
      );
      break;
    }
  }
  if (/(?:^|\/)(?:BUILD|WORKSPACE|MODULE)(?:\.bazel)?$|\.bzl$|(?:^|\/)CMakeLists\.txt$|\.cmake$/i.test(p)) {
    let n = 0;
    for (const m of text.matchAll(FETCH_RULE)) {
      if (++n > 32) break;
      const body = m[1] as string;
      const url = MOVING_URL.exec(body);
      if (!url || PINNED.test(body) || LOCAL_HOST.test(url[1] as string)) continue;
      hits.push(
        hit(
          "bash.build-unpinned",
          "bash_supply_chain",
          0.86,
          0,
          text.length,
          `a branch's archive from ${url[1]} fetched by the build with no checksum`,
        ),
      );
      break;
    }
  }
  return hits;
}
