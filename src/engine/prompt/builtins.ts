// pi 1.6's built-in slash commands (core/slash-commands.js plus the hidden ones in interactive-mode.js), never "unknown".

// not exported by pi's package entry; test/engine/prompt/builtins.test.ts checks this list against pi's dist
export const PI_BUILTIN_COMMANDS: readonly string[] = [
  "settings",
  "model",
  "tree",
  "thinking",
  "scoped-models",
  "export",
  "import",
  "share",
  "bug",
  "copy",
  "name",
  "session",
  "changelog",
  "hotkeys",
  "fork",
  "clone",
  "trust",
  "login",
  "logout",
  "new",
  "compact",
  "resume",
  "reload",
  "quit",
  // handled by interactive mode but not listed in autocomplete
  "debug",
  "arminsayshi",
  "dementedelves",
];
