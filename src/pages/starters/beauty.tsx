// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="beauty" description="Scaffold for /starters/beauty.">
      <main className="container margin-vert--lg"><h1>beauty</h1></main>
    </Layout>
  );
}
