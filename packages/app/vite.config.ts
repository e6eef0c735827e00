import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootSlices } from "./vite.config.bootSlices.ts";
import { lazyChunkGroups } from "./vite.config.chunkGroups.ts";
import { firstVisitStyles } from "./vite.config.firstVisitStyles.ts";
import { routePreloads } from "./vite.config.routePreloads.ts";

// The launcher (npm start) serves the real /config.json on :8080; the dev server borrows it from there.
const LAUNCHER_ORIGIN = "http://localhost:8080";

// react-router 7's package exports point every condition at its development build (dev warnings, larger);
// production builds use its production build explicitly.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

const lazyChunks = lazyChunkGroups();

export default defineConfig(({ mode }) => ({
  plugins: [react(), lazyChunks.plugin, bootSlices(), routePreloads(), firstVisitStyles()],
  resolve: {
    alias: mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    // Every browser the app supports has native modulepreload; the polyfill would cost every first visit.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The landing page's modules that lazy pages share (summary polling, formatting, Skeleton) would
        // otherwise split into many tiny chunks, each costing the first visit a request and gzip overhead:
        // grouped, /home loads 4 files and 145.6 kB instead of 23 files and 150.4 kB (bench/bundle.bench.ts).
        // The home feature's front door (index.ts, its page loader) stays with the other loaders in the main file.
        codeSplitting: {
          groups: [
            {
              name: "home",
              test: /features[\\/]home[\\/](?!index\.ts)|shared[\\/](api|data)[\\/]|formatUsd|@mui[\\/]material[\\/](esm[\\/])?Skeleton/,
            },
            // Lazy code grouped by who loads it, so a page fetches a handful of files (vite.config.chunkGroups.ts).
            ...lazyChunks.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/config.json": LAUNCHER_ORIGIN },
  },
}));
