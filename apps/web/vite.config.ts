import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { preloadLanding } from "./build/preload-landing";

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLanding(), precompress()],
  build: { target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://localhost:3000", "/demo": "http://localhost:3000" } },
});
