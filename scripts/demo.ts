// `npm run demo [-- --real]`: copies the demo project to a temp folder and starts the real pi TUI on it with pi-sentinel loaded.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { constants, homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const piCli = join(root, "node_modules/@earendil-works/pi-coding-agent/dist/bundle/cli.js");
const args = process.argv.slice(2);
const real = args.includes("--real");
const passThrough = args.filter((a) => a !== "--real");

if (!existsSync(piCli)) {
  console.error("pi is not installed here: run `npm install` in the pi-sentinel folder first.");
  process.exit(2);
}

// PI_SENTINEL_DEMO_DIR lets tests and the screen capture choose where the throwaway project goes
const base = process.env.PI_SENTINEL_DEMO_DIR ?? mkdtempSync(join(tmpdir(), "pi-sentinel-demo-"));
const project = join(base, "demo-service");
cpSync(join(root, "demo/project"), project, { recursive: true });

/** The parts of the demo config this script edits. */
interface DemoConfig {
  $schema?: string;
  defaults: { model?: string };
  supervisor: { reviewers: { model?: string }[] };
}

const configPath = join(project, ".pi/sentinel.json");
const config = JSON.parse(readFileSync(configPath, "utf8")) as DemoConfig;
config.$schema = join(root, "assets/sentinel.schema.json");

const env: NodeJS.ProcessEnv = { ...process.env, PI_SKIP_VERSION_CHECK: "1", PI_TELEMETRY: "0" };
const piArgs = [piCli, "--approve", "-e", root];

if (real) {
  // the person's own pi: their agent dir, models and credentials; auditors use their default model
  const settingsFile = join(process.env.PI_CODING_AGENT_DIR ?? join(homedir(), ".pi/agent"), "settings.json");
  let own: string | undefined;
  try {
    const s = JSON.parse(readFileSync(settingsFile, "utf8")) as { defaultProvider?: string; defaultModel?: string };
    if (s.defaultProvider && s.defaultModel) own = `${s.defaultProvider}/${s.defaultModel}`;
  } catch {
    // no settings yet: sentinels fall back to the session model
  }
  delete config.defaults.model;
  if (own) for (const r of config.supervisor.reviewers) r.model = own;
  else {
    console.error(
      "No defaultProvider/defaultModel in your pi settings: the demo reviewer is left out (sentinels use the session model).",
    );
    config.supervisor.reviewers = [];
  }
} else {
  // a throwaway agent dir: the demo never touches ~/.pi
  const agentDir = join(base, "agent");
  mkdirSync(agentDir, { recursive: true });
  writeFileSync(
    join(agentDir, "settings.json"),
    JSON.stringify({ defaultProjectTrust: "always", quietStartup: true }, null, 2),
  );
  env.PI_CODING_AGENT_DIR = agentDir;
  env.PI_OFFLINE = "1";
  piArgs.push(
    "-e",
    join(root, "demo/scripted-model.ts"),
    "-e",
    join(root, "demo/guide.ts"),
    "--provider",
    "demo",
    "--model",
    "agent",
  );
}
writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);

spawnSync("git", ["init", "-q"], { cwd: project });
spawnSync("git", ["-c", "user.email=demo@example.invalid", "-c", "user.name=demo", "add", "-A"], { cwd: project });
spawnSync("git", ["-c", "user.email=demo@example.invalid", "-c", "user.name=demo", "commit", "-qm", "demo project"], {
  cwd: project,
});

console.log(`pi-sentinel demo${real ? " (your own models)" : " (offline, scripted models)"} in ${project}`);
const run = spawnSync(process.execPath, [...piArgs, ...passThrough], { cwd: project, env, stdio: "inherit" });
console.log(`\nThe demo project stays in ${project} (delete it when done).`);
// a pi killed by a signal (a Node crash under load, the OOM killer) exits as a shell would say it: 128 + the signal
if (run.signal) {
  console.error(`pi was stopped by ${run.signal}`);
  process.exit(128 + (constants.signals[run.signal] ?? 0));
}
if (run.error) console.error(`pi could not start: ${run.error.message}`);
process.exit(run.status ?? 1);
