CREATE TABLE `shopping_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`quantity` real,
	`unit` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_items_range_idx` ON `shopping_items` (`from_date`,`to_date`,`user_id`);--> statement-breakpoint
CREATE INDEX `shopping_items_to_idx` ON `shopping_items` (`to_date`);--> statement-breakpoint
ALTER TABLE `custom_ingredients` ADD `aisle` text DEFAULT 'other' NOT NULL;