#!/usr/bin/env node
/**
 * Writes an nginx configuration for a build of the site, with the Content-Security-Policy that the
 * build's CSP plugin computed (`<build>/.csp-policy`).
 *
 *   node scripts/nginx-config.mjs --root /srv/docs/build [--listen 80] [--out /etc/nginx/conf.d]
 *   node scripts/nginx-config.mjs --root build --listen 127.0.0.1:8080 --out /tmp/x --standalone
 *
 * Writes `<out>/faststore-docs.conf` (the server block), `<out>/faststore-docs-headers.conf` (included
 * by it) and `<out>/faststore-docs-frame-headers.conf` (the live-example frame's headers, with its
 * own policy from `<build>/.csp-policy-frame`). With --standalone it also writes `<out>/nginx.conf`, a complete configuration
 * for `nginx -p <out> -c nginx.conf` that needs no root privileges (used by the tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const {values} = parseArgs({
  options: {
    root: {type: 'string', default: 'build'},
    listen: {type: 'string', default: '80'},
    out: {type: 'string', default: '.'},
    standalone: {type: 'boolean', default: false},
  },
});

const root = path.resolve(values.root);
const out = path.resolve(values.out);
const policyFile = path.join(root, '.csp-policy');
if (!fs.existsSync(policyFile)) {
  console.error(`${policyFile} is missing: build the site first (npm run build).`);
  process.exit(1);
}
const policy = fs.readFileSync(policyFile, 'utf8').trim();
if (policy.includes('"')) throw new Error('The policy must not contain double quotes.');
// The live-example frame's own policy (src/plugins/live-frame), written by the same build.
const framePolicyFile = path.join(root, '.csp-policy-frame');
if (!fs.existsSync(framePolicyFile)) {
  console.error(`${framePolicyFile} is missing: build the site again with this version (npm run build).`);
  process.exit(1);
}
const framePolicy = fs.readFileSync(framePolicyFile, 'utf8').trim();
if (framePolicy.includes('"')) throw new Error('The frame policy must not contain double quotes.');

const template = (name) => fs.readFileSync(path.join(here, '..', 'deploy', 'nginx', name), 'utf8');
fs.mkdirSync(out, {recursive: true});
const snippet = path.join(out, 'faststore-docs-headers.conf');
fs.writeFileSync(snippet, template('security-headers.conf.template').replace('__CSP__', policy));
const frameSnippet = path.join(out, 'faststore-docs-frame-headers.conf');
fs.writeFileSync(frameSnippet, template('live-frame-headers.conf.template').replace('__CSP__', framePolicy));
const server = template('site.conf.template')
  .replaceAll('__LISTEN__', values.listen)
  .replaceAll('__ROOT__', root)
  .replaceAll('__SNIPPET__', snippet)
  .replaceAll('__FRAME_SNIPPET__', frameSnippet);
fs.writeFileSync(path.join(out, 'faststore-docs.conf'), server);

if (values.standalone) {
  fs.mkdirSync(path.join(out, 'logs'), {recursive: true});
  fs.mkdirSync(path.join(out, 'tmp'), {recursive: true});
  const mime = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find(
    (f) => fs.existsSync(f),
  );
  fs.writeFileSync(
    path.join(out, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${out}/nginx.pid;
error_log ${out}/logs/error.log warn;
events { worker_connections 256; }
http {
  ${mime ? `include ${mime};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${out}/tmp/body;
  proxy_temp_path ${out}/tmp/proxy;
  fastcgi_temp_path ${out}/tmp/fastcgi;
  uwsgi_temp_path ${out}/tmp/uwsgi;
  scgi_temp_path ${out}/tmp/scgi;
  include ${out}/faststore-docs.conf;
}
`,
  );
}
console.log(`Wrote ${path.join(out, 'faststore-docs.conf')}`);
