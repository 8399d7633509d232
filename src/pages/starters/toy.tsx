// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="toy" description="Scaffold for /starters/toy.">
      <main className="container margin-vert--lg"><h1>toy</h1></main>
    </Layout>
  );
}
