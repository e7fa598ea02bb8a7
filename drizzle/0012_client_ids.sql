ALTER TABLE `exercise_sets` ADD `changed_at` text;--> statement-breakpoint
ALTER TABLE `exercises` ADD `client_id` text;--> statement-breakpoint
ALTER TABLE `exercises` ADD `changed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `exercises_user_client_unique` ON `exercises` (`user_id`,`client_id`);