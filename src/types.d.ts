// Module shapes for imports Bun resolves at build time.
declare module "*.sql" {
  const text: string;
  export default text;
}
