// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="FaqPage" description="Scaffold for /sections/FaqPage/FaqPage.">
      <main className="container margin-vert--lg"><h1>FaqPage</h1></main>
    </Layout>
  );
}
