import { defineConfig } from "vite"
import { pruneBlueprintCss } from "./blueprint-css"
import { chunkOf } from "./chunks"
import { earlyFiles } from "./early-files"
import { earlyScript } from "./early-script"
import { slimIconNames } from "./blueprint-icon-names"
import { precompress } from "./precompress"

export default defineConfig({
  // One React: Blueprint and react-popper sit in the root node_modules beside a React 18 that npm hoisted
  // for react-popper's peer range; without this the bundle held both and rendering failed (React #525).
  resolve: { dedupe: ["react", "react-dom"] },
  // Brotli and gzip twins of every asset, served by Accept-Encoding (precompress.ts).
  // The early pages' files listed in index.html for the early start to preload (early-files.ts); the early
  // start a script of its own before the app's (early-script.ts).
  // Blueprint's icon names looked up, not tabled at start (blueprint-icon-names.ts).
  plugins: [precompress(), earlyFiles(), earlyScript(), slimIconNames()],
  // Blueprint's stylesheet without the dark theme and the components the app never renders (blueprint-css.ts).
  css: { postcss: { plugins: [pruneBlueprintCss()] } },
  build: {
    outDir: "dist",
    manifest: true,
    sourcemap: false,
    // Few, larger files instead of dozens of 1–2 kB ones (chunks.ts).
    rollupOptions: { output: { manualChunks: chunkOf } },
  },
  // `npm run dev` in client/ proxies the API to a running server (BIMP_API, default the all-in-one on :8080).
  server: { proxy: { "/1.2": process.env.BIMP_API ?? "http://localhost:8080", "/status": process.env.BIMP_API ?? "http://localhost:8080" } },
})
