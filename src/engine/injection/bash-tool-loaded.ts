// Source files a build or test tool loads unasked (conftest.py, extconf.rb, build.rs, jest/vitest setup …) written by the shell: judged as the write tool's same write.

import type { Hit } from "./types.ts";
import { writtenContent } from "./bash-written.ts";
import type { Stage } from "./shell-words.ts";

/** The write tool's judgement of a text written into a path (bash.ts's toolInputHits, passed in: it calls this module). */
type WriteJudge = (text: string, path: string) => Hit[];

/**
 * Files a tool runs when it builds, installs or tests, without being named on its command line: pytest's conftest,
 * setuptools' and hatch's build hooks, a gem's extconf.rb and Rakefile, Cargo's build.rs, Gradle's build scripts, and the
 * config and setup modules of JavaScript test runners, bundlers and linters; PHPUnit's `tests/bootstrap.php`, RSpec's and
 * Minitest's helpers, Python's `sitecustomize.py` (round 44: a `globalSetup.js` in camelCase).
 */
const TOOL_LOADED =
  /(?:^|\/)(?:conftest|setup|hatch_build|noxfile)\.py$|(?:^|\/)(?:extconf\.rb|rakefile|build\.rs|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?)$|(?:^|\/)(?:gulpfile|gruntfile|setuptests)\.[cm]?[jt]s$|(?:^|\/)(?:jest|vitest|playwright|cypress|karma|mocha|webpack|rollup|vite|babel|postcss|tailwind|eslint|prettier|next|nuxt|svelte|astro|tsup|esbuild|commitlint|lint-staged|stylelint)\.[\w.-]*\.?(?:config|setup|teardown)?[\w.-]*\.[cm]?[jt]s$|(?:^|\/)\.(?:eslintrc|mocharc|prettierrc|babelrc|stylelintrc)\.[cm]?js$|(?:^|\/)[\w.-]*(?:global-?setup|global-?teardown|\.setup)\.[cm]?[jt]s$|(?:^|\/)tests?\/(?:bootstrap\.php|setup\.[cm]?[jt]s)$|(?:^|\/)(?:spec_helper|rails_helper|test_helper)\.rb$|(?:^|\/)(?:sitecustomize|usercustomize)\.py$/i;
/** Literal gate: a script that writes no file with one of these names. */
const GATE =
  /conftest|setup|hatch_build|noxfile|extconf|rakefile|build\.rs|gradle|gulpfile|gruntfile|config\.|rc\.[cm]?js|teardown|bootstrap|helper|customize/i;
const MAX_CONTENT = 256 * 1024;

/** Whether a tool loads the file at `path` unasked (a build, install or test hook module). */
export function toolLoaded(path: string): boolean {
  return TOOL_LOADED.test(path.replace(/^["']|["']$/g, ""));
}

/**
 * A source file a tool loads unasked, written by a redirect, heredoc or printf with its text in the command, is read as
 * the same file written by the write tool is (its send, shell and fetch-run facts, the commands its strings carry, a
 * secret resolved as a name; the bash layer's own judgements only, at 0.8 and above):
 * `cat > jest.global-setup.js <<EOF … spawn("sh", …nc…) EOF` is the hook it plants.
 */
export function toolLoadedWriteHits(src: string, pipelines: Stage[][], judge: WriteJudge): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages)
      for (const r of s.cmd.redirects) {
        if ((r.op !== ">" && r.op !== ">>") || !toolLoaded(r.target.text)) continue;
        const content = writtenContent(s, r.target, null, () => null);
        if (content === null || content.length > MAX_CONTENT) continue;
        const path = r.target.text.replace(/^["']|["']$/g, "");
        for (const h of judge(content, path))
          if (h.category.startsWith("bash_") && h.weight >= 0.8)
            hits.push({
              ...h,
              start: s.cmd.start,
              end: s.cmd.end,
              detail: `${s.name} writes ${path}, which a tool loads unasked: ${h.detail ?? h.rule}`,
            });
      }
  return hits;
}
