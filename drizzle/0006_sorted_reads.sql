DROP INDEX `custom_ingredients_user_idx`;--> statement-breakpoint
CREATE INDEX `custom_ingredients_user_name_idx` ON `custom_ingredients` (`user_id`,lower("name"));--> statement-breakpoint
DROP INDEX `exercises_user_date_idx`;--> statement-breakpoint
CREATE INDEX `exercises_user_day_idx` ON `exercises` (`user_id`,`date`,`sort_order`);