// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="base" description="Scaffold for /starters/base.">
      <main className="container margin-vert--lg"><h1>base</h1></main>
    </Layout>
  );
}
