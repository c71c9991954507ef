import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative paths, not '@app/shared/...': Vite bundles only relative imports of its config, and Node cannot load .ts.
import { BRAND } from '../../packages/shared/src/brand.ts';
import { en } from '../../packages/shared/src/messages/en.ts';
import { pageModules } from './build/page-modules.ts';

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

/**
 * Scripts that must run in <head>, before the first paint (src/head/*.js, plain JavaScript with nothing to
 * import): the CSP allows no inline script, so each is a file. A build writes it under assets/ named by its
 * content hash, so it is cached for a year like every asset and costs a visit no request after the first;
 * the dev server serves it from src/. It goes right after <meta charset>, before the stylesheet, so it
 * never waits for it.
 */
function headScripts(files: string[]): Plugin {
  const built = new Map<string, string>();
  let building = false;
  return {
    name: 'head-scripts',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      for (const file of files) {
        const source = await readFile(join(import.meta.dirname, file));
        const hash = createHash('sha256')
          .update(source)
          .digest('base64url')
          .slice(0, 8)
          .replace(/[-_]/g, 'x');
        const fileName = `assets/${basename(file, '.js')}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        built.set(file, `/${fileName}`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = files.map(
          (file) => `<script src="${building ? built.get(file) : `/${file}`}"></script>`,
        );
        // Right after <meta charset>, which must stay first.
        return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => [meta, ...tags].join('\n    '));
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Hashed assets never change, so they are compressed once here, at the highest levels (brotli 11, gzip 9),
 * and the server sends the .br / .gz file as is (@fastify/static preCompressed) instead of compressing
 * every response at a fast, weaker level.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.vite/'))
          .map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            const path = join(dir, file.fileName);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * A visitor's first page loads the entry, then the libraries, the app (boot) and the page: left to the
 * bundler's automatic splitting, those came as 19 small files, and for each one Vite's preload helper
 * inserts a <link rel="modulepreload">, about a millisecond of main-thread work each on a desktop, four
 * on a phone. These groups put the libraries' static import graph in one chunk, and the app's (boot.tsx,
 * plus the page-meta component every page uses) in another, minus what the entry already holds.
 * The sets are read from the module graph once it is complete (buildEnd), and closed under static
 * imports, so each chunk only imports the chunks loaded before it.
 */
function firstScreenChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  const libraries = new Set<string>();
  const boot = new Set<string>();
  // In load order: what the entry holds is taken first and belongs to no group.
  const roots: [files: string[], into: Set<string> | null][] = [
    [['src/main.tsx'], null],
    [['src/app/libraries.ts'], libraries],
    [['src/app/boot.tsx', 'src/components/ui/page-meta.tsx'], boot],
  ];
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const taken = new Set<string>();
      for (const [files, into] of roots) {
        const stack = files.map((file) => join(import.meta.dirname, file));
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (taken.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`first-screen-chunks: ${id} is not in the module graph`);
          taken.add(id);
          into?.add(id);
          stack.push(...info.importedIds);
        }
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'libraries', test: (id) => libraries.has(id) },
      { name: 'boot', test: (id) => boot.has(id) },
    ],
  };
}

/** `vite build --ssr` builds the pre-render entry the server loads (src/prerender.tsx) into dist-ssr. */
export default defineConfig(({ command, isSsrBuild }) => {
  const chunks = firstScreenChunks();
  return {
    plugins: [
      react(),
      tailwindcss(),
      brandHead(),
      ...(isSsrBuild
        ? []
        : [
            headScripts(['src/head/promotion-dismissal.js']),
            precompress(),
            chunks.plugin,
            pageModules(import.meta.dirname),
          ]),
    ],
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // Read by the server to preload the chunk of the route a page opens on (modules/site/route-preload.ts).
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } } },
    },
    resolve: {
      // react-router's package exports only its development build (dev warnings on); a build takes its
      // production build, the same code with the warnings off.
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: join(
                  dirname(createRequire(import.meta.url).resolve('react-router')),
                  '../production/index.mjs',
                ),
              },
            ]
          : [],
    },
    // The shared package is TypeScript: bundle it into the server entry instead of leaving Node to import it.
    ssr: { noExternal: ['@app/shared'] },
    server: {
      port: 5173,
      strictPort: true,
      // Same-origin in dev as in production, so cookies and better-auth's Origin check behave alike.
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN }])),
    },
    preview: {
      port: 4173,
    },
  };
});
