export * from './locale.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './validation.ts';
export * from './enums.ts';
export * from './content.ts';
export * from './callback.ts';
