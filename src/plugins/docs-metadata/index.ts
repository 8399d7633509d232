/**
 * The classic docs plugin, with the descriptions of all docs taken out of the version metadata that
 * every docs page loads before it hydrates. Docusaurus puts each doc's id, title, description and
 * sidebar in that module (for `useDocById`); only DocCard reads the description, on the few index
 * pages with a card list. Here the descriptions go to their own module, `doc-descriptions.json`,
 * which the DocCard wrap imports, so only those pages download them.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type VersionDocs = Record<string, {description?: string}>;

/**
 * The route, and the routes nested in it, with the descriptions removed from the version metadata
 * (the version route's `version` prop); the descriptions are added to `into`.
 */
export function withoutDescriptions(route: RouteConfig, into: Record<string, string>): RouteConfig {
  const routes = route.routes?.map((child) => withoutDescriptions(child, into));
  const version = (route.props as {version?: {docs?: VersionDocs}} | undefined)?.version;
  if (!version?.docs) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description, ...doc}]) => {
      if (description) into[id] = description;
      return [id, doc];
    }),
  );
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs}}};
}

export default async function docsMetadataPlugin(
  context: LoadContext,
  // Validated and completed by the docs plugin's own schema (validateOptions below).
  options: unknown,
): Promise<Plugin> {
  const plugin: Plugin<LoadedContent> = await docsPlugin(context, options as Parameters<typeof docsPlugin>[1]);
  const contentLoaded = plugin.contentLoaded!.bind(plugin);
  const wrapped: Plugin<LoadedContent> = {
    ...plugin,
    async contentLoaded(args) {
      const descriptions: Record<string, string> = {};
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDescriptions(route, descriptions));
      await contentLoaded({...args, actions: {...args.actions, addRoute}});
      await args.actions.createData('doc-descriptions.json', JSON.stringify(descriptions));
    },
  };
  // Docusaurus hands each plugin back its own content; the config's plugin type does not know it.
  return wrapped as Plugin;
}

docsMetadataPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
