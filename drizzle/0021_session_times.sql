ALTER TABLE `workouts` ADD `template_name` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `started_at` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `finished_at` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `rest_ended_at` text;