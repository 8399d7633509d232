/**
 * The HTML template of every built page: Docusaurus' own, except for how the scripts start.
 *
 * Docusaurus puts `<script defer>` in the head. A deferred script runs as soon as the HTML is parsed,
 * and when it has finished downloading by then (often, on a fast connection) it runs before anything
 * is painted: the reader waits for the whole bundle to evaluate, and for the route's chunks it
 * requests, before seeing text that was in the HTML all along. Here the scripts are preloaded from the
 * head, so they download as early as before and at the same low priority as deferred scripts
 * (a preload is otherwise fetched at high priority, as if it blocked rendering), and `startScripts`
 * adds them once a frame has been painted. Hydration starts one frame later; the page is readable before any script runs.
 *
 * It also takes over Docusaurus' base-URL warning, whose check (no `window.docusaurus` when the HTML
 * has been parsed) would now always fire: see `startScripts`.
 */
import {startScripts} from './startScripts';

export const PAGE_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(${startScripts.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
