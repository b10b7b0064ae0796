import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The segment analysis and the insights worker alone, built by the same Vite as the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
})
