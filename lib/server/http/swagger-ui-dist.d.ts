// swagger-ui-dist ships no types; this is its documented getAbsoluteFSPath, imported alone so the
// 1.5 MB bundle its index.js requires is never loaded into the server.
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
