/**
 * The releases the reference covers and what changed between them, read from the reference's
 * committed data (`@faststore-docs/shared/reference/data`; `npm run reference:data` writes it, and
 * checks the behaviour verdicts and the migrations as it does). `loadContent` also checks that every
 * page showing versioned data has its version picker. `createData` hands the pages
 * `reference-versions.json` (releases, default and starters' versions, for the version picker and the
 * reference index), `reference-changes.json` (/reference/changes, behaviour notes included) and
 * `behaviour-notes.json` (the notes by release pair, for the reference pages).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ReleasePairBehaviour} from '@faststore-docs/shared/reference/behaviour';
import type {Change} from '@faststore-docs/shared/reference/changes';
import {
  behaviourNotes,
  referenceChanges,
  readReferenceData,
  referenceDataDir,
  referenceVersions,
  type ReferenceVersions,
} from '@faststore-docs/shared/reference/data';
import {checkPickers} from './pickers';

interface ReferenceContent extends ReferenceVersions {
  changes: Change[];
  behaviour: ReleasePairBehaviour[];
}

export default function referenceVersionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-reference-versions',
    async loadContent(): Promise<ReferenceContent> {
      checkPickers(context.siteDir);
      // A missing or damaged data file stops the build here, once, rather than in every page that reads it.
      readReferenceData();
      return {...referenceVersions(), changes: referenceChanges(), behaviour: behaviourNotes()};
    },
    async contentLoaded({content, actions}) {
      const {changes, behaviour, ...versions} = content as ReferenceContent;
      await actions.createData('reference-versions.json', JSON.stringify(versions));
      await actions.createData('reference-changes.json', JSON.stringify({changes}));
      await actions.createData('behaviour-notes.json', JSON.stringify({behaviour}));
    },
    getPathsToWatch() {
      return [`${referenceDataDir()}/*.json`];
    },
  };
}
