/**
 * The configuration files a cluster's nginx runs with, in its own prefix directory: the main file, the
 * repository's site (deploy/nginx.conf) with this cluster's port and upstream include, and the upstream list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClusterError, REPO_ROOT } from './processes.ts';

const NGINX_SITE = join(REPO_ROOT, 'deploy/nginx.conf');

/** One line per instance, as deploy/nginx.conf's upstream block includes it. */
export function upstreamsConfig(ports: number[]): string {
  return ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;\n`).join('');
}

/** deploy/nginx.conf with this cluster's port and upstream list, and nothing else changed. */
export function siteConfig(dir: string, port: number): string {
  const site = readFileSync(NGINX_SITE, 'utf8');
  const withPort = site.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`);
  const withUpstreams = withPort.replace(
    /^(\s*)include lumiere-upstreams\.conf;$/m,
    `$1include ${join(dir, 'lumiere-upstreams.conf')};`,
  );
  const withCache = withUpstreams.replace(
    /proxy_cache_path \/var\/cache\/nginx\/lumiere /,
    `proxy_cache_path ${join(dir, 'cache')} `,
  );
  if (withPort === site || withUpstreams === withPort || withCache === withUpstreams) {
    throw new ClusterError(
      `${NGINX_SITE} no longer has its 'listen 8080;', upstream include and proxy_cache_path lines`,
    );
  }
  return withCache;
}

export function mainConfig(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return [
    // The master runs as the caller; as root, workers stay root too, so they can read the temporary dirs.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(dir, 'lumiere.conf')};`,
    '}',
    '',
  ].join('\n');
}
