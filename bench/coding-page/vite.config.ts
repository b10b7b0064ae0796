import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { srcAlias } from '../../vite.config.js'

// The coding components alone, built by the same Vite and plugins as the app (relative base, no
// public/ directory), so the bench can time the Codebook and the Code box in Chromium.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  resolve: { alias: srcAlias },
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
})
