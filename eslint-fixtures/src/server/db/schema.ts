// The connection may gather every module's tables.
export * from '../modules/a/a.tables.js';
export * from '../modules/b/b.tables.js';
