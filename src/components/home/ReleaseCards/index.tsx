/** The newest release notes as cards, from the blog's own data (src/plugins/release-cards). */
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ReleaseCardsData} from '@site/src/plugins/release-cards';
import styles from './styles.module.css';

const PRODUCT_LABEL: Record<string, string> = {
  faststore: 'FastStore',
  basestore: 'Base Store',
  webops: 'WebOps',
  cms: 'CMS',
};

export default function ReleaseCards() {
  const {cards} = usePluginData('faststore-release-cards') as ReleaseCardsData;
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.permalink} className={styles.card} data-testid="release-card">
          <span className={styles.product}>{PRODUCT_LABEL[card.product] ?? card.product}</span>
          <Link to={card.permalink} className={styles.title}>
            {card.title}
          </Link>
          <p className={styles.description}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
