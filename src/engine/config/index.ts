// The config engine's public surface: schema, validator, loader/watcher, op-log and diagnostics text.

export { SentinelFileSchema, RuleSchema, ReviewerSchema, TOP_LEVEL_KEYS } from "./schema.ts";
export { CORE_EVENT_NAMES, CORE_EVENT_PREFIX, isCoreEventName, type CoreEventName } from "./core-events.ts";
export { validateConfigFile, validateRule, validateReviewer, type Where, type ValidatedFile } from "./validate.ts";
export {
  loadConfig,
  createConfigWatcher,
  configPaths,
  type LoadConfigOptions,
  type ConfigWatcher,
  type ConfigPaths,
} from "./load.ts";
export { nodeConfigFiles, MAX_CONFIG_BYTES, type ConfigFiles, type FileStat } from "./files.ts";
export { mergeConfigs } from "./merge.ts";
export { OP_ENTRY_TYPE, opsFromEntries, parseOp, describeOp } from "./oplog.ts";
export { formatDiagnostics, formatDiagnostic } from "./diagnostics.ts";
export { buildJsonSchema, renderJsonSchema } from "./json-schema.ts";
