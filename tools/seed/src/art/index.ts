export { artworkSvg, type ArtworkDiscipline, type ArtworkOptions } from './artwork';
export { coverSvg, type CoverOptions } from './cover';
export { fairPhotoSvg, type FairPhotoOptions } from './fair-photo';
export { logoSvg, type LogoOptions } from './logo';
export { portraitSvg, type PortraitOptions } from './portrait';
export { createRandom, hashSeed, type Random } from './random';
