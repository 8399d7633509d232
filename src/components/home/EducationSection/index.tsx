/** Where to start learning: entry points to the main areas of the portal. */
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import cards from '../cards.module.css';
import styles from './styles.module.css';

const ENTRY_POINTS = [
  {to: '/quickstart', title: 'Quickstart', text: 'Copy the Base Store, point it at an account and run it locally.'},
  {to: '/tutorials', title: 'Tutorials', text: 'Build a store step by step, from the fundamentals to the CMS.'},
  {to: '/reference', title: 'Reference', text: 'The UI components, SDK hooks and GraphQL API of FastStore 1.9.'},
  {to: '/starters', title: 'Starters', text: 'Official and community stores to copy and make your own.'},
  {to: '/faq', title: 'FAQ', text: 'Short answers to the questions developers ask most.'},
] as const;

export default function EducationSection() {
  return (
    <ul className={cards.grid}>
      {ENTRY_POINTS.map((entry) => (
        <li key={entry.to} className={cards.card}>
          <Link to={entry.to} className={clsx(cards.title, styles.title)}>
            {entry.title}
          </Link>
          <p className={cards.text}>{entry.text}</p>
        </li>
      ))}
    </ul>
  );
}
