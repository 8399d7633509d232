/**
 * Everything about one starter: image, owner (and website for community starters),
 * description, features, demo and repository links, and the way back to the gallery.
 */
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Starter} from '@site/src/data/types';
import styles from './styles.module.css';

export default function StarterDetail({starter, headingLevel = 2}: {starter: Starter; headingLevel?: 2 | 3}) {
  const image = useBaseUrl(starter.img);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.detail}>
      <img className={styles.image} src={image} alt={starter.imgAlt} width={800} height={500} />
      <dl className={styles.facts}>
        <div>
          <dt>Owner</dt>
          <dd data-testid="starter-owner">
            {starter.ownerWebsite ? <Link href={starter.ownerWebsite}>{starter.owner}</Link> : starter.owner}
          </dd>
        </div>
        <div>
          <dt>Group</dt>
          <dd>{starter.group === 'official' ? 'Official starter' : 'Community starter'}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{starter.price}</dd>
        </div>
      </dl>
      <p className={styles.description}>{starter.description}</p>
      {starter.features.length > 0 && (
        <>
          <Heading>Features</Heading>
          <ul data-testid="starter-features">
            {starter.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      <Heading>Get the code</Heading>
      <ul className={styles.links}>
        <li>
          <Link href={starter.demoURL}>Live demo of {starter.name}</Link>
        </li>
        <li>
          <Link href={starter.gatsbyRepo}>
            {starter.nextRepo ? 'Gatsby repository' : 'Repository'} of {starter.name}
          </Link>
        </li>
        {starter.nextRepo && (
          <li>
            <Link href={starter.nextRepo}>Next.js repository of {starter.name}</Link>
          </li>
        )}
      </ul>
      <p>
        <Link to="/starters">← Back to the starters gallery</Link>
      </p>
    </div>
  );
}
