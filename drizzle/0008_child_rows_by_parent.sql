DROP INDEX `exercise_sets_user_exercise_idx`;--> statement-breakpoint
DROP INDEX `meal_ingredients_user_meal_idx`;