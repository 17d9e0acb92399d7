// Stands in for the core-js polyfills a dependency requires (see `vite.config.ts`): the browsers
// the app supports have those features natively.
export {};
