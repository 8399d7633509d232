/**
 * The starters gallery: official and community groups with a group filter whose
 * state lives in the URL (?group=official|community), so a filtered view survives a reload and can be
 * shared. The pre-rendered HTML shows every starter; the filter applies once the page has loaded.
 */
import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import StarterCard from '@site/src/components/starters/StarterCard';
import {communityStarters, officialStarters} from '@site/src/data/starters';
import type {StarterGroup} from '@site/src/data/types';
import styles from './styles.module.css';

type Filter = 'all' | StarterGroup;
const FILTERS: {value: Filter; label: string}[] = [
  {value: 'all', label: 'All'},
  {value: 'official', label: 'Official'},
  {value: 'community', label: 'Community'},
];

function parseGroup(search: string): Filter {
  const group = new URLSearchParams(search).get('group');
  return group === 'official' || group === 'community' ? group : 'all';
}

const GROUPS = [
  {
    group: 'official' as const,
    title: 'Official starters',
    intro: 'Maintained by the FastStore team at VTEX.',
    starters: officialStarters,
  },
  {
    group: 'community' as const,
    title: 'Community starters',
    intro: 'Built and maintained by their owners, outside the FastStore team.',
    starters: communityStarters,
  },
];

export default function StarterGallery({headingLevel = 2}: {headingLevel?: 2 | 3}) {
  const location = useLocation();
  const history = useHistory();
  // Start from 'all' as the pre-rendered HTML does, then follow the URL: no hydration mismatch.
  const [filter, setFilter] = useState<Filter>('all');
  useEffect(() => setFilter(parseGroup(location.search)), [location.search]);

  function choose(value: Filter) {
    const params = new URLSearchParams(location.search);
    if (value === 'all') params.delete('group');
    else params.set('group', value);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash});
  }

  const Heading = `h${headingLevel}` as const;
  const shown = GROUPS.filter((g) => filter === 'all' || g.group === filter);
  const count = shown.reduce((n, g) => n + g.starters.length, 0);
  return (
    <div className={styles.gallery}>
      <div className={styles.filter} role="group" aria-label="Filter starters by group">
        {FILTERS.map(({value, label}) => (
          <button
            key={value}
            type="button"
            className={`button button--sm ${filter === value ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={filter === value}
            onClick={() => choose(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className={styles.count} aria-live="polite">
        Showing {count} {count === 1 ? 'starter' : 'starters'}.
      </p>
      {shown.map(({group, title, intro, starters}, groupIndex) => (
        <section key={group} aria-labelledby={`starters-${group}`} className={styles.group}>
          <Heading id={`starters-${group}`}>{title}</Heading>
          <p>{intro}</p>
          <ul className={styles.grid}>
            {starters.map((starter, index) => (
              <li key={starter.slug}>
                {/* The first row of the first group: at most three cards fit across. */}
                <StarterCard starter={starter} firstScreen={groupIndex === 0 && index < 3} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
