import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The screens after the first (with the modules only they use, the printer settings and texts among them)
// and the shell's after-first-screen parts (alarms, printing, sounds, presence).
const SCREENS = /[\\/]src[\\/](ui[\\/](settings|product-status|products(?![\\/]editor)|orders)[\\/]|ui[\\/]lib[\\/]print[\\/](?!day-report-html)|ui[\\/]components[\\/](BackLink|FactList)|ui[\\/]lib[\\/]push[\\/]browser-push|domain[\\/]opening-hours\.|db[\\/](order-store[\\/](detail|queue|screen-hooks|changes|accept-with-receipt)|opening-hours|printer-settings|menu-|option-|categories|product-photos)|domain[\\/](menu|bulk-price|figures-csv|day-report)\.|ui[\\/]texts[\\/]day-report\.|ui[\\/]texts[\\/](menu|options)\.|ui[\\/]texts[\\/]printer\.)/;
const SHELL_LATER = /[\\/]src[\\/](ui[\\/](link-alarm[\\/]|alert[\\/]|print[\\/]|lib[\\/]sound[\\/]|shell[\\/](DevicePresence|SyncNotices|usePresenceReport)|texts[\\/](search|history|printState|timing|info|account|notifications)|components[\\/](ChoiceDialog|MoveButtons|FieldProblems|StockSwitch)|lib[\\/]useDragOrder)|db[\\/]print-jobs\.)/;

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
        // after the first and the shell's after-first-screen parts in one chunk, 'screens'. They were two
        // chunks once, but they imported each other (shell parts print through the screens' printer code,
        // screens use the shell's texts and dialogs), so both always loaded together, and the order in which
        // the browser evaluated them changed with unrelated changes: texts were read before they were set.
        // The receipt's HTML goes with them: printing through the browser's print window must work offline
        // from the first ticket on. The first screen, the sign-in screen, the day report's HTML and the push
        // subscribe flow keep their own, so they load only when used. Dependencies stay where they were.
        // The product editor (and its photo scaling) and the Cijfers screen keep theirs: loaded when opened.
        // The small data modules the engine, the shell and the screens share go with 'later' (which imports
        // no other lazy chunk, so nothing it needs can be half-evaluated): 25 chunks fewer, 7 KB less gzip.
        codeSplitting: {
          groups: [
            // Small modules index.html and the lazy chunks share go with Dexie's chunk (loaded up front anyway)
            // and the later ones with each other: a chunk of a few hundred bytes compresses badly.
            { name: 'database', test: /[\\/](dexie|dexie-react-hooks)[\\/]|[\\/]src[\\/](db[\\/](database|upgrades|meta|shop|outbox-counts|outbox-types|staff-devices|device)\.|domain[\\/](amsterdam-time|until|format)\.)/ },
            { name: 'later', includeDependenciesRecursively: false, test: /[\\/]src[\\/](domain[\\/](device-name|version)\.|ui[\\/]shell[\\/]Reauth|ui[\\/]texts[\\/](devices|sign-in|rejections)|db[\\/](add-unread|outbox|audit-names|ready-time|until-choices|device-report|overlay|shop-changes|shop-events)\.|db[\\/]order-store[\\/](write|unpack|tally|events|whole-table|tab-reads|once|search|walk)\.|domain[\\/](order-search|cancel-reasons|until-times|ticket|receipt|due)\.|sync[\\/](sign-in-errors|figure-refusal)|db[\\/](push-subscriptions|products)\.|ui[\\/]lib[\\/](device-events|app-version)\.)/ },
            { name: 'screens', includeDependenciesRecursively: false, test: (id) => SCREENS.test(id) || SHELL_LATER.test(id) },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
