// Tier 1 harness: a real pi AgentSession in process, the package loaded through its real entry point, faux agent and auditor models.

import type { FauxResponseStep } from "@earendil-works/pi-ai";
import {
  createAgentSession,
  DefaultResourceLoader,
  ProjectTrustStore,
  SessionManager,
  SettingsManager,
  type AgentSession,
  type AgentSessionEvent,
  type ExtensionAPI,
  type ExtensionError,
  type ExtensionFactory,
  type FileEntry,
  type SessionEntry,
} from "@earendil-works/pi-coding-agent";
import { writeFileSync, mkdirSync } from "node:fs";
import type { ExtensionContext } from "@earendil-works/pi-coding-agent";

type ExtensionMode = ExtensionContext["mode"];
import { dirname, join } from "node:path";
import type { Action } from "../../src/state/actions.ts";
import type { AuditRecord } from "../../src/state/audits.ts";
import { actionsFromEntries, recordsFromActions } from "../../src/engine/export.ts";
import { createRecordedFaux, type RecordedFaux } from "./faux.ts";
import { makeTempDir, pollUntil, removeDir, repoRoot, writeTree, type FileTree } from "./env.ts";
import { createRecordingUi, type DialogScript, type NotifyLevel, type RecordingUi } from "./ui.ts";

export interface SdkSessionOptions {
  /** files written into the temp project folder before start, e.g. { ".pi/sentinel.json": {...} } */
  files?: FileTree;
  /** files written into the temp agent dir before start, e.g. { "sentinel.json": {...} } */
  agentFiles?: FileTree;
  /** reuse folders (e.g. a second session over the same project); they are then not deleted on dispose */
  cwd?: string;
  agentDir?: string;
  /**
   * project trust. true (default): the user explicitly trusted the folder (saved in the temp agent dir's trust store, and
   * ctx.isProjectTrusted() is true). false: pi does not trust it. "default": pi's answer for a folder whose .pi/ holds nothing
   * pi guards (isProjectTrusted() true) with no decision saved anywhere, i.e. nobody was asked.
   */
  trusted?: boolean | "default";
  mainResponses?: FauxResponseStep[];
  auditorResponses?: FauxResponseStep[];
  /** tool allowlist for the agent; default read, bash, edit, write */
  tools?: string[];
  dialogs?: DialogScript;
  /** extension mode; "print"/"json" bind without a UI (ctx.hasUI false). Default "tui". */
  mode?: ExtensionMode;
  /** start from these session entries (header first), e.g. another session's `fileEntries()` */
  sessionEntries?: FileEntry[];
  /** load the package (default true); false gives a bare pi for baseline comparisons */
  loadPackage?: boolean;
  /** more inline extensions, loaded after the package */
  extensions?: ExtensionFactory[];
  /** pi.events channels to record from the start (default: pi-sentinel:loaded) */
  listen?: string[];
  /** extra pi settings (in memory) */
  settings?: Record<string, unknown>;
  /** slow the faux models down (tokens per second) to observe running states */
  tokensPerSecond?: number;
  columns?: number;
}

export interface SdkSession {
  session: AgentSession;
  cwd: string;
  agentDir: string;
  /** the agent's model: provider "faux", model "main" */
  main: RecordedFaux;
  /** the auditor's model: provider "faux-audit", model "auditor" (rules say `model: "faux-audit/auditor"`) */
  auditor: RecordedFaux;
  ui: RecordingUi;
  /** the API of a small helper extension loaded after the package: emit events, read commands */
  pi: ExtensionAPI;
  events: AgentSessionEvent[];
  /** extension errors reported by pi (handler throws) */
  errors: ExtensionError[];
  /** pi.events emissions on the `listen` channels, in order */
  piEvents: { channel: string; data: unknown }[];
  prompt(text: string): Promise<void>;
  waitForIdle(): Promise<void>;
  notifications(level?: NotifyLevel): { message: string; level: NotifyLevel }[];
  /** custom session entries, optionally of one customType */
  customEntries(customType?: string): { customType: string; data: unknown }[];
  /** the guard actions pi-sentinel persisted (pi-sentinel:action entries), in order */
  actions(): Action[];
  /** those actions replayed into guard records (audits, reviews, detections, rejections), oldest first */
  records(): AuditRecord[];
  /** header + entries, to start another session from this one's history */
  fileEntries(): FileEntry[];
  /** waits until a pi.events emission on a listened channel matches */
  waitForPiEvent(channel: string, timeoutMs?: number): Promise<unknown>;
  writeFile(rel: string, content: string | object, where?: "cwd" | "agentDir"): string;
  dispose(): Promise<void>;
}

const DEFAULT_TOOLS = ["read", "bash", "edit", "write"];

/**
 * Starts a real pi session. PI_CODING_AGENT_DIR points at the temp agent dir until dispose
 * (pi's getAgentDir() reads it per call), so keep at most one live session per test process
 * unless they share an agentDir.
 */
