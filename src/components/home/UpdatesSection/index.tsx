/** The latest documentation updates, grouped by type: Added, Improved, Fixed. */
import Link from '@docusaurus/Link';
import {updates} from '@site/src/data/updates';
import type {UpdateType} from '@site/src/data/types';
import styles from './styles.module.css';

const TYPES: UpdateType[] = ['Added', 'Improved', 'Fixed'];

function formatDate(iso: string): string {
  // Fixed locale and time zone: the same text at build time and in every reader's browser.
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export default function UpdatesSection({headingLevel = 3}: {headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.columns}>
      {TYPES.map((type) => {
        const entries = updates.filter((u) => u.type === type);
        if (entries.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`updates-${type}`} className={styles.column}>
            <Heading id={`updates-${type}`} className={styles.heading}>
              {type}
            </Heading>
            <ul className={styles.list}>
              {entries.map((u) => (
                <li key={`${u.date}-${u.path}`} data-testid="update-entry">
                  <span className={styles.meta}>
                    <time dateTime={u.date}>{formatDate(u.date)}</time> · {u.menu} › {u.category}
                  </span>
                  <ul className={styles.docs}>
                    {u.docs.map((d) => (
                      <li key={d.path}>
                        <Link to={d.path}>{d.title}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
