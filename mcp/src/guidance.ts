/**
 * How an agent should use the tools: written into the store's AGENTS.md by `init`, and sent by the
 * server as its MCP `instructions` for clients that read no AGENTS.md. One text, so the two agree.
 */
export const GUIDANCE = [
  'The `faststore-docs` MCP server (package `faststore-docs-mcp`, offline) answers for the FastStore 1.9 releases this store has. Before writing or changing FastStore code:',
  '- `search_docs(query)` finds guides and reference pages; `get_page(path)` reads one as Markdown.',
  "- `get_component(name)` gives a @faststore/ui component's props, styling hooks (data attributes) and an example written for the release; `get_sdk_export(name)` a @faststore/sdk export's signature and returned members.",
  "- `introspect_graphql_schema(name)` lists a type's fields; `validate(language, code)` checks a GraphQL query against the schema, or TSX/TS code against the store's installed @faststore/ui and sdk (and flags props that reach no element), before it goes into the store's code.",
  '- To move the store to a newer release, `plan_upgrade()` lists each breaking change; run `faststore-docs-mcp upgrade --dry-run` for the ones it marks automatic.',
  'Check props, hooks and GraphQL fields with the tools rather than from memory: they differ between FastStore releases. Each answer names the release it is for, and a `note` says why when the call named none; pass `version` to ask about another release.',
];
