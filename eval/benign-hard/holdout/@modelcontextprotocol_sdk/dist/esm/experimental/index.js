/**
 * Experimental MCP SDK features.
 * WARNING: These APIs are experimental and may change without notice.
 *
 * Import experimental features from this module:
 * ```typescript
 * import { TaskStore, InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental';
 * ```
 *
 * @experimental
 */
export * from './tasks/index.js';
//# sourceMappingURL=index.js.map