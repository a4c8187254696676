export { AISDKV5OutputStream, ChunkFrom, MastraAgentNetworkStream, MastraModelOutput, WorkflowRunOutput, convertFullStreamChunkToUIMessageStream, convertMastraChunkToAISDKv5 } from '../chunk-GSQD3QNR.js';
export { DefaultGeneratedFile, DefaultGeneratedFileWithType } from '../chunk-NFJJ6B6P.js';
//# sourceMappingURL=index.js.map
//# sourceMappingURL=index.js.map