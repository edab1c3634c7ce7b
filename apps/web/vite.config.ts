import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { preloadRoutes } from "./build/preload-routes";

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadRoutes(), precompress()],
  resolve: {
    alias: [
      // React 19 has the hook the shim would add (src/lib/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "start", tags: ["$initial"], priority: 4 },
            // Used by both first routes: kept apart so neither drags the other's chunk in.
            {
              name: "shared",
              test: /src[\\/](lib[\\/](analytics|device|network-info)|components[\\/]language-switch)\./,
              priority: 3,
            },
            // The QR encoder stays in its own chunk: only desktops load it.
            {
              name: "landing",
              test: (id) => /src[\\/]features[\\/]landing[\\/]/.test(id) && !/qr-code/.test(id),
              priority: 2,
            },
            // The dashboard's weigh-in form loads on the tap that opens it, and the start-up's debug details with its error
            // screen, so they stay out.
            {
              name: "mini-app",
              test: /src[\\/](features[\\/](mini-app(?![\\/]debug-details)|dashboard[\\/](?!weigh-in))|app[\\/](query-provider|app-frame)|components[\\/]day-nav|lib[\\/]vk[\\/]bridge\.|stores)|node_modules[\\/](@tanstack|@vkontakte)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/demo": "http://localhost:3000" } },
});
