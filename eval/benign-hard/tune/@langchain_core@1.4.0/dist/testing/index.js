import { __exportAll } from "../_virtual/_rolldown/runtime.js";
import { langchainMatchers, toBeAIMessage, toBeHumanMessage, toBeSystemMessage, toBeToolMessage, toContainToolCall, toHaveBeenInterrupted, toHaveStructuredResponse, toHaveToolCallCount, toHaveToolCalls, toHaveToolMessages } from "./matchers.js";
import { FakeBuiltModel, fakeModel } from "./fake_model_builder.js";
import { asAsyncIterable, openAIReasoningTextChunks, openAITextOnlyChunks, openAITextOnlyChunksWithUsage, openAIToolCallChunks, sseResponseFromOpenAIChunks } from "../utils/testing/openai_stream_fixtures.js";
import { streamMatchers } from "../utils/testing/stream.js";
// src/testing/index.ts
var testing_exports = /* @__PURE__ */ __exportAll({
	FakeBuiltModel: () => FakeBuiltModel,
	asAsyncIterable: () => asAsyncIterable,
	fakeModel: () => fakeModel,
	langchainMatchers: () => langchainMatchers,
	openAIReasoningTextChunks: () => openAIReasoningTextChunks,
	openAITextOnlyChunks: () => openAITextOnlyChunks,
	openAITextOnlyChunksWithUsage: () => openAITextOnlyChunksWithUsage,
	openAIToolCallChunks: () => openAIToolCallChunks,
	sseResponseFromOpenAIChunks: () => sseResponseFromOpenAIChunks,
	streamMatchers: () => streamMatchers,
	toBeAIMessage: () => toBeAIMessage,
	toBeHumanMessage: () => toBeHumanMessage,
	toBeSystemMessage: () => toBeSystemMessage,
	toBeToolMessage: () => toBeToolMessage,
	toContainToolCall: () => toContainToolCall,
	toHaveBeenInterrupted: () => toHaveBeenInterrupted,
	toHaveStructuredResponse: () => toHaveStructuredResponse,
	toHaveToolCallCount: () => toHaveToolCallCount,
	toHaveToolCalls: () => toHaveToolCalls,
	toHaveToolMessages: () => toHaveToolMessages
});
export { FakeBuiltModel, asAsyncIterable, fakeModel, langchainMatchers, openAIReasoningTextChunks, openAITextOnlyChunks, openAITextOnlyChunksWithUsage, openAIToolCallChunks, sseResponseFromOpenAIChunks, streamMatchers, testing_exports, toBeAIMessage, toBeHumanMessage, toBeSystemMessage, toBeToolMessage, toContainToolCall, toHaveBeenInterrupted, toHaveStructuredResponse, toHaveToolCallCount, toHaveToolCalls, toHaveToolMessages };

//# sourceMappingURL=index.js.map