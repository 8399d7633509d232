// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="cms-base" description="Scaffold for /starters/cms-base.">
      <main className="container margin-vert--lg"><h1>cms-base</h1></main>
    </Layout>
  );
}
