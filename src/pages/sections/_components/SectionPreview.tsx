/**
 * Frame of a section preview page (/sections/<Name>/<Name>): one section of the portal on its own,
 * so that a writer can check it in isolation.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function SectionPreview({name, summary, children}: {name: string; summary: string; children: ReactNode}) {
  return (
    <Layout title={`${name} preview`} description={summary}>
      <main className="container margin-vert--lg">
        <h1>{name}</h1>
        <p>{summary}</p>
        {children}
      </main>
    </Layout>
  );
}
