export * from "./agent.js";
export * from "./agent-loop.js";
export * from "./proxy.js";
export { setDefaultStreamFn } from "./stream-fn.js";
export * from "./types.js";
//# sourceMappingURL=index.js.map