// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="pets" description="Scaffold for /starters/pets.">
      <main className="container margin-vert--lg"><h1>pets</h1></main>
    </Layout>
  );
}
