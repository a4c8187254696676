export { ErrorCategory, ErrorDomain, MastraBaseError, MastraError, getErrorFromUnknown } from '../chunk-PZUZNPFM.js';
//# sourceMappingURL=index.js.map
//# sourceMappingURL=index.js.map