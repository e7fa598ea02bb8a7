// Module shapes for imports Bun resolves at build time.
declare module "*.sql" {
  const text: string;
  export default text;
}

// A file embedded by `bun build --compile` (imported `with { type: "file" }`): its path.
declare module "*.db.gz" {
  const path: string;
  export default path;
}
