/**
 * Points the page's Open Graph and Twitter image at its own social card, which the `social-cards`
 * plugin draws for every page after the build (src/plugins/social-cards). Rendered by Root before the
 * site's default metadata, so a page that names its own `image` in front matter still wins.
 *
 * `page` names the built page whose card to show instead of the address's: the not-found page
 * (NotFound/Content) passes its own file, `/404.html`, since an unknown address has no card and a
 * preview of it would show a broken image.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {CARD_HEIGHT, CARD_WIDTH, cardPath} from '@site/src/lib/cardPath';

export default function SocialCardMeta({page}: {page?: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const image = withBaseUrl(page ? cardPath(page) : cardPath(pathname, siteConfig.baseUrl), {absolute: true});
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
