/** The latest release events as cards linking to their release notes. */
import Link from '@docusaurus/Link';
import {releaseEvents} from '@site/src/data/releaseEvents';
import {releasePostPath, type ReleaseProduct} from '@site/src/data/types';
import styles from './styles.module.css';

const PRODUCT_LABEL: Record<ReleaseProduct, string> = {
  faststore: 'FastStore',
  basestore: 'Base Store',
  webops: 'WebOps',
  cms: 'CMS',
};

export default function ReleaseEvents({limit = 4}: {limit?: number}) {
  return (
    <ul className={styles.grid}>
      {releaseEvents.slice(0, limit).map((event) => (
        <li key={event.fileName} className={styles.card} data-testid="release-card">
          <span className={styles.product}>{PRODUCT_LABEL[event.product]}</span>
          <Link to={releasePostPath(event.fileName)} className={styles.title}>{event.title}</Link>
          <p className={styles.description}>{event.description}</p>
        </li>
      ))}
    </ul>
  );
}
