// X's `twitter-text` ships each function as its own CommonJS file (`dist/<name>.js`, with an ES
// module twin in `dist/esm`); the shared code imports only the two it counts with, so the web
// app does not bundle the whole library (autolinking, HTML helpers). Typed from
// `@types/twitter-text`.
declare module 'twitter-text/dist/parseTweet.js' {
  const parseTweet: typeof import('twitter-text').parseTweet;
  export default parseTweet;
}
declare module 'twitter-text/dist/extractUrlsWithIndices.js' {
  const extractUrlsWithIndices: typeof import('twitter-text').extractUrlsWithIndices;
  export default extractUrlsWithIndices;
}
