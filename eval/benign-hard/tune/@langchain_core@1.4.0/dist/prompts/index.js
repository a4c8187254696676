import { __exportAll } from "../_virtual/_rolldown/runtime.js";
import { BasePromptTemplate } from "./base.js";
import { AIMessagePromptTemplate, BaseChatPromptTemplate, BaseMessagePromptTemplate, BaseMessageStringPromptTemplate, ChatMessagePromptTemplate, ChatPromptTemplate, HumanMessagePromptTemplate, MessagesPlaceholder, SystemMessagePromptTemplate } from "./chat.js";
import { FewShotChatMessagePromptTemplate, FewShotPromptTemplate } from "./few_shot.js";
import { PipelinePromptTemplate } from "./pipeline.js";
import { PromptTemplate } from "./prompt.js";
import { BaseStringPromptTemplate } from "./string.js";
import { DEFAULT_FORMATTER_MAPPING, DEFAULT_PARSER_MAPPING, checkValidTemplate, interpolateFString, interpolateMustache, parseFString, parseMustache, parseTemplate, renderTemplate } from "./template.js";
import { ImagePromptTemplate } from "./image.js";
import { StructuredPrompt } from "./structured.js";
import { DictPromptTemplate } from "./dict.js";
// src/prompts/index.ts
var prompts_exports = /* @__PURE__ */ __exportAll({
	AIMessagePromptTemplate: () => AIMessagePromptTemplate,
	BaseChatPromptTemplate: () => BaseChatPromptTemplate,
	BaseMessagePromptTemplate: () => BaseMessagePromptTemplate,
	BaseMessageStringPromptTemplate: () => BaseMessageStringPromptTemplate,
	BasePromptTemplate: () => BasePromptTemplate,
	BaseStringPromptTemplate: () => BaseStringPromptTemplate,
	ChatMessagePromptTemplate: () => ChatMessagePromptTemplate,
	ChatPromptTemplate: () => ChatPromptTemplate,
	DEFAULT_FORMATTER_MAPPING: () => DEFAULT_FORMATTER_MAPPING,
	DEFAULT_PARSER_MAPPING: () => DEFAULT_PARSER_MAPPING,
	DictPromptTemplate: () => DictPromptTemplate,
	FewShotChatMessagePromptTemplate: () => FewShotChatMessagePromptTemplate,
	FewShotPromptTemplate: () => FewShotPromptTemplate,
	HumanMessagePromptTemplate: () => HumanMessagePromptTemplate,
	ImagePromptTemplate: () => ImagePromptTemplate,
	MessagesPlaceholder: () => MessagesPlaceholder,
	PipelinePromptTemplate: () => PipelinePromptTemplate,
	PromptTemplate: () => PromptTemplate,
	StructuredPrompt: () => StructuredPrompt,
	SystemMessagePromptTemplate: () => SystemMessagePromptTemplate,
	checkValidTemplate: () => checkValidTemplate,
	interpolateFString: () => interpolateFString,
	interpolateMustache: () => interpolateMustache,
	parseFString: () => parseFString,
	parseMustache: () => parseMustache,
	parseTemplate: () => parseTemplate,
	renderTemplate: () => renderTemplate
});
export { AIMessagePromptTemplate, BaseChatPromptTemplate, BaseMessagePromptTemplate, BaseMessageStringPromptTemplate, BasePromptTemplate, BaseStringPromptTemplate, ChatMessagePromptTemplate, ChatPromptTemplate, DEFAULT_FORMATTER_MAPPING, DEFAULT_PARSER_MAPPING, DictPromptTemplate, FewShotChatMessagePromptTemplate, FewShotPromptTemplate, HumanMessagePromptTemplate, ImagePromptTemplate, MessagesPlaceholder, PipelinePromptTemplate, PromptTemplate, StructuredPrompt, SystemMessagePromptTemplate, checkValidTemplate, interpolateFString, interpolateMustache, parseFString, parseMustache, parseTemplate, prompts_exports, renderTemplate };

//# sourceMappingURL=index.js.map