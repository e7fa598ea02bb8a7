PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_meal_ingredients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`meal_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`custom_ingredient_id` integer,
	`name` text NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`calories` real,
	`protein` real,
	`carbs` real,
	`fat` real,
	`is_prepped` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_meal_ingredients`("id", "meal_id", "user_id", "custom_ingredient_id", "name", "quantity", "unit", "calories", "protein", "carbs", "fat", "is_prepped") SELECT "id", "meal_id", "user_id", "custom_ingredient_id", "name", "quantity", "unit", "calories", "protein", "carbs", "fat", "is_prepped" FROM `meal_ingredients`;--> statement-breakpoint
-- Added by hand: the rebuilt table goes on numbering where the old one stopped, so the id of a
-- deleted ingredient is never given again.
UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'meal_ingredients') WHERE name = '__new_meal_ingredients';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_meal_ingredients', seq FROM sqlite_sequence WHERE name = 'meal_ingredients' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_meal_ingredients');--> statement-breakpoint
DROP TABLE `meal_ingredients`;--> statement-breakpoint
ALTER TABLE `__new_meal_ingredients` RENAME TO `meal_ingredients`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `meal_ingredients_meal_idx` ON `meal_ingredients` (`meal_id`);