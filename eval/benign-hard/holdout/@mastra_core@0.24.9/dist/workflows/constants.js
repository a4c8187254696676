export { EMITTER_SYMBOL, STREAM_FORMAT_SYMBOL } from '../chunk-NLNKQD2T.js';
//# sourceMappingURL=constants.js.map
//# sourceMappingURL=constants.js.map