/** The starters gallery (/starters). */
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './_components/styles.module.css';
import StarterGallery from '@site/src/components/starters/StarterGallery';

export default function StartersPage() {
  return (
    <Layout
      title="Starters"
      description="Official and community FastStore starters: complete store projects to copy and make your own."
    >
      <main className="container margin-vert--lg">
        <h1>Starters</h1>
        <p className={styles.intro}>
          A starter is a complete FastStore store that you copy and make your own. Pick one close to the store you want
          to build, or read <Link to="/conceptual-guides/starter">what a starter contains</Link> first. Built one
          yourself? <Link to="/starters/submissions">Submit your starter</Link>.
        </p>
        <StarterGallery />
      </main>
    </Layout>
  );
}
