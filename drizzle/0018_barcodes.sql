CREATE TABLE `looked_up_foods` (
	`barcode` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`brand` text,
	`calories` real,
	`protein` real,
	`carbs` real,
	`fat` real,
	`fiber` real,
	`sugar` real,
	`sodium` real,
	`serving_size` text,
	`serving_grams` real,
	`source` text NOT NULL,
	`attribution` text NOT NULL,
	`looked_up_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `custom_ingredients` ADD `barcode` text;--> statement-breakpoint
CREATE INDEX `custom_ingredients_barcode_idx` ON `custom_ingredients` (`barcode`);