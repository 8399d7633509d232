// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="StarterPage" description="Scaffold for /sections/StarterPage/StarterPage.">
      <main className="container margin-vert--lg"><h1>StarterPage</h1></main>
    </Layout>
  );
}
