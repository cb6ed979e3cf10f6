import { defineConfig } from "vite"

export default defineConfig({
  build: { outDir: "dist", manifest: true, sourcemap: false },
  server: { proxy: { "/1.2": "http://localhost:8080", "/status": "http://localhost:8080" } },
})
