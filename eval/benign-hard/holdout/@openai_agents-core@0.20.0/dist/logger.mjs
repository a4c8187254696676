import debug from 'debug';
import { logging } from "./config.mjs";
/**
 * Get a logger for a given package.
 *
 * @param namespace - the namespace to use for the logger.
 * @returns A logger object with `debug` and `error` methods.
 */
export function getLogger(namespace = 'openai-agents') {
    return {
        namespace,
        debug: debug(namespace),
        error: (...args) => console.error(...args),
        warn: (...args) => console.warn(...args),
        get dontLogModelData() {
            return logging.dontLogModelData;
        },
        get dontLogToolData() {
            return logging.dontLogToolData;
        },
    };
}
export function getSafeErrorType(error) {
    return typeof error;
}
function logSensitiveActionError(targetLogger, method, redact, message, error, details) {
    if (redact) {
        targetLogger[method](message, getSafeErrorType(error));
        return;
    }
    targetLogger[method](message, error, ...details);
}
export function logToolActionError(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'error', targetLogger.dontLogToolData, message, error, details);
}
export function logModelActionError(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'error', targetLogger.dontLogModelData, message, error, details);
}
export function logToolActionWarning(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'warn', targetLogger.dontLogToolData, message, error, details);
}
export function logToolActionDebug(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'debug', targetLogger.dontLogToolData, message, error, details);
}
export function logModelAndToolActionError(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'error', targetLogger.dontLogModelData || targetLogger.dontLogToolData, message, error, details);
}
export function logModelAndToolActionWarning(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'warn', targetLogger.dontLogModelData || targetLogger.dontLogToolData, message, error, details);
}
export function logModelAndToolActionDebug(targetLogger, message, error, ...details) {
    logSensitiveActionError(targetLogger, 'debug', targetLogger.dontLogModelData || targetLogger.dontLogToolData, message, error, details);
}
export const logger = getLogger('openai-agents:core');
export default logger;
//# sourceMappingURL=logger.mjs.map