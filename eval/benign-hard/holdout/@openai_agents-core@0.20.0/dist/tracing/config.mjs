export function includeTaskAndTurnSpans(config) {
    return config?.includeTaskAndTurnSpans ?? true;
}
export function mergeTracingConfig(...configs) {
    if (configs.every((config) => config === undefined)) {
        return undefined;
    }
    const merged = {};
    for (const config of configs) {
        for (const [key, value] of Object.entries(config ?? {})) {
            if (value !== undefined) {
                merged[key] = value;
            }
        }
    }
    return merged;
}
//# sourceMappingURL=config.mjs.map