// Module shapes for imports the web bundler resolves (CSS is bundled by Bun.build).
declare module "*.css";
