export { Mastra } from '../chunk-QQKRUSCB.js';
//# sourceMappingURL=index.js.map
//# sourceMappingURL=index.js.map