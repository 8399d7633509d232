/**
 * What the search says about its own results, in the dialog and on /search: the words it corrected,
 * the words no page held when it relaxed to the others, and, when the best page is a poor match, that
 * it may not answer, with the places to start from instead (the not-found page's starting points) and,
 * on /search, the matches in the areas the reader left out.
 */
import React, {type ReactNode} from 'react';
import type {SearchOutcome} from './client';

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

/** Starting points when nothing answers well, the same the not-found page offers. */
const STARTS = [
  {label: 'documentation', href: '/docs'},
  {label: 'tutorials', href: '/tutorials'},
  {label: 'reference', href: '/reference'},
];

interface Props {
  query: string;
  outcome: Pick<SearchOutcome, 'corrections' | 'missing' | 'unmatched' | 'weak' | 'total' | 'areaCounts'>;
  /** The site's base URL, for the starting points' links. */
  baseUrl: string;
  /** Matches in areas the reader left out, and how to include them (the /search page's filters). */
  otherAreas?: {count: number; onShow: () => void};
}

export default function SearchNotice({query, outcome, baseUrl, otherAreas}: Props): ReactNode {
  const {corrections, missing, unmatched, weak, total} = outcome;
  return (
    <span data-search-notice={weak ? 'weak' : missing.length > 0 ? 'relaxed' : 'plain'}>
      {corrections.length > 0 && total > 0 && (
        <>
          Showing results for{' '}
          {corrections.map((c, i) => (
            <React.Fragment key={c.from}>
              {i > 0 && ', '}
              <strong>{c.to}</strong>
            </React.Fragment>
          ))}{' '}
          (no page contains {quoted(corrections.map((c) => c.from))}).{' '}
        </>
      )}
      {total === 0 && <>No results for “{query}”. </>}
      {total > 0 && weak && (
        <>
          No page matches “{query}” well{unmatched.length > 0 && <>: none has {quoted(unmatched)}</>}. These are the
          closest.{' '}
        </>
      )}
      {total > 0 && !weak && missing.length > 0 && <>No page has every word: these lack {quoted(missing)}. </>}
      {weak && (
        <>
          Try other words, or start from the{' '}
          {STARTS.map((start, i) => (
            <React.Fragment key={start.href}>
              {i > 0 && (i === STARTS.length - 1 ? ' or the ' : ', the ')}
              {/* A plain link: the dialog shows it on every weak query, and Link would download the page's code. */}
              {/* eslint-disable-next-line @docusaurus/no-html-links */}
              <a href={`${baseUrl}${start.href.slice(1)}`}>{start.label}</a>
            </React.Fragment>
          ))}
          .{' '}
        </>
      )}
      {otherAreas && otherAreas.count > 0 && (
        <button type="button" className="button button--link button--sm" onClick={otherAreas.onShow}>
          {otherAreas.count === 1 ? 'Show 1 more page' : `Show ${otherAreas.count} more pages`} in the other areas
        </button>
      )}
    </span>
  );
}
