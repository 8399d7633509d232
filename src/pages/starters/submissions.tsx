/** The starter submission page (/starters/submissions). */
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './_components/styles.module.css';
import StarterSubmissionForm from '@site/src/components/starters/StarterSubmissionForm';

export default function SubmissionsPage() {
  return (
    <Layout title="Submit a starter" description="Submit your FastStore starter to be listed in the starters gallery.">
      <main className="container margin-vert--lg">
        <h1>Submit a starter</h1>
        <p className={styles.intro}>
          Built a store on FastStore that others could start from? Tell us about it and we will review it for the{' '}
          <Link to="/starters">starters gallery</Link>. The repository must be public on GitHub, and the demo should
          show the store running.
        </p>
        <StarterSubmissionForm />
      </main>
    </Layout>
  );
}
