// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="StarterSubmissionForm" description="Scaffold for /sections/StarterSubmissionForm/StarterSubmissionForm.">
      <main className="container margin-vert--lg"><h1>StarterSubmissionForm</h1></main>
    </Layout>
  );
}
