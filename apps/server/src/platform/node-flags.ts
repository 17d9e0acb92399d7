/**
 * The flags Node gets when the server starts as production starts it: `npm start`
 * (`apps/server/package.json`, checked by node-flags.test.ts), and every benchmark and end-to-end
 * test that spawns the server. V8 sets them only when a process starts.
 *
 * A young generation of at most 16 MB (V8 lets it grow to 128 MB): the API's answers leave buffers
 * (socket reads, compressed bodies) that only a collection frees; in a large young generation,
 * rarely collected, they piled up until V8 ran full collections, one every half second under the
 * planner's requests, with pauses of 10–30 ms. The planner's month request of the large account
 * went from p99 26–43 ms to 18–23 ms; at 8 MB the API's throughput fell (the posts list from 22 to
 * 18 % of a bare route), at 16 MB it did not (bench/README.md, "the planner's tail").
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16'];
