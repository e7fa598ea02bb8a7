ALTER TABLE `custom_ingredients` ADD `fiber_per_unit` real;--> statement-breakpoint
ALTER TABLE `custom_ingredients` ADD `sugar_per_unit` real;--> statement-breakpoint
ALTER TABLE `custom_ingredients` ADD `sodium_per_unit` real;--> statement-breakpoint
ALTER TABLE `meal_ingredients` ADD `fiber` real;--> statement-breakpoint
ALTER TABLE `meal_ingredients` ADD `sugar` real;--> statement-breakpoint
ALTER TABLE `meal_ingredients` ADD `sodium` real;--> statement-breakpoint
ALTER TABLE `meal_ingredients` ADD `food_id` text;--> statement-breakpoint
ALTER TABLE `meal_ingredients` ADD `portion` text;