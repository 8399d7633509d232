/**
 * Points the page's Open Graph and Twitter image at its own social card, which the `social-cards`
 * plugin draws for every page after the build (src/plugins/social-cards). Rendered by Root before the
 * site's default metadata, so a page that names its own `image` in front matter still wins.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {CARD_HEIGHT, CARD_WIDTH, cardPath} from '@site/src/plugins/social-cards/cardPath';

export default function SocialCardMeta(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const image = withBaseUrl(cardPath(pathname, siteConfig.baseUrl), {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
    </Head>
  );
}
