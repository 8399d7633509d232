/**
 * After the build, writes each tutorial track as one document at `/tutorials/<track>/print`
 * (./document), from the built step pages in sidebar order, and checks that every track's overview
 * links to it ("Print or save the whole track"), so a reader finds it where the track starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {trackDocument} from './document';
import {PRINT_LINK_TEXT, printLink, tracks} from './tracks';
import {runsAfterBuild} from '../afterBuildSteps';
import {builtSite} from '../builtSite';

/** The overviews that do not link to their track's document, with the line to add. */
export function missingPrintLinks(siteDir: string): string[] {
  return tracks(siteDir)
    .filter(
      (t) =>
        !fs
          .readFileSync(path.join(siteDir, t.overviewFile), 'utf8')
          .includes(`[${PRINT_LINK_TEXT}](pathname://${t.printRoute})`),
    )
    .map((t) => `${t.overviewFile}: add ${printLink(t)}`);
}

export default function trackPrintPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-track-print',
    async loadContent() {
      const missing = missingPrintLinks(context.siteDir);
      if (missing.length > 0)
        throw new Error(
          `track-print: a track overview must link to its whole-track document:\n  ${missing.join('\n  ')}`,
        );
    },
    async postBuild(props) {
      if (!runsAfterBuild('track-print')) return;
      const {siteConfig} = props;
      const site = builtSite(props);
      for (const track of tracks(context.siteDir)) {
        const pages = track.steps.map((s) => {
          const html = site.html(s.route);
          if (html === undefined) throw new Error(`track-print: the build has no page for ${s.route}`);
          return {route: s.route, html};
        });
        site.writePage(track.printRoute, trackDocument(track, pages, siteConfig.title));
      }
    },
  };
}
