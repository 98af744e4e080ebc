/**
 * The font stylesheets (from npm, no request to a font service) the apps import once, as side-effect CSS,
 * in their root module: Fraunces, in the two weights the type scale uses (text is set in the system's face). Each
 * file declares its faces per unicode subset, so a Spanish page downloads only Latin.
 * @example import '@fontsource/fraunces/400.css'; // …one import per entry, in app/root.tsx
 */
export const fontStylesheets: readonly string[] = ['@fontsource/fraunces/400.css', '@fontsource/fraunces/600.css'];
