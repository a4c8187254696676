// pi's extension event names that a `core:<name>` event trigger may subscribe (tsc keeps the list complete).

import type { ExtensionEvent } from "@earendil-works/pi-coding-agent";

/** Every host event except project_trust (it must answer {trusted} and runs before any session). */
export const CORE_EVENT_NAMES = [
  "resources_discover",
  "session_start",
  "session_info_changed",
  "session_before_switch",
  "session_before_fork",
  "session_before_compact",
  "session_compact",
  "session_compact_failed",
  "session_shutdown",
  "mcp_servers_change",
  "session_before_tree",
  "session_tree",
  "context",
  "context_with_system",
  "cache_warming_decision",
  "before_provider_request",
  "before_provider_headers",
  "after_provider_response",
  "provider_stream_event",
  "before_agent_start",
  "agent_start",
  "agent_end",
  "agent_before_settle",
  "agent_settled",
  "ui_prompt_start",
  "ui_prompt_end",
  "turn_start",
  "turn_end",
  "message_start",
  "message_update",
  "message_end",
  "tool_execution_start",
  "tool_execution_update",
  "tool_execution_end",
  "model_select",
  "thinking_level_select",
  "tool_call",
  "tool_result",
  "user_bash",
  "input",
] as const satisfies readonly ExtensionEvent["type"][];

export type CoreEventName = (typeof CORE_EVENT_NAMES)[number];

// A new pi event (or a typo above) fails this line at compile time.
type Missing = Exclude<ExtensionEvent["type"], CoreEventName | "project_trust">;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

export const CORE_EVENT_PREFIX = "core:";

export function isCoreEventName(name: string): name is CoreEventName {
  return (CORE_EVENT_NAMES as readonly string[]).includes(name);
}
