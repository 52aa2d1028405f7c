/**
 * The shared chunks, named and shaped on purpose (issue 7): libraries change rarely and are cached
 * apart from the app's code, and each one is loaded only by the screens that use it. The login screen
 * renders with `react` and `router` (its form uses no form library: `forms` comes with the other forms);
 * `query`, `zod` (the contract's schemas use it) and `radix` come with the signed-in screens and with the
 * API calls, which the login screen makes after it has rendered. Without names, the bundler named a chunk after its first module ('button'
 * held zod). The operator console's build (vite.console.config.ts) names its libraries the same way.
 */
export const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui)[\\/]/ },
];
