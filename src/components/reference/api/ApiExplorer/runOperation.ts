/**
 * Runs an operation of the explorer in the browser: parse, validate against the real schema, then
 * execute against a mocked copy of it. Nothing is sent over the network.
 */
import {execute, parse, validate, type GraphQLSchema, type ExecutionResult} from 'graphql';
import {addMocksToSchema} from '@graphql-tools/mock';
import {createMocks} from './mocks';

export interface RunResult {
  /** The JSON the explorer shows: an execution result, or `{errors}` for invalid input. */
  result: ExecutionResult | {errors: {message: string}[]};
  ok: boolean;
}

const failure = (message: string): RunResult => ({result: {errors: [{message}]}, ok: false});

export async function runOperation(schema: GraphQLSchema, source: string, variablesJson: string): Promise<RunResult> {
  let variables: Record<string, unknown> | undefined;
  if (variablesJson.trim()) {
    try {
      variables = JSON.parse(variablesJson) as Record<string, unknown>;
    } catch (error) {
      return failure(`Variables are not valid JSON: ${(error as Error).message}`);
    }
  }
  let document;
  try {
    document = parse(source);
  } catch (error) {
    return failure((error as Error).message);
  }
  const errors = validate(schema, document);
  if (errors.length > 0) return {result: {errors: errors.map((e) => ({message: e.message}))}, ok: false};
  // A new mocked schema per run: its store and counters start empty, so results are repeatable.
  const mocked = addMocksToSchema({schema, mocks: createMocks()});
  const result = await execute({schema: mocked, document, variableValues: variables});
  return {result: JSON.parse(JSON.stringify(result)) as ExecutionResult, ok: !result.errors};
}
