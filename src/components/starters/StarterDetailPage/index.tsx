/**
 * The page of one starter (/starters/<slug>). The siteData plugin adds one route per entry of
 * src/data/starters.ts and passes the entry as the `starter` prop, so a new starter needs no page file.
 */
import Layout from '@theme/Layout';
import StarterDetail from '@site/src/components/starters/StarterDetail';
import type {Starter} from '@site/src/data/types';

export default function StarterDetailPage({starter}: {starter: Starter}) {
  return (
    <Layout title={`${starter.name} starter`} description={starter.details}>
      <main className="container margin-vert--lg">
        <h1>{starter.name}</h1>
        <StarterDetail starter={starter} />
      </main>
    </Layout>
  );
}
