/**
 * The remark package's passes on their fixtures, file in and file out. After reviewing a diff,
 * `UPDATE_FIXTURES=1 npx vitest run packages/remark/src/fixtures.test.ts` rewrites them.
 */
import path from 'node:path';
import {describeFixtures} from './fixtureRunner';
import remarkExampleReleases from './exampleReleases';
import remarkInteractionFacts from './interactionFacts';
import remarkProseSymbols from './proseSymbols';
import remarkValidateGraphQL from './validateGraphQL';

describeFixtures(path.join(__dirname, 'fixtures'), {
  proseSymbols: [remarkProseSymbols],
  validateGraphQL: [remarkValidateGraphQL],
  exampleReleases: [remarkExampleReleases],
  interactionFacts: [remarkInteractionFacts],
});
