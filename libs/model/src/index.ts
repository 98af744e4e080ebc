export * from './catalogue';
export * from './filters';
export * from './images';
export * from './language';
export * from './money';
export * from './text';
export * from './email';
export * from './account';
