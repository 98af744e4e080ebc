export * from './admin';
export * from './admin-site';
export * from './admin-content';
export * from './admin-catalogue';
export * from './admin-commerce';
export * from './admin-orders';
export * from './admin-tickets';
