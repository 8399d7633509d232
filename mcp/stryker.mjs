/**
 * Runs the mutation testing of mcp/stryker.config.mjs through Stryker's API, for Node 20: Stryker's
 * command refuses any Node before 22 as it starts, while its API runs this configuration on Node 20.
 * Prints the count of mutants by status; Stryker's own reporter prints the score.
 *
 *   node mcp/stryker.mjs [<file to mutate>,…]    default: the configuration's `mutate`
 */
import {fileURLToPath} from 'node:url';
import {Stryker} from '../node_modules/@stryker-mutator/core/dist/src/stryker.js';
import config from './stryker.config.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const mutate = process.argv[2] ? process.argv[2].split(',') : config.mutate;
const results = await new Stryker({...config, mutate}).runMutationTest();
const byStatus = {};
for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
console.log(JSON.stringify(byStatus));
