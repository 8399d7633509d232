/**
 * Frame of a section preview page (/sections/<Name>/<Name>): one section of the portal on its own,
 * so that a writer can check it in isolation.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

export default function SectionPreview({
  name,
  summary,
  children,
}: {
  name: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Layout title={`${name} preview`} description={summary}>
      {/* A preview for writers: kept out of search engines, the sitemap and the site search. */}
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{name}</h1>
        <p>{summary}</p>
        {children}
      </main>
    </Layout>
  );
}
