// Credential files of coding agents (pi, Codex, Claude Code, Copilot, Gemini CLI, opencode): part of SENSITIVE_PATH.

/**
 * Files where a coding agent keeps its own login: pi's `~/.pi/agent/auth.json`, Codex's `~/.codex/auth.json`, Claude
 * Code's `~/.claude/.credentials.json` and `~/.claude.json` (its account and every MCP server's env, keys included),
 * Copilot's `~/.config/github-copilot/apps.json` and `hosts.json`, Gemini CLI's `oauth_creds.json`, opencode's
 * `auth.json`. The agent's other files are not logins: its settings, skills, prompts, session transcripts and caches.
 */
export const AGENT_SECRET_PATH =
  /\.pi\/agent\/auth\.json\b|\.codex\/auth\.json\b|\.claude\/\.credentials\.json\b|(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.claude\.json\b|\bgithub-copilot\/(?:apps|hosts)\.json\b|\.gemini\/oauth_creds\.json\b|\bopencode\/auth\.json\b/i;
