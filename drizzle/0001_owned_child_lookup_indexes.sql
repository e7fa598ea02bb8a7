DROP INDEX `exercise_sets_user_idx`;--> statement-breakpoint
CREATE INDEX `exercise_sets_user_exercise_idx` ON `exercise_sets` (`user_id`,`exercise_id`,`set_number`);--> statement-breakpoint
DROP INDEX `meal_ingredients_user_idx`;--> statement-breakpoint
CREATE INDEX `meal_ingredients_user_meal_idx` ON `meal_ingredients` (`user_id`,`meal_id`);