/** Writing and reading the data bundle (./data) in the package's `data/` folder. */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_FILE, REFERENCE_FILE, SEARCH_DIR, type Bundle, type WrittenBundle} from './data';

export function writeBundle(dir: string, bundle: WrittenBundle): void {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, DOCS_FILE), JSON.stringify(bundle.docs));
  fs.writeFileSync(path.join(dir, REFERENCE_FILE), JSON.stringify(bundle.reference));
}

export function readBundle(dir: string): Bundle {
  // The files are the ones writeBundle wrote from a Bundle.
  const missing = (full: string) => !fs.existsSync(full);
  const read = <T>(file: string): T => {
    const full = path.join(dir, file);
    if (missing(full)) {
      throw new Error(
        `faststore-docs-mcp: ${full} is missing. The site's build writes it: run \`npm run build\` in the portal's repository.`,
      );
    }
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  };
  const searchDir = path.join(dir, SEARCH_DIR);
  if (missing(path.join(searchDir, 'pagefind.js'))) {
    throw new Error(
      `faststore-docs-mcp: ${searchDir} (the site's search index) is missing. The package's build copies it from the site's build: \`node mcp/build.mjs --data build/agents/data --search build/pagefind\`.`,
    );
  }
  return {docs: read<Bundle['docs']>(DOCS_FILE), reference: read<Bundle['reference']>(REFERENCE_FILE), searchDir};
}
