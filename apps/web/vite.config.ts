import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { preloadRoutes } from "./build/preload-routes";

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadRoutes(), precompress()],
  build: { target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://localhost:3000", "/demo": "http://localhost:3000" } },
});
