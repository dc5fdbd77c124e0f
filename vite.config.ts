import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

// supabase-js's Storage and Edge Functions clients are never used here (src/sync/unused-supabase-parts.ts).
const unusedSupabaseParts = fileURLToPath(new URL('src/sync/unused-supabase-parts.ts', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@supabase/storage-js': unusedSupabaseParts, '@supabase/functions-js': unusedSupabaseParts },
  },
  plugins: [
    react(),
    // Our own service worker (src/sw.ts) with the precache manifest injected; emitted as /sw.js.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,wav,ico,webmanifest}'],
        // Product images are cached on first use instead (bounded cache in sw.ts).
        globIgnores: ['products/**'],
      },
      devOptions: { enabled: false },
      manifest: {
        id: '/app/dashboard',
        name: 'KMFC Shop admin',
        short_name: 'KMFC Admin',
        description: 'Bestellingen, producten en openingstijden van KMFC Shop beheren.',
        lang: 'nl',
        dir: 'ltr',
        start_url: '/app/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#c8102e',
        background_color: '#fff8f0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
