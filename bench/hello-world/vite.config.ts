import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The floor the app's first load is compared with: React 19 and nothing else, built like the app
// (same Vite, same React plugin, relative base), with no env files and no public/ directory.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  plugins: [react()],
})
