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

/**
 * The flags of the report PDF renderer's process (modules/reporting/pdf/pdf-renderer.ts), which
 * runs react-pdf and nothing else. `gc` for a full collection after each PDF: without it V8 let
 * the heap grow from one PDF to the next (peaks of 220, 320, 340 MB for the same 14 pages); with
 * it the peak stays 180–200 MB. A young generation of at most 8 MB: at V8's default it grew to
 * 64 MB for nothing; at 2 MB the peaks were no lower (bench/README.md, "Report PDF").
 */
export const pdfRendererNodeFlags: readonly string[] = ['--expose-gc', '--max-semi-space-size=8'];
