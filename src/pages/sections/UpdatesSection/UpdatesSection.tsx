// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="UpdatesSection" description="Scaffold for /sections/UpdatesSection/UpdatesSection.">
      <main className="container margin-vert--lg"><h1>UpdatesSection</h1></main>
    </Layout>
  );
}
