/**
 * The remark passes every MDX page goes through at build time, in one place and in the order the
 * docs plugin runs them: names in the prose checked against the page's releases, sentences about keys
 * and callbacks held to the interaction facts measured in a browser, GraphQL samples validated against the schema of the release they name,
 * examples' release notes (`since=`/`until=`), fenced code highlighted, live examples rendered, and
 * the playground's first example painted (which reuses the live examples' rendering), and the pages
 * that differ by starter given the reader's store profile (a guide's Next.js section wrapped so it can
 * come first), and the pages with a task for a coding agent marked for "Copy as prompt". Each pass has
 * a file-in, file-out fixture: the checks against the reference (names in prose, keys and callbacks, GraphQL samples,
 * example ranges) are the remark package's (`packages/remark`), the site's own passes are here.
 */
export {default as remarkProseSymbols} from '@faststore-docs/remark/proseSymbols';
export {default as remarkInteractionFacts} from '@faststore-docs/remark/interactionFacts';
export {default as remarkValidateGraphQL} from '@faststore-docs/remark/validateGraphQL';
export {default as remarkExampleReleases} from '@faststore-docs/remark/exampleReleases';
export {default as remarkImportHighlighter} from './importHighlighter';
export {default as remarkLivePreview} from './livePreview';
export {default as remarkPlaygroundStart} from './playgroundStart';
export {default as remarkStarterSections} from './starterSections';
export {default as remarkTaskPromptMark} from './taskPromptMark';
