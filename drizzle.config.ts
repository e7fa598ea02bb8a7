// drizzle-kit reads this to generate SQL migrations from src/db/schema.ts into drizzle/.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
