import { __exportAll } from "./_virtual/_rolldown/runtime.js";
import { initChatModel } from "./chat_models/universal.js";
import { tool } from "./tools/headless.js";
import { MiddlewareError, MultipleStructuredOutputsError, MultipleToolsBoundError, StructuredOutputParsingError, ToolInvocationError } from "./agents/errors.js";
import { ProviderStrategy, ToolStrategy, providerStrategy, toolStrategy } from "./agents/responses.js";
import { countTokensApproximately } from "./agents/middleware/utils.js";
import { createToolCallTransformer } from "./agents/transformers/tool-call.js";
import { createSubagentTransformer } from "./agents/transformers/subagent.js";
import { MIDDLEWARE_BRAND } from "./agents/middleware/types.js";
import { createMiddleware } from "./agents/middleware.js";
import { FakeToolCallingModel } from "./agents/tests/utils.js";
import { createAgent } from "./agents/index.js";
import { humanInTheLoopMiddleware } from "./agents/middleware/hitl.js";
import { summarizationMiddleware } from "./agents/middleware/summarization.js";
import { dynamicSystemPromptMiddleware } from "./agents/middleware/dynamicSystemPrompt.js";
import { llmToolSelectorMiddleware } from "./agents/middleware/llmToolSelector.js";
import { PIIDetectionError, applyStrategy, detectCreditCard, detectEmail, detectIP, detectMacAddress, detectUrl, piiMiddleware, resolveRedactionRule } from "./agents/middleware/pii.js";
import { piiRedactionMiddleware } from "./agents/middleware/piiRedaction.js";
import { ClearToolUsesEdit, contextEditingMiddleware } from "./agents/middleware/contextEditing.js";
import { ToolCallLimitExceededError, toolCallLimitMiddleware } from "./agents/middleware/toolCallLimit.js";
import { TODO_LIST_MIDDLEWARE_SYSTEM_PROMPT, todoListMiddleware } from "./agents/middleware/todoListMiddleware.js";
import { modelCallLimitMiddleware } from "./agents/middleware/modelCallLimit.js";
import { modelFallbackMiddleware } from "./agents/middleware/modelFallback.js";
import { modelRetryMiddleware } from "./agents/middleware/modelRetry.js";
import { toolRetryMiddleware } from "./agents/middleware/toolRetry.js";
import { toolErrorMiddleware } from "./agents/middleware/toolError.js";
import { toolEmulatorMiddleware } from "./agents/middleware/toolEmulator.js";
import { providerToolSearchMiddleware } from "./agents/middleware/providerToolSearch.js";
import { openAIModerationMiddleware } from "./agents/middleware/provider/openai/moderation.js";
import { anthropicPromptCachingMiddleware } from "./agents/middleware/provider/anthropic/promptCaching.js";
import { bedrockPromptCachingMiddleware } from "./agents/middleware/provider/aws/promptCaching.js";
import "./agents/middleware/index.js";
import { AIMessage, AIMessageChunk, BaseMessage, BaseMessageChunk, HumanMessage, HumanMessageChunk, SystemMessage, SystemMessageChunk, ToolMessage, ToolMessageChunk, filterMessages, trimMessages } from "@langchain/core/messages";
import { DynamicStructuredTool, DynamicTool, StructuredTool, Tool } from "@langchain/core/tools";
import { context } from "@langchain/core/utils/context";
import { InMemoryStore } from "@langchain/core/stores";
import { Document } from "@langchain/core/documents";
import { fakeModel, langchainMatchers } from "@langchain/core/testing";
//#region src/index.ts
var src_exports = /* @__PURE__ */ __exportAll({
	AIMessage: () => AIMessage,
	AIMessageChunk: () => AIMessageChunk,
	BaseMessage: () => BaseMessage,
	BaseMessageChunk: () => BaseMessageChunk,
	ClearToolUsesEdit: () => ClearToolUsesEdit,
	Document: () => Document,
	DynamicStructuredTool: () => DynamicStructuredTool,
	DynamicTool: () => DynamicTool,
	FakeToolCallingModel: () => FakeToolCallingModel,
	HumanMessage: () => HumanMessage,
	HumanMessageChunk: () => HumanMessageChunk,
	InMemoryStore: () => InMemoryStore,
	MIDDLEWARE_BRAND: () => MIDDLEWARE_BRAND,
	MiddlewareError: () => MiddlewareError,
	MultipleStructuredOutputsError: () => MultipleStructuredOutputsError,
	MultipleToolsBoundError: () => MultipleToolsBoundError,
	PIIDetectionError: () => PIIDetectionError,
	ProviderStrategy: () => ProviderStrategy,
	StructuredOutputParsingError: () => StructuredOutputParsingError,
	StructuredTool: () => StructuredTool,
	SystemMessage: () => SystemMessage,
	SystemMessageChunk: () => SystemMessageChunk,
	TODO_LIST_MIDDLEWARE_SYSTEM_PROMPT: () => TODO_LIST_MIDDLEWARE_SYSTEM_PROMPT,
	Tool: () => Tool,
	ToolCallLimitExceededError: () => ToolCallLimitExceededError,
	ToolInvocationError: () => ToolInvocationError,
	ToolMessage: () => ToolMessage,
	ToolMessageChunk: () => ToolMessageChunk,
	ToolStrategy: () => ToolStrategy,
	anthropicPromptCachingMiddleware: () => anthropicPromptCachingMiddleware,
	applyStrategy: () => applyStrategy,
	bedrockPromptCachingMiddleware: () => bedrockPromptCachingMiddleware,
	context: () => context,
	contextEditingMiddleware: () => contextEditingMiddleware,
	countTokensApproximately: () => countTokensApproximately,
	createAgent: () => createAgent,
	createMiddleware: () => createMiddleware,
	createSubagentTransformer: () => createSubagentTransformer,
	createToolCallTransformer: () => createToolCallTransformer,
	detectCreditCard: () => detectCreditCard,
	detectEmail: () => detectEmail,
	detectIP: () => detectIP,
	detectMacAddress: () => detectMacAddress,
	detectUrl: () => detectUrl,
	dynamicSystemPromptMiddleware: () => dynamicSystemPromptMiddleware,
	fakeModel: () => fakeModel,
	filterMessages: () => filterMessages,
	humanInTheLoopMiddleware: () => humanInTheLoopMiddleware,
	initChatModel: () => initChatModel,
	langchainMatchers: () => langchainMatchers,
	llmToolSelectorMiddleware: () => llmToolSelectorMiddleware,
	modelCallLimitMiddleware: () => modelCallLimitMiddleware,
	modelFallbackMiddleware: () => modelFallbackMiddleware,
	modelRetryMiddleware: () => modelRetryMiddleware,
	openAIModerationMiddleware: () => openAIModerationMiddleware,
	piiMiddleware: () => piiMiddleware,
	piiRedactionMiddleware: () => piiRedactionMiddleware,
	providerStrategy: () => providerStrategy,
	providerToolSearchMiddleware: () => providerToolSearchMiddleware,
	resolveRedactionRule: () => resolveRedactionRule,
	summarizationMiddleware: () => summarizationMiddleware,
	todoListMiddleware: () => todoListMiddleware,
	tool: () => tool,
	toolCallLimitMiddleware: () => toolCallLimitMiddleware,
	toolEmulatorMiddleware: () => toolEmulatorMiddleware,
	toolErrorMiddleware: () => toolErrorMiddleware,
	toolRetryMiddleware: () => toolRetryMiddleware,
	toolStrategy: () => toolStrategy,
	trimMessages: () => trimMessages
});
//#endregion
export { AIMessage, AIMessageChunk, BaseMessage, BaseMessageChunk, ClearToolUsesEdit, Document, DynamicStructuredTool, DynamicTool, FakeToolCallingModel, HumanMessage, HumanMessageChunk, InMemoryStore, MIDDLEWARE_BRAND, MiddlewareError, MultipleStructuredOutputsError, MultipleToolsBoundError, PIIDetectionError, ProviderStrategy, StructuredOutputParsingError, StructuredTool, SystemMessage, SystemMessageChunk, TODO_LIST_MIDDLEWARE_SYSTEM_PROMPT, Tool, ToolCallLimitExceededError, ToolInvocationError, ToolMessage, ToolMessageChunk, ToolStrategy, anthropicPromptCachingMiddleware, applyStrategy, bedrockPromptCachingMiddleware, context, contextEditingMiddleware, countTokensApproximately, createAgent, createMiddleware, createSubagentTransformer, createToolCallTransformer, detectCreditCard, detectEmail, detectIP, detectMacAddress, detectUrl, dynamicSystemPromptMiddleware, fakeModel, filterMessages, humanInTheLoopMiddleware, initChatModel, langchainMatchers, llmToolSelectorMiddleware, modelCallLimitMiddleware, modelFallbackMiddleware, modelRetryMiddleware, openAIModerationMiddleware, piiMiddleware, piiRedactionMiddleware, providerStrategy, providerToolSearchMiddleware, resolveRedactionRule, src_exports, summarizationMiddleware, todoListMiddleware, tool, toolCallLimitMiddleware, toolEmulatorMiddleware, toolErrorMiddleware, toolRetryMiddleware, toolStrategy, trimMessages };

//# sourceMappingURL=index.js.map