/** A few frequently asked questions, each linking to its full answer on /faq. */
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

const QUESTIONS = [
  {
    anchor: 'what-is-faststore',
    question: 'What is FastStore?',
    answer:
      'Three packages for headless storefronts in React: UI components, an SDK for cart, session and search, and a GraphQL API.',
  },
  {
    anchor: 'do-i-have-to-use-all-three-packages',
    question: 'Do I have to use all three packages?',
    answer: 'No. Each package is published on its own, and starters combine them because they were designed together.',
  },
  {
    anchor: 'what-is-the-fastest-way-to-see-a-store-running',
    question: 'What is the fastest way to see a store running?',
    answer:
      'Copy the Gatsby or Next.js edition of the Base Store at its pinned commit, set your account and start its development server.',
  },
  {
    anchor: 'where-can-i-host-a-faststore-store',
    question: 'Where can I host a FastStore store?',
    answer:
      'A host that serves static files and also runs Node.js per request: product and collection pages are rendered on the server, and the GraphQL API runs at /api/graphql.',
  },
] as const;

export default function FaqSection() {
  return (
    <div>
      <dl className={styles.list}>
        {QUESTIONS.map((q) => (
          <div key={q.anchor} className={styles.item}>
            <dt>
              <Link to={`/faq#${q.anchor}`}>{q.question}</Link>
            </dt>
            <dd>{q.answer}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/faq">Read all frequently asked questions</Link>
      </p>
    </div>
  );
}
