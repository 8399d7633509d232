// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="submissions" description="Scaffold for /starters/submissions.">
      <main className="container margin-vert--lg"><h1>submissions</h1></main>
    </Layout>
  );
}
