export { BatchPartsProcessor, LanguageDetector, ModerationProcessor, PIIDetector, ProcessorState, PromptInjectionDetector, StructuredOutputProcessor, SystemPromptScrubber, TokenLimiterProcessor, UnicodeNormalizer } from '../chunk-GSQD3QNR.js';
//# sourceMappingURL=index.js.map
//# sourceMappingURL=index.js.map