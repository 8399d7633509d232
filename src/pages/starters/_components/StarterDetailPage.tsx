/** The page of one starter (/starters/<slug>): every slug's page file renders this with its slug. */
import Layout from '@theme/Layout';
import StarterDetail from '@site/src/components/StarterDetail';
import {starterBySlug} from '@site/src/data/starters';

export default function StarterDetailPage({slug}: {slug: string}) {
  const starter = starterBySlug(slug);
  return (
    <Layout title={`${starter.name} starter`} description={starter.details}>
      <main className="container margin-vert--lg">
        <h1>{starter.name}</h1>
        <StarterDetail starter={starter} />
      </main>
    </Layout>
  );
}
