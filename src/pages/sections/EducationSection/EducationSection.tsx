// SCAFFOLD: replaced by the starters issue (5).
import Layout from '@theme/Layout';

export default function Page(): JSX.Element {
  return (
    <Layout title="EducationSection" description="Scaffold for /sections/EducationSection/EducationSection.">
      <main className="container margin-vert--lg"><h1>EducationSection</h1></main>
    </Layout>
  );
}
