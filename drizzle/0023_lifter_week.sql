ALTER TABLE `users` ADD `distance_unit` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `template_name` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `started_at` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `finished_at` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `rest_ended_at` text;--> statement-breakpoint
CREATE INDEX `exercises_best_estimate_idx` ON `exercises` (`user_id`,lower(trim("name")),`best_estimate`,`date`,`completed_sets`) WHERE completed_sets > 0 AND best_estimate IS NOT NULL;--> statement-breakpoint
CREATE INDEX `exercises_top_weight_idx` ON `exercises` (`user_id`,lower(trim("name")),`top_weight`,`date`,`completed_sets`) WHERE completed_sets > 0 AND top_weight IS NOT NULL;