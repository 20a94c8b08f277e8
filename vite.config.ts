import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The browser app. The API runs on its own port in development and is proxied under /api.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
})
