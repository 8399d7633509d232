/** The newest release notes as cards, from the blog's own data (src/plugins/release-cards). */
import Link from '@docusaurus/Link';
import releaseCards from '@generated/faststore-release-cards/default/release-cards.json';
import clsx from 'clsx';
import cards from '../cards.module.css';
import styles from './styles.module.css';

const PRODUCT_LABEL: Record<string, string> = {
  faststore: 'FastStore',
  basestore: 'Base Store',
  webops: 'WebOps',
  cms: 'CMS',
};

export default function ReleaseCards() {
  return (
    <ul className={clsx(cards.grid, styles.grid)}>
      {releaseCards.cards.map((card) => (
        <li key={card.permalink} className={cards.card} data-testid="release-card">
          {/* The space keeps the label and the title apart in the text (copied text, the Markdown copy). */}
          <span className={styles.product}>{PRODUCT_LABEL[card.product] ?? card.product}</span>{' '}
          <Link to={card.permalink} className={clsx(cards.title, styles.title)}>
            {card.title}
          </Link>
          <p className={cards.text}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
