ALTER TABLE `meals` ADD `servings` real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meals` ADD `recipe` text;