// What the production bundles (the API's, apps/api/build.mjs, and the sites', tools/scripts/bundle-site.mjs) share.

/**
 * An esbuild plugin that bundles the workspace libraries (`@art/*`, TypeScript sources, and their package-internal
 * `#name` imports, which esbuild resolves through the library's `imports` field) and leaves every npm package external:
 * the artefact runs with `node` beside the production dependencies installed by npm.
 */
export const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@art/') ? undefined : { path: args.path, external: true },
    );
  },
};
