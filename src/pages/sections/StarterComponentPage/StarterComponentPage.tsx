// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="StarterComponentPage" description="Scaffold for /sections/StarterComponentPage/StarterComponentPage.">
      <main className="container margin-vert--lg"><h1>StarterComponentPage</h1></main>
    </Layout>
  );
}
