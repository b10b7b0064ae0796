import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { srcAlias } from '../../vite.config.js'

// The insights analysis and its worker alone, built by the same Vite as the app (relative base,
// no public/ directory), so the bench can watch the main thread while the worker computes.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  resolve: { alias: srcAlias },
})
