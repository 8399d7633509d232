#!/usr/bin/env node
// Starts the server built into ../dist; the portal's `npm run build` writes it with its data.
import {existsSync} from 'node:fs';

const entry = new URL('../dist/faststore-docs-mcp.mjs', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write(
    'faststore-docs-mcp is not built: run `npm run build` in the documentation portal repository first.\n',
  );
  process.exit(1);
}
const {main} = await import(entry.href);
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
