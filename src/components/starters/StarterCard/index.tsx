/** One starter in the gallery: thumbnail, name linking to its page, owner, details, price. */
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {starterPath, type Starter} from '@site/src/data/types';
import thumbnails from '@generated/faststore-site-data/default/starter-thumbnails.js';
import styles from './styles.module.css';

/**
 * SVG thumbnails are drawn inline (see the siteData plugin), so they paint with the page's text.
 * `firstScreen`: the card is in the first screen of the gallery; a WebP thumbnail there loads at
 * once instead of waiting for layout as lazy images do.
 */
export default function StarterCard({starter, firstScreen = false}: {starter: Starter; firstScreen?: boolean}) {
  const thumbnail = useBaseUrl(starter.imgThumbnail);
  const Drawing = thumbnails[starter.imgThumbnail];
  return (
    <article className={styles.card} data-testid="starter-card" data-group={starter.group}>
      {Drawing ? (
        // The file's own <title> is dropped (title={null}): the card names the drawing with its alt text.
        <Drawing
          className={styles.thumbnail}
          role="img"
          aria-label={starter.imgAlt}
          aria-labelledby={undefined}
          title={null}
          width={400}
          height={250}
          data-testid="starter-thumbnail"
        />
      ) : (
        <img
          className={styles.thumbnail}
          src={thumbnail}
          alt={starter.imgAlt}
          width={400}
          height={250}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
          data-testid="starter-thumbnail"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          {/* The link covers the whole card (::after), so the card is one target with one accessible name. */}
          <Link to={starterPath(starter.slug)} className={styles.link}>
            {starter.name}
          </Link>
        </h3>
        <p className={styles.owner}>by {starter.owner}</p>
        <p className={styles.details}>{starter.details}</p>
        <p className={styles.price}>
          <span className={styles.badge}>{starter.price}</span>
        </p>
      </div>
    </article>
  );
}
