/** The API shapes the catalogue pages render, as `@art/data`'s operations select them. */
export type { ImageFields as ApiImage, PageInfoFields as PageInfo, WorkCardFields as WorkCardData } from '@art/data';
