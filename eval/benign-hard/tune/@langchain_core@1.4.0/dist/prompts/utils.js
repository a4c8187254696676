import { addLangChainErrorFields } from "../errors/index.js";
function createPromptTemplateDepthError() {
	return addLangChainErrorFields(/* @__PURE__ */ new Error(`Prompt template nesting exceeds maximum depth (256).`), "INVALID_PROMPT_INPUT");
}
export { createPromptTemplateDepthError };

//# sourceMappingURL=utils.js.map