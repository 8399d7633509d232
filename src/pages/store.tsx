/** /store: where readers set their store once, for every page that differs by starter or release. */
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import StoreProfile from '@site/src/components/store-profile/StoreProfile';

export default function StorePage() {
  return (
    <Layout
      title="Your store"
      description="Tell the portal which FastStore starter and releases your store has, once, and every page that differs shows yours."
    >
      <main className="container margin-vert--lg">
        <h1>Your store</h1>
        {/* Running text: its links are underlined as on every docs page (src/css/custom.css). */}
        <div className="markdown">
          <p>
            The two 1.9 starters install different releases of <code>@faststore/ui</code>, <code>@faststore/sdk</code>{' '}
            and <code>@faststore/api</code>, and their steps differ in places. Tell the portal which starter and
            releases your store has: the <Link to="/reference">reference</Link> then shows your releases, guides put
            your starter’s steps first, the <Link to="/quickstart">quickstart</Link> opens on your starter, and a step
            of one <Link to="/tutorials">tutorial track</Link> links the same step of the other. Pages with no starter
            or release of their own look the same for everyone.
          </p>
        </div>
        <StoreProfile />
      </main>
    </Layout>
  );
}
