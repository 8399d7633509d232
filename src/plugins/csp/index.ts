/**
 * Writes `<outDir>/.csp-policy`: the Content-Security-Policy this build works under, for the nginx
 * configuration (`scripts/nginx-config.mjs`) or any CDN's header settings. Dot-files are not served.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPolicy, inlineScriptHashes} from './policy';
import {textField} from '../../lib/customFields';
import {htmlFiles} from '../builtSite';

export default function cspPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-csp',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await fs.readFile(path.join(outDir, file), 'utf8'))) hashes.add(hash);
      }
      const fields = context.siteConfig.customFields as Record<string, unknown>;
      const policy = buildPolicy({
        scriptHashes: hashes,
        endpoints: [textField(fields, 'surveyWebhookUrl'), textField(fields, 'starterSubmissionUrl')],
        analytics: Boolean(fields.analyticsEnabled),
        docsearch: Boolean(context.siteConfig.themeConfig.algolia),
      });
      await fs.writeFile(path.join(outDir, '.csp-policy'), `${policy}\n`);
    },
  };
}
