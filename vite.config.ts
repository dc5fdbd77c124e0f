import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
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
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Fewer, larger lazy chunks compress better (about 5 KB of gzip over many small ones): the screens
        // after the first in one chunk (with the modules only they use), the shell's after-first-screen
        // parts in another. The first screen, the sign-in screen, the receipt renderer and the push
        // subscribe flow keep their own, so they load only when used (the Pushmeldingen card's check of
        // what the browser supports goes with the screens). Dependencies stay where they were. The printer
        // settings and texts go with the screens too: in a chunk of their own, the screens chunk and theirs
        // imported each other, and opening /app/settings/printer directly read them before they were set.
        // The product editor (and its photo scaling) keeps chunks of its own: it loads only when opened.
        // The small data modules the engine, the shell and the screens share go with 'later' (which imports
        // no other lazy chunk, so nothing it needs can be half-evaluated): 25 chunks fewer, 7 KB less gzip.
        codeSplitting: {
          groups: [
            // Small modules index.html and the lazy chunks share go with Dexie's chunk (loaded up front anyway)
            // and the later ones with each other: a chunk of a few hundred bytes compresses badly.
            { name: 'database', test: /[\\/](dexie|dexie-react-hooks)[\\/]|[\\/]src[\\/](db[\\/](database|upgrades|meta|shop|outbox-counts|outbox-types|staff-devices|device)\.|domain[\\/](amsterdam-time|until|format)\.)/ },
            { name: 'later', includeDependenciesRecursively: false, test: /[\\/]src[\\/](domain[\\/](device-name|version)\.|ui[\\/]shell[\\/]Reauth|ui[\\/]texts[\\/](devices|sign-in|rejections)|db[\\/](add-unread|outbox|audit-names|ready-time|until-choices|device-report|overlay|shop-changes|shop-events)\.|db[\\/]order-store[\\/](write|unpack|tally|events|whole-table|tab-reads|once|search|walk)\.|domain[\\/](order-search|cancel-reasons|until-times|ticket|receipt|due)\.|sync[\\/](sign-in-errors|figure-refusal)|db[\\/](push-subscriptions|products)\.|ui[\\/]lib[\\/](device-events|app-version)\.)/ },
            { name: 'screens', includeDependenciesRecursively: false, test: /[\\/]src[\\/](ui[\\/](settings|product-status|products(?![\\/]editor)|orders)[\\/]|ui[\\/]lib[\\/]print[\\/](?!receipt-html|day-report-html)|ui[\\/]components[\\/](BackLink|FactList)|ui[\\/]lib[\\/]push[\\/]browser-push|domain[\\/]opening-hours\.|db[\\/](order-store[\\/](detail|queue|screen-hooks|changes|accept-with-receipt)|opening-hours|printer-settings|menu-|option-|categories|product-photos)|domain[\\/](menu|bulk-price|figures-csv|day-report)\.|ui[\\/]texts[\\/]day-report\.|ui[\\/]texts[\\/](menu|options)\.|ui[\\/]texts[\\/]printer\.)/ },
            { name: 'shell-later', includeDependenciesRecursively: false, test: /[\\/]src[\\/](ui[\\/](link-alarm[\\/]|alert[\\/]|print[\\/]|lib[\\/]sound[\\/]|shell[\\/](DevicePresence|SyncNotices|usePresenceReport)|texts[\\/](search|history|printState|timing|info|account|notifications)|components[\\/](ChoiceDialog|MoveButtons|FieldProblems|StockSwitch)|lib[\\/]useDragOrder)|db[\\/]print-jobs\.)/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
