import { __exportAll } from "../_virtual/_rolldown/runtime.js";
import { universal_exports } from "../chat_models/universal.js";
import { src_exports } from "../index.js";
import { browser_exports } from "../browser.js";
import { tools_exports } from "../tools/index.js";
import { serializable_exports } from "./serializable.js";
import { encoder_backed_exports } from "../storage/encoder_backed.js";
import { file_system_exports } from "../storage/file_system.js";
import { in_memory_exports } from "../storage/in_memory.js";
import { AIMessage, AIMessageChunk, BaseMessage, BaseMessageChunk, ChatMessage, ChatMessageChunk, FunctionMessage, FunctionMessageChunk, HumanMessage, HumanMessageChunk, SystemMessage, SystemMessageChunk, ToolMessage, ToolMessageChunk } from "@langchain/core/messages";
import { RouterRunnable, RunnableAssign, RunnableBinding, RunnableBranch, RunnableEach, RunnableMap, RunnableParallel, RunnablePassthrough, RunnablePick, RunnableRetry, RunnableSequence, RunnableWithFallbacks, RunnableWithMessageHistory } from "@langchain/core/runnables";
import { AIMessagePromptTemplate, ChatMessagePromptTemplate, ChatPromptTemplate, HumanMessagePromptTemplate, ImagePromptTemplate, MessagesPlaceholder, PipelinePromptTemplate, PromptTemplate, SystemMessagePromptTemplate } from "@langchain/core/prompts";
import { StringPromptValue } from "@langchain/core/prompt_values";
import { ChatGenerationChunk, GenerationChunk } from "@langchain/core/outputs";
//#region src/load/import_map.ts
var import_map_exports = /* @__PURE__ */ __exportAll({
	browser: () => browser_exports,
	chat_models__universal: () => universal_exports,
	index: () => src_exports,
	load__serializable: () => serializable_exports,
	prompts__base: () => prompts__base,
	prompts__chat: () => prompts__chat,
	prompts__image: () => prompts__image,
	prompts__pipeline: () => prompts__pipeline,
	prompts__prompt: () => prompts__prompt,
	schema: () => schema,
	schema__output: () => schema__output,
	schema__runnable: () => schema__runnable,
	storage__encoder_backed: () => encoder_backed_exports,
	storage__file_system: () => file_system_exports,
	storage__in_memory: () => in_memory_exports,
	tools: () => tools_exports
});
const prompts__prompt = { PromptTemplate };
const schema = {
	AIMessage,
	AIMessageChunk,
	BaseMessage,
	BaseMessageChunk,
	ChatMessage,
	ChatMessageChunk,
	FunctionMessage,
	FunctionMessageChunk,
	HumanMessage,
	HumanMessageChunk,
	SystemMessage,
	SystemMessageChunk,
	ToolMessage,
	ToolMessageChunk
};
const prompts__chat = {
	AIMessagePromptTemplate,
	ChatMessagePromptTemplate,
	ChatPromptTemplate,
	HumanMessagePromptTemplate,
	MessagesPlaceholder,
	SystemMessagePromptTemplate
};
const prompts__image = { ImagePromptTemplate };
const prompts__pipeline = { PipelinePromptTemplate };
const prompts__base = { StringPromptValue };
const schema__runnable = {
	RouterRunnable,
	RunnableAssign,
	RunnableBinding,
	RunnableBranch,
	RunnableEach,
	RunnableMap,
	RunnableParallel,
	RunnablePassthrough,
	RunnablePick,
	RunnableRetry,
	RunnableSequence,
	RunnableWithFallbacks,
	RunnableWithMessageHistory
};
const schema__output = {
	ChatGenerationChunk,
	GenerationChunk
};
//#endregion
export { browser_exports as browser, universal_exports as chat_models__universal, import_map_exports, src_exports as index, serializable_exports as load__serializable, prompts__base, prompts__chat, prompts__image, prompts__pipeline, prompts__prompt, schema, schema__output, schema__runnable, encoder_backed_exports as storage__encoder_backed, file_system_exports as storage__file_system, in_memory_exports as storage__in_memory, tools_exports as tools };

//# sourceMappingURL=import_map.js.map