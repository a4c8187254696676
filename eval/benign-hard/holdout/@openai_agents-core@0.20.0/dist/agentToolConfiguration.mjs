// Only SDK-created execution agents have a binding; public clones stay independent.
const preparedAgentTools = new WeakMap();
export function registerPreparedAgentTools(prepared, source, capabilityTools) {
    preparedAgentTools.set(prepared, { source, capabilityTools });
    refreshPreparedAgentTools(prepared);
}
export function getPublicAgent(agent) {
    return preparedAgentTools.get(agent)?.source ?? agent;
}
export function refreshPreparedAgentTools(agent) {
    const binding = preparedAgentTools.get(agent);
    if (!binding) {
        return;
    }
    agent.tools = [...binding.source.tools, ...binding.capabilityTools];
    // An empty synthesized array must not suppress prompt-supplied tools unless
    // the application explicitly configured tools on the public agent.
    agent._toolsExplicitlyConfigured =
        agent.tools.length > 0 || binding.source.hasExplicitToolConfig();
}
//# sourceMappingURL=agentToolConfiguration.mjs.map