/**
 * The font stylesheets (from npm, no request to a font service) the apps import once, as side-effect CSS,
 * in their root module. Inter is variable (100–900, every subset); Fraunces is loaded in the two weights
 * the type scale uses. Each file declares its faces per unicode subset, so a Spanish page downloads only Latin.
 * @example import '@fontsource-variable/inter/index.css'; // …one import per entry, in app/root.tsx
 */
export const fontStylesheets: readonly string[] = [
  '@fontsource-variable/inter/index.css',
  '@fontsource/fraunces/400.css',
  '@fontsource/fraunces/600.css',
];
