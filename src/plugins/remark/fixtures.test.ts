/**
 * The site's own remark passes on their fixtures, file in and file out (the runner is the remark
 * package's: `@faststore-docs/remark/fixtureRunner`). After reviewing a diff,
 * `UPDATE_FIXTURES=1 npx vitest run src/plugins/remark/fixtures.test.ts` rewrites them.
 */
import path from 'node:path';
import {describeFixtures} from '@faststore-docs/remark/fixtureRunner';
import {darkCodeTheme, lightCodeTheme} from '../../css/prismThemes';
import {
  remarkImportHighlighter,
  remarkLivePreview,
  remarkPlaygroundStart,
  remarkStarterSections,
  remarkTaskPromptMark,
} from '.';

const PRISM = {light: lightCodeTheme, dark: darkCodeTheme, additionalLanguages: ['bash', 'json', 'graphql', 'diff']};

// Each pass with the options the docs plugin gives it (docusaurus.config.ts).
describeFixtures(path.join(__dirname, 'fixtures'), {
  importHighlighter: [remarkImportHighlighter, PRISM],
  livePreview: [remarkLivePreview],
  playgroundStart: [remarkPlaygroundStart, PRISM],
  starterSections: [remarkStarterSections],
  // The fixture stands for a how-to guide; the pages' route comes from their place under docs/.
  taskPromptMark: [remarkTaskPromptMark, {route: '/how-to-guides/example'}],
});
