const runStateSessionTrust = new WeakMap();
export function markRunStateSessionState(state, trustedConfig = {}) {
    runStateSessionTrust.set(state, trustedConfig);
    return state;
}
export function isRunStateSessionState(state) {
    return runStateSessionTrust.has(state);
}
export function getRunStateSessionTrustedConfig(state) {
    return runStateSessionTrust.get(state);
}
//# sourceMappingURL=sessionStateTrust.mjs.map