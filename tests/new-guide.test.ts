import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';

const TEMPLATE = path.join(__dirname, '..', 'docs', 'templates', 'how-to-guide-template.mdx');

describe('a new guide from the template', () => {
  it('has every section of the writers’ template and compiles as MDX, its notes as comments', async () => {
    const {skeletonBody} = await import('../scripts/new-guide.mjs');
    const body = skeletonBody(fs.readFileSync(TEMPLATE, 'utf8'));
    for (const section of ['## Before you begin', '## Steps', '## Verify', '## Troubleshooting', '## Related']) {
      expect(body).toContain(section);
    }
    await expect(compile(body)).resolves.toBeDefined();
    // A note is no prose: the content rules keep the page from shipping until it is written.
    expect(body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '')).not.toMatch(/\bWhat this guide achieves\b/);
  });
});
