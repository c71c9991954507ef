import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative paths, not '@app/shared/...': Vite bundles only relative imports of its config, and Node cannot load .ts.
import { BRAND } from '../../packages/shared/src/brand.ts';
import { en } from '../../packages/shared/src/messages/en.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PATHS = ['/api', '/.netlify', '/healthz', '/readyz'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html takes its title and description from the brand config and the catalogue, so they exist once. */
function brandHead(): Plugin {
  const values: Record<string, string> = {
    '%BRAND_NAME%': BRAND.productName,
    '%BRAND_DESCRIPTION%': en.site.footer.tagline,
  };
  return {
    name: 'brand-head',
    transformIndexHtml(html) {
      return html.replace(/%BRAND_[A-Z]+%/g, (token) => escapeHtml(values[token] ?? token));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandHead()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // Same-origin in dev as in production, so cookies and better-auth's Origin check behave alike.
    proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN }])),
  },
  preview: {
    port: 4173,
  },
});
