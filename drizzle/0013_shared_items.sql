PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_custom_ingredients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`shared` integer DEFAULT false NOT NULL,
	`name` text NOT NULL,
	`default_quantity` real DEFAULT 1 NOT NULL,
	`default_unit` text DEFAULT 'g' NOT NULL,
	`calories_per_unit` real,
	`protein_per_unit` real,
	`carbs_per_unit` real,
	`fat_per_unit` real,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- Changed by hand: the items kept before sharing existed stay private.
INSERT INTO `__new_custom_ingredients`("id", "user_id", "shared", "name", "default_quantity", "default_unit", "calories_per_unit", "protein_per_unit", "carbs_per_unit", "fat_per_unit", "notes", "created_at") SELECT "id", "user_id", false, "name", "default_quantity", "default_unit", "calories_per_unit", "protein_per_unit", "carbs_per_unit", "fat_per_unit", "notes", "created_at" FROM `custom_ingredients`;--> statement-breakpoint
-- Added by hand: the rebuilt table goes on numbering where the old one stopped, so the id of a
-- deleted row is never given again.
UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'custom_ingredients') WHERE name = '__new_custom_ingredients';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_custom_ingredients', seq FROM sqlite_sequence WHERE name = 'custom_ingredients' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_custom_ingredients');--> statement-breakpoint
DROP TABLE `custom_ingredients`;--> statement-breakpoint
ALTER TABLE `__new_custom_ingredients` RENAME TO `custom_ingredients`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- Written by hand as an expression: drizzle-kit quotes the index's lower("name") as a column name.
CREATE INDEX `custom_ingredients_user_name_idx` ON `custom_ingredients` (`user_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `custom_ingredients_shared_name_idx` ON `custom_ingredients` (`shared`,lower("name"));--> statement-breakpoint
CREATE TABLE `__new_meal_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`shared` integer DEFAULT false NOT NULL,
	`name` text NOT NULL,
	`meal_time` text NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`data` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- Changed by hand: the items kept before sharing existed stay private.
INSERT INTO `__new_meal_templates`("id", "user_id", "shared", "name", "meal_time", "categories", "data", "created_at") SELECT "id", "user_id", false, "name", "meal_time", "categories", "data", "created_at" FROM `meal_templates`;--> statement-breakpoint
-- Added by hand: the rebuilt table goes on numbering where the old one stopped, so the id of a
-- deleted row is never given again.
UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'meal_templates') WHERE name = '__new_meal_templates';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_meal_templates', seq FROM sqlite_sequence WHERE name = 'meal_templates' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_meal_templates');--> statement-breakpoint
DROP TABLE `meal_templates`;--> statement-breakpoint
ALTER TABLE `__new_meal_templates` RENAME TO `meal_templates`;--> statement-breakpoint
CREATE INDEX `meal_templates_user_idx` ON `meal_templates` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `meal_templates_shared_idx` ON `meal_templates` (`shared`,`created_at`);