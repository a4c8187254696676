export * from '@llamaindex/core/node-parser';
export * from '@llamaindex/node-parser/code';
export * from '@llamaindex/node-parser/html';
