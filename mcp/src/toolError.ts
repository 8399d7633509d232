/** A tool call the server refuses, with a code an agent can act on and, where it helps, suggestions. */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
  }
}
