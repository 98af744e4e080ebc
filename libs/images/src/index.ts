export { dominantColours, processImage, type ProcessedImage } from './process';
export { imageFile, isValidImageKey } from './keys';
export { imageVariants, type ImageVariant } from './variants';