export async function startSdkSession(opts: SdkSessionOptions = {}): Promise<SdkSession> {
  const ownCwd = opts.cwd === undefined;
  const ownAgentDir = opts.agentDir === undefined;
  const cwd = opts.cwd ?? makeTempDir("cwd");
  const agentDir = opts.agentDir ?? makeTempDir("agent");
  writeTree(cwd, opts.files);
  writeTree(agentDir, opts.agentFiles);
  if ((opts.trusted ?? true) === true) new ProjectTrustStore(agentDir).set(cwd, true);

  const previousAgentDir = process.env.PI_CODING_AGENT_DIR;
  process.env.PI_CODING_AGENT_DIR = agentDir;
  const restoreEnv = (): void => {
    if (previousAgentDir === undefined) delete process.env.PI_CODING_AGENT_DIR;
    else process.env.PI_CODING_AGENT_DIR = previousAgentDir;
  };

  const main = createRecordedFaux("faux", "main", { tokensPerSecond: opts.tokensPerSecond });
  const auditor = createRecordedFaux("faux-audit", "auditor", { tokensPerSecond: opts.tokensPerSecond });
  if (opts.mainResponses) main.setResponses(opts.mainResponses);
  if (opts.auditorResponses) auditor.setResponses(opts.auditorResponses);

  const ui = createRecordingUi({ dialogs: opts.dialogs, columns: opts.columns });
  const events: AgentSessionEvent[] = [];
  const errors: ExtensionError[] = [];
  const piEvents: { channel: string; data: unknown }[] = [];
  let helperApi: ExtensionAPI | undefined;
  const listen = opts.listen ?? ["pi-sentinel:loaded"];

  const providers: ExtensionFactory = (pi) => {
    pi.registerProvider(main.provider);
    pi.registerProvider(auditor.provider);
  };
  const helper: ExtensionFactory = (pi) => {
    helperApi = pi;
    for (const channel of listen) pi.events.on(channel, (data) => void piEvents.push({ channel, data }));
  };

  let session: AgentSession | undefined;
  try {
    const settingsManager = SettingsManager.inMemory(
      { compaction: { enabled: false }, retry: { enabled: false }, ...(opts.settings ?? {}) },
      { projectTrusted: opts.trusted !== false },
    );
    const resourceLoader = new DefaultResourceLoader({
      cwd,
      agentDir,
      settingsManager,
      noContextFiles: true,
      noSkills: true,
      noThemes: true,
      additionalExtensionPaths: opts.loadPackage === false ? [] : [repoRoot],
      extensionFactories: [
        { name: "faux-providers", factory: providers },
        { name: "test-helper", factory: helper },
        ...(opts.extensions ?? []).map((factory, i) => ({ name: `test-extension-${i}`, factory })),
      ],
    });
    await resourceLoader.reload();
    const loadErrors = resourceLoader.getExtensions().errors;
    if (loadErrors.length > 0)
      throw new Error(`extensions failed to load: ${loadErrors.map((e) => `${e.path}: ${e.error}`).join("; ")}`);

    const sessionManager = SessionManager.inMemory(cwd, undefined, opts.sessionEntries);
    const created = await createAgentSession({
      cwd,
      agentDir,
      model: main.getModel("main"),
      thinkingLevel: "off",
      resourceLoader,
      settingsManager,
      sessionManager,
      tools: opts.tools ?? DEFAULT_TOOLS,
    });
    session = created.session;
    session.subscribe((e) => void events.push(e));
    const mode = opts.mode ?? "tui";
    const withUi = mode === "tui" || mode === "rpc";
    await session.bindExtensions({
      ...(withUi ? { uiContext: ui.ui } : {}),
      mode,
      onError: (e) => void errors.push(e),
    });
  } catch (e) {
    session?.dispose();
    restoreEnv();
    if (ownCwd) removeDir(cwd);
    if (ownAgentDir) removeDir(agentDir);
    throw e;
  }
  const s = session;
  if (!helperApi) throw new Error("test helper extension did not load");
  const pi = helperApi;

  let disposed = false;
  return {
    session: s,
    cwd,
    agentDir,
    main,
    auditor,
    ui,
    pi,
    events,
    errors,
    piEvents,
    async prompt(text) {
      await s.prompt(text);
      await s.waitForIdle();
    },
    waitForIdle: () => s.waitForIdle(),
    notifications: (level) => ui.notifications(level),
    customEntries(customType) {
      return s.sessionManager
        .getEntries()
        .filter((e): e is Extract<SessionEntry, { type: "custom" }> => e.type === "custom")
        .filter((e) => customType === undefined || e.customType === customType)
        .map((e) => ({ customType: e.customType, data: e.data }));
    },
    actions: () => actionsFromEntries(s.sessionManager.getEntries()),
    records: () => recordsFromActions(actionsFromEntries(s.sessionManager.getEntries())),
    fileEntries() {
      const header = s.sessionManager.getHeader();
      return [...(header ? [header] : []), ...s.sessionManager.getEntries()];
    },
    async waitForPiEvent(channel, timeoutMs = 5000) {
      const hit = await pollUntil(
        () => piEvents.find((e) => e.channel === channel),
        timeoutMs,
        () => `pi.events "${channel}" (listened: ${listen.join(", ")})`,
      );
      return hit.data;
    },
    writeFile(rel, content, where = "cwd") {
      const file = join(where === "cwd" ? cwd : agentDir, rel);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
      return file;
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      try {
        await s.abort().catch(() => {});
        // pi's runtime emits session_shutdown before disposing; do the same so extensions stop their timers
        if (s.extensionRunner.hasHandlers("session_shutdown"))
          await s.extensionRunner.emit({ type: "session_shutdown", reason: "quit" }).catch(() => {});
        s.dispose();
      } finally {
        ui.dispose();
        restoreEnv();
        if (ownCwd) removeDir(cwd);
        if (ownAgentDir) removeDir(agentDir);
      }
    },
  };
}
