// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="starters" description="Scaffold for /starters.">
      <main className="container margin-vert--lg"><h1>starters</h1></main>
    </Layout>
  );
}
